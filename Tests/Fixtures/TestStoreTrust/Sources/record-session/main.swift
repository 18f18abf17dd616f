import Foundation
import Reductor
import Sesiones

// Records two sessions as an app would, and writes the test that reproduces each:
//
//   record-session <folder>
//
// writes <folder>/ReproduceLista.swift, a session whose values can be written and whose
// dependencies the recorder was given (a test that compiles and passes), and
// <folder>/ReproduceNota.swift, a session with a value no test can write (a test that does
// not compile until a person fills the placeholder). `scripts/check-session-fixture.sh` builds
// and runs them.

@MainActor
func recordLista(to file: URL) async throws {
  // The test replays with these; the live session ran a minute later, so its dates differ
  // (the test says so in a comment, and passes).
  let recorder = SessionRecorder(
    dependencies: #dependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
    })
  let store = Store(initialState: Lista.State()) {
    Lista().recordSession(into: recorder)
  } withDependencies: {
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSinceReferenceDate: 60))
  }
  store.send(.agregarPulsado)
  store.send(.editor(.presented(.nombreCambiado("Lámpara"))))
  await store.send(.editor(.presented(.guardarPulsado))).finish()
  store.send(.filas(.element(id: UUID(0), action: .marcarPulsado)))
  try await recorder.writeTest(named: "reproduceLista", to: file)
  print(recorder.trace())
}

@MainActor
func recordNota(to file: URL) async throws {
  let recorder = SessionRecorder()
  let store = Store(initialState: Nota.State()) {
    Nota().recordSession(into: recorder)
  }
  store.send(.adjuntar("factura.pdf"))
  try await recorder.writeTest(named: "reproduceNota", to: file)
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")
try await recordLista(to: folder.appendingPathComponent("ReproduceLista.swift"))
try await recordNota(to: folder.appendingPathComponent("ReproduceNota.swift"))
