import ReductorCasePaths
import ReductorIdentifiedCollections

/// A parent's link to the row stores of one collection (an `IdentifiedArray` of rows or a
/// `StackState` of elements), and what the rows need from the parent: the path to the
/// collection and how to embed a row's actions. It keeps each row's store while the row is
/// there (a row store's core holds the link, so the two keep each other until the row goes, or
/// the link is released).
@MainActor
@usableFromInline
final class _CollectionLink<
  ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction
> {
  @usableFromInline typealias ElementStore = Store<Elements.Element, ElementAction>

  /// The store the collection was scoped from.
  @usableFromInline let parent: _ParentLink<ParentState, ParentAction>
  /// The root's version counter (a row's read is made again only once it moved).
  @usableFromInline let root: any _StoreRoot
  @usableFromInline let key: _ScopeKey
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let toElements: KeyPath<ParentState, Elements>
  /// The collection's byte offset in the parent's state when it is a stored property: the
  /// walk reads it there instead of applying `toElements` (a run-time walk of the path).
  @usableFromInline let elementsOffset: Int?
  /// Makes `embed` from `key.action` when a row first sends: most collections are scoped at
  /// every render and most of their rows never send.
  @usableFromInline let makeEmbed: (AnyKeyPath) -> (Elements._ID, ElementAction) -> ParentAction
  @usableFromInline @exclusivity(unchecked) var embed:
    ((Elements._ID, ElementAction) -> ParentAction)?
  /// Where the collection was scoped, for messages.
  let site: _ScopeSite
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
  /// The tables of the kind: the operations of the rows' stores, made where the collection was
  /// scoped so that they run specialized for the rows' types, and shared by every row.
  let kind: _CollectionKind<ParentState, Elements.Element, ElementAction>

  @usableFromInline
  init(
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    toElements: KeyPath<ParentState, Elements>,
    makeEmbed: @escaping (AnyKeyPath) -> (Elements._ID, ElementAction) -> ParentAction,
    elements: Elements,
    site: _ScopeSite,
    kind: _CollectionKind<ParentState, Elements.Element, ElementAction>
  ) {
    self.parent = _ParentLink(parent)
    self.root = parent.core.storeRoot
    self.key = key
    self.toElements = toElements
    self.elementsOffset = MemoryLayout<ParentState>.offset(of: toElements)
    self.makeEmbed = makeEmbed
    self.site = site
    self.kind = kind
    // Row stores made from now on start from these rows or later ones.
    self.seenIDs = elements._scopeIDs
    self.seenStamp = elements._scopeChanges.stamp
  }

  /// This kind's tables, for its types (see `_ChildTable.kind(of:make:)`). Nonisolated, so that
  /// the functions it makes are isolated by their type (see `_RootCore.operations()`).
  @inlinable
  nonisolated static func kind() -> _CollectionKind<ParentState, Elements.Element, ElementAction> {
    // `object` is always a `_CollectionLink` of these types, the table being made for such
    // links, so it is downcast unchecked.
    _CollectionKind(
      link: _ChildLinkOperations(
        update: { object, parentState, version in
          unsafeDowncast(object, to: _CollectionLink.self)
            .updateRows(from: parentState, version: version)
        },
        release: { object in unsafeDowncast(object, to: _CollectionLink.self).release() },
        storeCount: { object in unsafeDowncast(object, to: _CollectionLink.self).rows.count }
      ),
      row: _RowCore<ParentState, ParentAction, Elements, ElementAction>.operations(),
      inertRow: _InertRowCore<ParentState, ParentAction, Elements, ElementAction>.operations()
    )
  }

  /// The parent's current state, or `nil` once it is gone.
  @inlinable
  func parentState() -> ParentState? {
    parent.core.operations.read(parent.core)
  }

  /// `action` of the row `id`, embedded in the parent's actions.
  @inlinable
  func embed(_ id: Elements._ID, _ action: ElementAction) -> ParentAction {
    if let embed { return embed(id, action) }
    let embed = makeEmbed(key.action)
    self.embed = embed
    return embed(id, action)
  }

  /// The store of the row with id `id`, or `nil` when there is no such row now.
  @usableFromInline
  func store(id: Elements._ID) -> ElementStore? {
    let elements = parent.core.operations.current(parent.core)[keyPath: toElements]
    guard let element = elements[_scopeID: id] else { return nil }
    return store(id: id, element: element, in: elements)
  }

  @usableFromInline
  func release() {
    isReleased = true
    let stores = rows.values
    rows = [:]
    for store in stores { store._releaseChildren() }
  }

  /// A store that shows `element` and drops every action sent to it (its state reads as
  /// gone), for a row read after it was removed or a position outside the collection.
  @usableFromInline
  func inertStore(id: Elements._ID, element: Elements.Element) -> ElementStore {
    ElementStore(
      core: _InertRowCore(
        collection: self, id: id, element: element, operations: kind.inertRow
      )
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
    let store = ElementStore(
      core: _RowCore(collection: self, id: id, element: element, operations: kind.row)
    )
    if !isReleased { rows[id] = store }
    return store
  }

  /// Hands the row stores whose rows changed their new state; what the table's link runs.
  @inlinable
  func updateRows(from parentState: ParentState, version: UInt64) -> _ChildStatus {
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
      update(store, to: element, version: version)
    }
    for id in gone { rows.removeValue(forKey: id)?._releaseChildren() }
    // Row stores that are alive but idle keep the parent walking down to them, so that one
    // starting to be observed is reached without telling this link.
    return rows.isEmpty ? .idle : .active
  }

  /// Hands the row store of `id`, if there is one, its new state.
  @inlinable
  func update(id: Elements._ID, to element: Elements.Element, version: UInt64) {
    guard let index = rows.index(forKey: id) else { return }
    update(rows.values[index], to: element, version: version)
  }

  /// Hands `store`, a row's, its new state, kept with the root's `version`.
  @inlinable
  func update(_ store: ElementStore, to element: Elements.Element, version: UInt64) {
    unsafeDowncast(
      store.core, to: _RowCore<ParentState, ParentAction, Elements, ElementAction>.self
    )
    .keep(element, version: version)
    _ = store._update(to: element, version: version)
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

  /// The label of the store of row `id`: the parent's, then the scope, its action path named
  /// from `action` (one of the row's actions) when there is one.
  func label(id: Elements._ID, forAction action: ElementAction?) -> String {
    guard let action else {
      return parent.core.label(forAction: nil) + description(id, actionText: nil)
    }
    let parentAction = embed(id, action)
    let actionText = _ActionCases.keyPathText(
      from: _ActionCases(parentAction), to: _ActionCases(action), droppingID: true
    )
    return parent.core.label(forAction: parentAction) + description(id, actionText: actionText)
  }

  private func description(_ id: Elements._ID, actionText: String?) -> String {
    let action = actionText ?? "\(_KeyPathText(key.action))"
    return ".scope(state: \(_KeyPathText(key.state)), action: \(action))[id: \(id)], at \(site)"
  }
}

/// The core of the store of one row of a collection (or one element of a stack), by id: it
/// reads the row in the collection, and keeps the state it read last, with the root's version
/// then, to return until another action is reduced, and once the row is gone.
@MainActor
@usableFromInline
final class _RowCore<ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction>:
  _StoreCore<Elements.Element, ElementAction>
{
  @usableFromInline typealias Collection = _CollectionLink<
    ParentState, ParentAction, Elements, ElementAction
  >
  @usableFromInline let collection: Collection
  @usableFromInline let id: Elements._ID
  // The mutable state skips dynamic exclusivity checks, as the store's does.
  @usableFromInline @exclusivity(unchecked) var lastState: Elements.Element
  @usableFromInline @exclusivity(unchecked) var readVersion: UInt64 = .max
  @usableFromInline @exclusivity(unchecked) var wasPresent = false

  @usableFromInline
  init(
    collection: Collection, id: Elements._ID, element: Elements.Element,
    operations: _StoreOperations<Elements.Element, ElementAction>
  ) {
    self.collection = collection
    self.id = id
    self.lastState = element
    super.init(operations: operations, isRoot: false)
  }

  /// The operations (see `_RootCore.operations()` for why nonisolated).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<Elements.Element, ElementAction> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { core in read(unsafeDowncast(core, to: _RowCore.self)) },
      current: { core in
        let core = unsafeDowncast(core, to: _RowCore.self)
        return read(core) ?? core.lastState
      },
      isPresent: { core in
        let core = unsafeDowncast(core, to: _RowCore.self)
        if core.readVersion == core.collection.root.version { return core.wasPresent }
        return read(core) != nil
      },
      forward: { core, action in
        let core = unsafeDowncast(core, to: _RowCore.self)
        let parent = core.collection.parent.core
        return parent.operations.forward(parent, core.collection.embed(core.id, action))
      }
    )
  }

  /// The row's state now, read again only when an action was reduced since the last read.
  @inlinable
  static func read(_ core: _RowCore) -> Elements.Element? {
    let version = core.collection.root.version
    if version == core.readVersion { return core.wasPresent ? core.lastState : nil }
    let state = core.collection.parentState()?[keyPath: core.collection.toElements][
      _scopeID: core.id
    ]
    core.readVersion = version
    core.wasPresent = state != nil
    if let state { core.lastState = state }
    return state
  }

  /// Keeps `element`, read by the walk after a send at the root's `version`.
  @inlinable
  func keep(_ element: Elements.Element, version: UInt64) {
    readVersion = version
    wasPresent = true
    lastState = element
  }

  override func parentStartsParticipating() {
    collection.parent.store?._startParticipating()
  }

  override var storeRoot: any _StoreRoot { collection.root }

  override func label(forAction action: ElementAction?) -> String {
    collection.label(id: id, forAction: action)
  }

  override func rootSender(for action: ElementAction) -> (@MainActor () -> StoreTask)? {
    collection.parent.core.rootSender(for: collection.embed(id, action))
  }

  #if DEBUG
    override func _rootAction(for action: ElementAction) -> Any {
      collection.parent.core._rootAction(for: collection.embed(id, action))
    }
  #endif
}

