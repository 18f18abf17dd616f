import Observation
import ReductorCustomDump
import ReductorIdentifiedCollections

/// A value several features share, and that a key can persist: `@Shared(.inMemory("count"))`,
/// `@Shared(.fileStorage(url))`, or passed in from a parent (`Child.State(item: $item)`).
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // in the reducer:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// A `Shared` is a reference: every copy reads and changes one value, and every holder of the
/// same key shares it. Change it with `withLock`, from any task. Observers (views,
/// `observe { }`, `withObservationTracking`) hear of every change, whoever makes it. In a
/// `TestStore`, changes a step makes are asserted like any other state, in the step's closure
/// (`$0.$count.withLock { $0 = 1 }`).
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let reference: any _SharedMutableReference<Value>

  init(reference: any _SharedMutableReference<Value>) {
    self.reference = reference
  }

  /// A shared value that is not persisted, shared only with the copies made of it.
  public init(value: Value) {
    self.init(reference: _SharedRoot(value: value))
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now. Once the optional becomes `nil`,
  /// the unwrapped value reads the last value it had, and changes to it go nowhere.
  ///
  /// ```swift
  /// guard let item = Shared($items[id: id]) else { return }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let value = base.reference.read(_SharedContext.view) else { return nil }
    self.init(reference: _SharedUnwrapped(base: base.reference, initialValue: value))
  }

  /// Makes a property from a parent's shared value: `_item = Shared(projectedValue: item)`,
  /// what `@Shared var item: Item` initialized with `item: $item` uses.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value. Read it anywhere; change it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    reference.read(_SharedContext.view)
  }

  /// The shared value itself, to pass to another feature or to change.
  public var projectedValue: Shared<Value> {
    self
  }

  /// Changes the value with exclusive access to it, from any task.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let site = _SharedCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return try reference.withLock(at: site, operation)
  }

  /// A shared part of the value: `$settings.theme`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: _SharedProjection(base: reference, path: keyPath))
  }

  /// A read-only shared part of the value: `$items.count`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.root.isLoading }

  /// The error of the key's last load, if it failed.
  public var loadError: (any Error)? { reference.root.loadError }

  /// The error of the key's last save, if it failed.
  public var saveError: (any Error)? { reference.root.saveError }

  /// Loads the freshest value from the key.
  public func load() async throws {
    try await reference.root.load()
  }

  /// Saves the value through the key now, without waiting for coalesced writes.
  public func save() async throws {
    try await reference.root.save()
  }
}

extension Shared {
  /// The shared value of the element with the given id, `nil` while there is none:
  /// `Shared($syncUps[id: id])` unwraps it.
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>[id: id]]
  }
}

extension Shared {
  /// A value persisted by `key`, starting from `wrappedValue` when the key holds none:
  /// `@Shared(.inMemory("count")) var count = 0`.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = _SharedCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: _PersistentReferences.root(for: key, default: wrappedValue, at: site))
  }

  /// An optional value persisted by `key`, `nil` when the key holds none.
  @_disfavoredOverload
  public init<Wrapped>(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A value persisted by a key that has its default: `@Shared(.syncUps) var syncUps`.
  public init<Key: SharedKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: key.defaultValue(), key,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A value persisted by a key that has its default, with another default here.
  @_disfavoredOverload
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: wrappedValue(), key.base,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A value loaded from `key`, which must hold one: throws the key's error, or an error when
  /// it holds none.
  public init<Key: SharedKey<Value>>(require key: Key) async throws {
    let value: Value? = try await withCheckedThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(String(describing: key)) { continuation.resume(with: $0) }
      )
    }
    guard let value else { throw _SharedLoadError(key: String(describing: key)) }
    let site = _SharedCallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    self.init(reference: _PersistentReferences.root(for: key, default: { value }, at: site))
  }

  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError("unavailable")
  }
}

/// The error `init(require:)` throws when the key holds no value.
struct _SharedLoadError: Error, CustomStringConvertible {
  let key: String
  var description: String { "\(key) holds no value" }
}

extension Shared: @unchecked Sendable {}
// Sendable: a `Shared` is one immutable reference to an object that locks its value.

extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal. In a test store's assertion each side is the version
  /// of the value the assertion compares (the expected one, the one before the step or now).
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    _sharedValuesEqual(lhs.reference, rhs.reference)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value, and the key that persists it.
  public var description: String {
    let value = String(describing: wrappedValue)
    guard let key = reference.root.keyDescription else { return "Shared(value: \(value))" }
    return "Shared(\(key)): \(value)"
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _DumpAsPropertyName {}

extension Shared: Observable {}
