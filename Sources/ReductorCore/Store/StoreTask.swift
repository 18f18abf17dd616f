/// The effects started by one `Store.send`, to wait for or cancel.
///
/// ```swift
/// await store.send(.refrescar).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let group: EffectGroup?

  init(group: EffectGroup?) {
    self.group = group
  }

  /// Waits until every effect the action started (and every effect started by actions those
  /// effects sent) has finished.
  public func finish() async {
    await group?.finish()
  }

  /// Cancels every effect the action started.
  public func cancel() {
    group?.cancel()
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool {
    group?.isCancelled ?? false
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.group === rhs.group }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}

/// The tasks started on behalf of one `send`, including those started by actions its effects
/// sent back.
final class EffectGroup: Sendable {
  private let state = LockIsolated(State())

  private struct State {
    var tasks: [Task<Void, Never>] = []
    var running = 0
    var isCancelled = false
  }

  /// Counts a task that is about to start; balance with ``taskFinished()``.
  func taskStarting() {
    state.withValue { $0.running += 1 }
  }

  /// Records that one of the group's tasks finished.
  func taskFinished() {
    state.withValue { $0.running -= 1 }
  }

  /// How many of the group's tasks are still running.
  var runningCount: Int { state.withValue(\.running) }

  func add(_ task: Task<Void, Never>) {
    let cancelled = state.withValue { state -> Bool in
      state.tasks.append(task)
      return state.isCancelled
    }
    if cancelled { task.cancel() }
  }

  func finish() async {
    var finished = 0
    while true {
      let next: Task<Void, Never>? = state.withValue { state in
        finished < state.tasks.count ? state.tasks[finished] : nil
      }
      guard let next else { return }
      await next.value
      finished += 1
    }
  }

  func cancel() {
    let tasks = state.withValue { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }

  var isCancelled: Bool { state.withValue(\.isCancelled) }
}
