/// What the tasks started for one action share, and how to start one: the store's registry
/// and executor, the `send`'s group, and the action that started them.
struct EffectLauncher {
  let registry: CancellationRegistry
  let group: EffectGroup
  let origin: EffectOrigin
  /// The executor effect tasks prefer: the store's scheduler's, or `nil` for the global one.
  let executor: (any TaskExecutor)?

  /// Starts one effect task, which inherits the current ``EffectContext``: registered under
  /// `ids`, counted in the group, forgotten when `operation` returns.
  func startTask<Action>(
    priority: TaskPriority?,
    ids: [CancelID],
    send: Send<Action>,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let registry = self.registry
    let token = registry.start(ids: ids, origin: origin, group: group)
    // The body is written out in each call rather than stored in a variable first: converting
    // a stored closure to the `@isolated(any)` type `Task` takes allocates a second context.
    let task: Task<Void, Never>
    if let executor {
      task = Task(executorPreference: executor, priority: priority) {
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

  /// Starts sibling `.run` effects (without priorities) with the same ids and context as child
  /// tasks of one task, as `Effect.merge` of `.run` effects does in TCA: the main actor creates
  /// one task for all of them, not one each. Cancelling them by id, with their `send`'s
  /// `StoreTask` or with their store cancels them all, as it would cancel each.
  ///
  /// Stores with and without a scheduler start them the same way. With one (a `TestStore`),
  /// the task prefers its executor and the child tasks inherit that preference; each child is
  /// enqueued there as it is added, so they start, and send, in declaration order.
  func startTasks<Action>(
    _ operations: [@Sendable (Send<Action>) async -> Void],
    ids: [CancelID],
    send: Send<Action>
  ) {
    let registry = self.registry
    let token = registry.start(ids: ids, origin: origin, group: group, effects: operations.count)
    // As in `startTask`, the body is written in each branch.
    let task: Task<Void, Never>
    if let executor {
      task = Task(executorPreference: executor) {
        await Self.runChildren(operations, send: send, registry: registry, token: token)
      }
    } else {
      task = Task {
        await Self.runChildren(operations, send: send, registry: registry, token: token)
      }
    }
    registry.attach(task, to: token)
  }

  /// The body of ``startTasks(_:ids:send:)``'s task: each operation a child task, added in
  /// order.
  private static func runChildren<Action>(
    _ operations: [@Sendable (Send<Action>) async -> Void],
    send: Send<Action>,
    registry: CancellationRegistry,
    token: CancellationRegistry.Table.Token
  ) async {
    await withDiscardingTaskGroup { tasks in
      for operation in operations {
        tasks.addTask {
          await operation(send)
          registry.finishOne(token)
        }
      }
    }
    registry.finish(token)
  }
}
