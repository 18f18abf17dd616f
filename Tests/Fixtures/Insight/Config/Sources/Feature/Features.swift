import ComposableArchitecture

/// A reusable component with no delegate: its parent reads its actions, as TCA teaches.
@Reducer
struct DownloadComponent {
  struct State: Equatable {}
  enum Action {
    case buttonTapped
    case downloadFinished
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct Leaderboard {
  struct State: Equatable {}
  enum Action { case refreshTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct Level {
  struct State: Equatable { var leaderboard = Leaderboard.State() }
  enum Action { case leaderboard(Leaderboard.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.leaderboard, action: \.leaderboard) { Leaderboard() }
  }
}

@Reducer
struct Downloads {
  struct State: Equatable {
    var download = DownloadComponent.State()
    var level = Level.State()
  }
  enum Action {
    case download(DownloadComponent.Action)
    case level(Level.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.download, action: \.download) { DownloadComponent() }
    Scope(state: \.level, action: \.level) { Level() }
    Reduce { _, action in
      switch action {
      case .download(.downloadFinished):
        return .none
      case .level(.leaderboard(.refreshTapped)):
        return .none
      case .download, .level:
        return .none
      }
    }
  }
}
