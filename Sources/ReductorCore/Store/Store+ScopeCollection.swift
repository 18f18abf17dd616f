#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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
  public func scope<ElementID, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _scopeCollection(state: toElements, actionKey: toElementAction) {
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
  public func scope<ElementState, ElementAction>(
    state toElements: KeyPath<State, StackState<ElementState>>,
    action toElementAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> _StoreCollection<StackElementID, ElementState, ElementAction> {
    _scopeCollection(state: toElements, actionKey: toElementAction) {
      let path = AnyCasePath(toElementAction)
      return { id, action in path.embed(.element(id: id, action: action)) }
    }
  }

  func _scopeCollection<Elements: _IdentifiedStates, ElementAction>(
    state toElements: KeyPath<State, Elements>,
    actionKey: AnyKeyPath,
    embed makeEmbed: () -> (Elements._ID, ElementAction) -> Action
  ) -> _StoreCollection<Elements._ID, Elements.Element, ElementAction> {
    let key = _ScopeKey(state: toElements, action: actionKey)
    _access(.scope(key)) {
      { old, new in old[keyPath: toElements]._scopeIDs != new[keyPath: toElements]._scopeIDs }
    }
    typealias Link = _CollectionLink<State, Action, Elements, ElementAction>
    let link: Link
    if let existing = _children[key] as? Link {
      link = existing
    } else {
      link = Link(parent: self, key: key, toElements: toElements, embed: makeEmbed())
      _children[key] = link
    }
    let elements = currentState[keyPath: toElements]
    return _StoreCollection(ids: elements._scopeIDs, owner: self) { [link] id in
      link.store(id: id)
    }
  }
}

/// The stores of a collection of child features: one store per row (or stack element), in
/// the collection's order, found by position or by id.
///
/// Get it from `store.scope(state: \.filas, action: \.filas)`. It holds the ids the
/// collection had when it was scoped; each row's store is made the first time it is read, and
/// stays the same while that row is there and the store is in use.
@MainActor
public struct _StoreCollection<ID: Hashable, State, Action> {
  /// The ids of the rows, in order, when the collection was scoped.
  public private(set) var ids: [ID]
  /// Keeps the parent store (and so its cache of row stores) alive.
  let owner: AnyObject
  let storeForID: @MainActor (ID) -> Store<State, Action>?

  init(
    ids: [ID],
    owner: AnyObject,
    storeForID: @escaping @MainActor (ID) -> Store<State, Action>?
  ) {
    self.ids = ids
    self.owner = owner
    self.storeForID = storeForID
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
  /// The row must still be there: reading a position whose row has since been removed traps,
  /// as reading past the end of an array does. Scope again after the collection changes.
  public subscript(position: Int) -> Store<State, Action> {
    guard let store = storeForID(ids[position]) else {
      preconditionFailure(
        """
        The row with id \(ids[position]) at position \(position) is no longer in the \
        collection. Scope the collection again after rows are removed.
        """
      )
    }
    return store
  }
}

/// A collection of identified child states that stores can be scoped to by id.
protocol _IdentifiedStates {
  associatedtype _ID: Hashable
  associatedtype Element
  /// The ids in order.
  var _scopeIDs: [_ID] { get }
  /// The elements in order, beside `_scopeIDs`.
  var _scopeElements: [Element] { get }
  /// The element with the given id, or `nil`.
  subscript(_scopeID id: _ID) -> Element? { get }
}

extension IdentifiedArray: _IdentifiedStates {
  var _scopeIDs: [ID] { _ids }
  var _scopeElements: [Element] { _elements }
  subscript(_scopeID id: ID) -> Element? { self[id: id] }
}

extension StackState: _IdentifiedStates {
  var _scopeIDs: [StackElementID] { _ids }
  var _scopeElements: [Element] { _elements }
  subscript(_scopeID id: StackElementID) -> Element? { self[id: id] }
}

/// A parent's link to the row stores of one collection, each held weakly, and what they need
/// from the parent: the path to the collection and how to embed a row's actions.
final class _CollectionLink<ParentState, ParentAction, Elements: _IdentifiedStates, ElementAction>:
  _ChildLink<ParentState>, _CountedLink
{
  typealias ElementStore = Store<Elements.Element, ElementAction>

  struct Row {
    weak var store: ElementStore?
  }

  /// The parent store; alive while any row store is, which holds it.
  unowned let parent: Store<ParentState, ParentAction>
  let key: _ScopeKey
  let toElements: KeyPath<ParentState, Elements>
  let embed: (Elements._ID, ElementAction) -> ParentAction
  var rows: [Elements._ID: Row] = [:]
  /// The collection as of the last walk, to skip the rows when it has not changed.
  var baseline: Elements?
  /// Sweep released rows when the cache grows past this size.
  var sweepThreshold = 32
  /// `==` on rows, when they are `Equatable`: a row equal to what its observers saw is
  /// skipped without comparing each read.
  let isEqual = _ChangeDetector<Elements.Element>.isEqual

  init(
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    toElements: KeyPath<ParentState, Elements>,
    embed: @escaping (Elements._ID, ElementAction) -> ParentAction
  ) {
    self.parent = parent
    self.key = key
    self.toElements = toElements
    self.embed = embed
  }

  /// The store of the row with id `id`, or `nil` when there is no such row now.
  func store(id: Elements._ID) -> ElementStore? {
    guard let element = parent.currentState[keyPath: toElements][_scopeID: id] else {
      return nil
    }
    return store(id: id, element: element)
  }

  var cachedCount: Int { rows.count }

  /// The store of the row with id `id`, whose state is `element` now.
  func store(id: Elements._ID, element: Elements.Element) -> ElementStore {
    if let store = rows[id]?.store { return store }
    if rows.count >= sweepThreshold {
      rows = rows.filter { $0.value.store != nil }
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
    rows[id] = Row(store: store)
    return store
  }

  override func update(from parentState: ParentState) -> Status {
    let elements = parentState[keyPath: toElements]
    if let baseline, _isBitwiseIdentical(baseline, elements) {
      return rows.isEmpty ? .gone : .active
    }
    let previous = baseline
    baseline = elements
    if let previous, updateChangedRows(from: previous, to: elements) {
      return rows.isEmpty ? .gone : .active
    }
    for (id, row) in rows {
      guard let store = row.store, let element = elements[_scopeID: id] else {
        rows[id] = nil
        continue
      }
      _ = store._update(to: element, isEqual: isEqual)
    }
    // Row stores that are alive but idle keep the parent walking down to them, so that one
    // starting to be observed is reached without telling this link.
    return rows.isEmpty ? .gone : .active
  }

  override var isLive: Bool { !rows.isEmpty }

  /// Updates only the row stores whose rows' bytes differ between `old` and `new`, when both
  /// have the same ids in the same order (the same ids buffer: the rows were changed in place,
  /// not added, removed, reordered or replaced wholesale). Returns `false`, having done
  /// nothing, when that does not hold and every row store must be visited.
  ///
  /// A row whose bytes are unchanged is one its store's `_update` would skip, so skipping it
  /// here is the same check done without visiting the store: the cost is one pass over the
  /// rows' bytes, not one visit per live row store.
  private func updateChangedRows(from old: Elements, to new: Elements) -> Bool {
    let ids = new._scopeIDs
    guard _isBitwiseIdentical(old._scopeIDs, ids) else { return false }
    let oldElements = old._scopeElements
    let newElements = new._scopeElements
    guard oldElements.count == ids.count, newElements.count == ids.count else { return false }
    let stride = MemoryLayout<Elements.Element>.stride
    var changed: [Int] = []
    oldElements.withUnsafeBytes { oldBytes in
      newElements.withUnsafeBytes { newBytes in
        guard stride > 0, let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress,
          oldBase != newBase
        else { return }
        // Compare in blocks, then element by element inside a block that differs.
        let block = max(1, 1024 / stride)
        var start = 0
        while start < ids.count {
          let end = min(start + block, ids.count)
          if memcmp(oldBase + start * stride, newBase + start * stride, (end - start) * stride)
            != 0
          {
            for index in start..<end
            where memcmp(oldBase + index * stride, newBase + index * stride, stride) != 0 {
              changed.append(index)
            }
          }
          start = end
        }
      }
    }
    for index in changed {
      let id = ids[index]
      guard let row = rows[id] else { continue }
      guard let store = row.store else {
        rows[id] = nil
        continue
      }
      _ = store._update(to: newElements[index], isEqual: isEqual)
    }
    return true
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
    collection.parent._readState()?[keyPath: collection.toElements][_scopeID: id]
  }

  func forward(_ action: ElementAction) -> StoreTask {
    collection.parent.forwardAction(collection.embed(id, action))
  }

  var scopeDescription: String {
    ".scope(state: \(collection.key.state), action: \(collection.key.action))[id: \(id)]"
  }
}
