import Reductor
import ReductorTestSupport
import Testing

// The test Reductor.docc/RuntimeWarnings.md shows, compiled (checked by DocExamplesTests).
@testable import GettingStarted

@MainActor
@Suite struct AvisosDocTests {
  // docs:aviso-test
  @Test func anActionForAnEditorThatIsNotThereIsReported() async {
    let store = TestStore(initialState: Despensa.State()) { Despensa() }
    // Nothing presents the editor, so its action has nowhere to go: the 'ifLet' reports it,
    // and under a TestStore the report fails the test, at the 'ifLet' in Despensa.swift.
    await withKnownIssue {
      await store.send(.editor(.presented(.nombreCambiado("Arroz"))))
    } matching: { issue in
      issue.sourceLocation?.fileName == "Despensa.swift"
        && issue.description.contains("An 'ifLet' received a presentation action")
    }
  }
  // docs:end

  @Test func theWarningNamesTheActionAndTheFix() {
    let store = Store(initialState: Despensa.State()) { Despensa() }
    let (_, warnings) = collectingWarnings {
      store.send(.editor(.presented(.nombreCambiado("Arroz"))))
    }
    #expect(warnings.count == 1)
    let warning = warnings.first ?? ""
    #expect(
      warning.contains("Action: Despensa.Action.editor(.presented(.nombreCambiado(\"Arroz\")))"))
    #expect(warning.contains("the parent's reducer still ran"))
    #expect(store.editor == nil)
  }
}
