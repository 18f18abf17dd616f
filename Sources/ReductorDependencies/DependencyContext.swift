/// Which family of values unoverridden dependencies resolve to.
///
/// Each ``DependencyValues`` carries a context. A key that was not overridden with
/// ``withDependencies(_:operation:)`` resolves to its `liveValue`, `testValue` or `previewValue`
/// according to it. Read it as a dependency with `@Dependency(\.context) var context`.
public enum DependencyContext: Sendable, Hashable, CustomStringConvertible {
  /// The running app: keys resolve to ``DependencyKey/liveValue``.
  case live
  /// A test (`TestStore` installs it): keys resolve to ``TestDependencyKey/testValue``.
  case test
  /// A preview: keys resolve to ``TestDependencyKey/previewValue``.
  case preview

  /// The context's name, as written in code (`live`, `test`, `preview`).
  public var description: String {
    switch self {
    case .live: "live"
    case .test: "test"
    case .preview: "preview"
    }
  }
}
