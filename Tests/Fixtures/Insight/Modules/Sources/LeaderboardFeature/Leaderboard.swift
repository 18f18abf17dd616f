import ComposableArchitecture

@Reducer
public struct Leaderboard {
  public struct State: Equatable {}
  public enum Action { case refresh }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
