import ReductorConcurrencyExtras

/// A state type whose values carry an identity, applied with the `@ObservableState` macro.
///
/// The identity tells a replaced value from one mutated in place: assigning a freshly created
/// `State()` gives the slot a new ``ObservableStateID``, while `state.count += 1` keeps it. The
/// identity is kept out of `==`, hashing and `Codable`, so two states with equal fields are
/// equal.
///
/// The underscored requirements are what `@ObservableState` implements in the type it
/// expands on, so they are public; they are hidden from documentation.
public protocol ObservableState {
  /// This value's identity.
  @_documentation(visibility: private)
  var _$id: ObservableStateID { get }
  /// Gives this value a new identity, as if it had been created anew.
  @_documentation(visibility: private)
  mutating func _$willModify()
  /// The key path of the stored `PresentationState` behind a `@Presents` property's key path
  /// (`\.$destino` for `\.destino`), or `nil`: scoped stores read presented children through
  /// the storage's byte offset instead of the property's getter.
  @_documentation(visibility: private)
  static func _$presentationStorage(for keyPath: AnyKeyPath) -> AnyKeyPath?
  /// Whether the property at `keyPath` is marked `@ObservationStateIgnored`: reading it
  /// through a store does not observe it.
  @_documentation(visibility: private)
  static func _$isObservationIgnored(_ keyPath: AnyKeyPath) -> Bool
}

extension ObservableState {
  /// No `@Presents` properties: every key path is looked up as written.
  @_documentation(visibility: private)
  public static func _$presentationStorage(for keyPath: AnyKeyPath) -> AnyKeyPath? { nil }
  /// No `@ObservationStateIgnored` properties: every property read is observed.
  @_documentation(visibility: private)
  public static func _$isObservationIgnored(_ keyPath: AnyKeyPath) -> Bool { false }
}

/// The identity of an ``ObservableState`` value.
///
/// It compares equal to every other identity when used inside a state's synthesized `==`
/// and `hash(into:)` (so identities never make two states unequal), and it is skipped by
/// synthesized `Codable`. Compare identities with ``isSame(as:)``.
public struct ObservableStateID: Sendable, Hashable, CustomStringConvertible {
  @usableFromInline let rawValue: UInt64
  @usableFromInline let tag: Int

  /// A new, unique identity.
  public init() {
    self.rawValue = ObservableStateID.next()
    self.tag = 0
  }

  @usableFromInline init(rawValue: UInt64, tag: Int) {
    self.rawValue = rawValue
    self.tag = tag
  }

  /// Whether `self` and `other` are the same identity.
  @inlinable
  public func isSame(as other: ObservableStateID) -> Bool {
    rawValue == other.rawValue && tag == other.tag
  }

  /// Identities never make two states unequal: this is always `true`. Use ``isSame(as:)``.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Identities never contribute to a state's hash.
  @inlinable
  public func hash(into hasher: inout Hasher) {}

  /// The identity as `#7`, or `#7.2` for a value's tagged identity.
  public var description: String { tag == 0 ? "#\(rawValue)" : "#\(rawValue).\(tag)" }

  /// The identity of `value` when it is observable state, tagged with an enum case index, for
  /// enum state whose identity follows its payload.
  @_documentation(visibility: private)
  public static func _$id<T>(for value: T, tag: Int) -> ObservableStateID {
    if let state = value as? any ObservableState {
      return ObservableStateID(rawValue: state._$id.rawValue, tag: tag)
    }
    return ObservableStateID(rawValue: 0, tag: tag)
  }

  private static let counter = LockedValue<UInt64>(0)
  private static func next() -> UInt64 {
    counter.withValue { value in
      value &+= 1
      return value
    }
  }
}

extension ObservableStateID: Codable {
  /// Decodes a fresh identity: identities are not persisted.
  public init(from decoder: any Decoder) throws { self.init() }
  /// Encodes nothing of substance: identities are not persisted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}

extension KeyedEncodingContainer {
  /// Skips a state's identity when a synthesized `Codable` conformance encodes it.
  public mutating func encode(_ value: ObservableStateID, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
  /// Gives a decoded state a fresh identity without reading anything.
  public func decode(_ type: ObservableStateID.Type, forKey key: Key) throws -> ObservableStateID {
    ObservableStateID()
  }
}

/// The `ObservableState` identity of `value`, or `nil` when its type is not `ObservableState`.
///
/// Asks about the type, not the value, so the value is never boxed in an existential (which
/// allocates for any state larger than three words): presentations and `ifLet` read it on
/// every action.
@inlinable
func _observableStateID<Value>(of value: borrowing Value) -> ObservableStateID? {
  guard let type = Value.self as? any ObservableState.Type else { return nil }
  return _readObservableStateID(value, as: type)
}

@inlinable
func _readObservableStateID<Value, Observed: ObservableState>(
  _ value: borrowing Value, as _: Observed.Type
) -> ObservableStateID {
  // `Value` is `Observed`: reinterpreting the value only restates that to the type checker.
  unsafeBitCast(value, to: Observed.self)._$id
}
