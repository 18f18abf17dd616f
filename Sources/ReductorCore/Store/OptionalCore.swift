import ReductorCasePaths

/// The core of a store scoped to an optional child: `scope(state: \.detalle, action: \.detalle)`
/// over a plain optional. The store belongs to the child that was there when it was scoped:
/// another child (a new `ObservableState` identity) is gone for it.
///
/// It keeps the state it read last, with the root's version then, to return until another
/// action is reduced, and once the child is gone.
@MainActor
@usableFromInline
final class _OptionalCore<ParentState, ParentAction: CasePathable, State, Action>:
  _ChildCore<ParentState, ParentAction, State, Action>
{
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<ParentState, State?>
  /// The identity of the child the store was created for, if it has one.
  @usableFromInline let identity: ObservableStateID?
  @usableFromInline let observedIdentity: _ObservableIdentity<State>
  /// The root's version counter (a read is made again only once it moved).
  @usableFromInline let root: any _StoreRoot
  // The mutable state skips dynamic exclusivity checks, as the store's does: it is confined to
  // the main actor, and no access to it overlaps another.
  /// The state read last, and the root's version then, and whether the child was there.
  @usableFromInline @exclusivity(unchecked) var lastState: State
  @usableFromInline @exclusivity(unchecked) var readVersion: UInt64 = .max
  @usableFromInline @exclusivity(unchecked) var wasPresent = false

  @inlinable
  init(
    parent: Store<ParentState, ParentAction>, key: _ScopeKey, site: _ScopeSite,
    keyPath: KeyPath<ParentState, State?>, state: State, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<State>,
    makeEmbed: @escaping (AnyKeyPath) -> (Action) -> ParentAction,
    operations: _StoreOperations<State, Action>
  ) {
    self.keyPath = keyPath
    self.identity = identity
    self.observedIdentity = observedIdentity
    self.root = parent.core.storeRoot
    self.lastState = state
    super.init(
      operations: operations, parent: parent, key: key, site: site, makeEmbed: makeEmbed
    )
  }

  /// This kind's tables, for its types (see `_ChildTable.kind(_:make:)`).
  @inlinable
  nonisolated static func kind() -> _ScopedKind<ParentState, State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _ScopedKind(
      store: operations(),
      link: .store(
        Store<State, Action>.self,
        project: { core, parentState, version in
          unsafeDowncast(core, to: _OptionalCore.self).project(parentState, version: version)
        },
        goneCheck: { core in unsafeDowncast(core, to: _OptionalCore.self).goneCheck() }
      )
    )
  }

  /// The operations (see `_RootCore.operations()` for why nonisolated).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { core in read(unsafeDowncast(core, to: _OptionalCore.self)) },
      current: { core in
        let core = unsafeDowncast(core, to: _OptionalCore.self)
        return read(core) ?? core.lastState
      },
      isPresent: { core in
        let core = unsafeDowncast(core, to: _OptionalCore.self)
        if core.readVersion == core.root.version { return core.wasPresent }
        return read(core) != nil
      },
      forward: { core, action in forward(core, action) }
    )
  }

  /// The child's state now, read again only when an action was reduced since the last read (a
  /// scoped store's read walks the scopes from the root; reading each level again for every
  /// read would be quadratic in the depth).
  @inlinable
  static func read(_ core: _OptionalCore) -> State? {
    let version = core.root.version
    if version == core.readVersion { return core.wasPresent ? core.lastState : nil }
    let state = core.parentCore.operations.read(core.parentCore).flatMap(core.project)
    core.readVersion = version
    core.wasPresent = state != nil
    if let state { core.lastState = state }
    return state
  }

  /// The child in `parentState`, if it is the store's.
  @inlinable
  func project(_ parentState: ParentState) -> State? {
    guard let child = parentState[keyPath: keyPath] else { return nil }
    if let identity {
      guard let current = observedIdentity.read(child), current.isSame(as: identity) else {
        return nil
      }
    }
    return child
  }

  /// The child's state in the parent's new state, at the root's `version`, kept: what the walk
  /// after a send hands the store.
  @inlinable
  func project(_ parentState: ParentState, version: UInt64) -> State? {
    guard let state = project(parentState) else { return nil }
    readVersion = version
    wasPresent = true
    lastState = state
    return state
  }

  /// The change check of a read of the scope: whether a new state no longer holds the store's
  /// child (it is not there, or is another), which observers of the scope hear of.
  ///
  /// It captures what it reads, not the core, which holds the parent store: the check is kept by
  /// the parent, and would keep it. Nonisolated, so that the check is too (a closure made in a
  /// main-actor method checks at run time that it runs on the main actor, SE-0423, every call).
  @inlinable
  nonisolated func goneCheck() -> _ReadCheck<ParentState> {
    let keyPath = self.keyPath
    let identity = self.identity
    let observedIdentity = self.observedIdentity
    return { new, step in
      guard step == .compare else { return false }
      guard let child = new[keyPath: keyPath] else { return true }
      guard let identity else { return false }
      guard let current = observedIdentity.read(child) else { return true }
      return !current.isSame(as: identity)
    }
  }

  override func isBound(to other: ObservableStateID?) -> Bool {
    _isSameChild(identity, other)
  }
}

/// Whether two children are the same one, by their `ObservableState` identities (`nil` for
/// children without one).
@inlinable
func _isSameChild(_ identity: ObservableStateID?, _ other: ObservableStateID?) -> Bool {
  switch (identity, other) {
  case (nil, nil): true
  case let (identity?, other?): identity.isSame(as: other)
  default: false
  }
}
