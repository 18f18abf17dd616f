import ComposableArchitecture

extension Game {
  @ReducerBuilder<State, Action>
  var core: some ReducerOf<Self> {
    Scope(state: \.wordSubmit, action: \.wordSubmit) { WordSubmit() }
    Reduce { state, action in
      switch action {
      case .bottomMenu(.presented(.endGame)), .alert(.presented(.forfeit)):
        return .send(.delegate(.gameOver))
      case .bottomMenu(.presented(.settings)):
        return .send(.delegate(.openSettings))
      case .wordSubmit(.delegate(.submitted)):
        return .none
      case .menuButtonTapped:
        state.bottomMenu = BottomMenuState(title: "Menu")
        return .none
      case .bottomMenu, .alert, .wordSubmit, .delegate:
        return .none
      }
    }
  }
}

@Reducer
public struct WordSubmit {
  public struct State: Equatable { var isSubmitting = false }
  public enum Action {
    case submitTapped
    case delegate(Delegate)
    public enum Delegate { case submitted }
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
