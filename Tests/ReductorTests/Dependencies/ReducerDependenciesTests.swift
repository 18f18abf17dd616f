import Foundation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// A store binds its dependencies for the synchronous call of its reducer in a thread-local
// slot instead of a task-local; these pin down what a reducer sees.

private struct Numero: TestDependencyKey, Sendable {
  var valor: Int
  static let testValue = Numero(valor: 0)
}

extension DependencyValues {
  fileprivate var numero: Numero {
    get { self[Numero.self] }
    set { self[Numero.self] = newValue }
  }
}

/// Records what its reducer reads: directly, inside `withDependencies`, after it, on another
/// thread, and from an inner store it sends to.
@Reducer
private struct Lector {
  struct State: Equatable {
    var leido: [String: Int] = [:]
  }
  enum Action {
    case leer
    case leerEnOtroHilo
    case enviarA(StoreOf<Lector>)
  }
  @Dependency(\.numero) var numero

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .leer:
      state.leido["antes"] = numero.valor
      state.leido["dentro"] = withDependencies {
        $0.numero.valor += 100
      } operation: {
        numero.valor
      }
      state.leido["despues"] = numero.valor
    case .leerEnOtroHilo:
      // 1 when the other thread sees a reducer's values bound, 0 when it sees none.
      let visto = LockIsolated(-1)
      let hecho = DispatchSemaphore(value: 0)
      let hilo = Thread {
        visto.withValue { $0 = SynchronousDependencies.current == nil ? 0 : 1 }
        hecho.signal()
      }
      hilo.start()
      hecho.wait()
      state.leido["otroHilo"] = visto.value
      state.leido["esteHilo"] = SynchronousDependencies.current == nil ? 0 : 1
    case let .enviarA(otra):
      MainActor.assumeIsolated { _ = otra.send(.leer) }
      state.leido["trasEnviar"] = numero.valor
    }
    return .none
  }
}

@MainActor
@Suite struct ReducerDependenciesTests {
  private func store(_ valor: Int) -> StoreOf<Lector> {
    Store(initialState: Lector.State()) {
      Lector()
    } withDependencies: {
      $0 = .test()
      $0.numero = Numero(valor: valor)
    }
  }

  @Test func aReducerSeesItsStoresValuesAndItsOwnOverrides() {
    let store = store(7)
    store.send(.leer)
    #expect(store.leido == ["antes": 7, "dentro": 107, "despues": 7])
  }

  @Test func anotherStoreSentToFromAReducerSeesItsOwnValuesThenTheCallerItsOwn() {
    let afuera = store(1)
    let adentro = store(2)
    afuera.send(.enviarA(adentro))
    #expect(adentro.leido["antes"] == 2)
    #expect(afuera.leido["trasEnviar"] == 1)
  }

  @Test func anotherThreadDoesNotSeeTheReducersValues() {
    let store = store(5)
    store.send(.leerEnOtroHilo)
    #expect(store.leido == ["esteHilo": 1, "otroHilo": 0])
  }

  @Test func noValuesStayBoundAfterASend() {
    let store = store(9)
    store.send(.leer)
    #expect(SynchronousDependencies.current == nil)
    // Read outside any store, in a test: the test's own values, not the store's.
    let (numero, warnings) = capturingWarnings { DependencyValues._current.numero }
    #expect(numero.valor == 0)
    #expect(warnings.isEmpty)
  }
}
