import ReductorConcurrencyExtras

/// A key for a dependency that only needs values for tests and previews.
///
/// Declare one when the live implementation lives in another module (an interface module
/// declares the key and its `testValue`; the app module adds the `DependencyKey` conformance
/// with the `liveValue`), or for dependencies that have no meaningful live value.
///
/// ```swift
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient(search: { _ in [] })
/// }
/// ```
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value. Defaults to the key type itself, so a client type can
  /// be its own key.
  associatedtype Value: Sendable = Self

  /// The value used when the key is read in the ``DependencyContext/test`` context and was not
  /// overridden.
  static var testValue: Value { get }

  /// The value used when the key is read in the ``DependencyContext/preview`` context and was
  /// not overridden. Defaults to ``DependencyKey/liveValue`` for a ``DependencyKey``, to
  /// ``testValue`` otherwise.
  static var previewValue: Value { get }
}

/// A key for a dependency: names its type and gives its live, test and preview values.
///
/// ```swift
/// struct APIClient: Sendable { var search: @Sendable (String) async throws -> [Result] }
///
/// extension APIClient: DependencyKey {
///   static let liveValue = APIClient(search: { try await URLSession.shared.search($0) })
///   static let testValue = APIClient(search: { _ in unimplemented("APIClient.search") })
/// }
///
/// extension DependencyValues {
///   var api: APIClient {
///     get { self[APIClient.self] }
///     set { self[APIClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key that does not implement `testValue` falls back to `liveValue` in tests, and reading it
/// from a test reports a runtime warning (a test failure under `TestStore`) that names it.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value: the key type itself by default, or the type of
  /// ``liveValue`` when a key declares only that
  /// (`static let liveValue: @Sendable () -> URL = { … }`).
  ///
  /// Repeated from ``TestDependencyKey`` with the requirements below: without them in this
  /// protocol, Swift infers `Value` only from `testValue`, so a key that gives only a
  /// `liveValue` would not conform.
  associatedtype Value = Self

  /// The value used when the app runs. Computed once per process, on first use.
  static var liveValue: Value { get }

  /// The value used in previews; ``liveValue`` unless the key gives one.
  static var previewValue: Value { get }

  /// The value used in tests; ``liveValue`` (reported when read) unless the key gives one.
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// By default, previews use the test value.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// By default, previews use the live value.
  public static var previewValue: Value { liveValue }

  /// By default, tests fall back to the live value, and ``DependencyValues`` reports that the
  /// key has no test implementation when it is read from a test.
  public static var testValue: Value {
    TestValueFallback.record(Self.self)
    return liveValue
  }
}

/// How ``DependencyValues`` learns that a key fell back to the default ``DependencyKey/testValue``.
///
/// Swift cannot ask which witness implements a requirement, so the default `testValue` itself
/// records its key in the recorder installed around the read. Keys are compared by identity, so
/// a custom `testValue` that reads another key's default one does not mark its own key.
enum TestValueFallback {
  @TaskLocal private static var recorder: LockedValue<Set<ObjectIdentifier>>?

  static func record<Key>(_ key: Key.Type) {
    recorder?.withValue { _ = $0.insert(ObjectIdentifier(key)) }
  }

  /// Reads `Key.testValue` and tells whether it came from the default implementation.
  static func testValue<Key: TestDependencyKey>(of key: Key.Type) -> (
    value: Key.Value, isFallback: Bool
  ) {
    let recorder = LockedValue(Set<ObjectIdentifier>())
    let value = $recorder.withValue(recorder) { Key.testValue }
    return (value, recorder.current.contains(ObjectIdentifier(key)))
  }
}
