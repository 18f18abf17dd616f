import ComposableArchitecture

@Reducer
public struct Settings {
  @Reducer
  public enum Path {
    case notifications(Notifications)
    case accessibility(Accessibility)
  }
  @ObservableState
  public struct State: Equatable {
    var path = StackState<Path.State>()
    var soundsEnabled = true
  }
  public enum Action {
    case path(StackActionOf<Path>)
    case soundsToggled
    case resetTapped
    case delegate(Delegate)
    public enum Delegate { case signedOut }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .notifications(.delegate(.changed)))):
        return .none
      case .soundsToggled:
        state.soundsEnabled.toggle()
        return .none
      case .path:
        return .none
      default:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
public struct Notifications {
  public struct State: Equatable {}
  public enum Action {
    case toggled
    case delegate(Delegate)
    public enum Delegate { case changed }
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct Accessibility {
  public struct State: Equatable {}
  public enum Action { case reduceMotionToggled }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
