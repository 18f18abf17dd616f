extension Optional: CasePathable {
  /// The case paths of `Optional`: `\.some` and `\.none`.
  public struct AllCasePaths: Sendable {
    /// The `some` case: the wrapped value.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }
    /// The `none` case.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(embed: { .none }, extract: { $0 == nil ? () : nil })
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// Steps through an optional payload to a case of the wrapped enum: `\.child.detalle` where
  /// `child` holds a `Destino?`.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
  ) -> Case<Member> where Value == Wrapped?, Wrapped: CasePathable {
    self[dynamicMember: \.some][dynamicMember: keyPath]
  }
}
