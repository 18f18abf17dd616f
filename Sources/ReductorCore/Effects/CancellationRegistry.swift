/// A cancellable handle to a running task, whatever its result type.
struct AnyTaskHandle: Sendable {
  let cancel: @Sendable () -> Void

  init<S, F>(_ task: Task<S, F>) {
    cancel = { task.cancel() }
  }
}

/// The in-flight effects of one store, by cancellation id.
///
/// A pure bookkeeping state machine (``CancellationTable``) behind a lock: registering returns
/// a token; cancelling an id returns the handles to cancel, which are cancelled outside the lock.
final class CancellationRegistry: Sendable {
  /// Used by `Task.cancel(id:)` and `withTaskCancellation(id:)` outside any store's effect.
  static let global = CancellationRegistry()

  private let table = LockIsolated(CancellationTable())

  /// Records `handle` as cancellable by each of `ids`.
  func register(_ handle: AnyTaskHandle, for ids: [CancelID]) -> CancellationTable.Token {
    table.withValue { $0.register(handle, for: ids) }
  }

  /// Forgets a finished task.
  func unregister(_ token: CancellationTable.Token) {
    table.withValue { $0.unregister(token) }
  }

  /// Cancels every task registered under `id`.
  func cancel(_ id: CancelID) {
    let handles = table.withValue { $0.remove(id) }
    for handle in handles { handle.cancel() }
  }

  /// Cancels everything (the store is going away).
  func cancelAll() {
    let handles = table.withValue { $0.removeAll() }
    for handle in handles { handle.cancel() }
  }

  /// Whether any task is registered under `id`.
  func contains(_ id: CancelID) -> Bool {
    table.withValue { $0.contains(id) }
  }

  /// How many tasks are registered.
  var count: Int { table.withValue { $0.count } }
}

/// The bookkeeping of ``CancellationRegistry``, with no locks or tasks, so it is unit-testable.
struct CancellationTable {
  /// Identifies one registration.
  struct Token: Hashable, Sendable {
    fileprivate let rawValue: UInt64
  }

  private var nextToken: UInt64 = 0
  private var handles: [Token: (handle: AnyTaskHandle, ids: [CancelID])] = [:]
  private var tokensByID: [CancelID: Set<Token>] = [:]

  mutating func register(_ handle: AnyTaskHandle, for ids: [CancelID]) -> Token {
    nextToken &+= 1
    let token = Token(rawValue: nextToken)
    handles[token] = (handle, ids)
    for id in ids {
      tokensByID[id, default: []].insert(token)
    }
    return token
  }

  mutating func unregister(_ token: Token) {
    guard let entry = handles.removeValue(forKey: token) else { return }
    for id in entry.ids {
      tokensByID[id]?.remove(token)
      if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
    }
  }

  mutating func remove(_ id: CancelID) -> [AnyTaskHandle] {
    guard let tokens = tokensByID[id] else { return [] }
    var removed: [AnyTaskHandle] = []
    for token in tokens {
      if let handle = handles[token]?.handle { removed.append(handle) }
      unregister(token)
    }
    return removed
  }

  mutating func removeAll() -> [AnyTaskHandle] {
    let all = handles.values.map(\.handle)
    handles = [:]
    tokensByID = [:]
    return all
  }

  func contains(_ id: CancelID) -> Bool { tokensByID[id]?.isEmpty == false }

  var count: Int { handles.count }
}
