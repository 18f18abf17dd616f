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
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// For a path that steps over a presentation (`\.destino.editar`, through
  /// `PresentationAction.presented`): the action that dismisses the innermost presentation it
  /// steps over (`.destino(.dismiss)`). What a SwiftUI binding to a presented child sends when
  /// it is set to `nil`.
  @usableFromInline let _dismiss: (@Sendable () -> Root)?

  /// Creates a case path from an embedding and an extracting function.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
    _dismiss = nil
  }

  @inlinable
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    dismiss: (@Sendable () -> Root)?
  ) {
    _embed = embed
    _extract = extract
    _dismiss = dismiss
  }

  /// This path, dismissing with `dismiss`.
  @inlinable
  func dismissing(with dismiss: @escaping @Sendable () -> Root) -> AnyCasePath {
    AnyCasePath(embed: _embed, extract: _extract, dismiss: dismiss)
  }

  /// Creates a case path that does what a case key path does: `\.child`, or `\.self` for the
  /// identity path.
  ///
  /// The key path is applied here, once; the returned value never touches it again.
  @inlinable
  public init<Path: _CaseKeyPathValue>(_ keyPath: KeyPath<Case<Root>, Path>)
  where Root: CasePathable, Path._Root == Root, Path._Value == Value {
    self = Root.allCasePaths[keyPath: keyPath]._casePath
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
    // Each closure captures only the two functions it calls: a scoped row store keeps its
    // case path, and capturing both whole paths made each closure's context 32 bytes larger.
    let (outerEmbed, nextEmbed) = (_embed, next._embed)
    let (outerExtract, nextExtract) = (_extract, next._extract)
    // The innermost presentation stepped over dismisses.
    var dismiss = _dismiss
    if let nextDismiss = next._dismiss {
      dismiss = { outerEmbed(nextDismiss()) }
    }
    return AnyCasePath<Root, Next>(
      embed: { outerEmbed(nextEmbed($0)) },
      extract: { outerExtract($0).flatMap(nextExtract) },
      dismiss: dismiss
    )
  }
}

extension AnyCasePath: CustomStringConvertible {
  public var description: String { "AnyCasePath<\(Root.self), \(Value.self)>" }
}

extension AnyCasePath {
  /// Steps into a case of the payload: what makes `\.destino.detalle` a case key path.
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> AnyCasePath<Root, Member> where Value: CasePathable {
    appending(path: Value.allCasePaths[keyPath: keyPath])
  }
}

extension AnyCasePath {
  /// Steps into a case of a `Result` payload: `\.guardadoCompletado.success`.
  ///
  /// The general step above, given a `Result<Void, E>` (`Result<(), E>`), crashes Swift 6.3's
  /// IR generation in the module that forms the key path: it mangles the conformance
  /// `Result<(), E>: CasePathable`, whose implied `Success: Copyable` requirement is met by the
  /// tuple's built-in conformance, which the mangler cannot name. This step names
  /// `Result.AllCasePaths` directly, so no conformance is mangled; the compiler prefers it
  /// for every `Result`.
  @inlinable
  public subscript<Success, Failure, Member>(
    dynamicMember keyPath: KeyPath<
      Result<Success, Failure>.AllCasePaths, AnyCasePath<Result<Success, Failure>, Member>
    >
  ) -> AnyCasePath<Root, Member> where Value == Result<Success, Failure> {
    appending(path: Result<Success, Failure>.allCasePaths[keyPath: keyPath])
  }
}
