import Reductor
// The clock's count of real-time waits is for this package's tests only.
@_spi(Internals) import ReductorClocks
import Testing

@Reducer
private struct Cronometro {
  @ObservableState
  struct State: Equatable {
    var segundos = 0
    var eventos: [String] = []
  }
  enum Action: Equatable {
    case empezar, parar, tic
    case lanzarTres
    case evento(String)
  }
  enum ID { case temporizador }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
        .cancellable(id: ID.temporizador)
      case .parar:
        return .cancel(id: ID.temporizador)
      case .tic:
        state.segundos += 1
        return .none
      case .lanzarTres:
        return .merge(
          .run { send in await send(.evento("a")) },
          .run { send in await send(.evento("b")) },
          .run { send in await send(.evento("c")) }
        )
      case let .evento(nombre):
        state.eventos.append(nombre)
        return .none
      }
    }
  }
}

/// How a `TestStore` schedules effects: woken sleepers run on its executor with no real-time
/// waiting, and merged effects start and send in the order they were written.
@MainActor
@Suite struct TestStoreSchedulingTests {
  /// A hundred ticks with no real-time wait on the clock's side. (How long they take depends on
  /// what else this process runs on the main queue; the fixture package checks, in a process
  /// of its own, that they take under a second.)
  @Test func aHundredTicksWaitNoRealTime() async {
    let clock = TestClock()
    let store = TestStore(initialState: Cronometro.State()) {
      Cronometro()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.empezar)
    for segundo in 1...100 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.tic) { $0.segundos = segundo }
    }
    await store.send(.parar)
    #expect(clock.quietPeriodWaitCount == 0)
  }

  @Test func oneAdvanceOverManyIntervalsTicksOncePerInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Cronometro.State()) {
      Cronometro()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.empezar)
    await clock.advance(by: .seconds(3))
    await store.receive(\.tic) { $0.segundos = 1 }
    await store.receive(\.tic) { $0.segundos = 2 }
    await store.receive(\.tic) { $0.segundos = 3 }
    await store.send(.parar)
    #expect(clock.quietPeriodWaitCount == 0)
  }

  @Test func mergedEffectsSendInTheOrderTheyWereWritten() async {
    let store = TestStore(initialState: Cronometro.State()) { Cronometro() }
    for ronda in 0..<20 {
      await store.send(.lanzarTres)
      await store.receive(.evento("a")) { $0.eventos.append("a") }
      await store.receive(.evento("b")) { $0.eventos.append("b") }
      await store.receive(.evento("c")) { $0.eventos.append("c") }
      #expect(store.state.eventos.count == 3 * (ronda + 1))
    }
  }

  /// A clock that a plain `Store`'s effect sleeps on cannot follow that task, so it falls back
  /// to waiting a quiet period: the counter shows it, which makes the zero above meaningful.
  @Test func aPlainStoresSleeperCostsTheClockAQuietPeriod() async {
    let clock = TestClock()
    let store = Store(initialState: Cronometro.State()) {
      Cronometro()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.empezar)
    while clock.pendingSleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    #expect(clock.quietPeriodWaitCount > 0)
    store.send(.parar)
  }
}
