/// A feature made of other features, one per case: the conformance `@Reducer` gives an enum.
///
/// ```swift
/// @Reducer
/// enum Destino {
///   case editar(Editor)
///   case confirmarBorrado(AlertState<Alerta>)
/// }
/// ```
///
/// The macro generates `Destino.State` (one case per case, holding `Editor.State` or the
/// `AlertState`), `Destino.Action` (`Editor.Action`, or the alert's action) and a static
/// `body` that runs each case's reducer on its case of the state. A case enum has no values of
/// its own to call `reduce` on, so its reducer is the type-level ``body``: navigation operators
/// reach it from the state's type (``CaseReducerState/StateReducer``), which is what lets
/// `.ifLet(\.$destino, action: \.destino)` and `.forEach(\.camino, action: \.camino)` omit
/// the child reducer.
///
/// It is also a ``Reducer`` that runs the static ``body``, so `StoreOf<Destino>`,
/// `StackActionOf<Camino>` and `PresentationActionOf<Destino>` name it as they name any feature.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, _Body == Never {
  /// The type of the static ``body``.
  associatedtype CaseBody: Reducer<State, Action>

  /// The reducer of the whole enum: each case's reducer, scoped to its case.
  @ReducerBuilder<State, Action>
  static var body: CaseBody { get }
}

extension CaseReducer {
  /// Runs the static ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }
}

/// The state `@Reducer` generates for an enum of features: it knows its ``CaseReducer`` and
/// which of its cases are ephemeral.
public protocol CaseReducerState: _EphemeralCases, _DestinationState
where _DestinationAction == StateReducer.Action {
  /// The enum whose `State` this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self

  /// Whether the current case holds state that goes away by itself once it sends an action:
  /// an `AlertState` or a `ConfirmationDialogState`. Presentation reads it to dismiss an
  /// alert case after its button's action.
  var _isEphemeral: Bool { get }
}

extension CaseReducerState {
  /// The generated body of the `@Reducer enum` this state belongs to.
  public static func _destinationReducer() -> _PreparedReducer<Self, StateReducer.Action> {
    _PreparedReducer(StateReducer.body)
  }
}
