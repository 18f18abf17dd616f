import Reductor
import Testing

@Reducer
private struct Temporizado {
  struct State: Equatable {
    var consulta = ""
    var busquedas: [String] = []
    var tics = 0
    var pulsos: [Int] = []
  }
  enum Action {
    case consultaCambiada(String)
    case buscar
    case empezarTemporizador
    case tic
    case pulso(Int)
    case registrarPulso(Int)
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .consultaCambiada(texto):
        state.consulta = texto
        return .send(.buscar).debounce(id: "busqueda", for: .seconds(1), clock: clock)
      case .buscar:
        state.busquedas.append(state.consulta)
        return .none
      case .empezarTemporizador:
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
      case .tic:
        state.tics += 1
        return .none
      case let .pulso(valor):
        return .send(.registrarPulso(valor))
          .throttle(id: "pulso", for: .seconds(1), clock: clock, latest: true)
      case let .registrarPulso(valor):
        state.pulsos.append(valor)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TimingEffectTests {
  @Test func debounceWaitsForAQuietPeriodAndKeepsOnlyTheLast() async {
    let clock = TestClock()
    let store = TestStore(initialState: Temporizado.State()) {
      Temporizado()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.consultaCambiada("a")) { $0.consulta = "a" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.consultaCambiada("ab")) { $0.consulta = "ab" }
    await clock.advance(by: .milliseconds(999))
    // Nothing yet: the second change restarted the wait.
    await store.send(.consultaCambiada("abc")) { $0.consulta = "abc" }
    await clock.advance(by: .seconds(1))
    await store.receive(\.buscar) { $0.busquedas = ["abc"] }
  }

  @Test func aTimerOnATestClockTicksOncePerAdvancedSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Temporizado.State()) {
      Temporizado()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.empezarTemporizador)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tic) { $0.tics = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tic) { $0.tics = 2 }
    await store.receive(\.tic) { $0.tics = 3 }
    await store.finish()
  }

  @Test func throttleLetsTheFirstThroughAndTheLatestAtTheEndOfTheInterval() async {
    let clock = TestClock()
    let store = TestStore(initialState: Temporizado.State()) {
      Temporizado()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.pulso(1))
    await store.receive(\.registrarPulso, 1) { $0.pulsos = [1] }
    await store.send(.pulso(2))
    await store.send(.pulso(3))
    await clock.advance(by: .seconds(1))
    await store.receive(\.registrarPulso, 3) { $0.pulsos = [1, 3] }
    await store.finish()
  }
}
