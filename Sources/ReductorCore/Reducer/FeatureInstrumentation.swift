import ReductorConcurrencyExtras

/// Wraps the runner of each feature prepared while it is installed: how a session recorder
/// sees the levels an action passes through (see `Reducer.recordSession(into:)`).
///
/// A feature is a reducer type of the user's (`@Reducer struct`s and `enum`s, or any
/// `Reducer` declared outside this library); the library's own reducers (`Reduce`, `Scope`,
/// the operators) are not levels. It is installed only while a recording reducer prepares the
/// reducer it records, so the runners it wraps belong to that tree alone: a store prepared
/// without it runs the runners it always ran.
package protocol FeatureInstrumentation: AnyObject, Sendable {
  /// `run`, wrapped to record what it does as a level of the feature `feature`.
  func instrument<State, Action>(
    feature: Any.Type, _ run: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action>
}

/// Where the installed ``FeatureInstrumentation`` is found while reducers are prepared.
package enum FeatureInstrumentations {
  /// The instrumentation, boxed: a task-local holding an optional existential of a class is
  /// stored through a box of its own anyway, and this keeps its layout one word.
  struct Installed: Sendable {
    let instrumentation: any FeatureInstrumentation
  }

  @TaskLocal static var current: Installed?

  /// How many installations are in progress in the process: preparation reads the
  /// task-local only while some are, so that preparing a reducer elsewhere costs one load.
  static let installations = AtomicWord()

  /// Runs `body` with `instrumentation` installed for the reducers it prepares.
  package static func with<Result>(
    _ instrumentation: any FeatureInstrumentation, _ body: () throws -> Result
  ) rethrows -> Result {
    installations.add(1)
    defer { installations.add(-1) }
    return try $current.withValue(Installed(instrumentation: instrumentation), operation: body)
  }

  /// `run` of the reducer type `R`, wrapped by the installed instrumentation when `R` is a
  /// feature and one is installed.
  static func instrumented<R: Reducer>(
    _ type: R.Type, _ run: @escaping (inout R.State, R.Action) -> Effect<R.Action>
  ) -> (inout R.State, R.Action) -> Effect<R.Action> {
    guard installations.load() != 0, let installed = current, isFeature(R.self) else {
      return run
    }
    return installed.instrumentation.instrument(feature: R.self, run)
  }

  /// The modules whose reducers are the library's, not features.
  private static let libraryModules: Set<Substring> = ["ReductorCore", "Reductor", "Swift"]

  /// Whether `type` is declared outside this library.
  static func isFeature(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    let module = name.prefix { $0 != "." }
    return !libraryModules.contains(module)
  }
}
