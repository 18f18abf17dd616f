import Reductor
import Testing

@testable import ReductorCasePaths
@testable import ReductorCore
@testable import ReductorCustomDump

/// A reducer to name `PresentationActionOf` with.
private struct DetalleReducer: Reducer {
  typealias State = Ficha
  typealias Action = DetalleAccion
  func reduce(into state: inout Ficha, action: DetalleAccion) -> Effect<DetalleAccion> { .none }
}

@Suite("Navigation: PresentationAction")
struct NavigationPresentationActionTests {
  @Test func caseKeyPathsSkipPresented() {
    let path: CaseKeyPath<RaizAccion, Void> = \.destino.detalle.editarPulsado
    let action = path()
    #expect(action == .destino(.presented(.detalle(.editarPulsado))))
    #expect(action.is(\.destino.detalle.editarPulsado))
    #expect(!RaizAccion.destino(.presented(.detalle(.guardarPulsado))).is(path))
    #expect(!RaizAccion.destino(.dismiss).is(path))
    #expect(!RaizAccion.refrescar.is(path))
  }

  @Test func payloadsAndNestedPresentations() {
    let renombrar: CaseKeyPath<RaizAccion, String> = \.destino.detalle.renombrar
    #expect(renombrar("pan") == .destino(.presented(.detalle(.renombrar("pan")))))
    #expect(RaizAccion.destino(.presented(.detalle(.renombrar("pan"))))[case: renombrar] == "pan")

    // Two presentation levels, as in lesson 003's tests.
    let guardado: CaseKeyPath<RaizAccion, String> = \.destino.detalle.destino.editar.guardado
    let action = guardado("borrador")
    #expect(
      action == .destino(.presented(.detalle(.destino(.presented(.editar(.guardado("borrador")))))))
    )
    #expect(action[case: guardado] == "borrador")
    #expect(
      RaizAccion.destino(.presented(.detalle(.destino(.dismiss))))[case: guardado] == nil)
  }

  @Test func ownCasesStillResolve() {
    let dismiss: CaseKeyPath<RaizAccion, Void> = \.destino.dismiss
    #expect(dismiss() == .destino(.dismiss))
    #expect(RaizAccion.destino(.dismiss).is(dismiss))
    #expect(!RaizAccion.destino(.presented(.detalle(.editarPulsado))).is(dismiss))

    let presented: CaseKeyPath<RaizAccion, DestinoAccion> = \.destino.presented
    #expect(presented(.alerta(.borrar)) == .destino(.presented(.alerta(.borrar))))
    #expect(RaizAccion.destino(.presented(.alerta(.borrar)))[case: presented] == .alerta(.borrar))
    #expect(RaizAccion.destino(.dismiss)[case: presented] == nil)

    let nested: CaseKeyPath<RaizAccion, Void> = \.destino.detalle.destino.dismiss
    #expect(nested() == .destino(.presented(.detalle(.destino(.dismiss)))))
  }

  @Test func casePathsOfPresentationAction() {
    let paths = PresentationAction<AlertaAccion>.allCasePaths
    #expect(paths.presented.embed(.borrar) == .presented(.borrar))
    #expect(paths.presented.extract(from: .presented(.archivar)) == .archivar)
    #expect(paths.presented.extract(from: .dismiss) == nil)
    #expect(paths.dismiss.extract(from: .dismiss) != nil)
    #expect(paths.dismiss.extract(from: .presented(.borrar)) == nil)
  }

  @Test func conformances() {
    let action: PresentationActionOf<DetalleReducer> = .presented(.editarPulsado)
    #expect(action == PresentationAction<DetalleAccion>.presented(.editarPulsado))
    #expect(action != .dismiss)
    let set: Set<PresentationAction<AlertaAccion>> = [.dismiss, .presented(.borrar), .dismiss]
    #expect(set.count == 2)
    #expect(reductorDump(action) == "PresentationAction<DetalleAccion>.presented(.editarPulsado)")
  }
}
