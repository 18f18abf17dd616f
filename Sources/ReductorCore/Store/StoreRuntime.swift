import ReductorDependencies

/// The part of a store that owns state: the root store's state, reducer, running effects and
/// dependencies. Scoped stores read and send through it.
@MainActor
@usableFromInline
final class StoreRuntime<State, Action>: _StoreRoot {
  // Unchecked: the store's state, buffer and flags are touched only on the main actor, by the
  // send loop and by reads between sends; nothing can reach them while the reducer runs.
  @usableFromInline @exclusivity(unchecked) var state: State
  @usableFromInline let reducer: _PreparedReducer<State, Action>
  @usableFromInline let registry = CancellationRegistry()
  /// What a `TestStore` injects into its effects (their scheduler, its root's dismissal);
  /// `nil` for a `Store`, whose effects run on the global executor.
  var effectRoot: StoreEffectRoot? {
    didSet { effectExecutor = effectRoot?.scheduler?.taskExecutor }
  }
  /// Where effect tasks run: the scheduler's executor, or the global one.
  private(set) var effectExecutor: (any TaskExecutor)?
  /// Called after each action is reduced (used by `TestStore`).
  @usableFromInline @exclusivity(unchecked) var didReduce: ((Action) -> Void)?
  /// Called once a send has reduced its action and every action its `.send` effects produced
  /// (used by the root `Store` to tell observers what changed).
  @usableFromInline @exclusivity(unchecked) var didSend: (@MainActor () -> Void)?
  /// The root store's walk, `didSend` once something reads the store (see
  /// `Store._startParticipating()`).
  @usableFromInline @exclusivity(unchecked) var walkAfterSend: (@MainActor () -> Void)?
  /// Moves as actions are reduced (before and after each reducer runs): a store's state can
  /// have changed only if it moved. Scoped stores keep what they read last and read again
  /// only after it moves.
  @usableFromInline @exclusivity(unchecked) var version: UInt64 = 0

  @usableFromInline @exclusivity(unchecked) var buffer: [Action] = []
  @usableFromInline @exclusivity(unchecked) var isSending = false
  @usableFromInline @exclusivity(unchecked) var bufferedGroup: EffectGroup?

