public import Foundation
import ReductorConcurrencyExtras

/// Produces UUIDs: `@Dependency(\.uuid) var uuid`, then `uuid()`.
///
/// Tests use ``incrementing`` for predictable ids; its test value reports "Unimplemented"
/// when used, so a test cannot depend on random ids by accident.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A generator that always returns `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A new generator that counts up from zero: `00000000-0000-0000-0000-000000000000`, then
  /// `…-000000000001`, and so on. Each access of `incrementing` starts its own count.
  public static var incrementing: Self {
    let next = LockedValue<UInt64>(0)
    return Self {
      let value = next.withValue { value in
        defer { value += 1 }
        return value
      }
      return UUID(counting: value)
    }
  }

  /// A new UUID.
  public func callAsFunction() -> UUID { generate() }
}

extension UUID {
  /// The UUID whose last 12 hexadecimal digits spell `intValue`, the ids `.incrementing`
  /// produces: `UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A"`.
  ///
  /// ```swift
  /// $0.uuid = .incrementing
  /// // ...
  /// $0.todos = [Todo(id: UUID(0), title: "Leche")]
  /// ```
  public init(_ intValue: Int) {
    self.init(counting: UInt64(UInt(bitPattern: intValue)))
  }

  /// The UUID whose last 48 bits spell `value` (`00000000-0000-0000-0000-00000000002A` for 42).
  init(counting value: UInt64) {
    let digits = String(value & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: 12 - digits.count) + digits
    self.init(uuidString: "00000000-0000-0000-0000-" + padded)!  // Always well formed.
  }
}

/// The key of ``DependencyValues/uuid``.
private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: UUIDGenerator {
    UUIDGenerator {
      unimplemented(#"@Dependency(\.uuid)"#, placeholder: UUID())
    }
  }
}

extension DependencyValues {
  /// Makes UUIDs. Live: random. Test: unimplemented, so override it, usually with
  /// `.incrementing`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
