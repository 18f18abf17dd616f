import ComposableArchitecture

@Reducer
struct Search {
  struct State: Equatable { var counter = Counter.State() }
  enum Action { case counter(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
  }
}
