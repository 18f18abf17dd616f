import ReductorConcurrencyExtras
import ReductorDependencies

/// The dependencies a reproduction test runs with: a ``SessionRecorder`` replays the session
/// with them, and writes them into the test as they were written. Made by the `#dependencies`
/// macro, which keeps both from one closure:
///
/// ```swift
/// let recorder = SessionRecorder(dependencies: #dependencies {
///   $0.uuid = .incrementing
///   $0.continuousClock = ImmediateClock()
/// })
/// ```
///
/// A dependency the session read that is not set here is written in the test as a
/// placeholder (`$0.api = <#APIClient#>`), and the test is then written from the recording,
/// without a replay.
public struct SessionDependencies: Sendable {
  let update: @Sendable (inout DependencyValues) -> Void
  /// The closure as written, braces included.
  let source: String
  /// The dependencies the closure sets: key paths of `DependencyValues`, or key types'
  /// `ObjectIdentifier`s.
  let keys: Set<AnyHashableSendable>

  /// No dependencies: every dependency a session reads is a placeholder in the test.
  public init() {
    self.update = { _ in }
    self.source = "{ _ in }"
    self.keys = []
  }

  /// What `#dependencies` expands to: the closure, its source, and the dependencies it sets.
  @_documentation(visibility: private)
  public init(
    _source source: String,
    _keys keys: [AnyHashableSendable],
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.update = update
    self.source = source
    self.keys = Set(keys)
  }

  /// Whether the closure sets the dependency a `@Dependency` read.
  func sets(_ read: DependencyRead) -> Bool {
    keys.contains(read.key)
  }
}
