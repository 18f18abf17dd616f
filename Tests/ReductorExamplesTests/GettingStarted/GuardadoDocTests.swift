import Reductor
import Testing

// Reductor.docc/Effects.md's test, compiled (checked by DocExamplesTests).
@testable import GettingStarted

// docs:guardado-test
@MainActor
@Test func theSavingStepsArriveInTheOrderOfTheEffectTree() async {
  let clock = TestClock()
  let store = TestStore(initialState: Guardado.State()) {
    Guardado()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.guardarPulsado)
  // The concatenation's first step, then the merge's other `.send`.
  await store.receive(.anotar("guardando")) {
    $0.pasos = ["guardando"]
  }
  await store.receive(.anotar("botón desactivado")) {
    $0.pasos = ["guardando", "botón desactivado"]
  }
  await clock.advance(by: .seconds(1))
  await store.receive(.anotar("guardado")) {
    $0.pasos = ["guardando", "botón desactivado", "guardado"]
  }
}
// docs:end
