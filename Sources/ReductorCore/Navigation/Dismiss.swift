/// Ends the presented feature (or stack element) it is called from: `await dismiss()`.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // ...
/// case .cerrarPulsado:
///   return .run { _ in await dismiss() }
/// ```
///
/// The parent's `ifLet` (or `forEach` over a stack) receives `.dismiss` (or `.popFrom(id:)`),
/// clears the child's state and cancels its effects. Calling it from a feature that nothing
/// presented reports a runtime warning and does nothing else.
public struct DismissEffect: Sendable {
  /// Creates the dismiss effect; features get it from `@Dependency(\.dismiss)`.
  public init() {}

  /// Dismisses the feature that runs this effect.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let registry = CancellationScope.registry ?? CancellationRegistry.global
    let id = CancelID(id: PresentationDismissID(), scope: CancellationScope.current)
    guard registry.contains(id) else {
      reportRuntimeWarning(
        """
        'dismiss' was called from a feature that is not presented.

        Nothing was dismissed. 'dismiss' ends a feature presented with 'ifLet(\\.$destino, …)' \
        or pushed on a stack with 'forEach(\\.camino, …)', and only from an effect that feature \
        returned (e.g. 'return .run { _ in await dismiss() }'). This usually means the feature \
        runs at the root of a store or under 'Scope', or 'dismiss' was called from the \
        reducer body instead of from an effect.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    registry.cancel(id)
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Ends the presented feature or stack element the effect runs in. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the effect reading it runs inside a presented feature or stack element.
  ///
  /// It is meaningful inside effects (`.run { … }`); in the reducer body itself it is `false`.
  public var isPresented: Bool {
    let registry = CancellationScope.registry ?? CancellationRegistry.global
    return registry.contains(CancelID(id: PresentationDismissID(), scope: CancellationScope.current))
  }
}
