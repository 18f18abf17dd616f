import Reductor
import XCTest

@testable import ReductorCore
@testable import ReductorIssueReporting

/// `recordTestFailure` under XCTest: each failure must reach the running `XCTestCase` at the
/// caller's file and line.
///
/// The test case captures the failures it is asked to record, instead of failing, while
/// `capturing` is set; every other failure (e.g. of an `XCTAssert`) is forwarded as usual.
final class XCTestFailureRecordingTests: XCTestCase {
  private struct RecordedFailure: Equatable {
    var description: String
    var filePath: String
    var line: Int
    var expected: Bool
  }

  private var capturing = false
  private var recorded: [RecordedFailure] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard capturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    // Not forwarded to `super`, so the captured failure does not fail this test.
    recorded.append(
      RecordedFailure(
        description: description, filePath: filePath, line: lineNumber, expected: expected))
  }

  private func capture(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
    capturing = true
    defer { capturing = false }
    recorded = []
    try body()
    return recorded
  }

  func testContextIsXCTest() {
    XCTAssertEqual(TestContext.current, .xcTest)
  }

  func testRecordsAFailureAtTheSourceLocation() {
    let failures = capture {
      recordTestFailure(
        "boom", fileID: "Feature/FeatureTests.swift", filePath: "/src/Tests/FeatureTests.swift",
        line: 42, column: 7)
    }
    XCTAssertEqual(
      failures,
      [
        RecordedFailure(
          description: "failed - boom", filePath: "/src/Tests/FeatureTests.swift", line: 42,
          expected: true)
      ])
  }

  func testDefaultsToTheCallersFileAndLine() {
    let line = #line + 1
    let failures = capture { recordTestFailure("here") }
    XCTAssertEqual(failures.map(\.filePath), ["\(#filePath)"])
    XCTAssertEqual(failures.map(\.line), [line])
  }

  func testRuntimeWarningBecomesAFailureAtItsLocation() async {
    capturing = true
    recorded = []
    await withRuntimeWarningsAsTestFailures {
      await Task.yield()
      reportRuntimeWarning(
        "An action was sent to a finished store.", fileID: "App/Feature.swift",
        filePath: "/src/App/Feature.swift", line: 12, column: 5)
    }
    capturing = false
    XCTAssertEqual(
      recorded,
      [
        RecordedFailure(
          description: "failed - An action was sent to a finished store.",
          filePath: "/src/App/Feature.swift", line: 12, expected: true)
      ])
  }
}
