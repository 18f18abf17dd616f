import ReductorDependencies

// The one walk of an effect's operations. A store starts the effect an action returned with it
// (`StoreEffects.start(_:for:)`); a task runs an effect to its end with it (`run(sending:ids:)`:
// the steps of a `.concatenate` after the first that waits, the effect a timing operator
// wraps); a child's effect reaches it through `map` (`_MappedEffect`). What each operation
// means is written here once, in TCA's terms (its effects are Combine publishers subscribed
// on the main actor, its `.run`s tasks of their own):
//
// - `.send` is delivered at once: while the store reduces, in the tree's order, before `send`
//   returns; from a task, through its sender.
// - `.run` starts a task of its own, at its priority (merged `.run`s without one share a task,
//   as child tasks), registered under the ids of every wrapper around it.
// - `.concatenate` starts its steps in order: those that finish at once (`.send`, `.cancel`)
//   now, and from the first that starts a task, the rest in a task that waits for each step's
//   tasks (without raising their priority) before it starts the next. Cancelling a step's
//   tasks by id ends that step only; cancelling the concatenation ends the step and the rest.
// - `.cancellable`, `.cancel`, a child's scope and a presented child's dismissal change the
//   frame the effect inside them starts in (`EffectFrame`).

extension Effect {
  /// Starts this effect's work in `frame`.
  ///
  /// The walk's first two cases are inlinable, so that the effect most actions return (`.none`,
  /// or a lone `.send`) costs a test and a call where the store that starts it runs
  /// specialized (docs/architecture.md, rule 1); the other cases are out of line, in
  /// ``startOutOfLine(in:)``.
  @MainActor
  @inlinable
  func start(in frame: EffectFrame<Action>) {
    switch operation {
    case .none:
      return
    case let .send(action):
      frame.host.deliver(action)
    default:
      startOutOfLine(in: frame)
    }
  }

  /// The walk's cases other than `.none` and `.send`: see ``start(in:)``.
  @MainActor
  @usableFromInline
  func startOutOfLine(in frame: EffectFrame<Action>) {
    switch operation {
    case .none, .send:
      // ``start(in:)`` handles them before it calls this.
      start(in: frame)
    case let .run(priority, operation):
      frame.startTask(priority: priority, operation: operation)
    case let .merge(effects):
      if let operations = Self.runOperations(effects) {
        frame.startTasks(operations)
        return
      }
      for effect in effects {
        effect.start(in: frame)
      }
    case let .concatenate(steps):
      Self.startSteps(steps, in: frame)
    case let .cancellable(id, cancelInFlight, box):
      // An id is placed in the scope of the child whose effect declared it.
      let id = id.placed(in: frame.context.scope)
      if cancelInFlight { frame.registry.cancel(id) }
      box.effect.start(in: frame.adding(id: frame.registry.canonical(id)))
    case let .cancel(id):
      frame.registry.cancel(id.placed(in: frame.context.scope))
    case let .scoped(scoped):
      // A child's effects: cancellable by the child's identity, and their ids placed in it.
      var context = frame.context
      let id = CancelID(erased: scoped.identity, scope: context.scope)
      context.scope.append(scoped.identity)
      scoped.effect.start(in: frame.adding(id: id).with(context: context))
    case let .dismissible(box, action):
      // A presented child's effects: `dismiss()` in them sends the parent's dismiss action.
      let send = frame.host.send
      var context = frame.context
      context.dismiss = DismissHandle { await send(action()) }
      box.effect.start(in: frame.with(context: context))
    case let .mapped(mapped):
      mapped.start(in: frame)
    case let .named(named):
      frame.startTask(priority: named.priority, name: named.name, operation: named.operation)
    }
  }

  /// Runs this effect to its end inside the current task, reporting its actions through
  /// `send`: the walk runs on the main actor, and the task waits, cancellably, for every task
  /// the effect started.
  ///
  /// - Parameter ids: Ids the effect's tasks are registered under besides those of the
  ///   wrappers inside it (a concatenation's own).
  func run(sending send: Send<Action>, ids: [CancelID] = []) async {
    if case .none = operation { return }
    let values = DependencyValues._current
    let context = values.effectContext
    let registry = context.cancellationRegistry
    let group = registry.makeGroup()
    let executor = context.scheduler?.taskExecutor
    await MainActor.run {
      let host = TaskHost(
        send: send, registry: registry, executor: executor, values: values, group: group
      )
      start(in: EffectFrame(host: host, ids: ids, context: nil))
    }
    await group.finishCancellably()
  }

  /// The operations of `effects` when every one is a `.run` without a priority, for one task
  /// to run them all as child tasks.
  ///
  /// A `.run(priority:)` gets a task of its own: as a child task its priority would be raised
  /// to that of the task waiting for it.
  private static func runOperations(
    _ effects: [Self]
  ) -> [@Sendable (Send<Action>) async -> Void]? {
    var operations: [@Sendable (Send<Action>) async -> Void] = []
    operations.reserveCapacity(effects.count)
    for effect in effects {
      guard case let .run(nil, operation) = effect.operation else { return nil }
      operations.append(operation)
    }
    return operations
  }

