/// A clock that wraps any other clock with the same duration type, hiding its type.
///
/// ```swift
/// let clock = AnyClock(ContinuousClock())
/// try await clock.sleep(for: .seconds(1))
/// ```
///
/// Its instants are offsets from the moment it was created, measured on the wrapped clock.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, @unchecked Sendable {
  // Sendable: every stored property is immutable and made of `@Sendable` closures.

  /// An instant of an ``AnyClock``: the time since the clock was created.
  public typealias Instant = _OffsetInstant<Duration, AnyClock>

  private let nowOffset: @Sendable () -> Duration
  private let resolution: @Sendable () -> Duration
  private let sleepUntilOffset: @Sendable (Duration, Duration?) async throws -> Void

  /// Wraps `clock`.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    nowOffset = { start.duration(to: clock.now) }
    resolution = { clock.minimumResolution }
    sleepUntilOffset = { offset, tolerance in
      try await clock.sleep(until: start.advanced(by: offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's current instant, as an offset from this clock's creation.
  public var now: Instant { Instant(offset: nowOffset()) }

  /// The wrapped clock's minimum resolution.
  public var minimumResolution: Duration { resolution() }

  /// Sleeps on the wrapped clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntilOffset(deadline.offset, tolerance)
  }
}
