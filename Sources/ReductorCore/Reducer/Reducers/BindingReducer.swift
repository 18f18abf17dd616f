import ReductorCasePaths

/// Applies binding actions: sets the field a `.binding(.set(\.field, value))` action names.
///
/// Place it in `body` before the feature's own `Reduce`, which then sees the new value:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.nombre):
///       state.nombreValido = !state.nombre.isEmpty
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// For binding actions nested under a view action (`case view(View)` where `View` is the
/// `BindableAction`), pass the path to them: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// Applies the binding actions of `Action` itself.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding actions found under the case `toViewAction`.
  ///
  /// - Parameter toViewAction: The case holding the `BindableAction`, such as `\.view`.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let path = AnyCasePath(toViewAction)
    self.toViewAction = { path.extract(from: $0) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?._bindingAction?(&state)
    return .none
  }
}
