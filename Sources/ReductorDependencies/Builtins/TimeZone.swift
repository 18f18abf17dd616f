public import Foundation

/// The key of ``DependencyValues/timeZone``.
private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static let testValue = TimeZone(secondsFromGMT: 0)!  // Zero is a valid offset.
}

extension DependencyValues {
  /// The time zone. Live: the user's current one. Test: GMT, so dates print the same on
  /// every machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
