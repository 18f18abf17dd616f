import ComposableArchitecture

/// Another `Settings`, in a module the app does not import.
@Reducer
struct Settings {
  struct State: Equatable {}
  enum Action { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
