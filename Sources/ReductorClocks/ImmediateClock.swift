import ReductorConcurrencyExtras

/// A clock whose sleeps return at once, moving its time forward to their deadline.
///
/// Use it when a test or preview should not wait for delays but does not care about the
/// intermediate states: `$0.continuousClock = ImmediateClock()`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock {
  /// An instant of an ``ImmediateClock``: an offset from the clock's origin.
  public typealias Instant = _OffsetInstant<Duration, ImmediateClock>

  private let current: LockedValue<Instant>

  /// A clock that starts at `now`.
  public init(now: Instant) {
    self.current = LockedValue(now)
  }

  /// The clock's current instant: the latest deadline slept until.
  public var now: Instant { current.current }

  /// The smallest step the clock measures: zero.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` (if later than now) and returns, after letting other tasks
  /// run once; throws `CancellationError` if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withValue { $0 = Swift.max($0, deadline) }
    await Task.yield()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// A clock measured in `Swift.Duration` that starts at zero.
  public convenience init() {
    self.init(now: Instant())
  }
}
