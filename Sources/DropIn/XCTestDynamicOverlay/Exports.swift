// The drop-in module for xctest-dynamic-overlay's module, as older clients import it: issue
// reporting, `XCTFail` without linking XCTest, and `unimplemented` (which Reductor keeps with
// dependencies). Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import IssueReporting
@_exported import ReductorDependencies

/// Fails the running test with `message`, as XCTest's `XCTFail` does, without linking XCTest:
/// in Swift Testing or XCTest, a failure of the running test; in an app, a line on standard
/// error (xctest-dynamic-overlay's spelling of `reportIssue`).
// swift-format-ignore: AlwaysUseLowerCamelCase
// The upstream name, which the code this module serves calls.
public func XCTFail(
  _ message: String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
