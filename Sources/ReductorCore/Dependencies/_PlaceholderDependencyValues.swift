// Placeholder until the dependency system lands.
public struct DependencyValues: Sendable {
  @TaskLocal public static var _current = DependencyValues()
  public init() {}
  package var featureName: String?
}
extension DependencyValues {
  package static var _testValues: DependencyValues { DependencyValues() }
}
