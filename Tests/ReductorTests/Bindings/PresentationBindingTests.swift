import Reductor
import ReductorTestSupport
import Testing

/// The get/set pair behind `$store.scope(state: \.destino?.editar, action: \.destino.editar)`:
/// setting `nil` dismisses the presentation the action path steps over.
@MainActor
@Suite struct PresentationBindingTests {
  @Test func settingACaseOfAPresentedEnumToNilDismissesThePresentation() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let editar = store.presentation(state: \.destino?.editar, action: \.destino.editar)
    #expect(editar.wrappedValue == nil)
    store.send(.presentar)
    let editor = try! #require(editar.wrappedValue)
    editor.send(.incrementar)
    #expect(store.destino == .editar(Obs.Editor.State(cuenta: 1)))
    editar.wrappedValue = nil
    #expect(store.destino == nil)
  }

  @Test func settingNilWhileAnotherCaseIsPresentedChangesNothing() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let editar = store.presentation(state: \.destino?.editar, action: \.destino.editar)
    store.send(.revisar)
    editar.wrappedValue = nil
    #expect(store.destino == .revisar(Obs.Editor.State()))
  }

  @Test func aChildThatIsNotPresentedWarnsInsteadOfDismissing() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let linea: UInt = #line + 1
    let hijo = store.presentation(state: \.hijo, action: \.hijo)
    store.send(.mostrarHijo)
    #expect(hijo.wrappedValue != nil)
    let (_, warnings) = capturingWarnings { hijo.wrappedValue = nil }
    #expect(store.hijo != nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("steps over no 'PresentationAction'") == true)
    // It points where the binding was made: where the fix goes.
    #expect(warnings.first?.line == linea)
  }
}
