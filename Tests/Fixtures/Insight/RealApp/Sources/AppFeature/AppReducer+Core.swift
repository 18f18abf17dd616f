import ComposableArchitecture
import GameFeature
import HomeFeature
import OnboardingFeature

extension AppReducer {
  @ReducerBuilder<State, Action>
  var core: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { Home() }
    Scope(state: \.self, action: \.appDelegate) { AppDelegateReducer() }
    Reduce { state, action in
      switch action {
      case .home(.delegate(.startGame)):
        state.destination = .game(Game.State())
        return .none
      case .home(.delegate(.startOnboarding)):
        state.destination = .onboarding(Onboarding.State())
        return .none
      case .destination(.presented(.game(.delegate(.gameOver)))),
        .destination(.presented(.onboarding(.delegate(.finished)))):
        state.destination = nil
        return .none
      case .destination(.presented(.game(.bottomMenu(.presented(.settings))))):
        return .none
      case .home, .destination, .appDelegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// Serves the app's body: a child of it, not a root.
public struct AppDelegateReducer: Reducer {
  public typealias State = AppReducer.State
  public enum Action { case didFinishLaunching }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
