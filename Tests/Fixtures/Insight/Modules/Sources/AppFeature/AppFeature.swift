import ComposableArchitecture
import ProfileFeature
import SettingsFeature
import SharedUI

@Reducer
public struct AppFeature {
  @ObservableState
  public struct State: Equatable {
    var settings = Settings.State()
    @Presents var profile: Profile.State?
    var avatars: IdentifiedArrayOf<Avatar.State> = []
    var leaderboard = Leaderboard.State()
  }
  public enum Action {
    case settings(Settings.Action)
    case profile(PresentationAction<Profile.Action>)
    case avatars(IdentifiedActionOf<Avatar>)
    case leaderboard(Leaderboard.Action)
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.settings, action: \.settings) { Settings() }
    Scope(state: \.leaderboard, action: \.leaderboard) { Leaderboard() }
    Reduce { state, action in
      switch action {
      case .settings(.delegate(.signOut)):
        state.profile = nil
        return .none
      case .profile(.presented(.delegate(.edited))):
        return .none
      case .settings, .profile, .avatars, .leaderboard:
        return .none
      }
    }
    .ifLet(\.$profile, action: \.profile) { Profile() }
    .forEach(\.avatars, action: \.avatars) { SharedUI.Avatar() }
  }
}
