/// Groups reducers so a modifier applies to all of them at once.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.cabecera, action: \.cabecera) { Cabecera() }
///   Reduce { state, action in .none }
/// }
/// .ifLet(\.$detalle, action: \.detalle) { Detalle() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline let reducers: Reducers

  /// Runs the listed reducers in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
