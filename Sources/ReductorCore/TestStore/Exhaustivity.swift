/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change and every received action must be asserted, and every effect must
  /// finish by the end of the test.
  case on

  /// Tests assert only what they care about: state changes the assert closures leave out,
  /// actions never received and effects still running are not failures.
  ///
  /// - Parameter showSkippedAssertions: When `true`, what was skipped is printed, so you can see
  ///   what the test did not check.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive testing that prints nothing about what it skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
