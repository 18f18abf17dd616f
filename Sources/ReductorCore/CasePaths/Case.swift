/// The root and value of a case key path: `\Case<Action>.child` (written `\.child`) names the
/// `child` case of `Action`.
///
/// You rarely name `Case` directly; you write case key paths, whose type is
/// ``CaseKeyPath``. Member lookup on `Case` chains through payloads that are themselves
/// ``CasePathable``, so `\.destino.detalle.editarPulsado` walks three enums.
@dynamicMemberLookup
public struct Case<Value> {
  // A `Case` is built by Reductor while resolving a case key path (see `AnyCasePath.init(_:)`).
  // It carries the embedding from `Value` to the key path's root (type-erased, since `Case` does
  // not know the root type) and the extraction from a pointer to the root to `Value`. The
  // pointer always addresses a value of the root type the resolution started from.
  //
  // A key path of one case (`\.child`, what operators are given) also keeps that case's own
  // `AnyCasePath` in `_single`, so resolving it gives back the enum's own functions: one call to
  // extract, no wrapping. Member lookup is inlinable, so the wrapping of longer paths is
  // compiled for their concrete types where the key path is written.
  @usableFromInline let _embed: ((Value) -> Any)?
  @usableFromInline let _extract: ((UnsafeRawPointer) -> Value?)?
  /// For a one-case key path, its case path: an `AnyCasePath<Root, Value>`.
  @usableFromInline let _single: Any?
  /// Whether this is the root of a resolution, before any case.
  @usableFromInline let _isRoot: Bool

  @usableFromInline
  init(
    embed: ((Value) -> Any)?,
    extract: ((UnsafeRawPointer) -> Value?)?,
    single: Any? = nil,
    isRoot: Bool = false
  ) {
    _embed = embed
    _extract = extract
    _single = single
    _isRoot = isRoot
  }

  /// A case value with no functions, for building key paths (`Case<Action>()`) in generic code.
  public init() {
    self.init(embed: nil, extract: nil)
  }

  /// The starting point of a resolution: the identity case path of the root.
  @usableFromInline
  static var resolving: Case<Value> {
    Case(
      embed: { $0 },
      extract: { $0.assumingMemoryBound(to: Value.self).pointee },
      isRoot: true
    )
  }

  /// Steps into the case named by `keyPath`.
  @inlinable
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  /// Steps through `path`: the building block for case key path members of wrapper actions,
  /// such as `PresentationAction`'s skipping of `presented` or `IdentifiedAction`'s `[id:]`.
  @inlinable
  package func appending<Member>(_ path: AnyCasePath<Value, Member>) -> Case<Member> {
    let embed = _embed.map { outer in { (member: Member) -> Any in outer(path._embed(member)) } }
    let extract = _extract.map { outer in
      { (root: UnsafeRawPointer) -> Member? in outer(root).flatMap(path._extract) }
    }
    return Case<Member>(embed: embed, extract: extract, single: _isRoot ? path : nil)
  }
}

/// A key path to an enum case: `\.child` as a `CaseKeyPath<Action, Child.Action>`.
///
/// Embed a value by calling it (`path(value)`), extract with `action[case: path]`, test with
/// `action.is(path)`. Chain cases as you chain properties: `\.destino.detalle.editarPulsado`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is erased, as in `PartialKeyPath`.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Embeds `value` in the case this key path names: `(\Action.Cases.child)(.tapped)`.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    AnyCasePath(self).embed(value)
  }

  /// Builds the case this key path names when the case has no payload: `(\Action.Cases.tapped)()`.
  public func callAsFunction<Enum>() -> Enum
  where Root == Case<Enum>, Value == Case<Void> {
    AnyCasePath(self).embed(())
  }
}

extension CasePathable {
  /// The payload of the case `keyPath` names, or `nil` when `self` is in another case.
  ///
  /// Setting it replaces the payload when `self` is in that case; otherwise the write is ignored.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { AnyCasePath(keyPath).extract(from: self) }
    set {
      let path = AnyCasePath(keyPath)
      guard let newValue, path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  /// Whether `self` is in the case `keyPath` names.
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the payload of the case `keyPath` names in place.
  ///
  /// When `self` is in another case, nothing changes and a runtime warning is reported.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(keyPath)
    guard var value = path.extract(from: self) else {
      reportRuntimeWarning(
        """
        'modify' was called with the case key path \(keyPath), but the value is in another case: \
        \(self). Nothing was changed. Check the case with 'is' before modifying it.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    yield(&value)
    self = path.embed(value)
  }

  /// Reads or writes a case's payload as an optional: `state.destino?.editar`.
  ///
  /// Enums that also declare `@dynamicMemberLookup` (as `@Reducer` does for enum state) get
  /// this as member syntax. A write applies only when the value is already in that case.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Member>>
  ) -> Member? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
