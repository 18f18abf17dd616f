extension Effect {
  /// Makes this effect cancellable with `id`: `.cancel(id:)` stops it, and so does any later
  /// effect made cancellable with the same id and `cancelInFlight: true`.
  ///
  /// ```swift
  /// return .run { send in ... }
  ///   .cancellable(id: CancelID.busqueda, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to the store and, inside presented children and collection elements, to
  /// that child: equal ids in two rows or two stores never cancel each other.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(
      operation: .cancellable(
        id: CancelID(id: id, scope: []), cancelInFlight: cancelInFlight, effect: Box(self)
      )
    )
  }

  /// An effect that cancels every in-flight effect made cancellable with `id`.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelID(id: id, scope: [])))
  }

  /// This effect as the effects of a child identified by `identity`: the whole effect is
  /// cancellable by that identity, and the cancellation ids inside it (in `.cancellable`,
  /// `.cancel`, `Task.cancel(id:)`, `withTaskCancellation`) are scoped to the child.
  ///
  /// It only marks the effect; the store applies the scope when it runs it (the ids inside are
  /// not rewritten, so this costs the same for one effect or a thousand).
  @usableFromInline
  func scoped(under identity: SendableHashable) -> Self {
    if case .none = operation { return self }
    return Self(operation: .scoped(ScopedBox(identity: identity, effect: self)))
  }
}

/// Runs `operation` as cancellable work identified by `id` in the current store.
///
/// Another call with the same id and `cancelInFlight: true` (or `Task.cancel(id:)`) cancels
/// it. Use it inside `.run` to make part of an effect cancellable.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: sending @escaping @isolated(any) () async throws -> T
) async throws -> T {
  let context = EffectContext.current
  let cancelID = CancelID(id: id, scope: context.scope)
  let registry = context.cancellationRegistry
  if cancelInFlight {
    registry.cancel(cancelID)
  }
  let task = Task(operation: operation)
  let token = registry.register(AnyTaskHandle(task), for: [cancelID])
  defer { registry.unregister(token) }
  return try await withTaskCancellationHandler {
    try await task.value
  } onCancel: {
    task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the in-flight effects made cancellable with `id` in the current store.
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    context.cancellationRegistry.cancel(CancelID(id: id, scope: context.scope))
  }
}
