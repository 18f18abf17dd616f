// Lesson 003, "Presentaciones anidadas: un sheet que abre otro sheet": one test per behaviour
// the lesson states. The features are in `Sources/Examples/Leccion003PresentacionesAnidadas`.
import Leccion003PresentacionesAnidadas
import Reductor
// The clock's count of real-time waits is for this package's tests only.
@_spi(Internals) import ReductorClocks
import ReductorTestSupport
import Testing

@MainActor
@Suite struct Leccion003Tests {
  // This test target has fixtures of its own called `Editor`, `Detalle`, `Inventario` and
  // `Articulo`; inside this suite the names are the lesson's.
  typealias Articulo = Leccion003PresentacionesAnidadas.Articulo
  typealias Detalle = Leccion003PresentacionesAnidadas.Detalle
  typealias Editor = Leccion003PresentacionesAnidadas.Editor
  typealias Inventario = Leccion003PresentacionesAnidadas.Inventario

  static let taladro = Articulo(id: 2, nombre: "Taladro", cantidad: 3)

  // MARK: The three-level flow and each level's delegate translation

  /// "El viaje de una acción entre tres niveles": the lesson's test lines, verbatim. The lesson
  /// omits the state assertions; an exhaustive `TestStore` needs them, so they are added as
  /// trailing closures.
  // docs:flujo
  @Test func threeLevelFlowAsTheLessonTestsIt() async {
    let articuloEditado = Articulo(id: Articulo.prueba.id, nombre: "Tornillos M4", cantidad: 300)
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }

