import ReductorClocks

/// The key of ``DependencyValues/continuousClock``.
private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: #"\.continuousClock"#) }
}

extension DependencyValues {
  /// A clock that keeps running while the device sleeps, for timers and delays measured in
  /// real time.
  ///
  /// Live: `ContinuousClock()`. Test: an ``UnimplementedClock`` that reports when slept on;
  /// override it with a ``TestClock`` to control time, or an ``ImmediateClock`` to skip waits.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}
