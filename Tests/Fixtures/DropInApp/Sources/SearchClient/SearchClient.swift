import Dependencies
import DependenciesMacros
import Foundation

/// A client as TCA code writes one: its live value makes requests with `URLSession`, which
/// Linux keeps in FoundationNetworking (re-exported by the `Dependencies` drop-in there).
@DependencyClient
public struct SearchClient: Sendable {
  public var search: @Sendable (_ query: String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  public static let liveValue = SearchClient(
    search: { query in
      let url = URL(string: "https://example.com/search?q=\(query)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
  )
}

extension DependencyValues {
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
