#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Records a test failure in whichever test framework is running, at the given source location.
///
/// - In a Swift Testing test (``TestContext/swiftTesting``), records an issue of that test whose
///   comment is `message`, at `fileID`/`filePath`:`line`:`column`.
/// - Else, with XCTest loaded (``TestContext/xcTest``), calls
///   `XCTFail(message, file: filePath, line: line)`, which fails the running `XCTestCase`. A
///   test process may also be running Swift Testing with no test in this task (a detached task,
///   or work that outlives its test), so the failure is also recorded with Swift Testing if it
///   is loaded, where it fails the run as an issue of no particular test. Each framework ignores
///   the call when it is not running tests, so on Linux, where `swift test` runs XCTest and
///   Swift Testing in separate passes, the failure lands exactly once.
/// - Else (an app), prints `fileID:line:column: error: [Reductor] message` to standard error.
///
/// ```swift
/// recordTestFailure("Expected state to change.", fileID: fileID, filePath: filePath,
///                   line: line, column: column)
/// ```
///
/// - Parameters:
///   - message: What failed; may span several lines (e.g. a state diff).
///   - fileID, filePath, line, column: Where to attribute the failure, usually the
///     `send`/`receive` call in the user's test.
package func recordTestFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  // Inside `withExpectedIssue`, the failure is the issue it expects.
  if let expected = ExpectedIssues.current {
    expected.record()
    return
  }
  switch TestContext.current {
  case .swiftTesting?:
    SwiftTestingBridge.loaded?.recordIssue(
      message, fileID: fileID, filePath: filePath, line: line, column: column
    )
  case .xcTest?:
    XCTestBridge.loaded?.recordFailure(message, filePath: filePath, line: line)
    SwiftTestingBridge.loaded?.recordIssue(
      message, fileID: fileID, filePath: filePath, line: line, column: column
    )
  case nil:
    var text = "\(fileID):\(line):\(column): error: [Reductor] \(message)\n"
    // Write straight to file descriptor 2, as runtime warnings do: no shared `FILE *` state.
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  }
}
