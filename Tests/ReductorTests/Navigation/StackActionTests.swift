import Reductor
import Testing

@testable import ReductorCasePaths
@testable import ReductorCore
@testable import ReductorCustomDump
@testable import ReductorNavigation

/// Reducers to name `StackActionOf` and `IdentifiedActionOf` with.
private struct CaminoReducer: Reducer {
  typealias State = CaminoEstado
  typealias Action = CaminoAccion
  func reduce(into state: inout CaminoEstado, action: CaminoAccion) -> Effect<CaminoAccion> {
    .none
  }
}

private struct FilaReducer: Reducer {
  struct State: Identifiable, Equatable { let id: Int }
  typealias Action = FilaAccion
  func reduce(into state: inout State, action: FilaAccion) -> Effect<FilaAccion> { .none }
}

@Suite("Navigation: StackAction and IdentifiedAction")
struct NavigationStackActionTests {
  @Test func stackElementCaseKeyPathMatchesOnlyItsID() {
    let path: CaseKeyPath<RaizAccion, Void> = \.camino[id: 0].detalle.guardarPulsado
    let action = path()
    #expect(action == .camino(.element(id: 0, action: .detalle(.guardarPulsado))))
    #expect(action.is(path))
    #expect(!RaizAccion.camino(.element(id: 1, action: .detalle(.guardarPulsado))).is(path))
    #expect(!RaizAccion.camino(.element(id: 0, action: .detalle(.editarPulsado))).is(path))
    #expect(!RaizAccion.camino(.popFrom(id: 0)).is(path))

    let ajustes: CaseKeyPath<RaizAccion, Int> = \.camino[id: 2].ajustes
    #expect(RaizAccion.camino(.element(id: 2, action: .ajustes(7)))[case: ajustes] == 7)
    #expect(RaizAccion.camino(.element(id: 3, action: .ajustes(7)))[case: ajustes] == nil)

    // Through a presentation inside a stack element.
    let guardado: CaseKeyPath<RaizAccion, String> =
      \.camino[id: 1].detalle.destino.editar.guardado
    #expect(
      guardado("x")
        == .camino(.element(id: 1, action: .detalle(.destino(.presented(.editar(.guardado("x")))))))
    )
  }

  @Test func stackActionOwnCases() {
    let popFrom: CaseKeyPath<RaizAccion, StackElementID> = \.camino.popFrom
    #expect(popFrom(3) == .camino(.popFrom(id: 3)))
    #expect(RaizAccion.camino(.popFrom(id: 3))[case: popFrom] == 3)

    let push: CaseKeyPath<RaizAccion, (id: StackElementID, state: CaminoEstado)> = \.camino.push
    #expect(push((id: 4, state: .ajustes(1))) == .camino(.push(id: 4, state: .ajustes(1))))
    let pushed = RaizAccion.camino(.push(id: 4, state: .ajustes(1)))[case: push]
    #expect(pushed?.id == 4)
    #expect(pushed?.state == .ajustes(1))

    let element: CaseKeyPath<RaizAccion, (id: StackElementID, action: CaminoAccion)> =
      \.camino.element
    let extracted = RaizAccion.camino(.element(id: 2, action: .ajustes(1)))[case: element]
    #expect(extracted?.id == 2)
    #expect(extracted?.action == .ajustes(1))
    #expect(RaizAccion.camino(.popFrom(id: 2))[case: element] == nil)
  }

  @Test func stackActionConformances() {
    let action: StackActionOf<CaminoReducer> = .push(id: 1, state: .ajustes(2))
    #expect(action == StackAction<CaminoEstado, CaminoAccion>.push(id: 1, state: .ajustes(2)))
    #expect(action != .push(id: 2, state: .ajustes(2)))
    #expect(action != .popFrom(id: 1))
  }

  @Test func identifiedElementCaseKeyPathMatchesOnlyItsID() {
    let fila = 7
    let path: CaseKeyPath<RaizAccion, Void> = \.filas[id: fila].delegate.favoritoMarcado
    let action = path()
    #expect(action == .filas(.element(id: 7, action: .delegate(.favoritoMarcado))))
    #expect(action.is(path))
    #expect(!RaizAccion.filas(.element(id: 8, action: .delegate(.favoritoMarcado))).is(path))
    #expect(!RaizAccion.filas(.element(id: 7, action: .favoritoPulsado)).is(path))

    let element: CaseKeyPath<RaizAccion, (id: Int, action: FilaAccion)> = \.filas.element
    #expect(RaizAccion.filas(.init(id: 3, action: .favoritoPulsado))[case: element]?.id == 3)
  }

  @Test func navigationValuesAreSendable() {
    func sendable<T: Sendable>(_: T.Type) -> Bool { true }
    #expect(sendable(PresentationState<Ficha>.self))
    #expect(sendable(PresentationAction<DestinoAccion>.self))
    #expect(sendable(StackState<CaminoEstado>.self))
    #expect(sendable(StackElementID.self))
    #expect(sendable(StackAction<CaminoEstado, CaminoAccion>.self))
    #expect(sendable(IdentifiedAction<Int, FilaAccion>.self))
    #expect(sendable(TextState.self))
    #expect(sendable(ButtonState<AlertaAccion>.self))
    #expect(sendable(AlertState<AlertaAccion>.self))
    #expect(sendable(ConfirmationDialogState<AlertaAccion>.self))
  }

  @Test func identifiedActionInitAndAccessors() {
    let id = 4
    let action: IdentifiedActionOf<FilaReducer> = .init(id: id, action: .favoritoPulsado)
    #expect(action == .element(id: 4, action: .favoritoPulsado))
    #expect(action.id == 4)
    #expect(action.action == .favoritoPulsado)
    // As lesson 000 writes it.
    let raiz = RaizAccion.filas(.init(id: id, action: .favoritoPulsado))
    #expect(raiz == .filas(.element(id: 4, action: .favoritoPulsado)))
    #expect(reductorDump(raiz) == "RaizAccion.filas(.element(id: 4, action: .favoritoPulsado))")
  }
}
