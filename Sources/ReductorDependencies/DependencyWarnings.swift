/// The runtime warnings the dependency system reports.
enum DependencyWarnings {
  /// A key without a custom `testValue` was read in the test context.
  static func noTestValue<Key: TestDependencyKey>(
    key: Key.Type, site: DependencyAccessSite, feature: String?
  ) -> String {
    let keyName = String(reflecting: key)
    return """
      \(reader(of: key, at: site)) has no test implementation, but was read from a test.

        Key:     \(keyName)
        Value:   \(String(reflecting: Key.Value.self))
        Feature: \(feature ?? "unknown (read outside a store)")

      A dependency has no test implementation: its key conforms to `DependencyKey` without \
      implementing `testValue`, so the test fell back to the live value, which may reach the \
      network, the disk or the real clock. To fix it, either:

        • override it for the test: `TestStore(initialState: …) { … } withDependencies: { \
      \(setter(of: key, at: site)) = … }`, or `withDependencies { \(setter(of: key, at: site)) \
      = … } operation: { … }`; or
        • implement `static let testValue` for `\(keyName)`, for example with endpoints that \
      call `unimplemented("…")`, so that any test reaching it without an override fails.
      """
  }

  /// A key with only a `TestDependencyKey` conformance was read in the live context.
  static func noLiveValue<Key: TestDependencyKey>(
    key: Key.Type, site: DependencyAccessSite, feature: String?
  ) -> String {
    let keyName = String(reflecting: key)
    return """
      \(reader(of: key, at: site)) has no live implementation, but was read from the live app.

        Key:     \(keyName)
        Value:   \(String(reflecting: Key.Value.self))
        Feature: \(feature ?? "unknown (read outside a store)")

      `\(keyName)` conforms to `TestDependencyKey` but not to `DependencyKey`, so its test value \
      was used instead. This usually means the module that implements it (often the app target) \
      does not add the live conformance, or is not linked. To fix it, add \
      `extension \(keyName): DependencyKey { static let liveValue = … }` there, or override it \
      with `withDependencies { \(setter(of: key, at: site)) = … }`.
      """
  }

  /// How the reader wrote the dependency: `@Dependency(\.api)`, or the key when unknown.
  private static func reader<Key>(of key: Key.Type, at site: DependencyAccessSite) -> String {
    "@Dependency(\(site.name ?? "\(String(reflecting: key)).self"))"
  }

  /// An assignment target for the dependency in a `withDependencies` closure.
  private static func setter<Key>(of key: Key.Type, at site: DependencyAccessSite) -> String {
    if let name = site.name, name.hasPrefix("\\.") {
      return "$0" + name.dropFirst()
    }
    return "$0[\(String(reflecting: key)).self]"
  }
}
