public import Foundation
import ReductorConcurrencyExtras
import ReductorDependencies

/// A value `UserDefaults` can hold, as `.appStorage` stores it.
///
/// Public, with its requirements, because the `.appStorage` initializers take it as a
/// constraint, which is how only the types defaults can hold are accepted; hidden from
/// documentation, as no type outside this module conforms to it.
@_documentation(visibility: private)
public protocol _AppStorageValue: Sendable {
  /// The value read from what defaults hold, or `nil` when it is another kind of value.
  @_documentation(visibility: private)
  static func _fromDefaults(_ object: Any) -> Self?
  /// What defaults store for the value.
  @_documentation(visibility: private)
  var _defaultsObject: Any { get }
}

extension Bool: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> Bool? {
    if let value = object as? Bool { return value }
    return (object as? NSNumber)?.boolValue
  }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension Int: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> Int? {
    if let value = object as? Int { return value }
    return (object as? NSNumber)?.intValue
  }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension Double: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> Double? {
    if let value = object as? Double { return value }
    return (object as? NSNumber)?.doubleValue
  }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension String: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> String? { object as? String }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension Data: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> Data? { object as? Data }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension Date: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> Date? { object as? Date }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { self }
}

extension URL: _AppStorageValue {
  @_documentation(visibility: private)
  public static func _fromDefaults(_ object: Any) -> URL? {
    if let url = object as? URL { return url }
    return (object as? String).flatMap(URL.init(string:))
  }
  @_documentation(visibility: private)
  public var _defaultsObject: Any { absoluteString }
}

/// Where `.appStorage` keys keep their values: `UserDefaults`, or, while a test runs with the
/// default, a dictionary of the test's own.
protocol _AppStorageBackend: AnyObject, Sendable {
  func object(forKey key: String) -> Any?
  func set(_ object: Any?, forKey key: String)
}

final class _UserDefaultsBackend: _AppStorageBackend, @unchecked Sendable {
  // Sendable: `UserDefaults` is thread-safe.
  let defaults: UserDefaults
  init(_ defaults: UserDefaults) { self.defaults = defaults }
  func object(forKey key: String) -> Any? { defaults.object(forKey: key) }
  func set(_ object: Any?, forKey key: String) { defaults.set(object, forKey: key) }
}

final class _InMemoryDefaults: _AppStorageBackend, @unchecked Sendable {
  // Sendable: `values` is locked; the values are property-list values, immutable.
  private let values = LockedValue<[String: UncheckedSendable<Any>]>([:])
  func object(forKey key: String) -> Any? { values.withValue { $0[key]?.value } }
  func set(_ object: Any?, forKey key: String) {
    values.withValue { $0[key] = object.map { UncheckedSendable($0) } }
  }
}

/// The `UserDefaults` the default dependency value is: it stands for `UserDefaults.standard`
/// in an app and for each test's own values in tests, and is never written itself.
// Unchecked: `UserDefaults` is thread-safe.
nonisolated(unsafe) let _defaultAppStorage = UserDefaults(suiteName: "Reductor.defaultAppStorage")!

/// Held unchecked: `UserDefaults` is thread-safe, but not declared `Sendable` on Linux.
private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(_defaultAppStorage) }
  static var testValue: UncheckedSendable<UserDefaults> { UncheckedSendable(_defaultAppStorage) }
}

extension DependencyValues {
  /// The defaults `.appStorage` keys use: `UserDefaults.standard` in an app; in tests, values
  /// of each test's own that are never written to disk. Set it to a `UserDefaults` to choose.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}

private let _perTestDefaults = _PerTestStorage { _InMemoryDefaults() }
private let _standardDefaults = _UserDefaultsBackend(.standard)

/// The storage `defaults` stands for now.
private func _appStorageBackend(for defaults: UserDefaults) -> (
  any _AppStorageBackend, ObjectIdentifier
) {
  guard defaults === _defaultAppStorage else {
    return (_UserDefaultsBackend(defaults), ObjectIdentifier(defaults))
  }
  guard let backend = _perTestDefaults.current else {
    return (_standardDefaults, ObjectIdentifier(UserDefaults.standard))
  }
  return (backend, ObjectIdentifier(backend))
}

/// A key for a value kept in `UserDefaults`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let backend: any _AppStorageBackend
  let storeID: ObjectIdentifier
  let read: @Sendable (Any) -> Value?
  let write: @Sendable (Value) -> Any?

  init(
    key: String, store: UserDefaults?,
    read: @escaping @Sendable (Any) -> Value?, write: @escaping @Sendable (Value) -> Any?
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    (backend, storeID) = _appStorageBackend(for: store ?? defaultStore)
    self.key = key
    self.read = read
    self.write = write
  }

  /// The key and its defaults.
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: storeID) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let object = backend.object(forKey: key), let value = read(object) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: value)
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    backend.set(write(value), forKey: key)
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// What identifies a value in defaults: its key and the defaults.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

extension SharedReaderKey {
  /// A key for a value kept in `UserDefaults` under `key`: a `Bool`, `Int`, `Double`,
  /// `String`, `URL`, `Data` or `Date`.
  ///
  /// ```swift
  /// @Shared(.appStorage("tieneSonido")) var tieneSonido = true
  /// ```
  public static func appStorage<Value: _AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key: key, store: store, read: Value._fromDefaults, write: { $0._defaultsObject })
  }

  /// A key for an optional value kept in `UserDefaults`: `nil` removes it.
  public static func appStorage<Wrapped: _AppStorageValue>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key: key, store: store, read: { Wrapped._fromDefaults($0) }, write: { $0?._defaultsObject }
    )
  }

  /// A key for a value kept in `UserDefaults` as its raw value (an `enum` of strings or ints).
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue: _AppStorageValue {
    AppStorageKey(
      key: key, store: store,
      read: { Value.RawValue._fromDefaults($0).flatMap(Value.init(rawValue:)) },
      write: { $0.rawValue._defaultsObject }
    )
  }

  /// A key for an optional value kept in `UserDefaults` as its raw value.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?>, Wrapped.RawValue: _AppStorageValue {
    AppStorageKey(
      key: key, store: store,
      read: { Wrapped.RawValue._fromDefaults($0).flatMap(Wrapped.init(rawValue:)) },
      write: { $0?.rawValue._defaultsObject }
    )
  }
}
