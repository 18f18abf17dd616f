import ReductorCasePaths
import ReductorConcurrencyExtras

/// The actions of a presented child feature, as its parent sees them: the child's own actions,
/// and the request to dismiss it.
///
/// ```swift
/// enum Action {
///   case articuloPulsado(Articulo.ID)
///   case destino(PresentationAction<Destino.Action>)
/// }
/// ```
///
/// Case key paths step over `presented`, so `\.destino.detalle.editarPulsado` names
/// `.destino(.presented(.detalle(.editarPulsado)))`; `\.destino.dismiss` still names the
/// dismissal.
public enum PresentationAction<Action> {
  /// An action of the presented child.
  ///
  /// Indirect, as in TCA, so that a feature can present itself without marking its own
  /// `Action` indirect: `case child(PresentationAction<Action>)` inside that `Action` would
  /// otherwise make the enum contain itself.
  indirect case presented(Action)
  /// Dismisses the child: `ifLet` sets its state to `nil` and cancels its effects.
  case dismiss
}

/// The presentation actions of the feature `R`: `PresentationActionOf<Detalle>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of `PresentationAction`: `\.presented` and `\.dismiss`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = PresentationAction
    @_documentation(visibility: private)
    public typealias _Value = PresentationAction

    /// The `presented` case: an action of the child.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(action) = $0 { action } else { nil } }
      )
    }

    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } }
      )
    }

    /// A case of the presented feature's actions, over `presented`.
    @inlinable
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
    ) -> AnyCasePath<PresentationAction, Member> where Action: CasePathable {
      presented.appending(path: Action.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of `PresentationAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

}

extension AnyCasePath {
  /// Steps over `presented` into a case of the presented feature's actions:
  /// `\.destino.editar` names `.destino(.presented(.editar(…)))`.
  @inlinable
  public subscript<ChildAction: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<ChildAction.AllCasePaths, AnyCasePath<ChildAction, Member>>
  ) -> AnyCasePath<Root, Member> where Value == PresentationAction<ChildAction> {
    appending(path: PresentationAction<ChildAction>.allCasePaths.presented)
      .appending(path: ChildAction.allCasePaths[keyPath: keyPath])
  }
}

// MARK: - Dismissing through a case path

/// A presentation's actions, seen without the child's type: how the case path to a child that
/// steps over presentations (`\.destino.editar`) is dismissed.
protocol _PresentationActions {
  /// `.dismiss`.
  static var _dismissAction: Self { get }
}

extension PresentationAction: _PresentationActions {
  static var _dismissAction: Self { .dismiss }
}

/// Finds the innermost presentation a case path steps over.
struct _InnermostPresentation: _CasePathStepVisitor {
  func visit<Root, Middle>(_ path: AnyCasePath<Root, Middle>) -> (@Sendable () -> Root)? {
    guard let presentation = Middle.self as? any _PresentationActions.Type else { return nil }
    // A value of a case without payload, built once here and embedded on whichever thread
    // dismisses.
    let dismiss = UncheckedSendable(presentation._dismissAction as! Middle)
    let embed = path._embed
    return { embed(dismiss.value) }
  }
}

extension AnyCasePath {
  /// A function that makes the action dismissing the innermost presentation this path steps
  /// over (`.destino(.dismiss)` for `\.destino.editar`), or `nil` when it steps over none.
  func dismissAction() -> (@Sendable () -> Root)? {
    if let found = _innermostStep(matching: _InnermostPresentation()) { return found }
    // A path from a presentation's own actions dismisses that presentation.
    return _InnermostPresentation().visit(AnyCasePath<Root, Root>(embed: { $0 }, extract: { $0 }))
  }
}
