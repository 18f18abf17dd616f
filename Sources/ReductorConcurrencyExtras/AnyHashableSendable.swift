/// A type-erased hashable value that, unlike `AnyHashable`, stays `Sendable`.
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("uno")]
/// ```
///
/// Two values are equal exactly when `AnyHashable` of their `base` values are (which includes
/// numbers of different types with the same value).
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`; wrapping an `AnyHashableSendable` again keeps the innermost value.
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? AnyHashableSendable {
      self = base
    } else {
      self.base = base
    }
  }

  /// Whether `AnyHashable` of both wrapped values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value as `AnyHashable` does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// `AnyHashableSendable(…)` around the wrapped value's debug description.
  public var debugDescription: String {
    "AnyHashableSendable(" + String(reflecting: base) + ")"
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String {
    String(describing: base)
  }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an integer literal.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// Wraps a Boolean literal.
  public init(booleanLiteral value: Bool) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// Wraps a floating-point literal.
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}
