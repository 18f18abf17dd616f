public import Foundation

/// Records a running feature's session: every action that reached the recorded reducer, the
/// levels of the feature tree it passed through, what each level changed of its own state,
/// the effects each started and how they ended, the dependencies each read and the runtime
/// warnings raised on the way.
///
/// Attach it with ``Reducer/recordSession(into:fileID:filePath:line:column:)``, then read the
/// session as a trace a person reads, as JSON lines for tools, or as a Swift Testing test that
/// reproduces it:
///
/// ```swift
/// let recorder = SessionRecorder(dependencies: #dependencies { $0.uuid = .incrementing })
/// let store = Store(initialState: App.State()) {
///   App().recordSession(into: recorder)
/// }
/// // … the app runs …
/// print(recorder.trace())
/// try await recorder.writeTest(named: "reproduce", to: URL(fileURLWithPath: "Reproduce.swift"))
/// ```
///
/// Nothing is required of the feature's types: values are kept as they are and described with
/// `customDump` when a trace is asked for. The recorder keeps the last `limit` actions, and the
/// state before the oldest one it keeps.
@MainActor
public final class SessionRecorder {
  /// What records; the reducers it is attached to hold it.
  nonisolated let engine: SessionEngine

  /// A recorder.
  ///
  /// - Parameters:
  ///   - limit: How many actions to keep; older ones are let go, with the effects only they
  ///     started.
  ///   - dependencies: The dependencies a reproduction test replays the session with and
  ///     writes, from `#dependencies { … }`; by default none.
  public nonisolated init(limit: Int = 10_000, dependencies: SessionDependencies = .init()) {
    engine = SessionEngine(limit: limit, dependencies: dependencies)
  }

  /// The session as text: one block an action, whose first line names the action and where it
  /// came from, then one line a level it passed through, indented by depth, naming the feature,
  /// how it was reached and what it did.
  ///
  /// ```
  /// [3] .destino(.presented(.detalle(.destino(.presented(.editar(.guardarPulsado)))))) — sent to the store
  ///   Inventario
  ///     Inventario.Destino (destino presented)
  ///       Detalle (case detalle)
  ///         Detalle.Destino (destino presented)
  ///           Editor (case editar): sent .delegate(.guardado(…))
  /// ```
  public func trace() -> String {
    SessionTrace(engine: engine).text()
  }

  /// The session as JSON lines for tools: one object a line, each with a `type` (`session`,
  /// `action`, `effect`) and the schema's `version`. The sessions article documents the schema.
  public func jsonLines() -> String {
    SessionTrace(engine: engine).jsonLines()
  }

  /// The Swift source of a Swift Testing test that reproduces the session of the recorded
  /// feature (whose `State` must be `Equatable`, as a `TestStore`'s): its test store, named
  /// `store`, starts from the recorded state, with the dependencies the recorder was given,
  /// and each action sent to the store is a `send`, each action an effect sent back a
  /// `receive` where the replay received it, each with the state it changed.
  ///
  /// It replays the actions in a `TestStore` to write what a test sees; where the replay
  /// differs from the live session (a live dependency gave other values, an effect's action
  /// arrived at another time), a comment at that step says what the live session had. A
  /// dependency the session read that the recorder was not given is a placeholder, and the
  /// test is then written from the recording without a replay; a value that cannot be written
  /// as Swift is a placeholder too (`<#Type#>`), which the compiler points at.
  ///
  /// - Parameter name: The test function's name.
  public func testSource(named name: String) async -> String {
    await SessionTestWriter(engine: engine, name: name).source()
  }

  /// Writes ``testSource(named:)`` to a file.
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - url: The file to write, replaced if it exists.
  public func writeTest(named name: String, to url: URL) async throws {
    try await testSource(named: name).write(to: url, atomically: true, encoding: .utf8)
  }
}
