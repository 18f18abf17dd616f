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
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// Creates a reducer that applies binding actions and ignores every other action.
  public init() {}

  /// Sets the field when `action` is a binding action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action._bindingAction?(&state)
    return .none
  }
}
