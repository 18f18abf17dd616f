import ComposableArchitecture

/// State that dismisses itself, like an alert, but of its own type.
struct MenuState: Equatable {
  var items: [String]
}

enum MenuAction { case pick(String) }

@Reducer
struct Toolbar {
  @ObservableState
  struct State: Equatable {
    @Presents var menu: MenuState?
    @Presents var sheet: SheetState?
  }
  struct SheetState: Equatable {}
  enum Action {
    case menu(PresentationAction<MenuAction>)
    case sheet(PresentationAction<Never>)
    case buttonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.menu = MenuState(items: ["a"])
        return .none
      case .menu, .sheet:
        return .none
      }
    }
    .ifLet(\.$menu, action: \.menu)
    .ifLet(\.$sheet, action: \.sheet) { EmptyReducer() }
  }
}
