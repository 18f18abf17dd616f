import ComposableArchitecture

@Reducer
public struct Onboarding {
  @ObservableState
  public struct State: Equatable {
    var step = Step()
    var isSkipping = false
    public struct Step: Equatable {
      var intro = GameIntro.State()
      var tutorial = Tutorial.State()
    }
  }
  public enum Action {
    case intro(GameIntro.Action)
    case tutorial(Tutorial.Action)
    case skipTapped
    case delegate(Delegate)
    public enum Delegate { case finished }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Scope(state: \.step, action: \.self) {
      Scope(state: \.intro, action: \.intro) { GameIntro() }
      Scope(state: \.tutorial, action: \.tutorial) { Tutorial() }
    }
    Reduce { state, action in
      switch action {
      case .tutorial(.delegate(.completed)):
        return .send(.delegate(.finished))
      case .skipTapped:
        state.isSkipping = true
        return .send(.delegate(.finished))
      case .intro, .tutorial, .delegate:
        return .none
      }
    }
  }
}

@Reducer
public struct GameIntro {
  public struct State: Equatable {}
  public enum Action { case nextTapped }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct Tutorial {
  public struct State: Equatable {}
  public enum Action {
    case stepFinished
    case delegate(Delegate)
    public enum Delegate { case completed }
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
