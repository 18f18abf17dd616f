import ReductorClocks

/// The key of ``DependencyValues/suspendingClock``.
private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: #"\.suspendingClock"#) }
}

extension DependencyValues {
  /// A clock that stops while the device sleeps, for measuring work.
  ///
  /// Live: `SuspendingClock()`. Test: an ``UnimplementedClock`` that reports when slept on;
  /// override it with a ``TestClock`` or an ``ImmediateClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}
