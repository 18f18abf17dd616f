import ComposableArchitecture

@Reducer
struct Counter {
  struct State: Equatable {
    var count = 0
    var step = 1
  }
  enum Action {
    case increment
    case decrement
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
