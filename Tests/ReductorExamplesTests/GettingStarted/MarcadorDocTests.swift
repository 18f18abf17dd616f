import Reductor
import Testing

// The test Reductor.docc/SharedState.md shows, compiled (checked by DocExamplesTests).
@testable import GettingStarted

@MainActor
@Test func aSharedChangeIsAssertedInTheStep() async {
  // docs:shared-test
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotar) {
    $0.$puntos.withLock { $0 = 1 }
    $0.jugadas = 1
  }
  // docs:end
}
