extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = Result
    @_documentation(visibility: private)
    public typealias _Value = Result

    /// The `success` case.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: { if case let .success(value) = $0 { value } else { nil } }
      )
    }
    /// The `failure` case.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: { if case let .failure(error) = $0 { error } else { nil } }
      )
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