/// The core of a store that shows a row's last state and drops every action sent to it: a row
/// read after it was removed, or at a position outside its collection (see `_StoreCollection`).
/// Its state reads as gone, so an action sent to it is reported, as to any store whose state
/// went away.
@MainActor
@usableFromInline
final class _InertRowCore<ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction>:
  _StoreCore<Elements.Element, ElementAction>
{
  @usableFromInline let collection:
    _CollectionLink<
      ParentState, ParentAction, Elements, ElementAction
    >
  let id: Elements._ID
  @usableFromInline let element: Elements.Element

  @usableFromInline typealias Collection = _CollectionLink<
    ParentState, ParentAction, Elements, ElementAction
  >

  init(
    collection: _CollectionLink<ParentState, ParentAction, Elements, ElementAction>,
    id: Elements._ID, element: Elements.Element,
    operations: _StoreOperations<Elements.Element, ElementAction>
  ) {
    self.collection = collection
    self.id = id
    self.element = element
    super.init(operations: operations, isRoot: false)
  }

  /// The operations (see `_RootCore.operations()` for why nonisolated).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<Elements.Element, ElementAction> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { _ in nil },
      current: { core in unsafeDowncast(core, to: _InertRowCore.self).element },
      isPresent: { _ in false },
      forward: { _, _ in StoreTask(group: nil) }
    )
  }

  override func parentStartsParticipating() {
    collection.parent.store?._startParticipating()
  }

  override var storeRoot: any _StoreRoot { collection.root }

  override func label(forAction action: ElementAction?) -> String {
    collection.label(id: id, forAction: action)
  }

  override func rootSender(for action: ElementAction) -> (@MainActor () -> StoreTask)? { nil }

  #if DEBUG
    override func _rootAction(for action: ElementAction) -> Any {
      collection.parent.core._rootAction(for: collection.embed(id, action))
    }
  #endif
}

/// The tables of a collection's kind of link, for its types: the link's functions, and the
/// operations of its rows' stores.
@usableFromInline
final class _CollectionKind<ParentState, Element, ElementAction>: Sendable {
  @usableFromInline let link: _ChildLinkOperations<ParentState>
  @usableFromInline let row: _StoreOperations<Element, ElementAction>
  @usableFromInline let inertRow: _StoreOperations<Element, ElementAction>

  @inlinable
  init(
    link: _ChildLinkOperations<ParentState>, row: _StoreOperations<Element, ElementAction>,
    inertRow: _StoreOperations<Element, ElementAction>
  ) {
    self.link = link
    self.row = row
    self.inertRow = inertRow
  }
}
