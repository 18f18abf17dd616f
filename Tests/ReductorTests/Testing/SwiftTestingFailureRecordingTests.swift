import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorIssueReporting

/// `recordTestFailure` under Swift Testing: each failure must become an issue of the running test,
/// with the message as its comment and the caller's source location.
///
/// `withKnownIssue` fails the test when its body records no issue, and its `matching:` closure
/// sees every issue recorded, so each test below proves both that an issue was recorded and
/// what it carries.
@Suite struct SwiftTestingFailureRecordingTests {
  @Test func contextIsSwiftTestingInATest() {
    #expect(TestContext.current == .swiftTesting)
  }

  @Test func contextFollowsTheTestIntoChildAndUnstructuredTasks() async {
    async let child = TestContext.current
    let unstructured = await Task { TestContext.current }.value
    #expect(await child == .swiftTesting)
    #expect(unstructured == .swiftTesting)
  }

  @Test func contextIsNotSwiftTestingInADetachedTask() async {
    // A detached task does not inherit `Test.current`.
    let detached = await Task.detached { TestContext.current }.value
    #expect(detached != .swiftTesting)
  }

  @Test func recordsAnIssueWithTheMessageAndSourceLocation() {
    withKnownIssue {
      recordTestFailure(
        "boom", fileID: "Feature/FeatureTests.swift", filePath: "/src/Tests/FeatureTests.swift",
        line: 42, column: 7
      )
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["boom"]
        && issue.sourceLocation
          == SourceLocation(
            fileID: "Feature/FeatureTests.swift", filePath: "/src/Tests/FeatureTests.swift",
            line: 42, column: 7
          )
    }
  }

  @Test func defaultsToTheCallersSourceLocation() {
    let line: Int = #line + 2
    withKnownIssue {
      recordTestFailure("here")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["here"]
        && issue.sourceLocation?.fileID == #fileID
        && issue.sourceLocation?.filePath == #filePath
        && issue.sourceLocation?.line == line
    }
  }

  @Test func recordsOneIssuePerFailureWithMultilineMessages() {
    let diff = """
      State mismatch: (− expected, + actual)
        Counter.State(
      −   count: 1
      +   count: 2
        )
      """
    withKnownIssue {
      recordTestFailure(diff, fileID: "A/B.swift", filePath: "/A/B.swift", line: 1, column: 1)
      recordTestFailure("second", fileID: "A/B.swift", filePath: "/A/B.swift", line: 2, column: 1)
    } matching: { issue in
      (issue.comments.map(\.rawValue) == [diff] && issue.sourceLocation?.line == 1)
        || (issue.comments.map(\.rawValue) == ["second"] && issue.sourceLocation?.line == 2)
    }
  }

  @Test func recordsFromAChildTask() async {
    await withKnownIssue {
      await Task {
        recordTestFailure(
          "from a task", fileID: "A/B.swift", filePath: "/A/B.swift", line: 3, column: 4
        )
      }.value
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["from a task"]
    }
  }

  @Test func repairsLocationsThatSwiftTestingWouldRejectInsteadOfTrapping() {
    // `SourceLocation.init` traps unless the file ID is non-empty and contains "/", and line and
    // column are positive.
    withKnownIssue {
      recordTestFailure(
        "no module", fileID: "NoModule.swift", filePath: "NoModule.swift", line: 0, column: 0
      )
      recordTestFailure("empty", fileID: "", filePath: "", line: 0, column: 0)
    } matching: { issue in
      let comments = issue.comments.map(\.rawValue)
      return issue.sourceLocation?.line == 1 && issue.sourceLocation?.column == 1
        && ((comments == ["no module"] && issue.sourceLocation?.fileName == "NoModule.swift")
          || comments == ["empty"])
    }
  }
}
