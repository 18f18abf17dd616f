import Reductor
import Testing

@Reducer
private struct Reloj {
  @ObservableState
  struct State: Equatable { var segundos = 0 }
  enum Action: Equatable { case empezar, parar, tic }
  enum ID { case temporizador }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tic)
          }
        }
        .cancellable(id: ID.temporizador)
      case .parar:
        return .cancel(id: ID.temporizador)
      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}

/// `clock.timer(interval:)` as TCA features tick with it, on `@Dependency(\.continuousClock)`
/// (an `any Clock<Duration>`), and `AnyClock`.
@MainActor
@Suite struct ClockTimerTests {
  @Test func aTimerTicksOnlyWhenTheTestClockAdvancesOncePerInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Reloj.State()) {
      Reloj()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.empezar)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.tic) { $0.segundos = 1 }
    await clock.advance(by: .seconds(3))
    await store.receive(\.tic) { $0.segundos = 2 }
    await store.receive(\.tic) { $0.segundos = 3 }
    await store.receive(\.tic) { $0.segundos = 4 }
    await store.send(.parar)
  }

  @Test func onAConcreteClockTheTicksAreItsInstants() async {
    let clock = TestClock()
    let ticks = Task {
      var instants: [TestClock<Duration>.Instant] = []
      for await instant in clock.timer(interval: .seconds(2)) {
        instants.append(instant)
        if instants.count == 2 { break }
      }
      return instants.map(\.offset)
    }
    while clock.pendingSleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(4))
    #expect(await ticks.value == [.seconds(2), .seconds(4)])
  }

  @Test func anyClockForwardsToTheClockItWraps() async throws {
    let test = TestClock()
    let clock = AnyClock(test)
    #expect(clock.now.offset == .zero)
    await test.advance(by: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    while test.pendingSleeperCount == 0 { await Task.yield() }
    await test.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.now.offset == .seconds(6))
    let asDependency: any Clock<Duration> = AnyClock(ImmediateClock())
    try await asDependency.sleep(for: .seconds(60))
  }
}
