extension Effect {
  /// Starts this effect's work for a store: its `.send` actions go to `enqueue`, in order; its
  /// operations start tasks that report through `send`.
  ///
  /// - Parameters:
  ///   - ids: The cancellation ids of the effects around this one, as the store registers
  ///     them (placed in their child's scope).
  ///   - context: The context tasks started here run with. It is also the task-local value
  ///     while this runs, so that the tasks inherit it.
  @MainActor
  func launch(
    _ launcher: EffectLauncher, send: Send<Action>, enqueue: (Action) -> Void,
    ids: [CancelID], context: EffectContext
  ) {
    switch operation {
    case .none:
      return
    case let .send(action):
      enqueue(action)
    case let .run(priority, operation):
      launcher.startTask(
        priority: priority?.taskPriority, ids: ids, send: send, operation: operation
      )
    case let .merge(effects):
      if let operations = Self.runOperations(effects) {
        launcher.startTasks(operations, ids: ids, send: send)
        return
      }
      for effect in effects {
        effect.launch(launcher, send: send, enqueue: enqueue, ids: ids, context: context)
      }
    case let .concatenate(effects):
      launcher.startTask(priority: nil, ids: ids, send: send) { send in
        for effect in effects {
          if Task.isCancelled { return }
          await effect.runInline(send: send)
        }
      }
    case let .cancellable(id, cancelInFlight, box):
      let registry = launcher.registry
      let id = id.placed(in: context.scope)
      if cancelInFlight {
        registry.cancel(id)
      }
      box.effect.launch(
        launcher, send: send, enqueue: enqueue, ids: ids + [registry.canonical(id)],
        context: context
      )
    case let .cancel(id):
      launcher.registry.cancel(id.placed(in: context.scope))
    case let .scoped(scoped):
      var inner = context
      inner.scope.append(scoped.identity)
      let id = launcher.registry.canonical(
        CancelID(erased: scoped.identity, scope: context.scope)
      )
      EffectContext.withCurrent(inner) {
        scoped.effect.launch(
          launcher, send: send, enqueue: enqueue, ids: ids + [id], context: inner
        )
      }
    case let .dismissible(box, action):
      var inner = context
      inner.dismiss = DismissHandle { await send(action()) }
      EffectContext.withCurrent(inner) {
        box.effect.launch(launcher, send: send, enqueue: enqueue, ids: ids, context: inner)
      }
    case let .mapped(mapped):
      mapped.launch(launcher, send: send, enqueue: enqueue, ids: ids, context: context)
    }
  }

  /// The operations of `effects` when every one is a `.run` without a priority, for one task
  /// to run them all.
  ///
  /// A `.run(priority:)` gets a task of its own: as a child task of a shared task it would be
  /// raised to that task's priority while the task waits for it.
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
    case let .scoped(scoped):
      var context = EffectContext.current
      let id = CancelID(erased: scoped.identity, scope: context.scope)
      context.scope.append(scoped.identity)
      let effect = scoped.effect
      await context.cancellationRegistry.runCancellable(id: id) { [context] in
        await EffectContext.withCurrent(context) {
          await effect.runInline(send: send)
        }
      }
    case let .dismissible(box, action):
      var context = EffectContext.current
      context.dismiss = DismissHandle { await send(action()) }
      await EffectContext.withCurrent(context) {
        await box.effect.runInline(send: send)
      }
    case let .mapped(mapped):
      await mapped.runInline(send: send)
    }
  }
}

extension CancellationRegistry {
  /// Runs `operation` in a child task that `id` cancels, and waits for it. The child prefers
  /// the executor of the store's scheduler, when it has one, as the effect does.
  func runCancellable(
    id: CancelID, operation: @escaping @Sendable () async -> Void
  ) async {
    let child = Task(
      executorPreference: EffectContext.current.scheduler?.taskExecutor, operation: operation
    )
    let token = register(AnyTaskHandle(child), for: [id])
    await withTaskCancellationHandler {
      await child.value
    } onCancel: {
      child.cancel()
    }
    unregister(token)
  }
}
