import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorDependencies
@testable import ReductorIssueReporting

/// `withRuntimeWarningsAsTestFailures` under Swift Testing: each runtime warning raised in its
/// task tree becomes an issue at the warning's location.
@Suite struct SwiftTestingRuntimeWarningTests {
  @Test func warningBecomesAnIssueAtItsLocation() async {
    await withKnownIssue {
      await withRuntimeWarningsAsTestFailures {
        await Task.yield()
        reportRuntimeWarning(
          "An action was sent to a finished store.", fileID: "App/Feature.swift",
          filePath: "/src/App/Feature.swift", line: 12, column: 5
        )
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["An action was sent to a finished store."]
        && issue.sourceLocation
          == SourceLocation(
            fileID: "App/Feature.swift", filePath: "/src/App/Feature.swift", line: 12, column: 5
          )
    }
  }

  @Test func warningInAChildTaskBecomesAnIssue() async {
    await withKnownIssue {
      await withRuntimeWarningsAsTestFailures {
        await Task {
          reportRuntimeWarning(
            "from an effect", fileID: "App/Effect.swift", filePath: "/Effect.swift", line: 3,
            column: 1
          )
        }.value
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["from an effect"] && issue.sourceLocation?.line == 3
    }
  }

  @Test func synchronousVersionRecordsWarningsAndReturnsTheResult() {
    withKnownIssue {
      let result = withRuntimeWarningsAsTestFailures { () -> Int in
        reportRuntimeWarning(
          "sync", fileID: "App/Sync.swift", filePath: "/Sync.swift", line: 8, column: 2
        )
        return 7
      }
      #expect(result == 7)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["sync"]
    }
  }

  @Test func handlerIsRemovedAfterTheBody() async {
    await withRuntimeWarningsAsTestFailures { await Task.yield() }
    #expect(RuntimeWarnings.handler == nil)
  }

  /// With no handler installed, a warning raised in a test is still an issue of that test, as
  /// issue-reporting's issues are: a plain `Store`'s misuse or an `unimplemented` endpoint
  /// fails the test that caused it.
  @Test func aWarningWithNoHandlerIsAnIssueOfTheRunningTest() {
    withKnownIssue {
      reportRuntimeWarning(
        "no handler", fileID: "App/Plain.swift", filePath: "/Plain.swift", line: 4, column: 9
      )
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["no handler"] && issue.sourceLocation?.line == 4
    }
  }

  @Test func anUnimplementedEndpointIsAnIssue() {
    withKnownIssue {
      #expect(unimplemented("Cliente.contar", placeholder: 3) == 3)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'Cliente.contar'")
    }
  }

  /// Outside tests (an app) it is printed, and recorded nowhere: no issue fails this test.
  @Test func outsideATestAWarningIsOnlyPrinted() {
    TestContext.$isRunningAsApp.withValue(true) {
      reportRuntimeWarning(
        "printed, not recorded", fileID: "App/Print.swift", filePath: "/Print.swift", line: 1,
        column: 1
      )
    }
  }
}
