import Observation
import Reductor
import Testing

@MainActor
@Suite struct StoreObservationTests {
  @Test func changingAFieldNotifiesItsObserversOnly() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let nombre = observing { _ = store.nombre }
    let cuenta = observing { _ = store.cuenta }
    store.send(.fijarNombre("Ana"))
    #expect(nombre.fired)
    #expect(!cuenta.fired)
    #expect(store.nombre == "Ana")
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    let store = Store(initialState: Obs.Lista.State(nombre: "Ana")) { Obs.Lista() }
    let nombre = observing { _ = store.nombre }
    let todo = observing { _ = store.state }
    store.send(.fijarNombre("Ana"))
    store.send(.nada)
    #expect(!nombre.fired)
    #expect(!todo.fired)
  }

  @Test func readingTheWholeStateObservesEveryField() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let todo = observing { _ = store.state }
    store.send(.fijarCuenta(3))
    #expect(todo.fired)
  }

  @Test func anObserverIsToldOnceAndMustReadAgain() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let cuenta = observing { _ = store.cuenta }
    store.send(.fijarCuenta(1))
    store.send(.fijarCuenta(2))
    #expect(cuenta.timesFired == 1)
    let otraVez = observing { _ = store.cuenta }
    store.send(.fijarCuenta(3))
    #expect(otraVez.timesFired == 1)
  }

  // A read stays in the store's table after a change, and reading it again reads the value
  // again into the check it has: later changes are compared with what was read again, not with
  // what was first read, and changes made while nobody observed are not reported late.
  @Test func aReadAgainIsComparedWithTheValueReadAgain() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let primera = observing { _ = store.cuenta }
    store.send(.fijarCuenta(1))
    store.send(.fijarCuenta(5))  // nobody observes the field now
    #expect(primera.timesFired == 1)

    let segunda = observing { #expect(store.cuenta == 5) }
    store.send(.fijarCuenta(5))
    #expect(!segunda.fired)
    store.send(.fijarCuenta(0))  // the value first read, but not the one read again
    #expect(segunda.timesFired == 1)

    let filas = observing { _ = store.filas }
    store.send(.agregar(1))
    #expect(filas.timesFired == 1)
    let filasOtraVez = observing { #expect(store.filas.ids == [1]) }
    store.send(.nada)
    #expect(!filasOtraVez.fired)
    store.send(.quitar(1))
    #expect(filasOtraVez.timesFired == 1)

    let todo = observing { _ = store.state }
    store.send(.fijarNombre("Ana"))
    let todoOtraVez = observing { _ = store.state }
    store.send(.fijarNombre("Ana"))
    #expect(todo.timesFired == 1)
    #expect(!todoOtraVez.fired)
    store.send(.fijarNombre("Beto"))
    #expect(todoOtraVez.timesFired == 1)
  }

  @Test func anObserverThatSendsWhileNotifiedSeesTheLaterChangeToo() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let nombre = Tripwire()
    withObservationTracking {
      _ = store.cuenta
    } onChange: {
      MainActor.assumeIsolated {
        withObservationTracking {
          _ = store.nombre
        } onChange: {
          nombre.trip()
        }
        store.send(.fijarNombre("Beto"))
      }
    }
    store.send(.fijarCuenta(1))
    #expect(nombre.fired)
    #expect(store.nombre == "Beto")
  }

  @Test func effectsThatSendActionsNotify() async {
    let store = Store(initialState: Obs.Lista.State()) {
      Reduce<Obs.Lista.State, Obs.Lista.Action> { state, action in
        switch action {
        case .nada: return .run { send in await send(.fijarCuenta(7)) }
        case let .fijarCuenta(cuenta): state.cuenta = cuenta
        default: break
        }
        return .none
      }
    }
    let cuenta = observing { _ = store.cuenta }
    await store.send(.nada).finish()
    #expect(cuenta.fired)
    #expect(store.cuenta == 7)
  }
}
