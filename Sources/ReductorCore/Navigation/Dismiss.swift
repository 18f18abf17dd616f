import ReductorDependencies
import ReductorIssueReporting

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
    let context = EffectContext.current
    guard let presentation = context.dismiss ?? context.rootDismiss else {
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
    await presentation.dismiss()
  }
}

/// How the presented feature whose effect is running ends itself: by sending its parent the
/// `.dismiss` (or `.popFrom(id:)`) action for it.
struct DismissHandle: Sendable {
  let dismiss: @Sendable () async -> Void
}

extension Effect {
  /// This effect, with `dismiss()` inside any of its operations sending `dismissAction()` through
  /// the effect's own sender.
  ///
  /// `ifLet` over a presentation and `forEach` over a stack mark their child's effects with it;
  /// the innermost mark wins, so an editor presented by a detail dismisses the editor, not the
  /// detail. Sending through the effect means that an effect cancelled because its feature went
  /// away (or was replaced) dismisses nothing: a cancelled effect's `send` does nothing.
  ///
  /// It only marks the effect; the store sets the dismiss handle (``EffectContext/dismiss``)
  /// when it starts the effect's tasks.
  @usableFromInline
  func dismissible(sending dismissAction: @escaping @Sendable () -> Action) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    default:
      return Self(operation: .dismissible(effect: Box(self), action: dismissAction))
    }
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
  /// Read it inside effects (`.run { … }`): there it is `true` for the effects of a presented
  /// feature, at any depth, and `false` for the root feature's effects.
  public var isPresented: Bool {
    effectContext.dismiss != nil
  }
}
