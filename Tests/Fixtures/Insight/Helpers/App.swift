import ComposableArchitecture

/// The body is another property, declared in an extension in another file.
@Reducer
struct App {
  @Reducer
  enum Destination {
    case settings(Settings)
  }
  @ObservableState
  struct State: Equatable {
    var home = Home.State()
    var game: Game.State?
    @Presents var destination: Destination.State?
  }
  enum Action {
    case home(Home.Action)
    case game(Game.Action)
    case destination(PresentationAction<Destination.Action>)
  }
  var body: some ReducerOf<Self> {
    self.core
  }
}
