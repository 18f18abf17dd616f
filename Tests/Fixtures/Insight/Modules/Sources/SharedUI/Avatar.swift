import ComposableArchitecture

@Reducer
public struct Avatar {
  public struct State: Equatable, Identifiable { public let id: Int }
  public enum Action { case tapped }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
