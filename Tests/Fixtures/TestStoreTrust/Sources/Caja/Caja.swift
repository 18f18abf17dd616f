import Reductor

/// The feature of the issue that found `TestStore` passing broken tests.
@Reducer
public struct Caja {
  @ObservableState
  public struct State: Equatable {
    public var cuenta = 0
    public init(cuenta: Int = 0) { self.cuenta = cuenta }
  }
  public enum Action: Equatable {
    case tarde, hecho, larga, primero, segundo
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tarde: return .run { send in await send(.hecho) }
      case .hecho:
        state.cuenta += 1
        return .none
      case .larga: return .run { _ in try await Task.sleep(for: .seconds(3600)) }
      case .primero: return .send(.segundo)
      case .segundo: return .none
      }
    }
  }
}
