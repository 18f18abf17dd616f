/// A reducer from a closure: the leaf that holds a feature's own logic.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementar:
///     state.cuenta += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `reduce` for every action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases another reducer's type.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    let prepared = _PreparedReducer(reducer)
    self.reduce = prepared.run
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
