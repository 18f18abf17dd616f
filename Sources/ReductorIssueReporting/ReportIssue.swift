import ReductorConcurrencyExtras

/// Reports an issue: in a test, a failure of the running test (Swift Testing or XCTest), at the
/// caller's location; in an app, a line on standard error.
///
/// For library authors, as issue-reporting's `reportIssue` is: the same bridge `TestStore` fails
/// tests through.
///
/// ```swift
/// guard let index = items.firstIndex(where: { $0.id == id }) else {
///   reportIssue("No item with id \(id).")
///   return
/// }
/// ```
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  recordTestFailure(
    message() ?? "Issue reported", fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports an error as an issue (see ``reportIssue(_:fileID:filePath:line:column:)``).
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message().map { "\($0): " } ?? ""
  recordTestFailure(
    "\(text)Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Runs `body`, expecting it to report an issue: the issues it reports (through `reportIssue`,
/// or a `TestStore`'s failures, runtime warnings under it included) are expected, not failures;
/// if it reports none, that is the failure.
///
/// ```swift
/// withExpectedIssue {
///   reportIssue("Something went wrong")
/// }
/// ```
///
/// - Parameters:
///   - message: Says why the issue is expected; it appears in the failure when none is reported.
///   - isIntermittent: When `true`, reporting no issue is not a failure either.
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  let expectation = ExpectedIssues()
  do {
    try ExpectedIssues.$current.withValue(expectation) { try body() }
  } catch {
    expectation.record()
  }
  expectation.check(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column
  )
}

/// Runs async `body`, expecting it to report an issue (see the synchronous version).
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async {
  let expectation = ExpectedIssues()
  do {
    try await ExpectedIssues.$current.withValue(expectation, operation: body, isolation: isolation)
  } catch {
    expectation.record()
  }
  expectation.check(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column
  )
}

/// The issues reported inside a `withExpectedIssue` body, which are expected rather than
/// recorded as failures.
final class ExpectedIssues: Sendable {
  @TaskLocal static var current: ExpectedIssues?

  private let count = LockedValue(0)

  func record() {
    count.withValue { $0 += 1 }
  }

  func check(
    _ message: String?, isIntermittent: Bool, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    guard count.current == 0, !isIntermittent else { return }
    recordTestFailure(
      "Expected an issue to be reported" + (message.map { ": \($0)" } ?? "."),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
