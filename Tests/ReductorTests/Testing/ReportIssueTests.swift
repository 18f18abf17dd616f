import Reductor
import Testing

@Reducer
private struct Eco {
  struct State: Equatable { var veces = 0 }
  enum Action: Equatable { case tocar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.veces += 1
      return .none
    }
  }
}

/// `reportIssue` and `withExpectedIssue`, for library authors, through the bridge `TestStore`
/// fails tests through.
@Suite struct ReportIssueTests {
  @Test func reportIssueFailsTheRunningTestAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("No item with id 7.")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["No item with id 7."]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func reportIssueOfAnError() {
    struct Fallo: Error {}
    withKnownIssue {
      reportIssue(Fallo(), "Cargando")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Cargando: Caught error: Fallo") == true
    }
  }

  @Test func anExpectedIssueIsNotAFailure() {
    withExpectedIssue {
      reportIssue("Something went wrong")
    }
  }

  @Test func noIssueInsideWithExpectedIssueIsTheFailure() {
    withKnownIssue {
      withExpectedIssue("the parser rejects it") {}
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected an issue to be reported: the parser rejects it"]
    }
    withExpectedIssue(isIntermittent: true) {}
  }

  @MainActor @Test func aTestStoreFailureIsAnExpectedIssue() async {
    await withExpectedIssue {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      await store.send(.tocar) { $0.veces = 2 }
    }
  }
}