  /// The dependencies the reducer and its effects see.
  var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }
  /// They, by reference: what the reducer runs with (see `_ReducerDependencies`).
  @usableFromInline let dependencyBox: DependencyBox

  init<R: Reducer<State, Action>>(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    // A store created inside an effect does not take that effect's context along.
    var dependencies = dependencies
    dependencies.effectContext = .none
    self.dependencyBox = DependencyBox(dependencies)
    self.reducer = DependencyValues._withCurrent(dependencies) { _PreparedReducer(reducer) }
  }

  /// The runtime of a new store: its dependencies prepared, its initial state and reducer
  /// made with them.
  @usableFromInline
  static func make<R: Reducer<State, Action>>(
    initialState: () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)?
  ) -> StoreRuntime {
    var dependencies = DependencyValues._current
    if let prepareDependencies {
      DependencySetting.during { prepareDependencies(&dependencies) }
    }
    dependencies.featureName = dependencies.featureName ?? "\(R.self)"
    let (state, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    return StoreRuntime(initialState: state, reducer: reducer, dependencies: dependencies)
  }

  deinit {
    registry.cancelAll()
  }

  /// Where `state` is stored, in this object, which does not move.
  @usableFromInline
  var _stateAddress: UnsafeRawPointer {
    withUnsafeMutablePointer(to: &state) { UnsafeRawPointer($0) }
  }

  /// Runs `action` and every action `.send` effects produce, in order, before returning.
  ///
  /// Inlinable, so that the store a feature creates runs this loop specialized for its state
  /// and actions: as generic code, looking their metadata up cost more than a small reducer.
  @inlinable
  func send(_ action: Action, group existingGroup: EffectGroup? = nil) -> StoreTask {
    if isSending {
      // A re-entrant send (an effect's action arriving while we reduce): the outer loop
      // handles it in order.
      buffer.append(action)
      return StoreTask(group: bufferedGroup)
    }
    isSending = true
    var group = existingGroup
    // What every effect of this send reports back through, made for the first effect.
    var send: Send<Action>?
    // The action sent is reduced first, then the actions its `.send` effects buffered, in
    // order; the common send buffers nothing (this code runs unspecialized, where appending to
    // and emptying the buffer cost as much as a small reducer).
    reduce(action, group: &group, send: &send)
    var index = 0
    while index < buffer.count {
      let action = buffer[index]
      index += 1
      reduce(action, group: &group, send: &send)
    }
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    bufferedGroup = nil
    isSending = false
    didSend?()
    return StoreTask(group: group)
  }

  /// Reduces one action and starts the effects it returns.
  @inlinable
  func reduce(_ action: Action, group: inout EffectGroup?, send: inout Send<Action>?) {
    // Moved before and after: what stores cached at the old version (a presented child's box,
    // unowned) is not used while the reducer changes the state, nor after.
    version &+= 1
    let effect = withStoreDependencies {
      reducer.reduce(into: &state, action: action)
    }
    version &+= 1
    didReduce?(action)
    // A lone `.send` or `.cancel` starts no task: it needs no group, sender or context.
    switch effect.operation {
    case .none:
      return
    case let .send(next):
      buffer.append(next)
      return
    case let .cancel(id):
      registry.cancel(id)
      return
    default:
      break
    }
    if group == nil {
      group = registry.makeGroup()
      bufferedGroup = group
    }
    start(effect, action: action, group: group!, send: &send)
  }

  /// Runs `body` (the reducer) with the store's dependencies bound for this thread: a pointer
  /// in a thread-local slot rather than a task-local pushed and popped around every action
  /// (see `_ReducerDependencies`).
  @inlinable
  func withStoreDependencies<R>(_ body: () -> R) -> R {
    _ReducerDependencies.with(dependencyBox, body)
  }

  /// Starts the tasks of the effect `action`'s reducer returned; its `.send` actions join
  /// the buffer.
  ///
  /// - Parameter send: What the tasks of this `send` report back through, made for the first
  ///   effect that starts a task.
  @usableFromInline
  func start(
    _ effect: Effect<Action>, action: Action, group: EffectGroup, send: inout Send<Action>?
  ) {
    if send == nil {
      send = Send { [weak self, group] action in
        _ = self?.send(action, group: group)
      }
    }
    let send = send!
    // Named only where a test reads the name.
    let origin = effectRoot == nil ? EffectOrigin.unnamed : ActionOrigin(action)
    // Tasks copy the task-locals of the code that creates them, so every effect task starts
    // with the store's dependencies and this context (root scope, nothing to dismiss) instead
    // of binding them: not those of an effect whose action led here, which the task would
    // otherwise inherit. An effect whose reducer ran with other dependencies binds its own
    // (see `Effect.run`).
    let context = EffectContext(registry: registry, root: effectRoot)
    let launcher = EffectLauncher(
      registry: registry, group: group, origin: origin, executor: effectExecutor
    )
    var values = dependencies
    values.effectContext = context
    DependencyValues._withCurrent(values) {
      effect.launch(
        launcher, send: send, enqueue: { buffer.append($0) }, ids: [], context: context
      )
    }
  }
}

/// The runtime at the root of a tree of stores, as the stores scoped from it see it.
@MainActor
@usableFromInline
protocol _StoreRoot: AnyObject {
  /// Moves as actions are reduced (see `StoreRuntime.version`).
  var version: UInt64 { get }
  /// Where the root's state is stored: it stays there for as long as the root lives (a
  /// presented child's store reads its presentation there in place, see `_PresenceRecord`).
  var _stateAddress: UnsafeRawPointer { get }
}
