import ComposableArchitecture
import SharedModels

public struct BottomMenuState: Equatable {
  public var title: String
}

@Reducer
public struct Game {
  @ObservableState
  public struct State: Equatable {
    var words: [Word] = []
    @Presents var bottomMenu: BottomMenuState?
    @Presents var alert: AlertState<Action.Alert>?
    var wordSubmit = WordSubmit.State()
  }
  public enum Action {
    case bottomMenu(PresentationAction<BottomMenu>)
    case alert(PresentationAction<Alert>)
    case wordSubmit(WordSubmit.Action)
    case menuButtonTapped
    case delegate(Delegate)
    public enum BottomMenu { case endGame, settings }
    public enum Alert { case forfeit }
    public enum Delegate { case gameOver, openSettings }
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    self.core
      .ifLet(\.$bottomMenu, action: \.bottomMenu)
      .ifLet(\.$alert, action: \.alert)
  }
}
