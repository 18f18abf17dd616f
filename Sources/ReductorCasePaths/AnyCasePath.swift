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
  @usableFromInline package let _embed: @Sendable (Value) -> Root
  @usableFromInline package let _extract: @Sendable (Root) -> Value?
  /// The paths this one was made from by ``appending(path:)``, if any: the cases it steps
  /// through, for code that knows more about some of them to read (see
  /// ``_innermostStep(matching:)``). `nil` for a path of one case.
  @usableFromInline let _prefix: _CasePathPrefix<Root>?

  /// Creates a case path from an embedding and an extracting function.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
    _prefix = nil
  }

  @inlinable
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    prefix: _CasePathPrefix<Root>?
  ) {
    _embed = embed
    _extract = extract
    _prefix = prefix
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
    return AnyCasePath<Root, Next>(
      embed: { outerEmbed(nextEmbed($0)) },
      extract: { outerExtract($0).flatMap(nextExtract) },
      prefix: _CasePathLink(outer: self, inner: next._prefix)
    )
  }

  /// The innermost case this path steps through that `visitor` recognizes, as what the
  /// visitor makes of the path up to that case (a function that builds a `Root`), or `nil`.
  ///
  /// How code that knows more about some cases than this layer does reads a path: navigation
  /// finds the innermost presentation `\.destino.editar` steps over, to dismiss it.
  package func _innermostStep(
    matching visitor: some _CasePathStepVisitor
  ) -> (@Sendable () -> Root)? {
    _prefix?._innermost(visitor)
  }
}

/// Recognizes a step of a case path: given the path from the root up to a case, returns what
/// that case means to the visitor (a function that builds a root), or `nil` to go on.
package protocol _CasePathStepVisitor {
  func visit<Root, Middle>(_ path: AnyCasePath<Root, Middle>) -> (@Sendable () -> Root)?
}

/// The steps of a path made by appending: a path from `Root`, and what it was appended with.
/// Immutable once made.
@usableFromInline
class _CasePathPrefix<Root>: @unchecked Sendable {
  @usableFromInline init() {}

  /// The innermost step `visitor` recognizes, as a function that builds a `Root`.
  func _innermost(_ visitor: some _CasePathStepVisitor) -> (@Sendable () -> Root)? { nil }
}

/// One append: `outer`, a path from `Root` to `Middle`, followed by a path from `Middle` whose
/// own steps are `inner`.
@usableFromInline
final class _CasePathLink<Root, Middle>: _CasePathPrefix<Root>, @unchecked Sendable {
  let outer: AnyCasePath<Root, Middle>
  let inner: _CasePathPrefix<Middle>?

  @usableFromInline
  init(outer: AnyCasePath<Root, Middle>, inner: _CasePathPrefix<Middle>?) {
    self.outer = outer
    self.inner = inner
  }

  override func _innermost(_ visitor: some _CasePathStepVisitor) -> (@Sendable () -> Root)? {
    if let found = inner?._innermost(visitor) {
      let embed = outer._embed
      return { embed(found()) }
    }
    if let found = visitor.visit(outer) { return found }
    return outer._prefix?._innermost(visitor)
  }
}

extension AnyCasePath: CustomStringConvertible {
  /// The path's type: `AnyCasePath<Root, Value>`.
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
