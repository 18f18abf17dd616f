import ComposableArchitecture
import DailyChallengeFeature
import DownloadButton
import LeaderboardFeature
import SettingsFeature

@Reducer
public struct Home {
  @Reducer
  public enum Destination {
    case alert(AlertState<Alert>)
    case dailyChallenge(DailyChallenge)
    case leaderboard(Leaderboard)
    case settings(Settings)
    public enum Alert { case retry }
  }
  @ObservableState
  public struct State: Equatable {
    @Presents var destination: Destination.State?
    var download = DownloadButton.State()
  }
  public enum Action {
    case destination(PresentationAction<Destination.Action>)
    case download(DownloadButton.Action)
    case startGameTapped
    case delegate(Delegate)
    public enum Delegate { case startGame, startOnboarding }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Scope(state: \.download, action: \.download) { DownloadButton() }
    Reduce { state, action in
      switch action {
      case .destination(.presented(.dailyChallenge(.delegate(.play)))):
        return .send(.delegate(.startGame))
      case .destination(.presented(.leaderboard(.refreshTapped))):
        return .none
      case .destination(.presented(.alert(.retry))):
        return .none
      case .download(.finished):
        return .none
      case .startGameTapped:
        return .send(.delegate(.startGame))
      case .destination, .download, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
