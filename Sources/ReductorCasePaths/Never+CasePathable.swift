extension Never: CasePathable {
  /// `Never` has no cases, so it has no case paths.
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = Never
    @_documentation(visibility: private)
    public typealias _Value = Never
  }

  /// The (empty) case paths of `Never`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
