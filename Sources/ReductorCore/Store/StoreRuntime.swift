/// The part of a store that owns state: the root store's state, reducer, running effects and
/// dependencies. Scoped stores read and send through it.
@MainActor
final class StoreRuntime<State, Action> {
  var state: State
  let reducer: _PreparedReducer<State, Action>
  let registry = CancellationRegistry()
  /// Where effect tasks run; `TestStore` uses an executor it controls.
  var effectExecutor: (any TaskExecutor)?
  /// Called after each action is reduced (used by `TestStore`).
  var didReduce: ((Action) -> Void)?
  /// Called once a send has reduced its action and every action its `.send` effects produced
  /// (used by the root `Store` to tell observers what changed).
  var didSend: (() -> Void)?

  private var buffer: [Action] = []
  private var isSending = false
  private var bufferedGroup: EffectGroup?

  /// The dependencies the reducer and its effects see.
  var dependencies: DependencyValues

  init<R: Reducer<State, Action>>(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.dependencies = dependencies
    self.reducer = DependencyValues.$_current.withValue(dependencies) { _PreparedReducer(reducer) }
  }

  deinit {
    registry.cancelAll()
  }

  /// Runs `action` and every action `.send` effects produce, in order, before returning.
  func send(_ action: Action, group existingGroup: EffectGroup? = nil) -> StoreTask {
    buffer.append(action)
    if isSending {
      // A re-entrant send (an effect's action arriving while we reduce): the outer loop
      // handles it in order.
      return StoreTask(group: bufferedGroup)
    }
    isSending = true
    var group = existingGroup
    // What every effect of this send reports back through, made for the first effect.
    var send: Send<Action>?
    var index = 0
    while index < buffer.count {
      let action = buffer[index]
      index += 1
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reducer.reduce(into: &state, action: action)
      }
      didReduce?(action)
      if case .none = effect.operation { continue }
      if group == nil {
        group = registry.makeGroup()
        bufferedGroup = group
      }
      if send == nil {
        send = Send { [weak self, group] action in
          _ = self?.send(action, group: group)
        }
      }
      start(effect, origin: ActionOrigin(action), group: group!, send: send!)
    }
    buffer.removeAll(keepingCapacity: true)
    bufferedGroup = nil
    isSending = false
    didSend?()
    return StoreTask(group: group)
  }

  /// Starts the tasks of the effect an action's reducer returned.
  private func start(
    _ effect: Effect<Action>, origin: EffectOrigin, group: EffectGroup, send: Send<Action>
  ) {
    // Tasks copy the task-locals of the code that creates them, so every effect task starts
    // with this context (root scope, nothing to dismiss) instead of binding it: not the
    // context of an effect whose action led here, which the task would otherwise inherit.
    //
    // The store's dependencies are not bound here: the runtime copies each task-local into a
    // new task with a heap allocation (it dedupes keys in a `std::set`), which costs more than
    // the binding `Effect.run` makes, and only when the task does not already have them.
    let context = EffectContext(
      registry: registry, testExecutor: effectExecutor as? TestEffectExecutor
    )
    EffectContext.$current.withValue(context) {
      let launch = Launch(group: group, send: send, origin: origin)
      execute(effect, ids: [], context: context, launch: launch)
    }
  }

  /// What the tasks started for one action share.
  private struct Launch {
    let group: EffectGroup
    let send: Send<Action>
    let origin: EffectOrigin
  }

  /// Runs `effect` under `ids` (the cancellation ids of the effects around it) and `context`,
  /// which is also the task-local value while this runs.
  private func execute(
    _ effect: Effect<Action>, ids: [CancelID], context: EffectContext, launch: Launch
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action)
    case let .run(priority, operation):
      startTask(priority: priority?.taskPriority, ids: ids, launch: launch, operation: operation)
    case let .merge(effects):
      for effect in effects {
        execute(effect, ids: ids, context: context, launch: launch)
      }
    case let .concatenate(effects):
      startTask(priority: nil, ids: ids, launch: launch) { send in
        for effect in effects {
          if Task.isCancelled { return }
          await effect.runInline(send: send)
        }
      }
    case let .cancellable(id, cancelInFlight, box):
      let id = id.placed(in: context.scope)
      if cancelInFlight {
        registry.cancel(id)
      }
      let canonical = registry.canonical(id)
      execute(box.effect, ids: ids + [canonical], context: context, launch: launch)
    case let .cancel(id):
      registry.cancel(id.placed(in: context.scope))
    case let .scoped(identity, box):
      var inner = context
      inner.scope.append(identity)
      let id = registry.canonical(CancelID(erased: identity, scope: context.scope))
      EffectContext.$current.withValue(inner) {
        execute(box.effect, ids: ids + [id], context: inner, launch: launch)
      }
    case let .dismissible(action, box):
      var inner = context
      let send = launch.send
      inner.dismiss = DismissHandle { await send(action()) }
      EffectContext.$current.withValue(inner) {
        execute(box.effect, ids: ids, context: inner, launch: launch)
      }
    }
  }

  /// Starts one effect task. It inherits the current ``EffectContext``.
  private func startTask(
    priority: TaskPriority?,
    ids: [CancelID],
    launch: Launch,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let token = registry.start(ids: ids, origin: launch.origin, group: launch.group)
    let send = launch.send
    // The body is written out in each call rather than stored in a variable first: converting
    // a stored closure to the `@isolated(any)` type `Task` takes allocates a second context.
    let task: Task<Void, Never>
    if let effectExecutor {
      task = Task(executorPreference: effectExecutor, priority: priority) {
        await operation(send)
        registry.finish(token)
      }
    } else {
      task = Task(priority: priority) {
        await operation(send)
        registry.finish(token)
      }
    }
    registry.attach(task, to: token)
  }
}

