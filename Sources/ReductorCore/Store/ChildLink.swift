/// A parent store's link to a child store, or to the row stores of a collection: what the
/// parent's table of children keeps under the scope's paths, so that the walk after each send
/// hands the child its state and the parent can let it go.
///
/// The child is held as an object, a single child's store (whose core is of its kind) or a
/// collection's link (``_CollectionLink``), which keeps its row stores, with the functions
/// that handle it (``_ChildLinkOperations``).
@usableFromInline
struct _ChildLink<ParentState> {
  @usableFromInline enum Kind {
    /// `object` is the child's `Store`.
    case store
    /// `object` is a ``_CollectionLink``.
    case collection
  }

  @usableFromInline let kind: Kind
  @usableFromInline let object: AnyObject
  @usableFromInline let operations: _ChildLinkOperations<ParentState>

  @inlinable
  init(kind: Kind, object: AnyObject, operations: _ChildLinkOperations<ParentState>) {
    self.kind = kind
    self.object = object
    self.operations = operations
  }
}

/// What the parent does with one kind of child link, made where the child was scoped so that it
/// runs specialized for the child's types. The functions take the link's object rather than
/// capturing it, so that the links of one kind and types share one table (see
/// `_ChildTable.kind(_:make:)`): a function that uses generic types captures them, which makes
/// it an allocation.
@usableFromInline
final class _ChildLinkOperations<ParentState>: Sendable {
  /// Hands the child its part of the parent's new state, at the root's `version` (kept by the
  /// stores walked, so that their next read needs no walk of its own), and reports what is
  /// below.
  @usableFromInline let update: @MainActor (AnyObject, ParentState, UInt64) -> _ChildStatus
  /// Lets go of the stores below the child (see `Store._releaseChildren()`).
  @usableFromInline let release: @MainActor (AnyObject) -> Void
  /// How many stores the link keeps: one, or a collection's row stores.
  @usableFromInline let storeCount: @MainActor (AnyObject) -> Int
  /// For the store of an optional or presented child: the change check of a read of the scope,
  /// which says whether the child is gone from a new state (see `Store._access(_:makeCheck:)`).
  @usableFromInline let goneCheck: (@MainActor (AnyObject) -> _ReadCheck<ParentState>)?

  @inlinable
  init(
    update: @escaping @MainActor (AnyObject, ParentState, UInt64) -> _ChildStatus,
    release: @escaping @MainActor (AnyObject) -> Void,
    storeCount: @escaping @MainActor (AnyObject) -> Int,
    goneCheck: (@MainActor (AnyObject) -> _ReadCheck<ParentState>)? = nil
  ) {
    self.update = update
    self.release = release
    self.storeCount = storeCount
    self.goneCheck = goneCheck
  }

  /// The functions of a link to a single child's store, whose core `project`s its state from
  /// the parent's. Nonisolated, so that the functions it makes are isolated by their type (see
  /// `_RootCore.operations()`).
  @inlinable
  nonisolated static func store<State, Action>(
    _: Store<State, Action>.Type,
    project: @escaping @MainActor (_StoreCore<State, Action>, ParentState, UInt64) -> State?,
    goneCheck: (@MainActor (_StoreCore<State, Action>) -> _ReadCheck<ParentState>)? = nil
  ) -> _ChildLinkOperations {
    // `object` is always a `Store<State, Action>`, the table being made for such links, so it
    // is downcast unchecked.
    var storeGoneCheck: (@MainActor (AnyObject) -> _ReadCheck<ParentState>)?
    if let goneCheck {
      storeGoneCheck = { object in
        goneCheck(unsafeDowncast(object, to: Store<State, Action>.self).core)
      }
    }
    return _ChildLinkOperations(
      update: { object, parentState, version in
        let store = unsafeDowncast(object, to: Store<State, Action>.self)
        guard let state = project(store.core, parentState, version) else { return .gone }
        return store._update(to: state, version: version) ? .active : .idle
      },
      release: { object in unsafeDowncast(object, to: Store<State, Action>.self)._releaseChildren()
      },
      storeCount: { _ in 1 },
      goneCheck: storeGoneCheck
    )
  }
}

/// The tables of one kind of child store and its types: its store's operations and its link's.
@usableFromInline
final class _ScopedKind<ParentState, State, Action>: Sendable {
  @usableFromInline let store: _StoreOperations<State, Action>
  @usableFromInline let link: _ChildLinkOperations<ParentState>

