extension Optional: CasePathable {
  /// The case paths of `Optional`: `\.some` and `\.none`, and the wrapped enum's cases.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = Optional
    @_documentation(visibility: private)
    public typealias _Value = Optional

    /// The `some` case: the wrapped value.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }
    /// The `none` case.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
    }

    /// A case of the wrapped enum, through `some`: `\.child` on an `Action?`.
    @inlinable
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member> where Wrapped: CasePathable {
      some.appending(path: Wrapped.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AnyCasePath {
  /// Steps through an optional payload to a case of the wrapped enum: `\.child.detalle` where
  /// `child` holds a `Destino?`.
  @inlinable
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
  ) -> AnyCasePath<Root, Member> where Value == Wrapped?, Wrapped: CasePathable {
    appending(path: Optional<Wrapped>.allCasePaths.some)
      .appending(path: Wrapped.allCasePaths[keyPath: keyPath])
  }
}
