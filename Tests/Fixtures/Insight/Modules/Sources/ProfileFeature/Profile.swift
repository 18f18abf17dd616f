import ComposableArchitecture
import SharedUI

@Reducer
public struct Profile {
  public struct State: Equatable { var avatar = Avatar.State(id: 0) }
  public enum Action {
    case avatar(Avatar.Action)
    case delegate(Delegate)
    public enum Delegate { case edited }
  }
  public var body: some ReducerOf<Self> {
    Scope(state: \.avatar, action: \.avatar) { Avatar() }
  }
}
