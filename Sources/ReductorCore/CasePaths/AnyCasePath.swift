/// A case path as a pair of functions: one that embeds a value in an enum case, one that
/// extracts it when the enum is in that case.
///
/// ```swift
/// let path = AnyCasePath<Action, Int>(
///   embed: { .contador($0) },
///   extract: { if case let .contador(value) = $0 { value } else { nil } }
/// )
/// ```
///
/// Reductor's operators turn the case key paths users write (`\.child`) into an `AnyCasePath`
/// once, when the operator is built, so routing an action costs a closure call, not a key path
/// lookup.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?

  /// Creates a case path from an embedding and an extracting function.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
  }

  /// Creates a case path that does what a case key path does.
  ///
  /// The key path is resolved here, once; the returned value never touches it again. A key path
  /// of one case (`\.child`) resolves to the enum's own case path.
  @inlinable
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let resolved = Case<Root>.resolving[keyPath: keyPath]
    if let single = resolved._single as? AnyCasePath<Root, Value> {
      self = single
      return
    }
    guard let resolvedEmbed = resolved._embed, let resolvedExtract = resolved._extract else {
      preconditionFailure("Case key path \(keyPath) did not resolve to a case path.")
    }
    // Safe: the resolved closures only capture the (immutable) case paths of each step, whose
    // own closures are `@Sendable`; they hold no mutable state.
    nonisolated(unsafe) let embed = resolvedEmbed
    nonisolated(unsafe) let extract = resolvedExtract
    _embed = { value in
      guard let root = embed(value) as? Root else {
        preconditionFailure("Case key path embedded a value that is not a \(Root.self).")
      }
      return root
    }
    _extract = { root in withUnsafePointer(to: root) { extract(UnsafeRawPointer($0)) } }
  }

  /// Returns the enum in this case with the given payload.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// Returns the payload when `root` is in this case, or `nil` when it is not.
  @inlinable
  public func extract(from root: Root) -> Value? { _extract(root) }

  /// Returns a case path that goes one case further, through `Value` into `next`'s case.
  @inlinable
  public func appending<Next>(path next: AnyCasePath<Value, Next>) -> AnyCasePath<Root, Next> {
    let outer = self
    return AnyCasePath<Root, Next>(
      embed: { outer._embed(next._embed($0)) },
      extract: { outer._extract($0).flatMap(next._extract) }
    )
  }
}

extension AnyCasePath: CustomStringConvertible {
  public var description: String { "AnyCasePath<\(Root.self), \(Value.self)>" }
}
