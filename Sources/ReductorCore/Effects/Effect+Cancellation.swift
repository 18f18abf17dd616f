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

  /// This effect with every cancellation id scoped under a child's identity, and the whole
  /// effect cancellable by that identity.
  @usableFromInline
  func scoped(under identity: SendableHashable) -> Self {
    if case .none = operation { return self }
    return Self(
      operation: .cancellable(
        id: CancelID(erased: identity, scope: []),
        cancelInFlight: false,
        effect: Box(self.rescoped(under: identity))
      )
    )
  }

  private func rescoped(under identity: SendableHashable) -> Self {
    switch operation {
    case .none, .send:
      return self
    case let .run(priority, operation):
      // The parent that embeds this child wraps the result again, and its wrapper runs first,
      // so appending keeps the scope outermost first, the order `CancelID.scoped(under:)` uses.
      return Self(
        operation: .run(priority: priority) { send in
          await CancellationScope.$current.withValue(CancellationScope.current + [identity]) {
            await operation(send)
          }
        }
      )
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.rescoped(under: identity) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.rescoped(under: identity) }))
    case let .cancellable(id, cancelInFlight, box):
      return Self(
        operation: .cancellable(
          id: id.scoped(under: identity), cancelInFlight: cancelInFlight,
          effect: Box(box.effect.rescoped(under: identity))
        )
      )
    case let .cancel(id):
      return Self(operation: .cancel(id.scoped(under: identity)))
    }
  }
}

/// The scope (chain of child identities, outermost first) of the effect running in the current
/// task, so that `Task.cancel(id:)` and `withTaskCancellation(id:)` inside a child's effect use
/// the same ids as the `.cancellable(id:)` and `.cancel(id:)` effects its reducer returns.
///
/// Every effect task of a store starts at the root scope (see `StoreRuntime`), even when it is
/// started from inside another effect's task by an action that effect sent.
enum CancellationScope {
  @TaskLocal static var current: [SendableHashable] = []
  @TaskLocal static var registry: CancellationRegistry?
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
  let cancelID = CancelID(id: id, scope: CancellationScope.current)
  let registry = CancellationScope.registry ?? CancellationRegistry.global
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
    let registry = CancellationScope.registry ?? CancellationRegistry.global
    registry.cancel(CancelID(id: id, scope: CancellationScope.current))
  }
}
