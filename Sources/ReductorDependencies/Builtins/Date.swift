public import Foundation

/// Produces the current date: `@Dependency(\.date) var date`, then `date()` or `date.now`.
///
/// Tests fix it with `$0.date = .constant(Date(timeIntervalSince1970: 0))`; its test value
/// reports "Unimplemented" when used, so a test cannot depend on the real time by accident.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }

  /// The current date. Setting it makes the generator return that date from then on, as
  /// tests do in `withDependencies`:
  ///
  /// ```swift
  /// $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  /// ```
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }
}

/// The key of ``DependencyValues/date``.
private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static var testValue: DateGenerator {
    DateGenerator {
      unimplemented(#"@Dependency(\.date)"#, placeholder: Date())
    }
  }
}

extension DependencyValues {
  /// The current date. Live: the system's. Test: unimplemented, so override it.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
