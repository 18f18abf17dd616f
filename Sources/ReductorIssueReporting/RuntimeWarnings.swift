#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A runtime warning: a misuse of the architecture that Reductor detected and survived.
///
/// Every warning Reductor raises goes through ``reportRuntimeWarning(_:fileID:filePath:line:column:)``.
/// In an app it is printed to standard error with the caller's source location; in a test
/// process it is a failure of the running test at that location, as issue-reporting's
/// `reportIssue` is, whether or not a `TestStore` is involved.
public struct RuntimeWarning: Sendable, CustomStringConvertible {
  /// What happened, its likely causes and how to fix each.
  public let message: String
  /// The file the warning points at, as `#fileID` names it (`Module/File.swift`).
  public let fileID: StaticString
  /// The file the warning points at, as `#filePath` names it.
  public let filePath: StaticString
  /// The line the warning points at.
  public let line: UInt
  /// The column the warning points at.
  public let column: UInt

  package init(
    message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The warning as it is printed: `Module/File.swift:12: [Reductor] message`.
  public var description: String {
    "\(fileID):\(line): [Reductor] \(message)"
  }
}

/// Where runtime warnings go. The default records a failure of the running test in a test
/// process, and prints to standard error in an app; a handler installed around the code (a
/// test's that collects warnings, say) takes them first.
package enum RuntimeWarnings {
  /// A handler for warnings raised while it is installed. It returns `true` when it handled the
  /// warning (so it is not also printed).
  ///
  /// A struct rather than a bare closure: a task-local holding an optional `@Sendable` function
  /// crashes in `swift_task_localValuePush` in optimized builds (Swift 6.3.1).
  package struct Handler: Sendable {
    let handle: @Sendable (RuntimeWarning) -> Bool

    package init(_ handle: @escaping @Sendable (RuntimeWarning) -> Bool) {
      self.handle = handle
    }

    package func callAsFunction(_ warning: RuntimeWarning) -> Bool { handle(warning) }
  }

  @TaskLocal package static var handler: Handler?

}

/// Reports a misuse of the architecture without crashing.
///
/// In an app, the warning is printed to standard error. In a test process it fails the test
/// that is running, at `fileID`/`line` (Swift Testing's running test, or XCTest's with
/// `XCTFail`), wherever it is raised: a `Store`'s misrouted action and an `unimplemented`
/// endpoint fail the test as a `TestStore` step does. A warning raised after its test ended
/// (by a task that outlived it) belongs to no test: XCTest ignores it, and Swift Testing
/// records it as an issue of the run, not of any test.
///
/// - Parameters:
///   - message: What happened, the likely causes, and how to fix each.
///   - fileID, filePath, line, column: The source location to attribute the warning to,
///     usually the call site of the API that detected the misuse.
public func reportRuntimeWarning(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let warning = RuntimeWarning(
    message: message(), fileID: fileID, filePath: filePath, line: line, column: column
  )
  if let handler = RuntimeWarnings.handler, handler(warning) { return }
  if TestContext.current != nil || ExpectedIssues.current != nil {
    _ = RuntimeWarnings.recordAsTestFailure(warning)
    return
  }
  var text = "\(warning.description)\n"
  // Write straight to file descriptor 2: no shared `FILE *` state involved.
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
