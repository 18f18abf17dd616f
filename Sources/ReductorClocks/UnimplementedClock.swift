import ReductorIssueReporting

/// A clock for dependencies that a test must override: sleeping on it reports
/// "Unimplemented", then waits until the task is cancelled.
///
/// It is the test value of `\.continuousClock` and `\.suspendingClock`, so a feature that
/// waits in a test that did not provide a ``TestClock`` or ``ImmediateClock`` fails with the
/// clock's name. Its ``now`` stands still.
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// An instant of the clock.
  public typealias Instant = TestClock<Duration>.Instant

  private let name: String
  private let base: TestClock<Duration>

  /// A clock named `name` in warnings, standing at `now`.
  public init(_ name: String = "Clock", now: Instant) {
    self.name = name
    self.base = TestClock(now: now)
  }

  /// The clock's instant, which never moves.
  public var now: Instant { base.now }

  /// The smallest step the clock measures: zero.
  public var minimumResolution: Duration { .zero }

  /// Reports that the clock is unimplemented, then suspends until the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportRuntimeWarning(
      """
      Unimplemented: '\(name).sleep'

      A clock was slept on in a test that did not override it. Give the test a `TestClock` to \
      control time (`$0.continuousClock = clock`, then `await clock.advance(by: …)`), or an \
      `ImmediateClock` to skip waits. This sleep waits until its task is cancelled.
      """
    )
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// The number of tasks sleeping on the clock.
  package var pendingSleeperCount: Int { base.pendingSleeperCount }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// A clock named `name` in warnings, measured in `Swift.Duration`.
  public init(_ name: String = "Clock") {
    self.init(name, now: Instant())
  }
}
