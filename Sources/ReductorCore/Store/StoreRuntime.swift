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
      execute(effect, ids: [], group: group!, origin: ActionOrigin(action))
    }
    buffer.removeAll(keepingCapacity: true)
    bufferedGroup = nil
    isSending = false
    didSend?()
    return StoreTask(group: group)
  }

  private func execute(
    _ effect: Effect<Action>, ids: [CancelID], group: EffectGroup, origin: EffectOrigin
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      buffer.append(action)
    case let .run(priority, operation):
      start(priority: priority?.taskPriority, ids: ids, group: group, origin: origin) { send in
        await operation(send)
      }
    case let .merge(effects):
      for effect in effects {
        execute(effect, ids: ids, group: group, origin: origin)
      }
    case let .concatenate(effects):
      let registry = self.registry
      start(priority: nil, ids: ids, group: group, origin: origin) { send in
        for effect in effects {
          if Task.isCancelled { return }
          await effect.runInline(send: send, registry: registry)
        }
      }
    case let .cancellable(id, cancelInFlight, box):
      if cancelInFlight {
        registry.cancel(id)
      }
      execute(box.effect, ids: ids + [id], group: group, origin: origin)
    case let .cancel(id):
      registry.cancel(id)
    }
  }

  private func start(
    priority: TaskPriority?,
    ids: [CancelID],
    group: EffectGroup,
    origin: EffectOrigin,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let token = registry.start(ids: ids, origin: origin, group: group)
    let send = Send<Action> { [weak self] action in
      _ = self?.send(action, group: group)
    }
    let body: @Sendable () async -> Void = {
      // Every effect starts at the root: no child scope and no presented feature to dismiss.
      // A task started while an effect's action is being reduced would otherwise inherit that
      // effect's task locals; the child wrappers `ifLet` and `forEach` put around their
      // children's operations set the scope again where it applies.
      await CancellationScope.$registry.withValue(registry) {
        await CancellationScope.$current.withValue([]) {
          await DismissScope.$current.withValue(nil) {
            await operation(send)
          }
        }
      }
      registry.finish(token)
    }
    let task: Task<Void, Never>
    if let effectExecutor {
      let testExecutor = effectExecutor as? TestEffectExecutor
      task = Task(executorPreference: effectExecutor, priority: priority) {
        await TestEffectExecutor.$current.withValue(testExecutor, operation: body)
      }
    } else {
      task = Task(priority: priority, operation: body)
    }
    registry.attach(task, to: token)
  }
}

extension Effect {
  /// Runs this effect to completion inside the current task (for `.concatenate` and timing
  /// operators, whose steps must run one after another).
  func runInline(send: Send<Action>, registry: CancellationRegistry) async {
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
          group.addTask { await effect.runInline(send: send, registry: registry) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        if Task.isCancelled { return }
        await effect.runInline(send: send, registry: registry)
      }
    case let .cancellable(id, cancelInFlight, box):
      if cancelInFlight {
        registry.cancel(id)
      }
      let effect = box.effect
      let child = Task {
        await CancellationScope.$registry.withValue(registry) {
          await effect.runInline(send: send, registry: registry)
        }
      }
      let token = registry.register(AnyTaskHandle(child), for: [id])
      await withTaskCancellationHandler {
        await child.value
      } onCancel: {
        child.cancel()
      }
      registry.unregister(token)
    case let .cancel(id):
      registry.cancel(id)
    }
  }
}
