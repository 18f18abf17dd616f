import Observation
import Reductor
import Testing

/// Shared state in features: a `Store` observes it, a `TestStore` asserts it.
@MainActor
@Suite struct SharedStoreTests {
  @Reducer
  struct Marcador {
    @ObservableState
    struct State: Equatable {
      @Shared(.inMemory("puntos")) var puntos = 0
      var jugadas = 0
    }
    enum Action: Equatable { case anotar, anotarEnEfecto, anotado }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .anotar:
          state.$puntos.withLock { $0 += 1 }
          state.jugadas += 1
          return .none
        case .anotarEnEfecto:
          return .run { [puntos = state.$puntos] send in
            puntos.withLock { $0 += 10 }
            await send(.anotado)
          }
        case .anotado:
          return .none
        }
      }
    }
  }

  @Test func aTestStoreAssertsSharedChangesLikeOtherState() async {
    let store = TestStore(initialState: Marcador.State()) { Marcador() }
    await store.send(.anotar) {
      $0.$puntos.withLock { $0 = 1 }
      $0.jugadas = 1
    }
    await store.send(.anotarEnEfecto)
    await store.receive(.anotado) {
      $0.$puntos.withLock { $0 = 11 }
    }
    #expect(store.state.puntos == 11)
  }

  @Test func twoFeaturesWithTheSameKeySeeEachOthersChanges() {
    let uno = Store(initialState: Marcador.State()) { Marcador() }
    let otro = Store(initialState: Marcador.State()) { Marcador() }
    uno.send(.anotar)
    #expect(otro.puntos == 1)
    #expect(otro.jugadas == 0)
  }

  @Test func aStoreObserverHearsASharedChangeMadeOutsideAnySend() {
    let store = Store(initialState: Marcador.State()) { Marcador() }
    let oido = LockIsolated(false)
    withObservationTracking {
      _ = store.puntos
    } onChange: {
      oido.setValue(true)
    }
    // Another holder of the key, changing it without an action.
    @Shared(.inMemory("puntos")) var puntos = 0
    $puntos.withLock { $0 = 5 }
    #expect(oido.value)
    #expect(store.puntos == 5)
  }
}
