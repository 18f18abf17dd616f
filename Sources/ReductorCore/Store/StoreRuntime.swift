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
  /// The effects the reducer returns: their registry, their tasks, what they start with.
  @usableFromInline let effects: StoreEffects<State, Action>
  /// The registry of the store's effects.
  @usableFromInline var registry: CancellationRegistry { effects.storeRegistry }
  /// What a `TestStore` injects into its effects (their scheduler, its root's dismissal);
  /// `nil` for a `Store`, whose effects run on the global executor.
  var effectRoot: StoreEffectRoot? {
    get { effects.root }
    set { effects.root = newValue }
  }
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

  /// The dependencies the reducer and its effects see.
  var dependencies: DependencyValues {
    get { dependencyBox.values }
    set {
      dependencyBox.values = newValue
      effects.dependencies = newValue
    }
  }
  /// They, by reference: what the reducer runs with (see `SynchronousDependencies`).
  @usableFromInline let dependencyBox: DependencyBox

  init<R: Reducer<State, Action>>(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    // A store created inside an effect does not take that effect's context along.
    var dependencies = dependencies
    dependencies.effectContext = .none
    self.dependencyBox = DependencyBox(dependencies)
    self.reducer = DependencyValues._withCurrent(dependencies) { _PreparedReducer(reducer) }
    self.effects = StoreEffects(dependencies: dependencies)
    effects.connect(self)
    effects.enqueue = Self.enqueuer(self)
  }

  /// Appends to `runtime`'s buffer. Inlinable: where the store is made (`Store`'s and
  /// `TestStore`'s inlinable initializers) it is made again, to run specialized for the action.
  ///
  /// Unowned: the runtime holds its effects, which hold the function, and the walk that calls
  /// it runs inside the runtime's own send. Made in a nonisolated function: a closure made in a
  /// main-actor method checks at run time that it runs on the main actor (SE-0423), every call.
  @inlinable
  nonisolated static func enqueuer(_ runtime: StoreRuntime) -> @MainActor (Action) -> Void {
    { [unowned(unsafe) runtime] action in runtime.buffer.append(action) }
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
    if dependencies[carried: DependencyReaderName.self] == nil {
      dependencies[carried: DependencyReaderName.self] = "\(R.self)"
    }
    let (state, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    return StoreRuntime(initialState: state, reducer: reducer, dependencies: dependencies)
  }

  deinit {
    effects.storeRegistry.cancelAll()
  }

  /// Where `state` is stored, in this object, which does not move.
  ///
  /// Sound while the runtime lives: a class instance's stored property stays at one address,
  /// and readers (a presented child's presence check) hold the runtime.
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
      return StoreTask(group: effects.group)
    }
    isSending = true
    // The tasks of this send join the group of the effect whose action this is, if any.
    effects.group = existingGroup
    // The action sent is reduced first, then the actions its `.send` effects buffered, in
    // order; the common send buffers nothing (this code runs unspecialized, where appending to
    // and emptying the buffer cost as much as a small reducer).
    reduce(action)
    var index = 0
    while index < buffer.count {
      let action = buffer[index]
      index += 1
      reduce(action)
    }
    if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    let group = effects.endSend()
    isSending = false
    didSend?()
    return StoreTask(group: group)
  }

  /// Reduces one action and starts the effect it returns.
  @inlinable
  func reduce(_ action: Action) {
    // Moved before and after: what stores cached at the old version (a presented child's box,
    // unowned) is not used while the reducer changes the state, nor after.
    version &+= 1
    let effect = withStoreDependencies {
      reducer.reduce(into: &state, action: action)
    }
    version &+= 1
    didReduce?(action)
    if effect.isNone { return }
    effects.start(effect, for: action)
  }

  /// Runs `body` (the reducer) with the store's dependencies bound for this thread: a pointer
  /// in a thread-local slot rather than a task-local pushed and popped around every action
  /// (see `SynchronousDependencies`).
  @inlinable
  func withStoreDependencies<R>(_ body: () -> R) -> R {
    SynchronousDependencies.with(dependencyBox, body)
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
