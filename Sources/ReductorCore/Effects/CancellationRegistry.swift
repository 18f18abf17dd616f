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
  /// The last emission of each throttled id (see `Effect.throttle`).
  let throttles = LockIsolated<[CancelID: ThrottleEntry]>([:])

  /// Records `handle` as cancellable by each of `ids`.
  func register(_ handle: AnyTaskHandle, for ids: [CancelID]) -> CancellationTable.Token {
    table.withValue { $0.register(handle, for: ids) }
  }

  /// Reserves a token for a task that is about to start, so the task can unregister itself
  /// even if it finishes before ``register(_:token:for:origin:isBackground:)`` runs.
  func reserveToken() -> CancellationTable.Token {
    table.withValue { $0.reserveToken() }
  }

  /// Records `handle` under a reserved token; does nothing if the task already finished.
  func register(
    _ handle: AnyTaskHandle, token: CancellationTable.Token, for ids: [CancelID],
    origin: EffectOrigin?, isBackground: Bool = false
  ) {
    table.withValue {
      $0.register(handle, token: token, for: ids, origin: origin, isBackground: isBackground)
    }
  }

  /// Descriptions of the foreground tasks still running (what started them), oldest first.
  ///
  /// Formats the actions only now: describing an action goes through reflection, far too slow
  /// to do for every effect a store starts.
  @MainActor
  var inFlightDescriptions: [String] {
    table.withValue { $0.inFlightOrigins }.map(\.description)
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

  /// How many foreground tasks are registered: effects, not the inner tasks `withTaskCancellation`
  /// starts inside them (the effect that started one is already counted).
  var foregroundCount: Int { table.withValue { $0.foregroundCount } }
}

/// The bookkeeping of ``CancellationRegistry``, with no locks or tasks, so it is unit-testable.
struct CancellationTable {
  /// Identifies one registration.
  struct Token: Hashable, Sendable {
    fileprivate let rawValue: UInt64
  }

  private var nextToken: UInt64 = 0
  private var handles:
    [Token: (handle: AnyTaskHandle, ids: [CancelID], origin: EffectOrigin?, isBackground: Bool)] =
      [:]
  private var tokensByID: [CancelID: Set<Token>] = [:]
  private var reserved: Set<Token> = []

  mutating func reserveToken() -> Token {
    nextToken &+= 1
    let token = Token(rawValue: nextToken)
    reserved.insert(token)
    return token
  }

  mutating func register(_ handle: AnyTaskHandle, for ids: [CancelID]) -> Token {
    let token = reserveToken()
    register(handle, token: token, for: ids, origin: nil, isBackground: true)
    return token
  }

  mutating func register(
    _ handle: AnyTaskHandle, token: Token, for ids: [CancelID], origin: EffectOrigin?,
    isBackground: Bool
  ) {
    // A reserved token that is gone belongs to a task that has already finished.
    guard reserved.remove(token) != nil else { return }
    handles[token] = (handle, ids, origin, isBackground)
    for id in ids {
      tokensByID[id, default: []].insert(token)
    }
  }

  var inFlightOrigins: [EffectOrigin] {
    handles.filter { !$0.value.isBackground }
      .sorted { $0.key.rawValue < $1.key.rawValue }
      .compactMap(\.value.origin)
  }

  var foregroundCount: Int { handles.values.count { !$0.isBackground } }

  mutating func unregister(_ token: Token) {
    reserved.remove(token)
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
    reserved = []
    tokensByID = [:]
    return all
  }

  func contains(_ id: CancelID) -> Bool { tokensByID[id]?.isEmpty == false }

  var count: Int { handles.count }
}

/// What started an effect: the action whose reducer returned it, kept as it is and described
/// only when a message names it.
class EffectOrigin: @unchecked Sendable {
  // Sendable: the only state is the immutable action of `ActionOrigin`, which is created on the
  // main actor and read (described) only there, by `TestStore`'s messages. Other threads only
  // retain and release it.

  /// The action, as `"\(action)"` shows it.
  var description: String { "" }
}

/// The origin of the effects one action started.
final class ActionOrigin<Action>: EffectOrigin, @unchecked Sendable {
  let action: Action

  init(_ action: Action) { self.action = action }

  override var description: String { "\(action)" }
}
