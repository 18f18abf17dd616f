import ReductorCasePaths
import ReductorIssueReporting
import ReductorIdentifiedCollections

extension Store {
  /// The stores of the rows of a collection of child features, addressable by id.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.filas, action: \.filas)) { fila in
  ///   FilaView(store: fila)
  /// }
  /// store.scope(state: \.filas, action: \.filas)[id: id]?.send(.favoritoPulsado)
  /// ```
  ///
  /// Reading it inside `withObservationTracking` observes the collection's ids only: adding,
  /// removing or reordering rows notifies the observer, changing a row does not (observe a
  /// row through its own store). A row's store stays the same while its row is there.
  @inlinable
  public func scope<ElementID, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _scopeCollection(
      state: toElements, actionKey: toElementAction, site: _ScopeSite(fileID: fileID, line: line)
    ) {
      let path = AnyCasePath(toElementAction)
      return { id, action in path.embed(.element(id: id, action: action)) }
    }
  }

  /// The stores of the elements of a navigation stack, addressable by id.
  ///
  /// ```swift
  /// let camino = store.scope(state: \.camino, action: \.camino)
  /// camino[id: 0]?.send(.detalle(.guardarPulsado))
  /// ```
  ///
  /// Observation and the element stores' lifetime are as for a collection of rows.
  @inlinable
  public func scope<ElementState, ElementAction>(
    state toElements: KeyPath<State, StackState<ElementState>>,
    action toElementAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<StackElementID, ElementState, ElementAction> {
    _scopeCollection(
      state: toElements, actionKey: toElementAction, site: _ScopeSite(fileID: fileID, line: line)
    ) {
      let path = AnyCasePath(toElementAction)
      return { id, action in path.embed(.element(id: id, action: action)) }
    }
  }

  @inlinable
  func _scopeCollection<Elements: _IdentifiedStates, ElementAction>(
    state toElements: KeyPath<State, Elements>,
    actionKey: AnyKeyPath,
    site: _ScopeSite = _ScopeSite(fileID: #fileID, line: #line),
    embed makeEmbed: () -> (Elements._ID, ElementAction) -> Action
  ) -> _StoreCollection<Elements._ID, Elements.Element, ElementAction> {
    let key = _ScopeKey(state: toElements, action: actionKey)
    typealias Link = _CollectionLink<State, Action, Elements, ElementAction>
    _access(.scope(key)) { Link._idsChangeCheck(toElements, from: $0) }
    let link: Link
    if let existing = _children[key] as? Link {
      link = existing
    } else {
      // Made here, where the store is scoped, the update function runs specialized for the
      // rows' types (the walk after each send calls it).
      link = Link(
        parent: self, key: key, toElements: toElements, embed: makeEmbed(),
        elements: currentState[keyPath: toElements], site: site,
        update: { link, state, version in link.updateRows(from: state, version: version) }
      )
      _keepChild(link, under: key)
    }
    let elements = currentState[keyPath: toElements]
    return _StoreCollection(
      ids: elements._scopeIDs, elements: elements._scopeElements, owner: self,
      storeForID: { [link] id in link.store(id: id) },
      inertStore: { [link] id, element in link.inertStore(id: id, element: element) }
    )
  }
}

/// The stores of a collection of child features: one store per row (or stack element), in
/// the collection's order, found by position or by id.
///
/// Get it from `store.scope(state: \.filas, action: \.filas)`. It holds the ids the
/// collection had when it was scoped; each row's store is made the first time it is read, and
/// stays the same while that row is there.
@MainActor
public struct _StoreCollection<ID: Hashable, State, Action> {
  /// The ids of the rows, in order, when the collection was scoped.
  public private(set) var ids: [ID]
  /// The rows' states when the collection was scoped, beside `ids`: what the store of a row
  /// read after it went away shows.
  let elements: [State]
  /// Keeps the parent store (and so its cache of row stores) alive.
  let owner: AnyObject
  let storeForID: @MainActor (ID) -> Store<State, Action>?
  /// A store showing a row's last state that drops every action sent to it, with a warning.
  let inertStore: @MainActor (ID, State) -> Store<State, Action>

  @usableFromInline
  init(
    ids: [ID],
    elements: [State],
    owner: AnyObject,
    storeForID: @escaping @MainActor (ID) -> Store<State, Action>?,
    inertStore: @escaping @MainActor (ID, State) -> Store<State, Action>
  ) {
    self.ids = ids
    self.elements = elements
    self.owner = owner
    self.storeForID = storeForID
    self.inertStore = inertStore
  }

  /// The store of the row with the given id, or `nil` when there is no such row now.
  public subscript(id id: ID) -> Store<State, Action>? {
    storeForID(id)
  }

  /// Drops the last `count` rows from this collection value (the rows themselves are not
  /// touched): how a navigation path shrinks before it is written back through a binding.
  public mutating func removeLast(_ count: Int = 1) {
    ids.removeLast(count)
  }
}

extension _StoreCollection: @MainActor RandomAccessCollection {
  /// The position of the first row: `0`.
  public var startIndex: Int { 0 }
  /// The position after the last row.
  public var endIndex: Int { ids.count }
  /// The position after `index`.
  public func index(after index: Int) -> Int { index + 1 }
  /// The position before `index`.
  public func index(before index: Int) -> Int { index - 1 }

  /// The store of the row at `position`.
  ///
  /// A row removed since the collection was scoped, or a position outside it (a view that
  /// kept an old collection), gives a store that shows the row's state when the collection
  /// was scoped (the nearest row's, outside the collection) and drops what is sent to it,
  /// with a runtime warning.
  /// Scope again after the collection changes.
  public subscript(position: Int) -> Store<State, Action> {
    if ids.indices.contains(position), let store = storeForID(ids[position]) {
      return store
    }
    guard !ids.isEmpty else {
      preconditionFailure(
        """
        Position \(position) of an empty collection of stores was read: there is no row, and \
        no state to show. Read only the positions of the collection (for example with \
        'ForEach'), and scope again after rows are added.
        """
      )
    }
    let nearest = Swift.min(Swift.max(position, 0), ids.count - 1)
    reportRuntimeWarning(
      ids.indices.contains(position)
        ? """
        The store of the row at position \(position) (id \(ids[position])) was read after the \
        row was removed. It shows the row's state when the collection was scoped and drops the actions sent to it. \
        This usually means a view kept a collection of stores after rows were removed; \
        scope the collection again after it changes.
        """
        : """
        Position \(position) of a collection of \(ids.count) row stores was read. The store \
        returned shows the state of the row at position \(nearest) and drops the \
        actions sent to it. Read only the collection's positions (startIndex..<endIndex), and \
        scope the collection again after it changes.
        """
    )
    return inertStore(ids[nearest], elements[nearest])
  }
}

/// A collection of identified child states that stores can be scoped to by id.
@usableFromInline
protocol _IdentifiedStates {
  associatedtype _ID: Hashable
  associatedtype Element
  /// The ids in order.
  var _scopeIDs: [_ID] { get }
  /// The elements in order, beside `_scopeIDs`.
  var _scopeElements: [Element] { get }
  /// The latest change to the elements.
  var _scopeChanges: _ElementChanges { get }
  /// The element with the given id, or `nil`.
  subscript(_scopeID id: _ID) -> Element? { get }
}

extension IdentifiedArray: _IdentifiedStates {
  @inlinable var _scopeIDs: [ID] { _ids }
  @inlinable var _scopeElements: [Element] { _elements }
  @inlinable var _scopeChanges: _ElementChanges { _changes }
  @inlinable subscript(_scopeID id: ID) -> Element? { self[id: id] }
}

extension StackState: _IdentifiedStates {
  @inlinable var _scopeIDs: [StackElementID] { _ids }
  @inlinable var _scopeElements: [Element] { _elements }
  @inlinable var _scopeChanges: _ElementChanges { _changes }
  @usableFromInline subscript(_scopeID id: StackElementID) -> Element? { self[id: id] }
}

/// A parent's link to the row stores of one collection, and what they need from the parent: the
/// path to the collection and how to embed a row's actions. It keeps each row's store while
/// the row is there (a row store's closures hold the link, so the two keep each other until
/// the row goes, or the link is released).
@usableFromInline
final class _CollectionLink<ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction>:
  _ChildLink<ParentState>, _CountedLink
{
  @usableFromInline typealias ElementStore = Store<Elements.Element, ElementAction>

  /// The parent store. Unowned and unchecked: whatever calls the link keeps the parent alive
  /// (the parent, whose children hold the link; a collection of row stores, which holds the
  /// parent; a row store, which holds its parent), except a root parent, which its rows hold
  /// weakly and read through `readRoot` (see `_StoreLink.parent`).
  @usableFromInline unowned(unsafe) let parent: Store<ParentState, ParentAction>
  /// The root parent's own read (`nil` when the parent is scoped).
  @usableFromInline let readRoot: (@MainActor () -> ParentState?)?
  @usableFromInline let key: _ScopeKey
  @usableFromInline let toElements: KeyPath<ParentState, Elements>
  /// The collection's byte offset in the parent's state when it is a stored property: the
  /// walk reads it there instead of applying `toElements` (a run-time walk of the path).
  @usableFromInline let elementsOffset: Int?
  let embed: (Elements._ID, ElementAction) -> ParentAction
  /// Where the collection was scoped, for messages.
  let site: _ScopeSite
  /// The parent's `forwardAction`, kept here: read through `parent` (unowned), each row
  /// action retained and released the parent and the function.
  let parentForward: @MainActor (ParentAction) -> StoreTask
  /// `updateRows(from:version:)`, made where the store was scoped so that it runs
  /// specialized for the rows' types: the link's own methods run as generic code.
  let updateFunction: @MainActor (_CollectionLink, ParentState, UInt64) -> Status
  // The mutable state skips dynamic exclusivity checks, as the store's does: it is confined
  // to the main actor, and no access to it overlaps another.
  @usableFromInline @exclusivity(unchecked) var rows: [Elements._ID: ElementStore] = [:]
  /// Whether the parent let go of the link: row stores made from now on are not kept.
  @exclusivity(unchecked) var isReleased = false
  /// The ids as of the last walk (kept: the ids buffer changes only when rows are added,
  /// removed or moved) and the stamp of the latest change to the rows then. The rows
  /// themselves are not kept: a copy would make every change to a row copy all of them.
  @usableFromInline @exclusivity(unchecked) var seenIDs: [Elements._ID]?
  @usableFromInline @exclusivity(unchecked) var seenStamp: UInt64 = 0
  /// Sweep the stores of removed rows when the cache grows past this size.
  @exclusivity(unchecked) var sweepThreshold = 32

  @usableFromInline
  init(
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    toElements: KeyPath<ParentState, Elements>,
    embed: @escaping (Elements._ID, ElementAction) -> ParentAction,
    elements: Elements,
    site: _ScopeSite,
    update: @escaping @MainActor (_CollectionLink, ParentState, UInt64) -> Status
  ) {
    self.site = site
    self.updateFunction = update
    self.parent = parent
    self.readRoot = parent.isRoot ? parent.readState : nil
    self.parentForward = parent.forwardAction
    self.key = key
    self.toElements = toElements
    self.elementsOffset = MemoryLayout<ParentState>.offset(of: toElements)
    self.embed = embed
    // Row stores made from now on start from these rows or later ones.
    self.seenIDs = elements._scopeIDs
    self.seenStamp = elements._scopeChanges.stamp
  }

  /// The store of the row with id `id`, or `nil` when there is no such row now.
  @usableFromInline
  func store(id: Elements._ID) -> ElementStore? {
    let elements = parent.currentState[keyPath: toElements]
    guard let element = elements[_scopeID: id] else { return nil }
    return store(id: id, element: element, in: elements)
  }

  /// The parent's current state, or `nil` once it is gone; read through the root's own read
  /// for a collection in the root's state.
  @inlinable
  func _parentState() -> ParentState? {
    if let readRoot { return readRoot() }
    return parent._readState()
  }

  @usableFromInline
  override func release() {
    isReleased = true
    let stores = rows.values
    rows = [:]
    for store in stores { store._releaseChildren() }
  }

  var cachedCount: Int { rows.count }

  /// A store that shows `element` and drops every action sent to it (its state reads as
  /// gone), for a row read after it was removed or a position outside the collection.
  @usableFromInline
  func inertStore(id: Elements._ID, element: Elements.Element) -> ElementStore {
    ElementStore(
      readState: { nil },
      forwardAction: { _ in StoreTask(group: nil) },
      initialState: element,
      root: parent.root,
      parent: parent,
      label: .scoped(_RowOrigin(collection: self, id: id))
    )
  }

  /// The store of the row with id `id`, whose state is `element` now, in `elements`.
  func store(id: Elements._ID, element: Elements.Element, in elements: Elements) -> ElementStore {
    if let store = rows[id] { return store }
    if rows.count >= sweepThreshold {
      // Rows removed while nothing observed the collection (the walk after a send drops the
      // stores of removed rows only while something below is observed).
      var removed: [ElementStore] = []
      rows = rows.filter { row in
        if elements[_scopeID: row.key] != nil { return true }
        removed.append(row.value)
        return false
      }
      for store in removed { store._releaseChildren() }
      sweepThreshold = max(32, rows.count * 2)
    }
    let origin = _RowOrigin(collection: self, id: id)
    let store = ElementStore(
      readState: { [origin] in origin.read() },
      forwardAction: { [origin] action in origin.forward(action) },
      initialState: element,
      root: parent.root,
      parent: parent,
      label: .scoped(origin)
    )
    if !isReleased { rows[id] = store }
    return store
  }

  @usableFromInline
  override func update(from parentState: ParentState, version: UInt64) -> Status {
    updateFunction(self, parentState, version)
  }

  /// Hands the row stores whose rows changed their new state; what `update(from:version:)`
  /// runs.
  @inlinable
  func updateRows(from parentState: ParentState, version: UInt64) -> Status {
    let (ids, changes) = Self._idsAndChanges(in: parentState, at: elementsOffset, toElements)
    defer {
      seenIDs = ids
      seenStamp = changes.stamp
    }
    // The same ids buffer (kept, so not changed in place since): the same rows, in the same
    // order. Then the change stamps tell which rows were written since the last walk.
    if let seenIDs, _isBitwiseIdentical(seenIDs, ids) {
      if changes.stamp == seenStamp {
        return rows.isEmpty ? .idle : .active
      }
      if changes.previous == seenStamp, ids.indices.contains(changes.position) {
        let position = changes.position
        let element = Self._element(at: position, in: parentState, at: elementsOffset, toElements)
        update(id: ids[position], to: element, version: version)
        return rows.isEmpty ? .idle : .active
      }
    }
    let elements = parentState[keyPath: toElements]
    var gone: [Elements._ID] = []
    for (id, store) in rows {
      guard let element = elements[_scopeID: id] else {
        gone.append(id)
        continue
      }
      _ = store._update(to: element, version: version)
    }
    for id in gone { rows.removeValue(forKey: id)?._releaseChildren() }
    // Row stores that are alive but idle keep the parent walking down to them, so that one
    // starting to be observed is reached without telling this link.
    return rows.isEmpty ? .idle : .active
  }

  /// The collection's ids in `parentState` and its latest change, read where the collection is
  /// stored when `offset` is known.
  ///
  /// Nonisolated, as the two below: a closure made in a main-actor method checks at run time
  /// that it runs on the main actor (SE-0423).
  @inlinable
  nonisolated static func _idsAndChanges(
    in parentState: ParentState, at offset: Int?, _ toElements: KeyPath<ParentState, Elements>
  ) -> ([Elements._ID], _ElementChanges) {
    guard let offset else {
      let elements = parentState[keyPath: toElements]
      return (elements._scopeIDs, elements._scopeChanges)
    }
    return _read(Elements.self, at: offset, in: parentState) { ($0._scopeIDs, $0._scopeChanges) }
  }

  /// The collection's element at `position` in `parentState`.
  @inlinable
  nonisolated static func _element(
    at position: Int, in parentState: ParentState, at offset: Int?,
    _ toElements: KeyPath<ParentState, Elements>
  ) -> Elements.Element {
    guard let offset else { return parentState[keyPath: toElements]._scopeElements[position] }
    return _read(Elements.self, at: offset, in: parentState) { $0._scopeElements[position] }
  }

  /// The change check of a read of the collection's scope: whether its ids changed.
  @inlinable
  nonisolated static func _idsChangeCheck(
    _ toElements: KeyPath<ParentState, Elements>, from state: ParentState
  ) -> _ReadCheck<ParentState> {
    let offset = MemoryLayout<ParentState>.offset(of: toElements)
    let ids = _idsAndChanges(in: state, at: offset, toElements).0
    return { new, step in
      step == .compare && _idsAndChanges(in: new, at: offset, toElements).0 != ids
    }
  }

  /// Hands the row store of `id`, if there is one, its new state.
  @inlinable
  func update(id: Elements._ID, to element: Elements.Element, version: UInt64) {
    guard let index = rows.index(forKey: id) else { return }
    _ = rows.values[index]._update(to: element, version: version)
  }
}

/// What a row store needs from its collection: its id. The store's closures capture only
/// this object.
final class _RowOrigin<ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction>:
  _StoreOrigin
{
  let collection: _CollectionLink<ParentState, ParentAction, Elements, ElementAction>
  let id: Elements._ID

  init(
    collection: _CollectionLink<ParentState, ParentAction, Elements, ElementAction>,
    id: Elements._ID
  ) {
    self.collection = collection
    self.id = id
  }

  func read() -> Elements.Element? {
    collection._parentState()?[keyPath: collection.toElements][_scopeID: id]
  }

  func forward(_ action: ElementAction) -> StoreTask {
    collection.parentForward(collection.embed(id, action))
  }

  var scopeDescription: String {
    description(actionText: "\(_KeyPathText(collection.key.action))")
  }

  func rootSender(for childAction: Any) -> (@MainActor () -> StoreTask)? {
    guard let action = childAction as? ElementAction else { return nil }
    let parentAction = collection.embed(id, action)
    // A root parent is not kept alive by its children: its own forwarding is.
    if collection.readRoot != nil { return _send(parentAction, through: collection.parentForward) }
    return collection.parent._rootSender(for: parentAction)
  }

  func scopeDescription(childAction: Any) -> (text: String, parentAction: Any?) {
    guard let action = childAction as? ElementAction else { return (scopeDescription, nil) }
    let parentAction = collection.embed(id, action)
    let actionText = _ActionCases.keyPathText(
      from: _ActionCases(parentAction), to: _ActionCases(action), droppingID: true
    ) ?? "\(_KeyPathText(collection.key.action))"
    return (description(actionText: actionText), parentAction)
  }

  private func description(actionText: String) -> String {
    ".scope(state: \(_KeyPathText(collection.key.state)), action: \(actionText))[id: \(id)], "
      + "at \(collection.site)"
  }
}
