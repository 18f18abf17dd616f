import ComposableArchitecture

extension App {
  @ReducerBuilder<State, Action>
  var core: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { Home() }
    Reduce { state, action in
      switch action {
      case .home(.delegate(.startGame)):
        state.game = Game.State()
        return .none
      case let .game(gameAction):
        guard state.game != nil else { return .none }
        return self.gameReducer.reduce(into: &state.game!, action: gameAction)
          .map(Action.game)
      case .home(.startTapped):
        return .none
      case .home, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  var gameReducer: some ReducerOf<Game> {
    Game()
  }
}
