import ComposableArchitecture

@Reducer
struct Row {
  struct State: Equatable, Identifiable { let id: Int }
  enum Action {
    case tapped
    case longPressed
    case delegate(Delegate)
    enum Delegate { case open }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct Confirmer {
  @ObservableState
  struct State: Equatable { @Presents var alert: AlertState<Action.Alert>? }
  enum Action {
    case deleteTapped
    case alert(PresentationAction<Alert>)
    enum Alert { case confirm }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct Detail {
  struct State: Equatable {}
  enum Action {
    case saveTapped
    case delegate(Delegate)
    enum Delegate { case saved }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct Screens {
  @Reducer
  enum Path {
    case detail(Detail)
  }

  @Reducer
  enum Destination {
    case detail(Detail)
    case row(Row)

    static var body: some ReducerOf<Self> {
      Scope(state: \.detail, action: \.detail) { Detail() }
      Scope(state: \.row, action: \.row) { Row() }
      Reduce { _, action in
        switch action {
        case .detail(.saveTapped):
          return .none
        case .detail, .row:
          return .none
        }
      }
    }
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var confirmer = Confirmer.State()
    var rows: IdentifiedArrayOf<Row.State> = []
    @Presents var destination: Destination.State?
  }
  enum Action {
    case path(StackActionOf<Path>)
    case confirmer(Confirmer.Action)
    case rows(IdentifiedActionOf<Row>)
    case destination(PresentationAction<Destination.Action>)
    case refresh
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.confirmer, action: \.confirmer) { Confirmer() }
    Reduce { state, action in
      switch action {
      case let .path(action):
        // An inner switch over the bound element action: its `default` is not Screens' own.
        switch action {
        case .element(id: _, action: .detail(.delegate(.saved))):
          return .none
        default:
          return .none
        }
      case .confirmer(.alert(.presented(.confirm))):
        // The child's own alert button: no grandchild is matched.
        return .none
      case let .rows(rowsAction):
        switch rowsAction {
        case .element(id: _, action: .tapped), .element(id: _, action: .longPressed):
          return .none
        case .element(id: _, action: .delegate(.open)):
          return .none
        }
      case .confirmer, .destination:
        return .none
      case .refresh:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .forEach(\.rows, action: \.rows) { Row() }
    .ifLet(\.$destination, action: \.destination)
  }
}
