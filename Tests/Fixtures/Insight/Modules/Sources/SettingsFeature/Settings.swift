import ComposableArchitecture

@Reducer
public struct Settings {
  public struct State: Equatable {}
  public enum Action {
    case signOutTapped
    case delegate(Delegate)
    public enum Delegate { case signOut }
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
