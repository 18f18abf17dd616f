import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct CounterScreenA {
  struct State: Equatable { var counter = Counter.State() }
  enum Action { case counter(Counter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
  }
}
