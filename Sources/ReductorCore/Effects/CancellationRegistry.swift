import ReductorConcurrencyExtras

/// A cancellable handle to a running task, whatever its result type.
@usableFromInline
struct AnyTaskHandle: Sendable {
  private enum Kind {
    case effect(Task<Void, Never>)
    case other(@Sendable () -> Void)
  }

  private let kind: Kind

  /// The handle of an effect's task: the task itself, nothing allocated.
  init(_ task: Task<Void, Never>) {
    kind = .effect(task)
  }

  /// The handle of any other task.
  init<S, F>(_ task: Task<S, F>) {
    kind = .other { task.cancel() }
  }

  func cancel() {
    switch kind {
    case let .effect(task): task.cancel()
    case let .other(cancel): cancel()
    }
  }
}

/// The running tasks of one store: what cancels them by id, what waits for a `send`'s effects,
/// and what `TestStore` lists as still running.
///
/// A pure bookkeeping state machine (``CancellationTable``) behind one lock. Starting and ending
/// an effect takes the lock three times (start, attach the task, finish) and touches two slots;
/// ids are indexed only for effects that have them. Handles are cancelled and waiters resumed
/// outside the lock.
@usableFromInline
final class CancellationRegistry: Sendable {
  @usableFromInline
  typealias Table = CancellationTable<AnyTaskHandle, EffectOrigin, CheckedContinuation<Void, Never>>

  /// Used by `Task.cancel(id:)` and `withTaskCancellation(id:)` outside any store's effect.
  static let global = CancellationRegistry()

  private let table = LockedValue(Table())
  /// `table`'s foreground count as of its last change, published under the lock so that
  /// ``foregroundCount`` reads it without taking the lock (a `TestStore` reads it twice a
  /// step).
  private let foregroundWord = AtomicWord()

  deinit {
    foregroundWord.deallocate()
  }

  /// Runs `body` on the table under its lock, then publishes its foreground count.
  private func withTable<R>(_ body: (inout Table) -> R) -> R {
    table.withValue { table in
      let result = body(&table)
      foregroundWord.store(UInt(bitPattern: table.foregroundCount))
      return result
    }
  }
  /// The last emission of each throttled id (see `Effect.throttle`).
  let throttles = LockedValue<[CancelID: ThrottleEntry]>([:])

  // MARK: Effects

  /// A group for the effects of one `send`.
  @usableFromInline
  func makeGroup() -> EffectGroup {
    EffectGroup(registry: self, token: withTable { $0.makeGroup() })
  }

  /// Registers an effect's task that is about to start; pass the token to ``attach(_:to:)``
  /// once the task exists and to ``finish(_:)`` when it ends.
  ///
  /// - Parameters:
  ///   - origin: What started the task, or `nil` for a task that is not one of the store's
  ///     effects on its own (a step of a concatenation, which the concatenation's task waits
  ///     for): counted in its group only.
  ///   - effects: How many effects the task runs; report each but the last with
  ///     ``finishOne(_:)`` as it finishes.
  func start(
    ids: [CancelID], origin: EffectOrigin?, group: EffectGroup, effects: Int = 1
  ) -> Table.Token {
    withTable { $0.start(ids: ids, origin: origin, group: group.token, effects: effects) }
  }

  /// Records that one of the effects a task runs finished, while the task runs others.
  func finishOne(_ token: Table.Token) {
    withTable { $0.finishOne(token) }
  }

  /// Gives a started effect its task, cancelling the task if the effect was cancelled already.
  func attach(_ task: Task<Void, Never>, to token: Table.Token) {
    let cancelNow = withTable { $0.attach(AnyTaskHandle(task), to: token) }
    if cancelNow { task.cancel() }
  }

  /// Forgets an effect whose task ended, resuming whoever waits for its group to finish.
  func finish(_ token: Table.Token) {
    let (waiters, origin) = withTable { $0.finish(token) }
    _ = origin  // Released here, outside the lock.
    for waiter in waiters { waiter.resume() }
  }