  @inlinable
  init(store: _StoreOperations<State, Action>, link: _ChildLinkOperations<ParentState>) {
    self.store = store
    self.link = link
  }
}

/// What the walk after a send found below a link.
@usableFromInline
enum _ChildStatus {
  /// The child is gone (released, or its state is gone): drop the link.
  case gone
  /// Nothing below is observed.
  case idle
  /// Something below is observed.
  case active
}

/// The child stores a store keeps, and the collections of them, by the paths they were
/// scoped through. A link keeps its child store for as long as the child's state is there,
/// whether or not anyone else holds the store: views scope again at every render, and expect
/// the same store.
@MainActor
@usableFromInline
struct _ChildTable<ParentState> {
  @usableFromInline var links: [_ScopeKey: _ChildLink<ParentState>] = [:]
  /// The tables of the kinds of child scoped from the store, by kind (a ``_ScopedKind``, or a
  /// collection's rows' operations), made the first time one is scoped: the stores of rows
  /// scoped one by one (`scope(state: \.filas[id: id], …)`) share them.
  @usableFromInline var kinds: [ObjectIdentifier: AnyObject] = [:]

  @inlinable
  nonisolated init() {}

  @inlinable
  var isEmpty: Bool { links.isEmpty }

  /// The link kept under `key`, and its store, if it is a single child's. The key's paths fix
  /// the child's types.
  @inlinable
  func store<State, Action>(
    under key: _ScopeKey, as _: Store<State, Action>.Type
  ) -> (link: _ChildLink<ParentState>, store: Store<State, Action>)? {
    guard let link = links[key], link.kind == .store else { return nil }
    return (link, unsafeDowncast(link.object, to: Store<State, Action>.self))
  }

  /// The collection scoped under `key`, if a link to one is kept there.
  @inlinable
  func collection<Link: AnyObject>(under key: _ScopeKey, as _: Link.Type) -> Link? {
    guard let link = links[key], link.kind == .collection else { return nil }
    return unsafeDowncast(link.object, to: Link.self)
  }

  /// The tables of the kind of child store whose core is a `Core`, made with `make` the first
  /// time. (Keyed by the core's type, which names the kind and its types; each kind makes
  /// tables of one type.)
  @inlinable
  mutating func kind<Core, Tables: AnyObject>(
    of _: Core.Type, make: () -> Tables
  ) -> Tables {
    let key = ObjectIdentifier(Core.self)
    if let tables = kinds[key] { return unsafeDowncast(tables, to: Tables.self) }
    let tables = make()
    kinds[key] = tables
    return tables
  }

  /// Keeps `link` under `key`, letting go of the children of the link there before.
  @inlinable
  mutating func keep(_ link: _ChildLink<ParentState>, under key: _ScopeKey) {
    if let replaced = links.updateValue(link, forKey: key) {
      replaced.operations.release(replaced.object)
    }
  }

  /// Drops the link under `key` and lets its children go.
  @inlinable
  mutating func remove(_ key: _ScopeKey) {
    if let removed = links.removeValue(forKey: key) { removed.operations.release(removed.object) }
  }

  /// Drops every link and lets their children go.
  @inlinable
  mutating func removeAll() {
    guard !links.isEmpty else { return }
    let released = links
    links = [:]
    for link in released.values { link.operations.release(link.object) }
  }

  /// Hands every child its part of `newState`. Returns whether something below is observed,
  /// and the keys of the links whose child is gone, for the owner to remove.
  ///
  /// Called on a copy of the table: a link's update tells observers, who may scope again and
  /// change the owner's. Walks by position, reading a key only for a link that is gone
  /// (reading each key retained and released its two key paths).
  @inlinable
  func update(from newState: ParentState, version: UInt64) -> (observed: Bool, gone: [_ScopeKey]) {
    var observed = false
    var gone: [_ScopeKey] = []
    var index = links.startIndex
    while index != links.endIndex {
      let link = links.values[index]
      switch link.operations.update(link.object, newState, version) {
      case .gone: gone.append(links.keys[index])
      case .idle: break
      case .active: observed = true
      }
      links.formIndex(after: &index)
    }
    return (observed, gone)
  }

  /// The number of child stores kept, with the row stores of collections.
  var storeCount: Int {
    links.values.reduce(0) { count, link in count + link.operations.storeCount(link.object) }
  }
}
