import ComposableArchitecture

@Reducer
public struct DownloadButton {
  public struct State: Equatable { public var progress = 0.0 }
  public enum Action {
    case buttonTapped
    case finished
  }
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
