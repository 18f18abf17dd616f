import ComposableArchitecture
import ComposableHaptics
import GameFeature
import HomeFeature
import OnboardingFeature

@Reducer
public struct AppReducer {
  @Reducer
  public enum Destination {
    case game(Game)
    case onboarding(Onboarding)
  }
  @ObservableState
  public struct State: Equatable {
    var home = Home.State()
    @Presents var destination: Destination.State?
  }
  public enum Action {
    case home(Home.Action)
    case destination(PresentationAction<Destination.Action>)
    case appDelegate(AppDelegateReducer.Action)
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    self.core
      .haptics(isEnabled: { _ in true })
  }
}
