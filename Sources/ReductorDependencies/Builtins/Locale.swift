public import Foundation

/// The key of ``DependencyValues/locale``.
private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static let testValue = Locale(identifier: "en_US_POSIX")
}

extension DependencyValues {
  /// The locale. Live: the user's current one. Test: `en_US_POSIX`, so formatting is the same
  /// on every machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}
