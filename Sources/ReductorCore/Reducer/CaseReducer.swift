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
/// Its `Body` is the type of the static body, so a case of another enum can hold it with the
/// body as its default: `case inner(Inner.Body = Inner.body)`.
///
/// The macro also generates ``CaseScope`` and ``scope(_:)``, which `store.case` reads to switch
/// over the store by case.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, _Body: Reducer, _Body.State == State, _Body.Action == Action {
  /// One case per case of the enum: the store of the case's feature, or the case's values
  /// (an alert's state, a case that is not a feature).
  associatedtype CaseScope

  /// Restated with itself as its default, as TCA restates `Body`: it steers associated type
  /// inference to the static ``body``, where the default body of reducers that implement
  /// `reduce(into:action:)` would otherwise make it `Never`.
  @_documentation(visibility: private)
  associatedtype _Body = _Body

  /// The reducer of the whole enum: each case's reducer, scoped to its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case a store's state is in, with that case's store: what `store.case` returns.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static ``body``.
  public var body: Body { Self.body }
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
  @_documentation(visibility: private)
  var _isEphemeral: Bool { get }
}

extension CaseReducerState {
  /// The generated body of the `@Reducer enum` this state belongs to.
  @_documentation(visibility: private)
  public static func _destinationReducer() -> (inout Self, StateReducer.Action) -> Effect<
    StateReducer.Action
  > {
    _PreparedReducer(StateReducer.body).run
  }
}
