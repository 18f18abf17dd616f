import ComposableArchitecture

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var step = Step()
    struct Step: Equatable {
      var welcome = Welcome.State()
      var permissions = Permissions.State()
    }
  }
  enum Action {
    case welcome(Welcome.Action)
    case permissions(Permissions.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.step, action: \.self) {
      Scope(state: \.welcome, action: \.welcome) { Welcome() }
      Scope(state: \.permissions, action: \.permissions) { Permissions() }
    }
    Reduce { state, action in
      switch action {
      case .welcome(.delegate(.next)):
        return .none
      case .permissions(.delegate(.granted)):
        return .none
      case .welcome, .permissions:
        return .none
      }
    }
  }
}

@Reducer
struct Welcome {
  struct State: Equatable {}
  enum Action {
    case nextTapped
    case delegate(Delegate)
    enum Delegate { case next }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct Permissions {
  struct State: Equatable {}
  enum Action {
    case allowTapped
    case delegate(Delegate)
    enum Delegate { case granted }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
