import Foundation
import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorIdentifiedCollections

// Misuse that traps, checked with exit tests: each body runs in a child process that must fail,
// and its standard error must name the ids involved.

private struct Item: Identifiable, Sendable {
  var id: Int
  var name = ""
}

private struct Account: Sendable {
  var key: String
}

@Suite struct IdentifiedArrayTrapTests {
  @Test func duplicateIDInArrayLiteral() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2), Item(id: 1)]
        _ = items
      }
    )
    #expect(standardError(result).contains("duplicate id 1"))
  }

  @Test func duplicateIDInUniqueElements() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = IdentifiedArray(uniqueElements: [Item(id: 7), Item(id: 7)])
      }
    )
    #expect(standardError(result).contains("duplicate id 7"))
  }

  @Test func duplicateIDWithClosure() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = IdentifiedArray(uniqueElements: [Account(key: "k"), Account(key: "k")], id: \.key)
      }
    )
    #expect(standardError(result).contains("duplicate id k"))
  }

  @Test func positionalWriteChangingTheID() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
        items[0] = Item(id: 9)
      }
    )
    let message = standardError(result)
    #expect(message.contains("id 9") && message.contains("id 1") && message.contains("position 0"))
  }

  @Test func positionalModifyChangingTheID() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
        items[1].id = 5
      }
    )
    let message = standardError(result)
    #expect(message.contains("id 5") && message.contains("id 2"))
  }

  @Test func subscriptIDWriteWithAnotherID() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
        items[id: 1] = Item(id: 2)
      }
    )
    let message = standardError(result)
    #expect(message.contains("id 2") && message.contains("id 1"))
  }

  @Test func subscriptIDModifyChangingTheID() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
        items[id: 2]?.id = 3
      }
    )
    let message = standardError(result)
    #expect(message.contains("id 3") && message.contains("id 2"))
  }

  @Test func subscriptIDWriteToAbsentIDWithAnotherID() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var accounts = IdentifiedArray<String, Account>(id: \.key)
        accounts[id: "a"] = Account(key: "b")
      }
    )
    let message = standardError(result)
    #expect(message.contains("id b") && message.contains("id a"))
  }
}

private func standardError(_ result: ExitTest.Result) -> String {
  String(decoding: result.standardErrorContent, as: UTF8.self)
}
