import ReductorConcurrencyExtras
import ReductorIssueReporting

/// Replays a session's actions in a `TestStore`, for a reproduction test: what each step did
/// there, which is what the test asserts.
protocol SessionReplayer: Sendable {
  /// Sends `inputs` (actions of the recorded feature) in turn to a test store that starts at
  /// `initialState` with `dependencies`, letting effects run after each, and returns each
  /// step: every action sent, and every action effects sent back, where the store received it.
  /// Effects that keep sending actions after `receivedLimit` of them arrived after one step
  /// are cancelled (a ticker on an immediate clock never stops), and the replay says so.
  @MainActor
  func replay(
    initialState: Any, inputs: [Any], dependencies: SessionDependencies, receivedLimit: Int
  ) async -> SessionReplay

  /// Whether two states of the feature are equal.
  func isEqual(_ lhs: Any, _ rhs: Any) -> Bool
}

/// What a replay did.
struct SessionReplay {
  struct Step {
    enum Kind { case send, receive }
    let kind: Kind
    let action: Any
    let before: Any
    let after: Any
    /// The runtime warnings raised while it ran, and the test store's failures.
    let warnings: [String]
  }

  var steps: [Step]
  /// Whether effects were still running when the last step settled.
  var effectsStillRunning: Bool
  /// Whether effects kept sending actions past the limit, and were cancelled.
  var wasCut = false
}

/// Replays in a `TestStore` of the recorded feature, not exhaustive, with its failures and the
/// warnings raised kept rather than reported: the replay is not a test of its own.
final class TestStoreReplayer<Base: Reducer>: SessionReplayer, @unchecked Sendable
where Base.State: Equatable {
  // Sendable: `base` is only read, on the main actor, to make a test store.
  let base: Base

  init(base: Base) {
    self.base = base
  }

  func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Base.State, let rhs = rhs as? Base.State else { return false }
    return lhs == rhs
  }

  @MainActor
  func replay(
    initialState: Any, inputs: [Any], dependencies: SessionDependencies, receivedLimit: Int
  ) async -> SessionReplay {
    guard let initialState = initialState as? Base.State else {
      return SessionReplay(steps: [], effectsStillRunning: false)
    }
    let base = self.base
    let store = TestStore(initialState: initialState) {
      base
    } withDependencies: {
      dependencies.update(&$0)
    }
    store.exhaustivity = .off(showSkippedAssertions: false)
    store.replayFailures = []
    store.replayReceivedLimit = receivedLimit
    let warnings = LockIsolated<[String]>([])
    let handler = RuntimeWarnings.Handler { warning in
      warnings.withValue { $0.append(warning.message) }
      return true
    }
    var steps: [SessionReplay.Step] = []
    func takeWarnings() -> [String] {
      let taken = warnings.withValue { taken in
        defer { taken.removeAll() }
        return taken
      }
      let failures = store.replayFailures ?? []
      store.replayFailures = []
      return taken + failures
    }
    await RuntimeWarnings.$handler.withValue(handler) {
      for input in inputs {
        guard let action = input as? Base.Action else { continue }
        let before = store.runtime.state
        await store.send(action)
        let after = store.stateAfterDirectAction ?? store.runtime.state
        steps.append(
          .init(kind: .send, action: action, before: before, after: after, warnings: takeWarnings())
        )
        var previous = after
        for received in store.received {
          steps.append(
            .init(
              kind: .receive, action: received.action, before: previous, after: received.state,
              warnings: []))
          previous = received.state
        }
        store.received.removeAll()
        store.state = previous
        if store.replayWasCut { break }
      }
    }
    let stillRunning = !store.runtime.registry.inFlight.isEmpty
    store.runtime.registry.cancelAll()
    await RuntimeWarnings.$handler.withValue(handler) { await store.settle() }
    _ = takeWarnings()
    return SessionReplay(
      steps: steps, effectsStillRunning: stillRunning, wasCut: store.replayWasCut)
  }
}
