import Caja
import Foundation
import Reductor
import Testing

// Shared state in a TestStore: changes to it are asserted like any other state. The markers
// are read by `check-fixture-output` (see SwiftTestingTrustTests.swift).

@MainActor @Test func sharedChangeAsserted() async {
  // expect-pass(sharedChangeAsserted())
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotar) {
    $0.$puntos.withLock { $0 = 1 }
    $0.jugadas = 1
  }
  await store.send(.anotar) {
    $0.$puntos.withLock { $0 = 2 }
    $0.jugadas = 2
  }
}

@MainActor @Test func sharedChangeByAnEffectAssertedInReceive() async {
  // expect-pass(sharedChangeByAnEffectAssertedInReceive())
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotarYAvisar)
  await store.receive(.anotado) {
    $0.$puntos.withLock { $0 = 10 }
  }
}

@MainActor @Test func sharedChangeNotAsserted() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotar) {  // expect-issue(sharedChangeNotAsserted()): +  puntos: 1
    $0.jugadas = 1
  }
}

@MainActor @Test func sharedChangeWithoutClosure() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotar)  // expect-issue(sharedChangeWithoutClosure()): State was not expected to change
}

@MainActor @Test func sharedChangeAssertedWrong() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotar) {  // expect-issue(sharedChangeAssertedWrong()): −  puntos: 2
    $0.$puntos.withLock { $0 = 2 }
    $0.jugadas = 1
  }
}

@MainActor @Test func sharedChangeThatDidNotHappen() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.nada) {  // expect-issue(sharedChangeThatDidNotHappen()): −  puntos: 5
    $0.$puntos.withLock { $0 = 5 }
  }
}

@MainActor @Test func sharedChangeByAnEffectNeverAsserted() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotarEnEfecto)
  await store.finish()  // expect-issue(sharedChangeByAnEffectNeverAsserted()): +10
}

@MainActor @Test func sharedChangeByAnEffectCaughtByTheNextStep() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotarEnEfecto)
  await store.finish()
  await store.send(.anotar) {  // expect-issue(sharedChangeByAnEffectCaughtByTheNextStep()): +  puntos: 11
    $0.$puntos.withLock { $0 = 1 }
    $0.jugadas = 1
  }
}

@Test func sharedValueSurvivesExit() throws {
  // expect-pass(sharedValueSurvivesExit())
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("persist-and-exit-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("notas.json")
  let binary = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent()
    .appendingPathComponent("persist-and-exit")
  let process = Process()
  process.executableURL = binary
  process.arguments = [file.path]
  try process.run()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  let notas = try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
  #expect(notas == ["primera", "antes de salir"])
}

@MainActor @Test func sharedChangesOfQueuedActionsAssertedInOrder() async {
  // expect-pass(sharedChangesOfQueuedActionsAssertedInOrder())
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotarDosVeces)
  await store.receive(.anotado) {
    $0.$puntos.withLock { $0 = 1 }
  }
  await store.receive(.anotado) {
    $0.$puntos.withLock { $0 = 2 }
  }
}

@MainActor @Test func sharedChangeOfALaterActionAssertedTooEarly() async {
  let store = TestStore(initialState: Marcador.State()) { Marcador() }
  await store.send(.anotarDosVeces)
  await store.receive(.anotado) {  // expect-issue(sharedChangeOfALaterActionAssertedTooEarly()): −  puntos: 2
    $0.$puntos.withLock { $0 = 2 }
  }
  // After a failed step the test goes on from what actually happened.
  await store.receive(.anotado) {
    $0.$puntos.withLock { $0 = 2 }
  }
}

/// Writes its shared count back to zero, whatever it was.
@Reducer
struct Reinicio {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("reinicio")) var count = 0
  }
  enum Action { case reset, nada }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .reset = action { state.$count.withLock { $0 = 0 } }
      return .none
    }
  }
}

@MainActor @Test func writingTheSameSharedValueIsAChange() async {
  // expect-pass(writingTheSameSharedValueIsAChange())
  let store = TestStore(initialState: Reinicio.State()) { Reinicio() }
  await store.send(.reset) {
    $0.$count.withLock { $0 = 0 }
  }
}

@MainActor @Test func assertingASharedWriteNobodyMade() async {
  let store = TestStore(initialState: Reinicio.State()) { Reinicio() }
  await store.send(.nada) {  // expect-issue(assertingASharedWriteNobodyMade()): Expected state to change, but no change occurred
    $0.$count.withLock { $0 = 0 }
  }
}
