import ComposableArchitecture

@Reducer
public struct NotificationsAuthAlert {
  public struct State: Equatable {}
  public enum Action {
    case turnOnTapped
    case delegate(Delegate)
    public enum Delegate { case didChooseNotificationSettings }
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct ResultRow {
  public struct State: Equatable, Identifiable { public let id: Int }
  public enum Action { case tapped }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
public struct DailyChallenge {
  @ObservableState
  public struct State: Equatable {
    @Presents var notificationsAuth: NotificationsAuthAlert.State?
    var results: IdentifiedArrayOf<ResultRow.State> = []
  }
  public enum Action {
    case notificationsAuth(PresentationAction<NotificationsAuthAlert.Action>)
    case results(IdentifiedActionOf<ResultRow>)
    case delegate(Delegate)
    public enum Delegate { case play }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .notificationsAuth(.presented(.delegate(.didChooseNotificationSettings))):
        return .none
      case .notificationsAuth, .results, .delegate:
        return .none
      }
    }
    .ifLet(\.$notificationsAuth, action: \.notificationsAuth) { NotificationsAuthAlert() }
    .forEach(\.results, action: \.results) { ResultRow() }
  }
}
