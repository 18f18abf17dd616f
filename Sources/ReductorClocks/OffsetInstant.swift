/// An instant of a clock that counts from an origin of its own: ``TestClock/Instant``,
/// ``ImmediateClock/Instant`` and ``AnyClock/Instant`` are this type, one per clock (`Origin`
/// keeps them apart, so an instant of one clock is not an instant of another).
@_documentation(visibility: private)
public struct _OffsetInstant<Duration: DurationProtocol & Hashable, Origin>: InstantProtocol {
  /// The time since the clock's origin.
  public var offset: Duration

  /// The instant `offset` after the origin.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The time from this instant to `other`.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
