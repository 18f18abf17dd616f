/// Sends actions from an effect back to the store that started it.
///
/// ```swift
/// return .run { send in
///   await send(.cargado(try await api.cargar()))
/// }
/// ```
///
/// It is safe to call from any task; after the effect is cancelled, sending does nothing.
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor @Sendable (Action) -> Void

  /// Creates a sender that hands each action to `send`.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, unless the effect's task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// A sender for child actions that wraps each one with `transform`.
  @usableFromInline
  nonisolated func map<Child>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    let send = self.send
    return Send<Child> { child in send(transform(child)) }
  }
}
