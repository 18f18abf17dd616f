import ComposableArchitecture

@Reducer
struct Nest {
  @ObservableState
  struct State: Equatable { @Presents var child: Nest.State? }
  enum Action { case child(PresentationAction<Nest.Action>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$child, action: \.child) { Nest() }
  }
}

@Reducer
struct Other {
  struct State: Equatable {}
  enum Action { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
