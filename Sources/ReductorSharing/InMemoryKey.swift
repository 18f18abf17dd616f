import ReductorConcurrencyExtras
import ReductorDependencies

/// The values `.inMemory` keys keep: shared by every key with the same name and storage, for
/// as long as the process runs.
///
/// Tests and previews start from empty storage: while a test runs, the default storage
/// (``DependencyValues/defaultInMemoryStorage``) keeps each Swift Testing test's values apart.
/// Set the dependency to an `InMemoryStorage()` of your own to choose.
public final class InMemoryStorage: Hashable, Sendable {
  private let values = LockedValue<[String: any Sendable]>([:])
  /// Whether this is the default storage, which stands for a storage of each test's own while
  /// a test runs.
  private let isDefault: Bool

  /// Empty storage.
  public convenience init() {
    self.init(isDefault: false)
  }

  private init(isDefault: Bool) {
    self.isDefault = isDefault
  }

  /// The storage the default dependency value stands for.
  static let `default` = InMemoryStorage(isDefault: true)

  /// The storage of each test that used the default one, by test.
  private static let perTest = _PerTestStorage { InMemoryStorage() }

  /// The storage this one stands for now: for the default, the running test's own.
  func resolved() -> InMemoryStorage {
    guard isDefault else { return self }
    return Self.perTest.current ?? self
  }

  func value<Value>(forKey key: String, as _: Value.Type) -> Value? {
    values.withValue { $0[key] as? Value }
  }

  func setValue(_ value: some Sendable, forKey key: String) {
    values.withValue { $0[key] = value }
  }

  /// Whether the two are the same storage.
  public static func == (lhs: InMemoryStorage, rhs: InMemoryStorage) -> Bool { lhs === rhs }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { .default }
  static var testValue: InMemoryStorage { .default }
}

extension DependencyValues {
  /// The storage `.inMemory` keys use. By default each test has its own.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}

/// A key for a value kept in memory, shared by every `@Shared(.inMemory(name))` of the same
/// name: gone when the process ends.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage.resolved()
  }

  /// The name and the storage.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: storage) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = storage.value(forKey: key, as: Value.self) {
      continuation.resume(returning: value)
    } else {
      if let initialValue = context.initialValue { storage.setValue(initialValue, forKey: key) }
      continuation.resumeReturningInitialValue()
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// What identifies an in-memory value: its name and storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

extension SharedReaderKey {
  /// A key for a value kept in memory under `key`, shared by every property with that name.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}
