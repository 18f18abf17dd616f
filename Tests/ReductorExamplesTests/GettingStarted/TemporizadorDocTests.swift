import Reductor
import Testing

// Reductor.docc/Effects.md's test, compiled (checked by DocExamplesTests).
@testable import GettingStarted

// docs:temporizador-test
@MainActor
@Test func theTimerTicksOnTheTestClockUntilStopped() async {
  let clock = TestClock()
  let store = TestStore(initialState: Temporizador.State()) {
    Temporizador()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.empezarPulsado) {
    $0.enMarcha = true
  }
  await clock.advance(by: .seconds(1))
  await store.receive(.tic) {
    $0.segundos = 1
  }
  await clock.advance(by: .seconds(1))
  await store.receive(.tic) {
    $0.segundos = 2
  }
  await store.send(.pararPulsado) {
    $0.enMarcha = false
  }
}
// docs:end
