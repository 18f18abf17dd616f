import ReductorCustomDump

/// The core of a root store: the store made with `Store(initialState:reducer:)`, over the
/// runtime that holds its state, reducer and effects. Its state is always there.
@MainActor
@usableFromInline
final class _RootCore<State, Action>: _StoreCore<State, Action> {
  @usableFromInline let runtime: StoreRuntime<State, Action>

  @inlinable
  init(runtime: StoreRuntime<State, Action>) {
    self.runtime = runtime
    super.init(operations: Self.operations(), isRoot: true)
  }

  /// The operations: reads and sends go straight to the runtime. Made in a nonisolated
  /// function, so that the closures it makes are isolated by their type, not by where they were
  /// made (a closure made in a main-actor method checks at run time that it runs on the main
  /// actor, SE-0423, every call).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { core in unsafeDowncast(core, to: _RootCore.self).runtime.state },
      current: { core in unsafeDowncast(core, to: _RootCore.self).runtime.state },
      isPresent: { _ in true },
      forward: { core, action in unsafeDowncast(core, to: _RootCore.self).runtime.send(action) }
    )
  }

  /// Sends `action` through the runtime: what `Store.send` calls for a root store. Specialized
  /// where the app sends, but not inlined there, so that each call site holds a call rather
  /// than the whole send loop.
  @inlinable @inline(never)
  func send(_ action: Action) -> StoreTask {
    runtime.send(action)
  }

  override func parentStartsParticipating() {
    // From now on the runtime calls back after each send.
    if runtime.didSend == nil { runtime.didSend = runtime.walkAfterSend }
  }

  override func label(forAction action: Action?) -> String {
    "Store<\(readableTypeName(State.self)), \(readableTypeName(Action.self))>"
  }

  override func rootSender(for action: Action) -> (@MainActor () -> StoreTask)? {
    // Through this core, which holds the runtime, not the root store: a child does not keep
    // the root store alive, and its sender must not either.
    _send(action, to: self)
  }

  override var storeRoot: any _StoreRoot { runtime }

  #if DEBUG
    override func _rootAction(for action: Action) -> Any { action }
  #endif

  /// Where the root's state is stored: it stays there for as long as the runtime lives (a
  /// presented child's store reads its presentation there in place, see `_PresenceRecord`).
  var stateAddress: UnsafeRawPointer { runtime._stateAddress }
}
