import Observation
import Reductor
import Testing

// The tests Reductor.docc/Observation.md shows, compiled (checked by DocExamplesTests).
@testable import GettingStarted

@MainActor
@Suite struct VisitasDocTests {
  // docs:observacion-test
  @Test func aReaderIsToldOfTheFieldItReadOnly() {
    let store = Store(initialState: Visitas.State()) { Visitas() }
    let avisado = LockIsolated(false)
    withObservationTracking {
      _ = store.visitas
    } onChange: {
      avisado.setValue(true)
    }
    store.send(.renombrar("Eva"))
    #expect(!avisado.value)  // `nombre` changed; nobody read it
    store.send(.visitar)
    #expect(avisado.value)
  }
  // docs:end

  @Test func theLabelFollowsTheStore() async {
    let store = Store(initialState: Visitas.State()) { Visitas() }
    let etiqueta = EtiquetaDeVisitas(store: store)
    #expect(etiqueta.texto == "0 visitas")
    store.send(.visitar)
    // The observation runs again in a later turn of the main actor.
    for _ in 0..<100 where etiqueta.texto != "1 visitas" { await Task.yield() }
    #expect(etiqueta.texto == "1 visitas")
    let veces = etiqueta.veces
    store.send(.renombrar("Eva"))
    for _ in 0..<100 { await Task.yield() }
    #expect(etiqueta.veces == veces)
  }
}