  /// Starts the steps of a concatenation in order. The steps that start no task run now; at
  /// the first that does, the steps after it go to a task that waits for that step's tasks and
  /// then runs each step in turn. The last step starts in `frame` itself, since nothing waits
  /// for it.
  @MainActor
  private static func startSteps(_ steps: [Self], in frame: EffectFrame<Action>) {
    for index in steps.indices {
      guard index < steps.count - 1 else {
        steps[index].start(in: frame)
        return
      }
      let group = frame.registry.makeGroup()
      steps[index].start(in: frame.step(collectedBy: group))
      guard group.runningCount > 0 else { continue }
      let rest = steps[(index + 1)...]
      let ids = frame.ids
      frame.startTask(priority: nil) { send in
        await group.finishCancellably()
        for step in rest {
          if Task.isCancelled { return }
          await step.run(sending: send, ids: ids)
        }
      }
      return
    }
  }
}

extension EffectFrame {
  /// Starts one task running `operation`: registered under the frame's ids, counted as its
  /// host counts tasks, running with the frame's values.
  ///
  /// It takes the priority as stored in the effect: a `TaskPriority?` in the walk's own frame
  /// would make every walk look its metadata up (see docs/architecture.md, rule 5).
  func startTask(
    priority: EffectPriority?,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let token = host.register(ids: ids, effects: 1)
    let task = Self.makeTask(
      priority: priority?.taskPriority, executor: host.executor, values: taskValues,
      send: host.send, registry: registry, token: token, operation: operation
    )
    registry.attach(task, to: token)
  }

  /// Starts one task running a named `.run`'s `operation`, as ``startTask(priority:operation:)``
  /// does, with the task named `name` where the platform names tasks.
  func startTask(
    priority: EffectPriority?,
    name: String,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let token = host.register(ids: ids, effects: 1)
    let task = Self.makeNamedTask(
      name: name, priority: priority?.taskPriority, executor: host.executor, values: taskValues,
      send: host.send, registry: registry, token: token, operation: operation
    )
    registry.attach(task, to: token)
  }

  /// Starts sibling `.run` operations (without priorities) as child tasks of one task, as TCA's
  /// `merge` of `.run` effects does: the main actor creates one task for all of them. Cancelling
  /// them by id, with their `send`'s `StoreTask` or with their store cancels each.
  ///
  /// With a scheduler (a `TestStore`), the task prefers its executor and the child tasks inherit
  /// that preference; each child is enqueued there as it is added, so they start, and send, in
  /// the order they were written.
  func startTasks(_ operations: [@Sendable (Send<Action>) async -> Void]) {
    let registry = self.registry
    let token = host.register(ids: ids, effects: operations.count)
    let task = Self.makeTask(
      priority: nil, executor: host.executor, values: taskValues, send: host.send,
      registry: registry, token: token
    ) { send in
      await withDiscardingTaskGroup { tasks in
        for operation in operations {
          tasks.addTask {
            await operation(send)
            registry.finishOne(token)
          }
        }
      }
    }
    registry.attach(task, to: token)
  }

  /// The task of a named effect: ``makeTask(priority:executor:values:send:registry:token:operation:)``'s,
  /// named `name` where the platform names tasks.
  private nonisolated static func makeNamedTask(
    name: String,
    priority: TaskPriority?,
    executor: (any TaskExecutor)?,
    values: DependencyValues,
    send: Send<Action>,
    registry: CancellationRegistry,
    token: CancellationRegistry.Table.Token,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) else {
      return makeTask(
        priority: priority, executor: executor, values: values, send: send,
        registry: registry, token: token, operation: operation
      )
    }
    return DependencyValues._withCurrent(values) {
      Task(name: name, executorPreference: executor, priority: priority) {
        await operation(send)
        registry.finish(token)
      }
    }
  }

  /// The task of an effect: `operation` sending through `send`, then the registry told that it
  /// ended. It starts with `values` as its task-local dependencies, and prefers `executor`.
  ///
  /// Nonisolated, so that the task is too: a `Task` made in main-actor code runs its body on
  /// the main actor, and would hop to the main actor and back around every effect.
  private nonisolated static func makeTask(
    priority: TaskPriority?,
    executor: (any TaskExecutor)?,
    values: DependencyValues,
    send: Send<Action>,
    registry: CancellationRegistry,
    token: CancellationRegistry.Table.Token,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    // The body is written out in each branch rather than stored in a variable first:
    // converting a stored closure to the `@isolated(any)` type `Task` takes allocates a second
    // context.
    DependencyValues._withCurrent(values) {
      guard let executor else {
        return Task(priority: priority) {
          await operation(send)
          registry.finish(token)
        }
      }
      return Task(executorPreference: executor, priority: priority) {
        await operation(send)
        registry.finish(token)
      }
    }
  }
}
