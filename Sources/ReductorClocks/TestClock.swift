import ReductorConcurrencyExtras
import ReductorIssueReporting

/// A clock whose time moves only when a test advances it.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.seconds = 1 }
/// ```
///
/// When ``advance(by:fileID:filePath:line:column:)`` returns, every sleeper whose deadline
/// passed has been resumed and given time to run to its next suspension point; sleepers are
/// woken one at a time in deadline order (registration order among equal deadlines), so a
/// task that sleeps again within the advanced span wakes again. A sleep whose deadline has
/// already come (`.zero` included) waits for the next advance too.
///
/// No time passes on the clock between advances. Inside a `TestStore` test no real time is
/// spent either: the test store's effects run on an executor the clock drains. Tasks the clock
/// cannot follow (a plain `Store`'s effects) are given a short quiet period of real time to
/// reach their next suspension point.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock {
  /// An instant of a ``TestClock``: an offset from the clock's origin.
  public typealias Instant = _OffsetInstant<Duration, TestClock>

  private typealias Waiter = CheckedContinuation<Void, any Error>
  /// Sleepers' tasks are told apart by the hash of their `UnsafeCurrentTask`.
  private typealias StateMachine = TestClockStateMachine<Instant, Waiter, Int>

  private let state: LockedValue<StateMachine>
  /// The schedulers of the sleepers whose tasks are effects of a store that has one (a
  /// `TestStore`): waking such a sleeper runs its task there to its next suspension, with no
  /// wait on real time.
  private let schedulers = LockedValue(Schedulers())
  /// How many times the clock waited on real time for tasks it cannot follow (see
  /// ``quietPeriodWaitCount``).
  private let quietWaits = LockedValue(0)

  private struct Schedulers {
    /// The scheduler of each pending or woken sleeper that has one.
    var bySleeper: [StateMachine.SleeperID: any _SleeperScheduler] = [:]
    /// Every scheduler a sleeper has had.
    var seen: [ObjectIdentifier: any _SleeperScheduler] = [:]
    /// Whether a sleeper without a scheduler (a `Store`'s effect, a task of the test's own)
    /// ever slept on the clock.
    var sawSleeperWithoutScheduler = false

    /// Whether every sleeper so far ran under a scheduler, and there was at least one: then
    /// the clock follows every task it wakes and waits on no real time.
    var everySleeperIsScheduled: Bool { !seen.isEmpty && !sawSleeperWithoutScheduler }

    mutating func record(_ scheduler: (any _SleeperScheduler)?, for id: StateMachine.SleeperID) {
      guard let scheduler else {
        sawSleeperWithoutScheduler = true
        return
      }
      bySleeper[id] = scheduler
      seen[ObjectIdentifier(scheduler)] = scheduler
    }
  }

  /// A clock that starts at `now` and stands still until advanced.
  public init(now: Instant) {
    self.state = LockedValue(StateMachine(now: now))
  }

  /// The clock's current instant; it changes only when the clock is advanced.
  public var now: Instant { state.withValue { $0.now } }

  /// The smallest step the clock measures: zero, as its time is exact.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline` or past it, or until the task is
  /// cancelled (then throws `CancellationError` at once).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withValue { $0.makeSleeperID() }
    let owner = withUnsafeCurrentTask { $0?.hashValue }
    let scheduler = _SleeperScheduling.current()
    schedulers.withValue { $0.record(scheduler, for: id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let action = state.withValue {
          $0.sleep(id: id, until: deadline, owner: owner, waiter: continuation)
        }
        switch action {
        case .cancel(let waiter):
          schedulers.withValue { _ = $0.bySleeper.removeValue(forKey: id) }
          waiter.resume(throwing: CancellationError())
        case .suspend: break
        }
      }
      state.withValue { $0.didResume(id: id) }
    } onCancel: {
      schedulers.withValue { _ = $0.bySleeper.removeValue(forKey: id) }
      state.withValue { $0.cancel(id: id) }?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking each sleeper whose deadline passes, in order.
  ///
  /// - Parameters:
  ///   - duration: How far to advance; defaults to zero, which wakes sleepers that are due now.
  ///   - fileID, filePath, line, column: Where a warning about a negative duration points.
  public func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Moves time forward to `deadline`, waking each sleeper whose deadline passes, in order.
  ///
  /// - Parameters:
  ///   - deadline: The instant to advance to; it must not be before ``now``.
  ///   - fileID, filePath, line, column: Where a warning about going backwards points.
  public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await letNewTasksStart()
    let now = self.now
    guard now <= deadline else {
      reportRuntimeWarning(
        """
        A TestClock cannot move backwards: it is at \(now.offset) and was asked to advance \
        to \(deadline.offset). Pass a non-negative duration to `advance(by:)`, or a later \
        instant to `advance(to:)`.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    while let sleeper = state.withValue({ $0.advanceStep(to: deadline) }) {
      await wake(sleeper)
    }
  }

  /// Advances until no sleeper is waiting, waking each in deadline order.
  ///
  /// - Parameters:
  ///   - timeout: How much real time to allow before giving up; a task that sleeps in a loop
  ///     (a timer) never lets the clock run out, and is reported.
  ///   - fileID, filePath, line, column: Where a timeout warning points.
  public func run(
    timeout: Swift.Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let giveUp = ContinuousClock.now.advanced(by: timeout)
    await letNewTasksStart()
    while let sleeper = state.withValue({ $0.runStep() }) {
      await wake(sleeper)
      if ContinuousClock.now >= giveUp, state.withValue({ $0.pendingCount }) > 0 {
        reportRuntimeWarning(
          """
          A TestClock ran for \(timeout) of real time and sleepers were still waiting. A task \
          that sleeps in a loop (a timer) never lets the clock run out. Advance such clocks \
          with `advance(by:)` instead, or cancel the looping task before calling `run()`.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
    }
  }

  /// Lets tasks started just before an advance (such as an effect of the action just sent)
  /// reach their sleep.
  ///
  /// When every sleeper so far was an effect of a store with a scheduler (a `TestStore`),
  /// their schedulers run whatever is queued: a `TestStore` lets an action's effects run to
  /// their first suspension before `send` returns, so nothing else can be on its way. Otherwise
  /// (a `Store`'s effects, the test's own tasks), nothing says when a task started elsewhere
  /// reaches its sleep, so this yields until the set of sleepers stops changing for a quiet
  /// period of real time.
  private func letNewTasksStart() async {
    let (everySleeperIsScheduled, seen) = schedulers.withValue {
      ($0.everySleeperIsScheduled, Array($0.seen.values))
    }
    if everySleeperIsScheduled {
      for scheduler in seen {
        await scheduler.run(until: { !scheduler.hasPendingJobs })
      }
      return
    }
    quietWaits.withValue { $0 += 1 }
    await TaskYielding.yieldUntilStable { self.state.withValue { $0.pendingCount } }
  }

  /// How many times this clock has waited on real time (a quiet period) for a task it could
  /// not follow: one that runs on no store scheduler, such as a `Store`'s effect. A clock
  /// that only `TestStore` effects sleep on never does, however many times it is advanced.
  ///
  /// For this package's tests, which check that no real time is spent: behind SPI, not part of
  /// the clock's API.
  @_spi(Internals) public var quietPeriodWaitCount: Int { quietWaits.withValue { $0 } }

  /// Resumes a woken sleeper and lets its task run to its next suspension point.
  ///
  /// A `TestStore` effect runs on the store's scheduler, which runs its jobs until it sleeps
  /// on this clock again or nothing more is queued: no real time passes. For other tasks, two
  /// waits, both without real sleeps. First until the task runs again (it may wait for a
  /// thread or for its actor), which it reports. Then until it sleeps on this clock again, as a
  /// timer does. Nothing signals other suspension points, so that wait ends after a quiet
  /// period: longer when the machine is slow to schedule the task, and much longer for a task
  /// that slept again after earlier wakes, so that a loop descheduled on a busy machine does
  /// not miss the rest of the advance.
  private func wake(_ sleeper: (id: StateMachine.SleeperID, waiter: Waiter)) async {
    if let scheduler = schedulers.withValue({ $0.bySleeper.removeValue(forKey: sleeper.id) }) {
      sleeper.waiter.resume()
      await scheduler.run(until: {
        self.state.withValue { $0.wakeProgress(id: sleeper.id) } == .sleepingAgain
      })
      state.withValue { $0.forgetWoken(id: sleeper.id) }
      return
    }
    let resumed = ContinuousClock.now
    sleeper.waiter.resume()
    // A sleeper on the main actor runs as soon as the main actor yields, in queue order (and
    // runs until it suspends again): while it has not started, give it those turns, so such
    // sleepers are woken deterministically. Sleepers elsewhere start on their own.
    let progress: @Sendable () -> StateMachine.WakeProgress? = {
      self.state.withValue { $0.wakeProgress(id: sleeper.id) }
    }
    let sleptAgain = await Self.yieldMainActor(progress: progress)
    if sleptAgain {
      state.withValue { $0.forgetWoken(id: sleeper.id) }
      return
    }
    quietWaits.withValue { $0 += 1 }
    await TaskYielding.yield(until: .seconds(1)) {
      self.state.withValue { $0.wakeProgress(id: sleeper.id) } != .resuming
    }
    let schedulingDelay = ContinuousClock.now - resumed
    let isRepeatSleeper = state.withValue { $0.isRepeatSleeper(id: sleeper.id) }
    await TaskYielding.yield(
      untilSettled: { self.state.withValue { $0.wakeProgress(id: sleeper.id) } == .sleepingAgain },
      quietPeriod: isRepeatSleeper
        ? TaskYielding.repeatSleeperPatience
        : max(TaskYielding.quietPeriod, schedulingDelay * 4)
    )
    state.withValue { $0.forgetWoken(id: sleeper.id) }
  }

  /// The number of sleepers waiting for the clock to advance.
  package var pendingSleeperCount: Int { state.withValue { $0.pendingCount } }

  /// Yields the main actor while a woken sleeper has not started running (a few turns at
  /// most); returns whether it has gone back to sleep.
  @MainActor
  private static func yieldMainActor(
    progress: @Sendable () -> StateMachine.WakeProgress?
  ) async -> Bool {
    for _ in 0..<8 {
      switch progress() {
      case .sleepingAgain: return true
      case .resuming: await Task.yield()
      default: return false
      }
    }
    return progress() == .sleepingAgain
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A clock measured in `Swift.Duration` that starts at zero.
  public convenience init() {
    self.init(now: Instant())
  }
}