    await store.send(.articuloPulsado(Articulo.prueba.id)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.delegate.guardado, articuloEditado) {
      $0.destino?.detalle?.articulo = articuloEditado
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloActualizado) {
      $0.articulos[id: articuloEditado.id] = articuloEditado
    }
  }
  // docs:end

  /// The same journey started by the editor's own button: each level publishes a fact in its
  /// own vocabulary — Editor `guardado`, then Detalle `articuloActualizado` — and the
  /// inventory reacts only to the second.
  @Test func eachLevelTranslatesItsChildsDelegateIntoItsOwn() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba, Self.taladro])) {
      Inventario()
    }
    await store.send(.articuloPulsado(Self.taladro.id)) {
      $0.destino = .detalle(Detalle.State(articulo: Self.taladro))
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: Self.taladro))
    }
    await store.send(\.destino.detalle.destino.editar.cantidadCambiada, 5) {
      $0.destino?.detalle?.destino?.editar?.borrador.cantidad = 5
    }
    var guardado = Self.taladro
    guardado.cantidad = 5
    await store.send(\.destino.detalle.destino.editar.guardarPulsado)
    // Level 3 → 2: the editor's fact, which Detalle translates (and closes the editor).
    await store.receive(\.destino.detalle.destino.editar.delegate.guardado, guardado) {
      $0.destino?.detalle?.articulo = guardado
      $0.destino?.detalle?.destino = nil
    }
    // Level 2 → 1: Detalle's own fact; the inventory never mentions the editor.
    await store.receive(\.destino.detalle.delegate.articuloActualizado, guardado) {
      $0.articulos[id: guardado.id] = guardado
    }
  }

  /// Detalle on its own: it hears the editor's `guardado` and publishes `articuloActualizado`.
  @Test func detalleTranslatesTheEditorsGuardado() async {
    let store = TestStore(
      initialState: Detalle.State(
        articulo: .prueba, destino: .editar(Editor.State(borrador: .prueba))
      )
    ) {
      Detalle()
    }
    var editado = Articulo.prueba
    editado.nombre = "Tornillos M5"
    await store.send(\.destino.editar.delegate.guardado, editado) {
      $0.articulo = editado
      $0.destino = nil
    }
    await store.receive(\.delegate.articuloActualizado, editado)
  }

  /// The inventory on its own: Detalle's contract is all it knows.
  @Test func inventarioOnlyKnowsDetallesContract() async {
    let store = TestStore(
      initialState: Inventario.State(
        articulos: [.prueba], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    var editado = Articulo.prueba
    editado.cantidad = 1
    await store.send(\.destino.detalle.delegate.articuloActualizado, editado) {
      $0.articulos[id: editado.id] = editado
    }
  }

  /// "ANTIPATRÓN: la raíz mira dentro del nieto" — the pattern compiles and matches, which is
  /// exactly the coupling the lesson warns about. The features here do not use it.
  @Test func theAntipatternCompilesButCouplesTheRootToTheEditor() {
    let accion = Inventario.Action.destino(
      .presented(.detalle(.destino(.presented(.editar(.delegate(.guardado(.prueba)))))))
    )
    var visto: Articulo?
    switch accion {
    // ANTIPATRÓN: la raíz mira dentro del nieto
    case let .destino(
      .presented(.detalle(.destino(.presented(.editar(.delegate(.guardado(articulo)))))))):
      visto = articulo
    default:
      break
    }
    #expect(visto == .prueba)
  }

  // MARK: What the tree gives for free

  /// "El deep link de un salto": the lesson's value, built by hand, equals the state four taps
  /// reach, and the store then behaves as if the user had navigated there.
  @Test func deepLinkIsOneValueThatBehavesAsIfNavigated() async {
    let articulo = Articulo.prueba
    // La pantalla profunda es un valor, no una coreografía
    let enlace = Inventario.State(
      articulos: [articulo],
      destino: .detalle(
        Detalle.State(
          articulo: articulo,
          destino: .editar(Editor.State(borrador: articulo))
        ))
    )

    let navegando = TestStore(initialState: Inventario.State(articulos: [articulo])) {
      Inventario()
    }
    await navegando.send(.articuloPulsado(articulo.id)) {
      $0.destino = .detalle(Detalle.State(articulo: articulo))
    }
    await navegando.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: articulo))
    }
    #expect(navegando.state == enlace)

    let store = TestStore(initialState: enlace) { Inventario() }
    await store.send(\.destino.detalle.destino.editar.nombreCambiado, "Tornillos M6") {
      $0.destino?.detalle?.destino?.editar?.borrador.nombre = "Tornillos M6"
    }
    var guardado = articulo
    guardado.nombre = "Tornillos M6"
    await store.send(\.destino.detalle.destino.editar.guardarPulsado)
    await store.receive(\.destino.detalle.destino.editar.delegate.guardado, guardado) {
      $0.destino?.detalle?.articulo = guardado
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloActualizado, guardado) {
      $0.articulos[id: guardado.id] = guardado
    }
  }

  /// "El descarte en cascada": assigning nil to the root's slot destroys the whole subtree and
  /// cancels at once the effects of all its descendants — here Detalle's stock-refresh ticker
  /// and, one level further down, the editor's autosave ticker. The exhaustive `TestStore`
  /// would also fail if any effect were still running at the end.
  @Test func cascadeDismissalCancelsEveryDescendantsEffects() async {
    let cancelados = LockedArray()
    let store = TestStore(initialState: Self.enlaceProfundo) {
      Inventario()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.registroDeEfectos = RegistroDeEfectos(cancelado: { cancelados.append($0) })
    }

    // Both views appear, as SwiftUI's `.task` would tell them; each starts its ticker.
    await store.send(\.destino.detalle.alAparecer)
    await store.send(\.destino.detalle.destino.editar.alAparecer)
    #expect(cancelados.values.isEmpty)

    // The root's slot becomes nil (the sheet is swiped away): the subtree goes, and so do both
    // tickers.
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    await store.finish()
    #expect(
      cancelados.values.sorted()
        == ["Detalle · refresco de existencias", "Editor · autoguardado"]
    )
  }

  /// The same cascade with time passing: both tickers tick while their screens exist, and
  /// after the root's slot becomes nil no tick ever arrives. The clock runs each woken ticker
  /// on the test store's executor, so no real time is spent waiting for it.
  @Test func cascadeDismissalStopsTheTickers() async {
    let clock = TestClock()
    let cancelados = LockedArray()
    let store = TestStore(initialState: Self.enlaceProfundo) {
      Inventario()
    } withDependencies: {
      $0.continuousClock = clock
      $0.registroDeEfectos = RegistroDeEfectos(cancelado: { cancelados.append($0) })
    }
    await store.send(\.destino.detalle.alAparecer)
    await store.send(\.destino.detalle.destino.editar.alAparecer)

    // The editor saves every 3 s, the detail refreshes every 5 s.
    await clock.advance(by: .seconds(5))
    await store.receive(\.destino.detalle.destino.editar.autoguardado) {
      $0.destino?.detalle?.destino?.editar?.autoguardados = 1
    }
    await store.receive(\.destino.detalle.existenciasRefrescadas) {
      $0.destino?.detalle?.refrescos = 1
    }

    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    #expect(
      cancelados.values.sorted()
        == ["Detalle · refresco de existencias", "Editor · autoguardado"]
    )
    await clock.advance(by: .seconds(60))
    #expect(clock.pendingSleeperCount == 0)
    #expect(clock.quietPeriodWaitCount == 0)
  }

  /// Each level gets the guarantees of its own `ifLet`: dismissing the editor (level 3)
  /// cancels only its effects; Detalle's ticker keeps running.
  @Test func dismissingTheEditorCancelsOnlyItsOwnEffects() async {
    let clock = TestClock()
    let cancelados = LockedArray()
    let store = TestStore(initialState: Self.enlaceProfundo) {
      Inventario()
    } withDependencies: {
      $0.continuousClock = clock
      $0.registroDeEfectos = RegistroDeEfectos(cancelado: { cancelados.append($0) })
    }
    await store.send(\.destino.detalle.alAparecer)
    await store.send(\.destino.detalle.destino.editar.alAparecer)

    await store.send(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
    #expect(cancelados.values == ["Editor · autoguardado"])

    await clock.advance(by: .seconds(5))
    await store.receive(\.destino.detalle.existenciasRefrescadas) {
      $0.destino?.detalle?.refrescos = 1
    }

    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    #expect(
      cancelados.values.sorted() == ["Detalle · refresco de existencias", "Editor · autoguardado"]
    )
    #expect(clock.quietPeriodWaitCount == 0)
  }

  /// "Su presentación tiene identidad propia": presenting another article's detail in the
  /// same slot ends the first detail's effects.
  @Test func replacingThePresentedDetalleCancelsTheOldOnesEffects() async {
    let cancelados = LockedArray()
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba, Self.taladro])) {
      Inventario()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.registroDeEfectos = RegistroDeEfectos(cancelado: { cancelados.append($0) })
    }
    await store.send(.articuloPulsado(Articulo.prueba.id)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.alAparecer)
    await store.send(.articuloPulsado(Self.taladro.id)) {
      $0.destino = .detalle(Detalle.State(articulo: Self.taladro))
    }
    await store.finish()
    #expect(cancelados.values == ["Detalle · refresco de existencias"])
  }

  /// The editor can close itself with `@Dependency(\.dismiss)`: Detalle's `ifLet` receives
  /// `.dismiss` two levels down and clears only the editor.
  @Test func theEditorDismissesItselfTwoLevelsDown() async {
    let store = TestStore(
      initialState: Inventario.State(
        articulos: [.prueba], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.cancelarPulsado)
    await store.receive(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
  }

  /// A deep link behaves as if navigated: a feature that starts presented (in the store's
  /// initial state) can dismiss itself with `@Dependency(\.dismiss)`.
  @Test func aDeepLinkedEditorCanDismissItself() async {
    let store = TestStore(initialState: Self.enlaceProfundo) { Inventario() }
    await store.send(\.destino.detalle.destino.editar.cancelarPulsado)
    await store.receive(\.destino.detalle.destino.dismiss) {
      $0.destino?.detalle?.destino = nil
    }
  }

  /// "Su reducer corre solo mientras exista su estado": an action for a level whose state is
  /// absent changes nothing (and a runtime warning says why), at every level.
  @Test func eachLevelsReducerRunsOnlyWhileItsStateExists() {
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) { Inventario() }

    // Level 2 absent: Detalle does not run.
    let (_, sinDetalle) = collectingWarnings {
      store.send(.destino(.presented(.detalle(.editarPulsado))))
    }
    #expect(store.state == Inventario.State(articulos: [.prueba]))
    #expect(sinDetalle.count == 1)
    #expect(sinDetalle.first?.contains("destination state was absent") == true)

    // Level 2 present, level 3 absent: Detalle runs, the editor does not.
    store.send(.articuloPulsado(Articulo.prueba.id))
    let (_, sinEditor) = collectingWarnings {
      store.send(
        .destino(.presented(.detalle(.destino(.presented(.editar(.nombreCambiado("x"))))))))
    }
    #expect(store.state.destino == .detalle(Detalle.State(articulo: .prueba)))
    #expect(sinEditor.count == 1)

    // Both present: the editor runs.
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.nombreCambiado("x"))))))))
    #expect(store.state.destino?.detalle?.destino?.editar?.borrador.nombre == "x")
  }

  /// "La ausencia de estados imposibles": an editor lives only inside a detail, so an editor
  /// without a detail cannot even be written.
  @Test func thereIsNoEditorWithoutADetail() {
    var state = Inventario.State(articulos: [.prueba])
    state.destino?.detalle?.destino = .editar(Editor.State(borrador: .prueba))
    #expect(state.destino == nil)
  }

  // MARK: The delete alert

  /// The alert's destructive button dismisses the alert (an alert is dismissed when its button
  /// is sent); Detalle then publishes `articuloBorrado` and the inventory removes the article
  /// and closes the detail.
  @Test func theAlertButtonDismissesTheAlert() async {
    let store = TestStore(
      initialState: Inventario.State(
        articulos: [.prueba, Self.taladro], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    await store.send(\.destino.detalle.borrarPulsado) {
      $0.destino?.detalle?.destino = .confirmarBorrado(.borrar(.prueba))
    }
    await store.send(\.destino.detalle.destino.confirmarBorrado.borrar) {
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.articuloBorrado, Articulo.prueba.id) {
      $0.articulos = [Self.taladro]
      $0.destino = nil
    }
  }

  /// The alert's cancel button has no action: it only dismisses, and nothing is deleted.
  @Test func cancellingTheAlertDeletesNothing() async {
    let store = TestStore(
      initialState: Detalle.State(articulo: .prueba, destino: .confirmarBorrado(.borrar(.prueba)))
    ) {
      Detalle()
    }
    await store.send(.destino(.dismiss)) {
      $0.destino = nil
    }
  }

  // MARK: Helpers

  /// The lesson's deep link for `.prueba`: the editor over its detail over the inventory.
  static var enlaceProfundo: Inventario.State {
    Inventario.State(
      articulos: [.prueba],
      destino: .detalle(
        Detalle.State(
          articulo: .prueba,
          destino: .editar(Editor.State(borrador: .prueba))
        ))
    )
  }
}
