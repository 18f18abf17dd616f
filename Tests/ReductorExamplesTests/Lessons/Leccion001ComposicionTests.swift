import Reductor
// The clock's count of real-time waits is for this package's tests only.
@_spi(Internals) import ReductorClocks
import Testing

// Lesson 001, "La C de Composable: componer reducers": one test per behaviour the lesson states,
// run against the lesson's samples in `Leccion001Composicion`.
@testable import Leccion001Composicion

@MainActor
@Suite struct Leccion001ComposicionTests {
  // The test module has top-level features of its own with some of these names.
  typealias AppFeature = Leccion001Composicion.AppFeature
  typealias Contador = Leccion001Composicion.Contador
  typealias Lista = Leccion001Composicion.Lista
  typealias Fila = Leccion001Composicion.Fila

  // MARK: El reducer como valor, body como composición

  @Test func contadorIsAValueWhoseBodyReducesItsActions() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.incrementar) { $0.cuenta = 1 }
    await store.send(.incrementar) { $0.cuenta = 2 }
    await store.send(.decrementar) { $0.cuenta = 1 }
  }

  // MARK: Scope

  @Test func scopeRunsTheChildOnItsSliceOfTheParentsDomain() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.contador(.incrementar)) { $0.contador.cuenta = 1 }
    await store.send(.perfil(.nombreCambiado("Ana"))) { $0.perfil.nombre = "Ana" }
  }

  @Test func caseKeyPathsExistBecauseReducerMarksActionsCasePathable() {
    let embebida = (\AppFeature.Action.Cases.contador)(.incrementar)
    #expect(embebida.is(\.contador.incrementar))
    #expect(embebida[case: \.perfil] == nil)
    #expect(
      AppFeature.Action.perfil(.nombreCambiado("Ana"))[case: \.perfil.nombreCambiado] == "Ana")
  }

  @Test func bodyRunsTopToBottomSoTheFinalReduceSeesTheScopesChange() async {
    let store = TestStore(initialState: AppFeatureCoordinada.State()) { AppFeatureCoordinada() }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 1
      // The Reduce listed after the Scope saw the count the Scope had already changed.
      $0.cuentasVistas = [1]
    }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 2
      $0.cuentasVistas = [1, 2]
    }
  }

  @Test func contadorIgnoresItsContextSoItPlugsIntoAnyParent() async {
    // The same `Contador()` value, alone and inside two different parents, does the same thing.
    let solo = TestStore(initialState: Contador.State(cuenta: 5)) { Contador() }
    await solo.send(.decrementar) { $0.cuenta = 4 }

    let enApp = TestStore(
      initialState: AppFeature.State(contador: Contador.State(cuenta: 5))
    ) { AppFeature() }
    await enApp.send(.contador(.decrementar)) { $0.contador.cuenta = 4 }

    let enOtroPadre = TestStore(
      initialState: AppFeatureCoordinada.State(contador: Contador.State(cuenta: 5))
    ) { AppFeatureCoordinada() }
    await enOtroPadre.send(.contador(.decrementar)) {
      $0.contador.cuenta = 4
      $0.cuentasVistas = [4]
    }
  }

  // MARK: ifLet

  @Test func ifLetRunsTheChildWhileItsStateExists() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Presentador.State()) {
      Presentador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.abrirHijo) { $0.hijo = Hijo.State() }
    await store.send(.hijo(.presented(.empezar)))
    await reloj.advance(by: .seconds(1))
    await store.receive(\.hijo.tic) { $0.hijo?.segundos = 1 }
    await store.send(.cerrarHijo) { $0.hijo = nil }
    // The clock ran the woken timer on the test store's executor: no real time was waited.
    #expect(reloj.quietPeriodWaitCount == 0)
  }

  @Test func ifLetDoesNotRunTheChildWhenItsStateIsNil() async {
    let store = TestStore(initialState: Presentador.State()) { Presentador() }
    // With no child state, the child's action reaches no reducer: the store reports it, and the
    // state does not change.
    await withKnownIssue {
      await store.send(.hijo(.presented(.tic)))
    } matching: { issue in
      issue.description.contains("received a presentation action when destination state was absent")
    }
    #expect(store.state.hijo == nil)
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItsStateBecomesNil() async {
    let reloj = TestClock()
    let store = Store(initialState: Presentador.State()) {
      Presentador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    store.send(.abrirHijo)
    let temporizador = store.send(.hijo(.presented(.empezar)))
    await esperarDurmientes(reloj, 1)
    store.send(.cerrarHijo)
    // The timer sleeps on a clock nobody advances: it ends only because it was cancelled.
    await temporizador.finish()
    #expect(reloj.pendingSleeperCount == 0)
  }

  @Test func ifLetRunsTheChildFirstSoTheParentCanDismissItInResponse() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Presentador.State(hijo: Hijo.State(), limite: 2)) {
      Presentador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.hijo(.presented(.empezar)))
    await reloj.advance(by: .seconds(1))
    await store.receive(\.hijo.tic) { $0.hijo?.segundos = 1 }
    // The child counted to 2 first; the parent then saw 2, reached its limit and dismissed the
    // child. The test ends with no effect in flight: dismissing cancelled the child's timer.
    await reloj.advance(by: .seconds(1))
    await store.receive(\.hijo.tic) { $0.hijo = nil }
    #expect(reloj.quietPeriodWaitCount == 0)
  }

  // MARK: forEach

  @Test func forEachRunsTheRowReducerOnExactlyThatElement() async {
    let store = TestStore(
      initialState: Lista.State(filas: [Fila.State(id: 1), Fila.State(id: 2), Fila.State(id: 3)])
    ) { Lista() }
    await store.send(.filas(.element(id: 2, action: .marcar))) {
      $0.filas[id: 2]?.marcada = true
    }
  }

  @Test func forEachCancelsARemovedRowsEffectsAndOnlyThose() async {
    let reloj = TestClock()
    let store = Store(
      initialState: Lista.State(filas: [Fila.State(id: 1), Fila.State(id: 2)])
    ) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    let primera = store.send(.filas(.element(id: 1, action: .empezar)))
    let segunda = store.send(.filas(.element(id: 2, action: .empezar)))
    await esperarDurmientes(reloj, 2)
    store.send(.quitarFila(id: 2))
    // Nothing advances the clock: the removed row's timer ends only because it was cancelled,
    // and the other row's timer is still asleep.
    await segunda.finish()
    #expect(reloj.pendingSleeperCount == 1)
    #expect(store.state.filas.ids == [1])
    primera.cancel()
    await primera.finish()
  }

  @Test func forEachKeepsRunningTheRemainingRowsEffects() async {
    let reloj = TestClock()
    let store = TestStore(
      initialState: Lista.State(filas: [Fila.State(id: 1), Fila.State(id: 2)])
    ) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.filas(.element(id: 1, action: .empezar)))
    await store.send(.filas(.element(id: 2, action: .empezar)))
    await store.send(.quitarFila(id: 2)) { $0.filas.remove(id: 2) }
    // Only the remaining row ticks: the removed row's timer is gone.
    await reloj.advance(by: .seconds(1))
    await store.receive(\.filas[id: 1].tic) { $0.filas[id: 1]?.segundos = 1 }
    await store.send(.quitarFila(id: 1)) { $0.filas = [] }
    #expect(reloj.quietPeriodWaitCount == 0)
  }
}

/// Waits, yielding, until `cuantos` effects sleep on `reloj` (a plain `Store` runs effects on
/// the global executor, so they start a moment after `send`).
func esperarDurmientes(_ reloj: TestClock<Duration>, _ cuantos: Int) async {
  while reloj.pendingSleeperCount < cuantos {
    await Task.yield()
  }
}
