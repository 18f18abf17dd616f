import ComposableArchitecture
import SearchClient

@Reducer
public struct Search {
  @ObservableState
  public struct State: Equatable {
    public var query = ""
    public var results: [String] = []
    public init() {}
  }
  public enum Action {
    case queryChanged(String)
    case searchResponse(Result<[String], any Error>)
  }
  @Dependency(\.searchClient) var searchClient
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { [searchClient] send in
          await send(.searchResponse(Result { try await searchClient.search(query: query) }))
        }
      case let .searchResponse(.success(results)):
        state.results = results
        return .none
      case .searchResponse(.failure):
        state.results = []
        return .none
      }
    }
  }
}
