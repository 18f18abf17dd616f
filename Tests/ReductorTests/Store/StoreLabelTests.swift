import Foundation
import Reductor
import ReductorTestSupport
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
    #expect(
      warning.contains("Store: Store<Obs.Lista.State, Obs.Lista.Action>.scope(state: \\.hijo"))
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

  @Test func aPresentedCasesStoreNamesItsActionPath() throws {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let linea = #line + 1
    let editor = try #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    store.send(.destino(.dismiss))
    let warnings = collectingRuntimeWarnings { editor.send(.incrementar) }
    let warning = try #require(warnings.first)
    #expect(
      warning.contains(
        """
        Store: Store<Obs.Lista.State, Obs.Lista.Action>.scope(state: …, action: \\.destino.editar), \
        at ReductorTests/StoreLabelTests.swift:\(linea)
        """))
  }

  @Test func aPresentsPropertysStoreNamesItsStatePath() throws {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let destino = try #require(store.scope(state: \.destino, action: \.destino))
    store.send(.destino(.dismiss))
    let warnings = collectingRuntimeWarnings { destino.send(.editar(.incrementar)) }
    let warning = try #require(warnings.first)
    #expect(warning.contains(".scope(state: \\.destino, action: \\.destino), at"))
  }

  @Test func aRowStoreNamesItsCollectionAndID() throws {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.agregar(7))
    let fila = try #require(store.scope(state: \.filas, action: \.filas)[id: 7])
    store.send(.quitar(7))
    let warnings = collectingRuntimeWarnings { fila.send(.alternar) }
    let warning = try #require(warnings.first)
    #expect(warning.contains(".scope(state: \\.filas, action: \\.filas)[id: 7], at"))
  }

  @Test func eachLevelOfADeepStoreNamesItsActionPath() throws {
    let store = Store(initialState: Obs.Nivel.State(hijo: Obs.Nivel.State(hijo: Obs.Nivel.State())))
    {
      Obs.Nivel()
    }
    let uno = try #require(store.scope(state: \.hijo, action: \.hijo))
    let dos = try #require(uno.scope(state: \.hijo, action: \.hijo))
    store.send(.hijo(.dismiss))
    let warnings = collectingRuntimeWarnings { dos.send(.incrementar) }
    let warning = try #require(warnings.first)
    let scope = ".scope(state: \\.hijo, action: \\.hijo), at ReductorTests/StoreLabelTests.swift:"
    #expect(warning.contains("Store<Obs.Nivel.State, Obs.Nivel.Action>" + scope))
    #expect(warning.split(separator: scope, omittingEmptySubsequences: false).count == 3)
    #expect(!warning.contains("…"))
  }
}