extension Effect {
  /// Runs this effect to completion inside the current task (for `.concatenate` and timing
  /// operators, whose steps must run one after another), under the current ``EffectContext``.
  func runInline(send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(_, operation):
      await operation(send)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.runInline(send: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        if Task.isCancelled { return }
        await effect.runInline(send: send)
      }
    case let .cancellable(id, cancelInFlight, box):
      let context = EffectContext.current
      let id = id.placed(in: context.scope)
      if cancelInFlight {
        context.cancellationRegistry.cancel(id)
      }
      let effect = box.effect
      await context.cancellationRegistry.runCancellable(id: id) {
        await effect.runInline(send: send)
      }
    case let .cancel(id):
      let context = EffectContext.current
      context.cancellationRegistry.cancel(id.placed(in: context.scope))
    case let .scoped(identity, box):
      var context = EffectContext.current
      let id = CancelID(erased: identity, scope: context.scope)
      context.scope.append(identity)
      let effect = box.effect
      await context.cancellationRegistry.runCancellable(id: id) { [context] in
        await EffectContext.$current.withValue(context) {
          await effect.runInline(send: send)
        }
      }
    case let .dismissible(action, box):
      var context = EffectContext.current
      context.dismiss = DismissHandle { await send(action()) }
      await EffectContext.$current.withValue(context) {
        await box.effect.runInline(send: send)
      }
    }
  }
}

extension CancellationRegistry {
  /// Runs `operation` in a child task that `id` cancels, and waits for it. The child runs on
  /// the `TestStore` executor when the effect does.
  func runCancellable(
    id: CancelID, operation: @escaping @Sendable () async -> Void
  ) async {
    let child = Task(executorPreference: EffectContext.current.testExecutor, operation: operation)
    let token = register(AnyTaskHandle(child), for: [id])
    await withTaskCancellationHandler {
      await child.value
    } onCancel: {
      child.cancel()
    }
    unregister(token)
  }
}
