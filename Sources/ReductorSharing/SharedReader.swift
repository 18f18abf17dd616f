import Observation
import ReductorCustomDump

/// A read-only view of a shared value: `@SharedReader(.appStorage("isOn")) var isOn = false`,
/// or `SharedReader($settings)` handed to a feature that must not change it.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let reference: any _SharedReadableReference<Value>

  init(reference: any _SharedReadableReference<Value>) {
    self.reference = reference
  }

  /// A constant shared value.
  public init(value: Value) {
    self.init(reference: _SharedRoot(value: value))
  }

  /// A read-only view of `base`.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Unwraps a read-only shared optional; see `Shared.init(_:)`.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.reference.read(_SharedContext.view) else { return nil }
    self.init(reference: _SharedReadUnwrapped(base: base.reference, initialValue: value))
  }

  /// Unwraps a shared optional, read-only.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// Makes a property from a parent's shared value.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value.
  public var wrappedValue: Value {
    reference.read(_SharedContext.view)
  }

  /// The shared value itself.
  public var projectedValue: SharedReader<Value> {
    self
  }

  /// A read-only shared part of the value.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: _SharedReadProjection(base: reference, path: keyPath))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.root.isLoading }

  /// The error of the key's last load, if it failed.
  public var loadError: (any Error)? { reference.root.loadError }

  /// Loads the freshest value from the key.
  public func load() async throws {
    try await reference.root.load()
  }
}

extension SharedReader {
  /// A value read through `key`, starting from `wrappedValue` when the key holds none.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = _SharedCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: _PersistentReferences.root(for: key, default: wrappedValue, at: site))
  }

  /// An optional value read through `key`, `nil` when the key holds none.
  @_disfavoredOverload
  public init<Wrapped>(
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A value read through a key that has its default.
  public init<Key: SharedReaderKey<Value>>(
    _ key: _SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: key.defaultValue(), key.base,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError("unavailable")
  }
}

extension SharedReader: @unchecked Sendable {}
// Sendable: one immutable reference to an object that locks its value.

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two values are equal; see `Shared.==`.
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    _sharedValuesEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The value, and the key it is read through.
  public var description: String {
    let value = String(describing: wrappedValue)
    guard let key = reference.root.keyDescription else { return "SharedReader(value: \(value))" }
    return "SharedReader(\(key)): \(value)"
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _DumpAsPropertyName {}

extension SharedReader: Observable {}

/// A key with the default value its properties start from: `Self[.fileStorage(url),
/// default: []]`, so that `@Shared(.syncUps) var syncUps` needs no default of its own.
@_documentation(visibility: private)
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The key's id: the base key's.
  public var id: Base.ID { base.id }

  /// `key`, with `value` as the default.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key.
  public var description: String { String(describing: base) }
}

extension SharedReaderKey {
  /// This key with a default value: `Self[.appStorage("isOn"), default: false]`.
  public typealias Default = _SharedKeyDefault<Self>
}
