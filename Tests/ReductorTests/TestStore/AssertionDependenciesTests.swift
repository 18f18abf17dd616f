import Foundation
import Reductor
import Testing

@Reducer
private struct Sello {
  @ObservableState
  struct State: Equatable {
    var date: Date?
    var confirmedAt: Date?
  }
  enum Action {
    case tap
    case confirmed
  }
  @Dependency(\.date.now) var now
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.date = now
        return .send(.confirmed)
      case .confirmed:
        state.confirmedAt = now
        return .none
      }
    }
  }
}

/// A step's assertion runs with the store's dependencies, as in TCA: a dependency declared in
/// the closure reads what the test set, not the live value.
@MainActor
@Suite struct AssertionDependenciesTests {
  @Test func sendAndReceiveAssertWithTheStoresDependencies() async {
    let store = TestStore(initialState: Sello.State()) {
      Sello()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    }
    await store.send(.tap) {
      @Dependency(\.date.now) var now
      $0.date = now
    }
    await store.receive(\.confirmed) {
      @Dependency(\.date.now) var now
      $0.confirmedAt = now
    }
  }

  @Test func laterChangesToTheDependenciesApply() async {
    let store = TestStore(initialState: Sello.State()) {
      Sello()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    store.dependencies.date.now = Date(timeIntervalSince1970: 2)
    await store.send(.tap) {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 2))
      $0.date = now
    }
    await store.receive(\.confirmed) {
      $0.confirmedAt = Date(timeIntervalSince1970: 2)
    }
    store.assert { state in
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 2))
      #expect(state.confirmedAt == now)
    }
  }
}
