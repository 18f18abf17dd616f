/// A reducer that does nothing: an empty `body`, or a placeholder.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that changes nothing and returns `.none`.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
