public import Foundation

/// The key of ``DependencyValues/calendar``.
private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static let testValue = Calendar(identifier: .gregorian)
}

extension DependencyValues {
  /// The calendar. Live: the user's current one. Test: Gregorian, so tests give the same
  /// results on every machine.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}
