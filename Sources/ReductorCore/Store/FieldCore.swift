import ReductorCasePaths

/// The core of a child store whose state is always there: `scope(state: \.contador, …)`.
///
/// It keeps no state: it reads its part of its parent's, and once an ancestor's state is gone,
/// of the parent's last state.
@MainActor
@usableFromInline
final class _FieldCore<ParentState, ParentAction: CasePathable, State, Action>:
  _ChildCore<ParentState, ParentAction, State, Action>
{
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<ParentState, State>

  @inlinable
  init(
    parent: Store<ParentState, ParentAction>, key: _ScopeKey, site: _ScopeSite,
    keyPath: KeyPath<ParentState, State>,
    makeEmbed: @escaping (AnyKeyPath) -> (Action) -> ParentAction,
    operations: _StoreOperations<State, Action>
  ) {
    self.keyPath = keyPath
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
          unsafeDowncast(core, to: _FieldCore.self).project(parentState, version: version)
        }
      )
    )
  }

  /// The operations, through the parent's (see `_RootCore.operations()` for why nonisolated).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { core in
        let core = unsafeDowncast(core, to: _FieldCore.self)
        return core.parentCore.operations.read(core.parentCore)?[keyPath: core.keyPath]
      },
      current: { core in
        let core = unsafeDowncast(core, to: _FieldCore.self)
        return core.parentCore.operations.current(core.parentCore)[keyPath: core.keyPath]
      },
      isPresent: { core in
        let parentCore = unsafeDowncast(core, to: _FieldCore.self).parentCore
        return parentCore.isRoot || parentCore.operations.isPresent(parentCore)
      },
      forward: { core, action in forward(core, action) }
    )
  }

  /// The child's state in the parent's new state: what the walk after a send hands it.
  @inlinable
  func project(_ parentState: ParentState, version: UInt64) -> State? {
    parentState[keyPath: keyPath]
  }
}
