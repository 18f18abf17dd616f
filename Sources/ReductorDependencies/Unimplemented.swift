import ReductorIssueReporting

/// Reports that an unimplemented endpoint was called, and returns a placeholder so execution
/// can go on.
///
/// Test values of dependency clients use it for endpoints a test must override:
///
/// ```swift
/// static let testValue = APIClient(
///   count: { unimplemented("APIClient.count", placeholder: 0) }
/// )
/// ```
///
/// The warning ("Unimplemented: 'APIClient.count'") fails the test under `TestStore`.
///
/// - Parameters:
///   - description: What was called, such as `APIClient.count`.
///   - placeholder: The value to return.
///   - fileID, filePath, line, column: Where the warning points.
/// - Returns: `placeholder`.
public func unimplemented<Result>(
  _ description: String = "",
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  if !DependencySetting.isActive {
    reportRuntimeWarning(
      UnimplementedFailure.message(description),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
  return placeholder()
}

/// Reports that an unimplemented endpoint was called, and throws ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = APIClient(
///   search: { _ in try unimplemented("APIClient.search") }
/// )
/// ```
///
/// - Parameters:
///   - description: What was called, such as `APIClient.search`.
///   - fileID, filePath, line, column: Where the warning points.
/// - Throws: ``UnimplementedFailure``, always.
public func unimplemented<Result>(
  _ description: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  if !DependencySetting.isActive {
    reportRuntimeWarning(
      UnimplementedFailure.message(description),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
  throw UnimplementedFailure(description: description)
}

/// The error a throwing ``unimplemented(_:fileID:filePath:line:column:)`` endpoint throws.
public struct UnimplementedFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was called, as given to `unimplemented`.
  public var description: String

  /// An error for the unimplemented endpoint `description`.
  public init(description: String) {
    self.description = description
  }

  static func message(_ description: String) -> String {
    """
    Unimplemented: '\(description)'

    This endpoint has no implementation in the current context: usually a test reached a \
    dependency endpoint it did not override. Override the dependency with the behavior the \
    test expects, in `TestStore(… withDependencies: { … })` or `withDependencies { … }`.
    """
  }
}