  /// The instance of `id` that tasks are already registered under, if any, so that a new
  /// registration shares it (see ``CancellationTable/canonical(_:)``).
  func canonical(_ id: CancelID) -> CancelID {
    withTable { $0.canonical(id) }
  }

  // MARK: Background tasks

  /// Records `handle` as cancellable by each of `ids`, as a task inside an effect (not itself
  /// an effect of the store).
  func register(_ handle: AnyTaskHandle, for ids: [CancelID]) -> Table.Token {
    withTable { $0.register(handle, for: ids) }
  }

  /// Forgets a task registered with ``register(_:for:)``.
  func unregister(_ token: Table.Token) {
    finish(token)
  }

  // MARK: Cancelling

  /// Cancels every task registered under `id`.
  @usableFromInline
  func cancel(_ id: CancelID) {
    let handles = withTable { $0.cancel(id) }
    for handle in handles { handle.cancel() }
  }

  /// Cancels everything (the store is going away).
  func cancelAll() {
    let handles = withTable { $0.cancelAll() }
    for handle in handles { handle.cancel() }
  }

  // MARK: Groups

  fileprivate func cancel(group: Table.GroupToken) {
    let handles = withTable { $0.cancel(group: group) }
    for handle in handles { handle.cancel() }
  }

  fileprivate func wait(for group: Table.GroupToken) async {
    await withCheckedContinuation { continuation in
      let waiting = withTable { $0.wait(for: group, continuation) }
      if !waiting { continuation.resume() }
    }
  }

  fileprivate func isCancelled(_ group: Table.GroupToken) -> Bool {
    withTable { $0.isCancelled(group) }
  }

  fileprivate func runningCount(_ group: Table.GroupToken) -> Int {
    withTable { $0.runningCount(group) }
  }

  fileprivate func release(_ group: Table.GroupToken) {
    withTable { $0.releaseGroup(group) }
  }

  // MARK: Reading

  /// Descriptions of the foreground tasks still running (what started them), oldest first.
  ///
  /// Formats the actions only now: describing an action goes through reflection, far too slow
  /// to do for every effect a store starts.
  @MainActor
  var inFlightDescriptions: [String] {
    withTable { $0.inFlightOrigins }.map(\.description)
  }

  /// The foreground tasks still running, oldest first: what started each, and the group of
  /// the `send` it belongs to.
  @MainActor
  var inFlight: [(description: String, group: Table.GroupToken?)] {
    withTable { $0.inFlightEffects }.map { ($0.origin.description, $0.group) }
  }

  /// How many foreground tasks are registered and not cancelled: effects, not the inner tasks
  /// `withTaskCancellation` starts inside them (the effect that started one is already
  /// counted).
  @usableFromInline var foregroundCount: Int {
    Int(bitPattern: foregroundWord.load())
  }
}

/// The tasks started on behalf of one `send`, including those started by actions its effects
/// sent back: what ``StoreTask`` waits for and cancels.
///
/// Its state lives in its store's ``CancellationRegistry``, under the registry's lock, so that
/// starting and ending an effect updates the effect and its group at once.
@usableFromInline
final class EffectGroup: Sendable {
  let registry: CancellationRegistry
  let token: CancellationRegistry.Table.GroupToken

  fileprivate init(registry: CancellationRegistry, token: CancellationRegistry.Table.GroupToken) {
    self.registry = registry
    self.token = token
  }

  deinit {
    registry.release(token)
  }

  /// How many of the group's tasks are still running.
  var runningCount: Int { registry.runningCount(token) }

  /// Waits until every task of the group has ended.
  func finish() async {
    await registry.wait(for: token)
  }

  /// Waits until every task of the group has ended; cancelling the waiting task cancels them,
  /// and it goes on waiting until they have ended. The tasks' priority is not raised to the
  /// waiter's (the wait is not on the tasks themselves).
  func finishCancellably() async {
    await withTaskCancellationHandler {
      await finish()
    } onCancel: {
      cancel()
    }
  }

  /// Cancels the group's tasks, and any it starts later.
  func cancel() {
    registry.cancel(group: token)
  }

  /// Whether ``cancel()`` was called.
  var isCancelled: Bool { registry.isCancelled(token) }
}
