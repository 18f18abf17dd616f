import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// A collection of row stores read after it changed: a view that kept an old collection.

@MainActor
@Suite struct StaleRowStoreTests {
  func lista(filas: Int) -> StoreOf<Obs.Lista> {
    Store(
      initialState: Obs.Lista.State(
        filas: IdentifiedArray(uniqueElements: (0..<filas).map { Obs.Fila.State(id: $0) })
      )
    ) { Obs.Lista() }
  }

  @Test func aRemovedRowGivesAStoreThatDropsActions() {
    let store = lista(filas: 3)
    let filas = store.scope(state: \.filas, action: \.filas)
    store.send(.filas(.element(id: 1, action: .renombrar("uno"))))
    store.send(.quitar(1))
    let warnings = collectingRuntimeWarnings {
      let fila = filas[1]
      #expect(fila.state.id == 1)
      fila.send(.renombrar("otra vez"))
    }
    #expect(warnings.count == 2)
    #expect(
      warnings.first?.contains("position 1 (id 1) was read after the row was removed") == true)
    #expect(
      warnings.last?.contains("An action was sent to a store whose state has gone away") == true)
    #expect(store.filas.ids == [0, 2])
  }

  @Test func aPositionOutsideTheCollectionGivesAnInertStore() {
    let store = lista(filas: 2)
    let filas = store.scope(state: \.filas, action: \.filas)
    let warnings = collectingRuntimeWarnings {
      let fila = filas[5]
      #expect(fila.state.id == 1)
      fila.send(.renombrar("nadie"))
    }
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("Position 5 of a collection of 2 row stores was read") == true)
    #expect(store.filas.map(\.titulo) == store.filas.map { _ in Obs.Fila.State(id: 0).titulo })
  }

  @Test func aLiveRowIsItsUsualStore() {
    let store = lista(filas: 2)
    let filas = store.scope(state: \.filas, action: \.filas)
    let warnings = collectingRuntimeWarnings {
      #expect(filas[1] === store.scope(state: \.filas, action: \.filas)[id: 1])
    }
    #expect(warnings.isEmpty)
  }
}
