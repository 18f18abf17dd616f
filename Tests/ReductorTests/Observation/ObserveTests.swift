import Reductor
import Testing

@Reducer
private struct Contador {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    var nombre = "contador"
  }
  enum Action {
    case incrementar
    case renombrar(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar: state.cuenta += 1
      case let .renombrar(nombre): state.nombre = nombre
      }
      return .none
    }
  }
}

/// `observe { }` and `withPerceptionTracking`, following a store as UIKit or command-line code
/// does.
@MainActor
@Suite struct ObserveTests {
  /// Lets the main actor run what a change queued (the next run of an observation).
  private func drainMainActor() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test func observeRunsNowAndAgainAfterEachChangeItRead() async {
    let store = Store(initialState: Contador.State()) { Contador() }
    let vistos = LockIsolated<[Int]>([])
    let token = observe { vistos.withValue { [cuenta = store.cuenta] in $0.append(cuenta) } }
    #expect(vistos.value == [0])
    store.send(.incrementar)
    await drainMainActor()
    #expect(vistos.value == [0, 1])
    // A field it did not read changes nothing.
    store.send(.renombrar("otro"))
    await drainMainActor()
    #expect(vistos.value == [0, 1])
    store.send(.incrementar)
    await drainMainActor()
    #expect(vistos.value == [0, 1, 2])
    token.cancel()
    #expect(token.isCancelled)
    store.send(.incrementar)
    await drainMainActor()
    #expect(vistos.value == [0, 1, 2])
  }

  @Test func releasingTheTokenStopsTheObservation() async {
    let store = Store(initialState: Contador.State()) { Contador() }
    let corridas = LockIsolated(0)
    var tokens: Set<ObserveToken> = []
    observe {
      _ = store.cuenta
      corridas.withValue { $0 += 1 }
    }.store(in: &tokens)
    store.send(.incrementar)
    await drainMainActor()
    #expect(corridas.value == 2)
    tokens.removeAll()
    store.send(.incrementar)
    await drainMainActor()
    #expect(corridas.value == 2)
  }

  @Test func withPerceptionTrackingCallsOnChangeOnceForWhatItRead() {
    let store = Store(initialState: Contador.State()) { Contador() }
    let cambios = LockIsolated(0)
    let cuenta = withPerceptionTracking {
      store.cuenta
    } onChange: {
      cambios.withValue { $0 += 1 }
    }
    #expect(cuenta == 0)
    store.send(.renombrar("otro"))
    #expect(cambios.value == 0)
    store.send(.incrementar)
    store.send(.incrementar)
    #expect(cambios.value == 1)
  }
}
