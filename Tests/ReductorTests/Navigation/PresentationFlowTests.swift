import Reductor
import ReductorTestSupport
import Testing

// Issue 4, lesson 003: three levels of presentation (Inventario → Detalle → Editor or an alert).

@MainActor
@Suite struct PresentationFlowTests {
  typealias Articulo = Tienda.Articulo
  typealias Editor = Tienda.Editor
  typealias Detalle = Tienda.Detalle
  typealias Inventario = Tienda.Inventario

  // MARK: 1. Three levels, each running only while its state exists

  @Test func threeLevelsPresentOneInsideTheOther() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba, .tuerca])) {
      Inventario()
    }
    await store.send(.articuloPulsado(Articulo.prueba.id)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.nombreCambiado, "Tornillo M4") {
      $0.destino?.detalle?.destino?.editar?.borrador.nombre = "Tornillo M4"
    }
    // The grandchild's action changed only the grandchild.
    #expect(store.state.destino?.detalle?.articulo == .prueba)
    #expect(store.state.articulos[id: 1] == .prueba)
  }

  @Test func anActionForAnAbsentLevelWarnsAndChangesNothing() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    // Nothing presented: the detail's reducer does not run.
    await withKnownIssue {
      await store.send(\.destino.detalle.editarPulsado)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("destination state was absent") }
    }

    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    // The detail is presented, the editor is not: the editor's reducer does not run.
    await withKnownIssue {
      await store.send(\.destino.detalle.destino.editar.nombreCambiado, "perdido")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("destination state was absent") }
    }

    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(.cerrarDetalle) {
      $0.destino = nil
    }
    // Once the root closed the detail, neither the detail nor the editor runs.
    await withKnownIssue {
      await store.send(\.destino.detalle.destino.editar.nombreCambiado, "perdido")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("destination state was absent") }
    }
  }

  @Test func anActionForAnAbsentLevelWarnsInALiveStore() {
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    let (_, sinDetalle) = collectingWarnings {
      store.send(.destino(.presented(.detalle(.editarPulsado))))
    }
    #expect(sinDetalle.count == 1)
    #expect(store.state.destino == nil)

    store.send(.articuloPulsado(1))
    let (_, sinEditor) = collectingWarnings {
      store.send(
        .destino(.presented(.detalle(.destino(.presented(.editar(.nombreCambiado("x"))))))))
    }
    #expect(sinEditor.count == 1)
    #expect(store.state.destino == .detalle(Detalle.State(articulo: .prueba)))
  }

  // MARK: 2. Setting the root's slot to nil ends the whole subtree

  @Test func closingTheRootCancelsEveryDescendantsEffectsInOneStep() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.articuloPulsado(1))
    store.send(.destino(.presented(.detalle(.tareaLargaPulsada))))
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    await bitacora.esperar("detalle empezó")
    await bitacora.esperar("editor empezó")

    store.send(.cerrarDetalle)

    #expect(store.state.destino == nil)
    await bitacora.esperar("detalle cancelado")
    await bitacora.esperar("editor cancelado")
  }

  @Test func closingTheRootLeavesNothingRunning() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.tareaLargaPulsada)
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.tareaLargaPulsada)
    await store.send(\.destino.detalle.destino.editar.cargar)
    await store.send(.cerrarDetalle) {
      $0.destino = nil
    }
    // Nothing of the detail or the editor is left: `finish` and the end-of-test check agree.
    await store.finish()
  }

  // MARK: 3. A child's dismiss

  @Test func dismissActionClearsOnlyTheChildsSlotAndCancelsItsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.articuloPulsado(1))
    store.send(.destino(.presented(.detalle(.tareaLargaPulsada))))
    store.send(.destino(.presented(.detalle(.anotar("revisado")))))
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    await bitacora.esperar("editor empezó")
    await bitacora.esperar("detalle empezó")

    store.send(.destino(.presented(.detalle(.destino(.dismiss)))))

    var detalle = Detalle.State(articulo: .prueba)
    detalle.notas = ["revisado"]
    #expect(store.state.destino == .detalle(detalle))
    await bitacora.esperar("editor cancelado")

    // The detail's own effect still runs: closing it now cancels it.
    store.send(.destino(.dismiss))
    #expect(store.state.destino == nil)
    await bitacora.esperar("detalle cancelado")
  }

  @Test func dismissActionInATestStore() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.anotar, "revisado") {
      $0.destino?.detalle?.notas = ["revisado"]
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.tareaLargaPulsada)
    await store.send(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
    // The editor's effect is gone; the detail, its notes and the root are untouched.
    await store.finish()
  }

  @Test func dismissDependencyEndsTheFeatureItIsCalledFrom() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.anotar, "revisado") {
      $0.destino?.detalle?.notas = ["revisado"]
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.tareaLargaPulsada)
    // The editor dismisses itself: the detail receives `.dismiss` for its slot only.
    await store.send(\.destino.detalle.destino.editar.cerrarPulsado)
    await store.receive(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
    // The detail dismisses itself: the root receives `.dismiss`.
    await store.send(\.destino.detalle.cerrarPulsado)
    await store.receive(\.destino.dismiss) {
      $0.destino = nil
    }
    await store.finish()
  }

  @Test func dismissDependencyCancelsTheChildsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.articuloPulsado(1))
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    await bitacora.esperar("editor empezó")

    await store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.cerrarPulsado)))))))
      .finish()

    await bitacora.esperar("editor cancelado")
    #expect(store.state.destino == .detalle(Detalle.State(articulo: .prueba)))
  }

  @Test func dismissRightAfterPresentingInALiveStore() async {
    // No listener has to start first: the child can dismiss itself at once.
    for _ in 0..<20 {
      let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
        Inventario()
      }
      store.send(.articuloPulsado(1))
      store.send(.destino(.presented(.detalle(.editarPulsado))))
      await store.send(
        .destino(.presented(.detalle(.destino(.presented(.editar(.cerrarPulsado))))))
      )
      .finish()
      #expect(store.state.destino == .detalle(Detalle.State(articulo: .prueba)))
      await store.send(.destino(.presented(.detalle(.cerrarPulsado)))).finish()
      #expect(store.state.destino == nil)
    }
  }

  @Test func dismissWhereNothingPresentedWarnsAndDoesNothingElse() async {
    let store = Store(
      initialState: Inventario.State(
        articulos: [.prueba], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    let (_, warnings) = await capturingWarnings {
      await store.send(.cerrarPulsado).finish()
    }
    #expect(
      warnings.map(\.message).contains {
        $0.contains("'dismiss' was called from a feature that is not presented")
      })
    // The presented detail is still there.
    #expect(store.state.destino == .detalle(Detalle.State(articulo: .prueba)))
  }

  /// A presented feature tested on its own: its `dismiss()` marks the test store dismissed,
  /// as TCA's does, and a later `send` fails without sending.
  @Test func aTestStoresFeatureThatDismissesItselfIsDismissed() async {
    let store = TestStore(initialState: Detalle.State(articulo: .prueba)) { Detalle() }
    #expect(!store.isDismissed)
    await store.send(.cerrarPulsado)
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.editarPulsado)
    } matching: { issue in
      issue.description.contains(
        "Sent an action to a test store whose feature has dismissed itself")
    }
    // Not sent: the editor was not presented.
    #expect(store.state == Detalle.State(articulo: .prueba))
  }

  @Test func dismissActionWhenNothingIsPresentedWarns() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    await withKnownIssue {
      await store.send(.destino(.dismiss))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("dismiss action when nothing was presented") }
    }
  }

  // MARK: 4. Delegate translation, level by level

  @Test func detailTranslatesTheEditorsDelegate() async {
    let store = TestStore(
      initialState: Inventario.State(
        articulos: [.prueba, .tuerca], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    let articuloEditado = Articulo(id: Articulo.prueba.id, nombre: "Tornillo M4")

    // The lesson's test lines.
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.delegate.guardado, articuloEditado) {
      // The detail sets its article and dismisses the editor; the root's list is unchanged.
      $0.destino?.detalle?.articulo = articuloEditado
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloActualizado) {
      // The root updates its list from the detail's fact alone.
      $0.articulos[id: articuloEditado.id] = articuloEditado
    }
  }

  @Test func editorSavesThroughBothLevels() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    let articuloEditado = Articulo(id: Articulo.prueba.id, nombre: "Tornillo M4")
    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.nombreCambiado, "Tornillo M4") {
      $0.destino?.detalle?.destino?.editar?.borrador = articuloEditado
    }
    await store.send(\.destino.detalle.destino.editar.guardarPulsado)
    await store.receive(\.destino.detalle.destino.editar.delegate.guardado, articuloEditado) {
      $0.destino?.detalle?.articulo = articuloEditado
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloActualizado, articuloEditado) {
      $0.articulos[id: 1] = articuloEditado
    }
  }

  // MARK: 5. Deep links

  static func enlaceProfundo(_ articulo: Articulo = .prueba) -> Inventario.State {
    Inventario.State(
      articulos: [articulo],
      destino: .detalle(
        Detalle.State(
          articulo: articulo,
          destino: .editar(Editor.State(borrador: articulo))
        ))
    )
  }

  @Test func deepLinkBehavesAsIfTheUserNavigated() async {
    let store = TestStore(initialState: Self.enlaceProfundo()) {
      Inventario()
    }
    let articuloEditado = Articulo(id: Articulo.prueba.id, nombre: "Tornillo M4")
    await store.send(\.destino.detalle.destino.editar.nombreCambiado, "Tornillo M4") {
      $0.destino?.detalle?.destino?.editar?.borrador = articuloEditado
    }
    await store.send(\.destino.detalle.destino.editar.guardarPulsado)
    await store.receive(\.destino.detalle.destino.editar.delegate.guardado) {
      $0.destino?.detalle?.articulo = articuloEditado
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloActualizado) {
      $0.articulos[id: 1] = articuloEditado
    }
  }

  @Test func deepLinkedFeaturesCanDismissThemselves() async {
    let store = TestStore(initialState: Self.enlaceProfundo()) {
      Inventario()
    }
    await store.send(\.destino.detalle.destino.editar.cerrarPulsado)
    await store.receive(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
    await store.send(\.destino.detalle.cerrarPulsado)
    await store.receive(\.destino.dismiss) {
      $0.destino = nil
    }
  }

  @Test func deepLinkedFeaturesArePresented() async {
    let store = TestStore(initialState: Self.enlaceProfundo()) {
      Inventario()
    }
    await store.send(\.destino.detalle.destino.editar.comprobarPresentacion)
    await store.receive(\.destino.detalle.destino.editar.presentacionComprobada, true)
  }

  @Test func deepLinkedSubtreeIsCancelledWhenTheRootCloses() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Self.enlaceProfundo()) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.destino(.presented(.detalle(.tareaLargaPulsada))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    await bitacora.esperar("detalle empezó")
    await bitacora.esperar("editor empezó")
    store.send(.cerrarDetalle)
    await bitacora.esperar("detalle cancelado")
    await bitacora.esperar("editor cancelado")
  }

  // MARK: 7. A new destination over an old one

  @Test func presentingOverTheEditorCancelsTheEditorsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.articuloPulsado(1))
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    await bitacora.esperar("editor empezó")

    // The detail presents its delete alert where the editor was.
    store.send(.destino(.presented(.detalle(.borrarPulsado))))

    #expect(store.state.destino?.detalle?.destino == .confirmarBorrado(.borrarArticulo))
    await bitacora.esperar("editor cancelado")
  }

  @Test func presentingAnotherDetailCancelsTheOldDetailsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Inventario.State(articulos: [.prueba, .tuerca])) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.articuloPulsado(Articulo.prueba.id))
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.tareaLargaPulsada)))))))
    store.send(.destino(.presented(.detalle(.tareaLargaPulsada))))
    await bitacora.esperar("editor empezó")
    await bitacora.esperar("detalle empezó")

    // Same case, new payload: a new presentation.
    store.send(.articuloPulsado(Articulo.tuerca.id))

    #expect(store.state.destino == .detalle(Detalle.State(articulo: .tuerca)))
    await bitacora.esperar("detalle cancelado")
    await bitacora.esperar("editor cancelado")
  }

  @Test func theNewDestinationIsFullyPresented() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba, .tuerca])) {
      Inventario()
    }
    await store.send(.articuloPulsado(Articulo.prueba.id)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.tareaLargaPulsada)
    await store.send(.articuloPulsado(Articulo.tuerca.id)) {
      $0.destino = .detalle(Detalle.State(articulo: .tuerca))
    }
    // The replacement can dismiss itself, and the replaced detail's effect is gone.
    await store.send(\.destino.detalle.cerrarPulsado)
    await store.receive(\.destino.dismiss) {
      $0.destino = nil
    }
    await store.finish()
  }

  // MARK: Cancellation ids at depth

  @Test func cancellingByIdInsideAGrandchildsEffect() async {
    let bitacora = Bitacora()
    let store = Store(initialState: Self.enlaceProfundo()) {
      Inventario()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.cargar)))))))
    await bitacora.esperar("carga empezó")
    // `Task.cancel(id:)` inside the editor's effect names the same id as the editor's
    // `.cancellable(id:)`, two presentation levels down.
    store.send(
      .destino(.presented(.detalle(.destino(.presented(.editar(.cancelarCargaDesdeElEfecto)))))))
    await bitacora.esperar("carga cancelado")
  }
}
