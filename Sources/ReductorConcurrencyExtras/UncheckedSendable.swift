/// A value declared `Sendable` on the word of the code that wraps it.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// return .run { send in
///   await send(.formatted(formatter.value.string(from: 42) ?? ""))
/// }
/// ```
///
/// Nothing checks that the value is used safely across tasks: reach for it only for a value
/// you know is not mutated concurrently, such as an object from a framework not yet annotated.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `value`, as a property wrapper: `@UncheckedSendable var formatter = NumberFormatter()`.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value.
  public var wrappedValue: Value {
    get { value }
    _modify { yield &value }
  }

  /// The wrapper itself, to pass it on: `$formatter`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A member of the value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// A writable member of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the value itself, unwrapped.
  public init(from decoder: any Decoder) throws {
    self.init(try Value(from: decoder))
  }
}

extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the value itself, unwrapped.
  public func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}
