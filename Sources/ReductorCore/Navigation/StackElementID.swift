import ReductorCustomDump
import ReductorIdentifiedCollections

/// The identity of an element of a ``StackState``.
///
/// A stack gives each element it receives the next id of its own counter, starting at `0`, so
/// ids increase along the stack and are never handed out twice by the same stack, even after
/// elements are popped. Tests write ids as integer literals:
///
/// ```swift
/// await store.send(\.camino[id: 0].detalle.guardarPulsado)
/// ```
public struct StackElementID: Hashable, Sendable, Comparable, Codable {
  /// The id's number.
  @usableFromInline package let rawValue: Int

  /// Creates the id with the given number.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Whether two ids are the same.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the id's number.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  /// The id's hash for `seed`, which a dictionary keyed by ids calls (a stack finds its
  /// elements in one on every element action): the number mixed with the seed by a 64-bit
  /// finalizer, not SipHash, which cost a quarter of an element action. Ids are numbers the
  /// stack hands out in order, not values from outside.
  @inlinable
  @_documentation(visibility: private)
  public func _rawHashValue(seed: Int) -> Int {
    _PositionTable._mix(
      UInt64(bitPattern: Int64(rawValue)), seed: UInt64(bitPattern: Int64(seed))
    )
  }

  /// Orders ids by when their stack handed them out.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Encodes the id as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes an id from its number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: try container.decode(Int.self))
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// Creates the id with the given number: `let id: StackElementID = 0`.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }
}

extension StackElementID: CustomStringConvertible {
  /// The id as `#` and its number: `#0`.
  public var description: String { "#\(rawValue)" }
}

extension StackElementID: CustomDumpRepresentable {
  /// Shows the id as its number, so actions read `.element(id: 0, action: …)` and stacks key
  /// their elements `#0:`.
  public var customDumpValue: Any { rawValue }
}
