import ComposableArchitecture

@Reducer
struct Home {
  @ObservableState
  struct State: Equatable {}
  enum Action {
    case startTapped
    case delegate(Delegate)
    enum Delegate { case startGame }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .startTapped: return .send(.delegate(.startGame))
      case .delegate: return .none
      }
    }
  }
}

@Reducer
struct Game {
  @ObservableState
  struct State: Equatable { var score = 0 }
  enum Action {
    case wordSubmitted
    case delegate(Delegate)
    enum Delegate { case gameOver(score: Int) }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .wordSubmitted:
        state.score += 1
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {}
  enum Action { case closeTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
