extension Never: CasePathable {
  /// `Never` has no cases, so it has no case paths.
  public struct AllCasePaths: Sendable {}

  /// The (empty) case paths of `Never`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
