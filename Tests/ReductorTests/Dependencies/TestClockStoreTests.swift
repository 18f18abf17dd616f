import Reductor
// The clock's count of real-time waits is for this package's tests only.
@_spi(Internals) import ReductorClocks
import Testing

@Reducer
private struct Respuesta {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action {
    case tap, cancelTapped
    case response(Int)
  }
  enum ID { case effect }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(.response(42))
        }
        .cancellable(id: ID.effect)
      case .cancelTapped:
        return .cancel(id: ID.effect)
      case let .response(value):
        state.count = value
        return .none
      }
    }
  }
}

/// A `TestClock` shared by stores: a sleep for `.zero` stays suspended until the clock is
/// advanced, so an effect cancelled before that never delivers.
@MainActor
@Suite struct TestClockStoreTests {
  @Test func aZeroSleepWaitsForTheAdvanceSoCancellingBeforeItWins() async {
    let clock = TestClock()
    let store1 = Store(initialState: Respuesta.State()) {
      Respuesta()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let store2 = Store(initialState: Respuesta.State()) {
      Respuesta()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task1 = store1.send(.tap)
    let task2 = store2.send(.tap)
    for _ in 0..<100 { await Task.yield() }  // both effects reach their sleep
    #expect(clock.pendingSleeperCount == 2)
    store2.send(.cancelTapped)
    await clock.advance()
    await task1.finish()
    await task2.finish()
    #expect(store1.count == 42)
    #expect(store2.count == 0)
  }

  @Test func inATestStoreTheZeroSleepEndsAtTheAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: Respuesta.State()) {
      Respuesta()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tap)
    await clock.advance()
    await store.receive(\.response) { $0.count = 42 }
    #expect(clock.quietPeriodWaitCount == 0)
  }
}
