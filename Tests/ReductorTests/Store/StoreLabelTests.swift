import Reductor
import Testing

/// A warning about a store names it by what the user wrote: the feature's types, the scope's
/// paths where they can be read, and the line that scoped it.
@MainActor
@Suite struct StoreLabelTests {
  @Test func aGoneStoresWarningSaysWhereItWasScoped() throws {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.mostrarHijo)
    let linea = #line + 1
    let hijo = try #require(store.scope(state: \.hijo, action: \.hijo))
    store.send(.ocultarHijo)
    let warnings = collectingRuntimeWarnings { hijo.send(.incrementar) }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.contains("Store: Store<Obs.Lista.State, Obs.Lista.Action>.scope(state: \\.hijo"))
    #expect(warning.contains("at ReductorTests/StoreLabelTests.swift:\(linea)"))
    #expect(!warning.contains("0x"))
  }

  @Test func aPresentedCasesStoreHasNoAddressesInItsName() throws {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let editor = try #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    store.send(.destino(.dismiss))
    let warnings = collectingRuntimeWarnings { editor.send(.incrementar) }
    let warning = try #require(warnings.first)
    #expect(!warning.contains("<computed"))
    #expect(warning.contains("StoreLabelTests.swift:"))
  }
}
