import ReductorCustomDump
import ReductorIssueReporting

/// The root of a case key path: `Case<Action>` is `Action.AllCasePaths`, the type with one
/// property per case that `@CasePathable` generates, so `\Case<Action>.child`, written
/// `\.child` or `\Action.Cases.child`, names the `child` case of `Action`.
///
/// Each step of a case key path is a plain property. Where an operator applies a literal case key
/// path in specialized code, the optimizer folds the key path into an `if case let`; that is
/// why the root is the generated struct and not a wrapper with dynamic member lookup (whose key
/// paths carry an index the optimizer cannot fold, and cost microseconds to form on Linux).
/// Steps after the first go through ``AnyCasePath``'s dynamic member lookup:
/// `\.destino.detalle.editarPulsado` walks three enums.
public typealias Case<Root: CasePathable> = Root.AllCasePaths

/// A key path to an enum case: `\.child` as a `CaseKeyPath<Action, Child.Action>`.
///
/// Embed a value by calling it (`path(value)`), extract with `action[case: path]`, test with
/// `action.is(path)`. Chain cases as you chain properties: `\.destino.detalle.editarPulsado`.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<
  Case<Root>, AnyCasePath<Root, Value>
>

/// What a key path from `Case<Root>` leads to: an ``AnyCasePath`` for a case (`\.child`), or
/// the `AllCasePaths` of `Root` itself for `\.self`, the path whose payload is the whole enum.
///
/// Operators that take an action path (`ifLet`, `ifCaseLet`, `store.scope`) accept a
/// `KeyPath<Case<Action>, some _CaseKeyPathValue>`, so that `action: \.self` is accepted by the
/// same single signature as `action: \.child` (a second overload would make long operator
/// chains type-check in exponential time: docs/type-checking.md). The `@CasePathable` macro
/// conforms the `AllCasePaths` it generates; do not conform types yourself.
///
/// Public, with its requirements, because those signatures and the macro's expansions name it;
/// hidden from documentation, like every name here that only generated code uses.
@_documentation(visibility: private)
public protocol _CaseKeyPathValue<_Root, _Value> {
  /// The enum the path starts from.
  @_documentation(visibility: private)
  associatedtype _Root
  /// The payload the path leads to.
  @_documentation(visibility: private)
  associatedtype _Value
  /// The path as a pair of functions.
  @_documentation(visibility: private)
  var _casePath: AnyCasePath<_Root, _Value> { get }
}

extension AnyCasePath: _CaseKeyPathValue {
  @_documentation(visibility: private)
  public typealias _Root = Root
  @_documentation(visibility: private)
  public typealias _Value = Value

  @inlinable
  @_documentation(visibility: private)
  public var _casePath: AnyCasePath<Root, Value> { self }
}

extension _CaseKeyPathValue where _Root == _Value {
  /// The identity path, for `\.self`: embedding and extracting return the value unchanged.
  @inlinable
  @_documentation(visibility: private)
  public var _casePath: AnyCasePath<_Root, _Value> {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath {
  /// The case path an erased case key path from `Case<Root>` leads to (`\.child`, or `\.self`
  /// when `Value` is `Root`), or `nil` when it leads to another payload type.
  ///
  /// For code that holds the key path erased (a store's table of children); it opens the
  /// path's value, so it is not for per-action use.
  package static func _resolving(_ keyPath: AnyKeyPath) -> AnyCasePath? where Root: CasePathable {
    guard let value = Root.allCasePaths[keyPath: keyPath] as? any _CaseKeyPathValue else {
      return nil
    }
    func open<Path: _CaseKeyPathValue>(_ path: Path) -> Any { path._casePath }
    return open(value) as? AnyCasePath
  }
}

/// A case key path whose payload type is erased, as in `PartialKeyPath`.
public typealias PartialCaseKeyPath<Root: CasePathable> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Embeds `value` in the case this key path names: `(\Action.Cases.child)(.tapped)`.
  @inlinable
  public func callAsFunction<Enum: CasePathable, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == AnyCasePath<Enum, AssociatedValue> {
    Enum.allCasePaths[keyPath: self].embed(value)
  }

  /// Builds the case this key path names when the case has no payload: `(\Action.Cases.tapped)()`.
  @inlinable
  public func callAsFunction<Enum: CasePathable>() -> Enum
  where Root == Case<Enum>, Value == AnyCasePath<Enum, Void> {
    Enum.allCasePaths[keyPath: self].embed(())
  }

  /// The payload of `root` in the case this key path names, or `nil`.
  ///
  /// Always inlined: where the key path is a literal, the optimizer folds the whole extraction
  /// into an `if case let`.
  @inlinable @inline(__always)
  func _extract<Enum: CasePathable, AssociatedValue>(from root: Enum) -> AssociatedValue?
  where Root == Case<Enum>, Value == AnyCasePath<Enum, AssociatedValue> {
    Enum.allCasePaths[keyPath: self].extract(from: root)
  }

  /// `value` embedded in the case this key path names.
  @inlinable @inline(__always)
  func _embed<Enum: CasePathable, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == AnyCasePath<Enum, AssociatedValue> {
    Enum.allCasePaths[keyPath: self].embed(value)
  }
}

extension CasePathable {
  /// The payload of the case `keyPath` names, or `nil` when `self` is in another case.
  ///
  /// Setting it replaces the payload when `self` is in that case; otherwise the write is ignored.
  @inlinable
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { keyPath._extract(from: self) }
    set {
      guard let newValue, keyPath._extract(from: self) != nil else { return }
      self = keyPath._embed(newValue)
    }
  }

  /// Whether `self` is in the case `keyPath` names.
  @inlinable
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
        'modify' was called with the case key path \(keyPath), but the value is in another case:

          \(warningDescription(self))

        Nothing was changed. Check the case with 'is' before modifying it.
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
