import Foundation
import Reductor
import Testing

// `@ObservableState` on the state shapes lessons use, compiled with the real macros through
// `import Reductor`.

@ObservableState
struct ObservedCounter: Equatable, Hashable, Codable {
  var count = 0
  var title: String
  @ObservationStateIgnored var scratch = ""
}

@ObservableState
public struct PublicState: Equatable {
  public var value = 0
  public init() {}
}

@ObservableState
enum Screen: Equatable {
  case counter(ObservedCounter)
  case message(String)
  case pair(Int, Int)
  case empty
}

@ObservableState
enum Uninhabited {}

@Suite struct ObservableStateShapes {
  @Test func memberwiseInitializerStillWorks() {
    let counter = ObservedCounter(count: 1, title: "a")
    #expect(counter.count == 1)
    let defaulted = ObservedCounter(title: "b")
    #expect(defaulted.count == 0)
  }

  @Test func identityIsKeptOutOfEqualityAndHashing() {
    let first = ObservedCounter(title: "a")
    let second = ObservedCounter(title: "a")
    #expect(!first._$id.isSame(as: second._$id))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(ObservedCounter(title: "a") != ObservedCounter(title: "b"))
  }

  @Test func mutationKeepsTheIdentityAndWillModifyRenewsIt() {
    var counter = ObservedCounter(title: "a")
    let id = counter._$id
    counter.count += 1
    #expect(counter._$id.isSame(as: id))
    counter._$willModify()
    #expect(!counter._$id.isSame(as: id))
  }

  @Test func codableRoundTripWithoutTheIdentity() throws {
    let counter = ObservedCounter(count: 3, title: "a")
    let data = try JSONEncoder().encode(counter)
    let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["_$id"] == nil)
    #expect(Set(json.keys) == ["count", "title", "scratch"])
    let decoded = try JSONDecoder().decode(ObservedCounter.self, from: data)
    #expect(decoded == counter)
  }

  @Test func enumIdentityFollowsThePayload() {
    let counter = ObservedCounter(title: "a")
    let screen = Screen.counter(counter)
    #expect(screen._$id.isSame(as: Screen.counter(counter)._$id))
    #expect(!screen._$id.isSame(as: Screen.counter(ObservedCounter(title: "a"))._$id))
    #expect(!Screen.message("a")._$id.isSame(as: Screen.empty._$id))
    #expect(Screen.pair(1, 2)._$id.isSame(as: Screen.pair(3, 4)._$id))
    #expect(screen == .counter(ObservedCounter(title: "a")))
  }

  @Test func conformances() {
    func isObservableState<T: ObservableState>(_: T.Type) -> Bool { true }
    #expect(isObservableState(ObservedCounter.self))
    #expect(isObservableState(PublicState.self))
    #expect(isObservableState(Screen.self))
    #expect(isObservableState(Uninhabited.self))
  }
}
