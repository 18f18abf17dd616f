import ComposableArchitecture
import SharedModels

/// Generic over a value, not over a reducer: a feature.
@Reducer
public struct LeaderboardResults<Scope: Equatable> {
  public struct State: Equatable { var scope: Scope }
  public enum Action {
    case scopeChanged(Scope)
    case refresh
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct Leaderboard {
  public struct State: Equatable {
    var solo = LeaderboardResults<TimeScope>.State(scope: .day)
    var vocab = LeaderboardResults<TimeScope>.State(scope: .allTime)
  }
  public enum Action {
    case solo(LeaderboardResults<TimeScope>.Action)
    case vocab(LeaderboardResults<TimeScope>.Action)
    case refreshTapped
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Scope(state: \.solo, action: \.solo) { LeaderboardResults<TimeScope>() }
    Scope(state: \.vocab, action: \.vocab) { LeaderboardResults<TimeScope>() }
  }
}
