/// The effects started by one `Store.send`, to wait for or cancel.
///
/// ```swift
/// await store.send(.refrescar).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let group: EffectGroup?

  @usableFromInline
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

  /// Whether the two are tasks of the same `send`'s effects.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.group === rhs.group }
  /// Hashes the identity of the effects the task stands for.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
