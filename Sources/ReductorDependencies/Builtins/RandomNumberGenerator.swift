import ReductorConcurrencyExtras

/// Gives scoped access to a random number generator:
/// `@Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator`, then
///
/// ```swift
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// Live it wraps `SystemRandomNumberGenerator`; tests get a ``SeededRandomNumberGenerator``
/// with seed 0, so the same test draws the same numbers every run.
public struct WithRandomNumberGenerator: Sendable {
  // `LockedValue` grants each call exclusive access, so the generator is never shared
  // between threads at once; `init` takes only `Sendable` generators.
  private let generator: LockedValue<any RandomNumberGenerator>

  /// Wraps `generator`; calls to the result use it one at a time.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockedValue(generator)
  }

  /// Runs `work` with exclusive access to the generator.
  ///
  /// - Parameter work: Draws from the generator passed to it.
  /// - Returns: What `work` returns.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows -> R
  {
    try generator.withValue { try work(&$0) }
  }
}

/// A deterministic random number generator (SplitMix64): the same seed gives the same numbers.
///
/// ```swift
/// $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 42))
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next number in the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The key of ``DependencyValues/withRandomNumberGenerator``.
private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))
  }
}

extension DependencyValues {
  /// Scoped access to a random number generator. Live: the system's. Test: seeded with 0.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
