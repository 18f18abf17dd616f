import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
