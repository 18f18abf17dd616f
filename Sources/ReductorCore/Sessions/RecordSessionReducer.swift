extension Reducer {
  /// Records every action that reaches this reducer into `recorder`, with what each level of the
  /// feature tree did with it: read as a trace, as JSON, or written as a test that reproduces
  /// the session.
  ///
  /// ```swift
  /// let recorder = SessionRecorder()
  /// let store = Store(initialState: App.State()) {
  ///   App().recordSession(into: recorder)
  /// }
  /// // … the app runs …
  /// print(recorder.trace())
  /// ```
  ///
  /// Applied to a child's reducer, it records that child's session. Recording is opt-in and
  /// costs only where it is applied: the store it is applied in runs instrumented code, every
  /// other store runs the code it always ran. Keep it to debug builds:
  ///
  /// ```swift
  /// #if DEBUG
  ///   App().recordSession(into: recorder)
  /// #else
  ///   App()
  /// #endif
  /// ```
  ///
  /// - Parameters:
  ///   - recorder: Where the session is recorded. A recorder records one store; given to a
  ///     second, it records both and warns.
  ///   - fileID, filePath, line, column: Where its warnings point.
  public func recordSession(
    into recorder: SessionRecorder,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _SessionRecordingReducer(
      base: self, engine: recorder.engine,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `recordSession(into:)` returns: prepares its base with the recorder's
/// instrumentation installed, so that the base's features are recorded as levels, and records
/// each action it runs.
struct _SessionRecordingReducer<Base: Reducer>: Reducer {
  let base: Base
  let engine: SessionEngine
  let location: _OperatorLocation

  /// A direct call runs the base unrecorded: only a store's preparation records.
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }

  /// Each preparation is a store: the base is prepared instrumented, once, for it.
  func _runner() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    let engine = self.engine
    let prepared = FeatureInstrumentations.with(engine.instrumentation) {
      _PreparedReducer(base)
    }
    let replayer = (ReplayWitness<Base>.self as? any ReplayerMaking.Type)?.replayer(for: base)
    let store = engine.addStore(feature: Base.self, replayer: replayer, location: location)
    return { state, action in
      engine.record(action, state: &state, store: store) { prepared.run(&$0, action) }
    }
  }
}

/// Makes a replayer for a feature whose state is `Equatable` (a `TestStore` needs it), found by
/// a conditional conformance, since the recording reducer does not require it.
enum ReplayWitness<Base: Reducer> {}

protocol ReplayerMaking {
  static func replayer(for base: Any) -> any SessionReplayer
}

extension ReplayWitness: ReplayerMaking where Base.State: Equatable {
  static func replayer(for base: Any) -> any SessionReplayer {
    TestStoreReplayer(base: base as! Base)
  }
}
