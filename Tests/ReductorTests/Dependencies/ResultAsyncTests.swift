import Reductor
import Testing

@testable import ReductorCore

private struct SearchFailure: Error, Equatable {}

private func search(_ query: String) async throws -> [String] {
  await Task.yield()
  if query.isEmpty { throw SearchFailure() }
  return [query]
}

@MainActor private final class Model {
  var query = "swift"
  func run() async -> Result<[String], any Error> {
    await Result { try await search(self.query) }
  }
}

@Suite struct ResultAsyncTests {
  @Test func capturesSuccess() async throws {
    let result = await Result { try await search("tca") }
    #expect(try result.get() == ["tca"])
  }

  @Test func capturesFailure() async {
    let result = await Result { try await search("") }
    #expect(throws: SearchFailure.self) { try result.get() }
  }

  @MainActor @Test func runsOnTheCallersActor() async throws {
    #expect(try await Model().run().get() == ["swift"])
  }
}
