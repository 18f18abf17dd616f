import ReductorCasePaths
import ReductorIdentifiedCollections
import ReductorIssueReporting

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
      state: toElements, actionKey: toElementAction, site: _ScopeSite(fileID: fileID, line: line),
      embed: _Embedding.element(IdentifiedAction<ElementID, ElementAction>.self)
    )
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
      state: toElements, actionKey: toElementAction, site: _ScopeSite(fileID: fileID, line: line),
      embed: _Embedding.element(StackAction<ElementState, ElementAction>.self)
    )
  }

  @inlinable
  func _scopeCollection<Elements: _IdentifiedStates, ElementAction>(
    state toElements: KeyPath<State, Elements>,
    actionKey: AnyKeyPath,
    site: _ScopeSite = _ScopeSite(fileID: #fileID, line: #line),
    embed makeEmbed: @escaping (AnyKeyPath) -> (Elements._ID, ElementAction) -> Action
  ) -> _StoreCollection<Elements._ID, Elements.Element, ElementAction> {
    let key = _ScopeKey(state: toElements, action: actionKey)
    typealias Link = _CollectionLink<State, Action, Elements, ElementAction>
    _access(.scope(key)) { Link._idsChangeCheck(toElements, from: $0) }
    let link: Link
    if let existing = _children.collection(under: key, as: Link.self) {
      link = existing
    } else {
      // Made here, where the store is scoped, the walk and the rows' operations run
      // specialized for the rows' types.
      let kind = _children.kind(of: Link.self) { Link.kind() }
      link = Link(
        parent: self, key: key, toElements: toElements, makeEmbed: makeEmbed,
        elements: currentState[keyPath: toElements], site: site, kind: kind
      )
      _keepChild(_ChildLink(kind: .collection, object: link, operations: kind.link), under: key)
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
@_documentation(visibility: private)
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
