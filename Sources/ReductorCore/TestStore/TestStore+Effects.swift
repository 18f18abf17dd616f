import ReductorIssueReporting

extension TestStore {
  /// Waits until every in-flight effect has finished; fails if some are still running after
  /// `timeout`.
  ///
  /// ```swift
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let timeout = timeout ?? self.timeout
    let finished = await waitUntil(timeout: timeout) { runtime.registry.foregroundCount == 0 }
    guard !finished else { return }
    let inFlight = runtime.registry.inFlightDescriptions
    fail(
      """
      Expected effects to finish, but \(inFlight.count) \
      \(inFlight.count == 1 ? "is" : "are") still running after \(timeout). Started by:

      \(inFlight.map { "  • " + $0 }.joined(separator: "\n"))
      """,
      at: location
    )
  }

  /// Treats every action received so far as asserted, taking the state they produced.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    if received.isEmpty {
      if strict {
        fail("There were no received actions to skip.", at: location)
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      note("Skipped receiving:\n\n\(describeReceived())")
    }
    state = received.last!.state
    received.removeAll()
  }

  /// Cancels every effect still running, so the test can end without waiting for them.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let inFlight = runtime.registry.inFlightDescriptions
    if inFlight.isEmpty {
      if strict {
        fail("There were no in-flight effects to skip.", at: location)
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      note("Skipped in-flight effects started by:\n\n\(inFlight.joined(separator: "\n"))")
    }
    runtime.registry.cancelAll()
    await settle()
  }

  /// Runs `body` with a different exhaustivity, restoring the current one afterwards.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    _ body: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await body()
  }

  /// Lets effects run until none can make progress without the test doing something.
  ///
  /// It returns at once when no effect task is running and none has a job queued (a step
  /// whose effects were all `.send`, `.none` or have ended); otherwise it yields the main
  /// queue until that holds, or until three turns pass in which no effect job was queued
  /// (effects waiting on something else, such as a clock). Each turn is a thread hand-off,
  /// the bulk of a step's cost.
  @usableFromInline
  func settle() async {
    if isSettled { return }
    var quietRounds = 0
    while quietRounds < 3 {
      let hadPendingJobs = executor.hasPendingJobs
      await Task.yield()
      if !executor.hasPendingJobs, runtime.registry.foregroundCount == 0 { return }
      quietRounds = hadPendingJobs ? 0 : quietRounds + 1
      if let limit = replayReceivedLimit, received.count > limit {
        // A replay whose effects never quiet down (a ticker on an immediate clock): cut.
        replayReceivedLimit = nil
        replayWasCut = true
        runtime.registry.cancelAll()
      }
    }
  }

  /// Whether no effect task is running and none has a job queued: nothing can happen by
  /// yielding. Steps check it before calling `settle()` (an async call costs a frame).
  @inlinable var isSettled: Bool {
    !executor.hasPendingJobs && runtime.registry.foregroundCount == 0
  }

  /// Lets effects run until `condition` holds or `timeout` passes.
  ///
  /// Effects progress, in order, each time this yields the main actor, so waiting is
  /// deterministic: the timeout matters only when something the test does not control (real
  /// I/O) is involved, or when the expected event never comes.
  ///
  /// - Parameter givingUpWhenSettled: Return at once, instead of waiting out the timeout, when
  ///   no effect is running and none has a job queued: then nothing can make `condition` hold
  ///   (what `receive` waits for can only come from an effect).
  @usableFromInline
  func waitUntil(
    timeout: Duration, givingUpWhenSettled: Bool = false, _ condition: () -> Bool
  ) async -> Bool {
    // Most steps find what they wait for already there: no need to read the clock.
    if condition() { return true }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if condition() { return true }
      if givingUpWhenSettled, isSettled { return false }
      await Task.yield()
      if condition() { return true }
      if clock.now >= deadline {
        await settle()
        return condition()
      }
    }
  }
}

/// The effects a `TestStore.send` started.
@MainActor
public struct TestStoreTask: Sendable {
  let group: EffectGroup?
  /// Keeps the test store alive while the task is.
  let store: AnyObject
  let location: StepLocation

  @usableFromInline
  init<State, Action>(
    group: EffectGroup?, store: TestStore<State, Action>, location: _OperatorLocation
  ) {
    self.group = group
    self.store = store
    self.location = location
  }

  /// Whether every effect the action started has ended.
  private var isFinished: Bool { (group?.runningCount ?? 0) == 0 }

  /// Lets the effects make progress: their jobs run on the main queue when the test yields it.
  private func drain() async {
    await Task.yield()
  }

  /// Waits for the action's effects to finish; fails the test if they are still running after
  /// `timeout` (one second when `nil`).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout ?? .seconds(1))
    while !isFinished {
      if clock.now >= deadline {
        recordTestFailure(
          "Expected the effects of this action to finish, but they are still running.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await drain()
    }
  }

  /// Cancels the action's effects.
  public func cancel() async {
    group?.cancel()
    await drain()
  }

  /// Whether the action's effects were cancelled.
  public var isCancelled: Bool { group?.isCancelled ?? false }
}
