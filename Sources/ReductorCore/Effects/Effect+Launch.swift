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
    case .cancellable, .cancel, .scoped, .dismissible:
      switch frame(in: context, send: send) {
      case let .cancel(id):
        launcher.registry.cancel(id)
      case let .body(effect, inner, id, cancelsInFlight):
        var ids = ids
        if let id {
          if cancelsInFlight { launcher.registry.cancel(id) }
          ids.append(launcher.registry.canonical(id))
        }
        guard let inner else {
          effect.launch(launcher, send: send, enqueue: enqueue, ids: ids, context: context)
          return
        }
        EffectContext.withCurrent(inner) {
          effect.launch(launcher, send: send, enqueue: enqueue, ids: ids, context: inner)
        }
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

  /// What a wrapper effect (`.cancellable`, `.cancel`, `.scoped`, `.dismissible`) means in
  /// `context`: the one place that says it, for both ways of running an effect, launched by a
  /// store (``launch(_:send:enqueue:ids:context:)``) or run inside a task (``runInline(send:)``).
  ///
  /// - Precondition: The effect is one of those four cases.
  func frame(in context: EffectContext, send: Send<Action>) -> EffectFrame<Action> {
    switch operation {
    case let .cancellable(id, cancelInFlight, box):
      // An id is placed in the scope of the child whose effect declared it.
      return .body(
        box.effect, context: nil, cancellableBy: id.placed(in: context.scope),
        cancelsInFlight: cancelInFlight
      )
    case let .cancel(id):
      return .cancel(id.placed(in: context.scope))
    case let .scoped(scoped):
      // A child's effects: cancellable by the child's identity, and their ids placed in it.
      var inner = context
      inner.scope.append(scoped.identity)
      return .body(
        scoped.effect, context: inner,
        cancellableBy: CancelID(erased: scoped.identity, scope: context.scope),
        cancelsInFlight: false
      )
    case let .dismissible(box, action):
      // A presented child's effects: `dismiss()` in them sends the parent's dismiss action.
      var inner = context
      inner.dismiss = DismissHandle { await send(action()) }
      return .body(box.effect, context: inner, cancellableBy: nil, cancelsInFlight: false)
    case .none, .send, .run, .merge, .concatenate, .mapped:
      preconditionFailure("\(operation) is not a wrapper effect")
    }
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
    case .cancellable, .cancel, .scoped, .dismissible:
      let context = EffectContext.current
      switch frame(in: context, send: send) {
      case let .cancel(id):
        context.cancellationRegistry.cancel(id)
      case let .body(effect, inner, id, cancelsInFlight):
        let run: @Sendable () async -> Void = {
          guard let inner else { return await effect.runInline(send: send) }
          await EffectContext.withCurrent(inner) { await effect.runInline(send: send) }
        }
        guard let id else { return await run() }
        if cancelsInFlight { context.cancellationRegistry.cancel(id) }
        await context.cancellationRegistry.runCancellable(id: id, operation: run)
      }
    case let .mapped(mapped):
      await mapped.runInline(send: send)
    }
  }
}

/// What a wrapper effect does: see ``Effect/frame(in:send:)``.
enum EffectFrame<Action> {
  /// Cancels the work registered under the id.
  case cancel(CancelID)
  /// Runs `effect` with `context` current (`nil`: the current one), cancellable by the id if
  /// there is one, after cancelling the work already under it when `cancelsInFlight`.
  case body(
    Effect<Action>, context: EffectContext?, cancellableBy: CancelID?, cancelsInFlight: Bool
  )
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
