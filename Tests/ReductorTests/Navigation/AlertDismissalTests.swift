import Reductor
import Testing

// Alerts dismiss themselves when one of their buttons sends its action; `isPresented` tells an
// effect whether its feature was presented.

/// A feature with a plain `@Presents` alert, no enum destination.
@Reducer
private struct Papelera {
  @CasePathable
  enum Alerta: Equatable {
    case vaciar
  }

  @ObservableState
  struct State: Equatable {
    var articulos: [String] = []
    /// Whether the alert was still presented when the parent handled its button.
    var alertaVisibleAlVaciar: Bool?
    @Presents var alerta: AlertState<Alerta>?
  }

  enum Action {
    case vaciarPulsado
    case alerta(PresentationAction<Alerta>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .vaciarPulsado:
        state.alerta = AlertState {
          TextState("¿Vaciar la papelera?")
        } actions: {
          ButtonState(role: .destructive, action: .vaciar) { TextState("Vaciar") }
          ButtonState(role: .cancel) { TextState("Cancelar") }
        }
        return .none
      case .alerta(.presented(.vaciar)):
        state.alertaVisibleAlVaciar = state.alerta != nil
        state.articulos = []
        return .none
      case .alerta:
        return .none
      }
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}

@MainActor
@Suite struct AlertDismissalTests {
  typealias Articulo = Tienda.Articulo
  typealias Detalle = Tienda.Detalle
  typealias Inventario = Tienda.Inventario

  @Test func aButtonOfAnEnumDestinationAlertDismissesIt() async {
    let store = TestStore(
      initialState: Inventario.State(
        articulos: [.prueba, .tuerca], destino: .detalle(Detalle.State(articulo: .prueba))
      )
    ) {
      Inventario()
    }
    await store.send(\.destino.detalle.borrarPulsado) {
      $0.destino?.detalle?.destino = .confirmarBorrado(.borrarArticulo)
    }
    await store.send(\.destino.detalle.destino.confirmarBorrado.borrar) {
      $0.destino?.detalle?.destino = nil
    }
    await store.receive(\.destino.detalle.delegate.borrar, Articulo.prueba.id) {
      $0.articulos = [.tuerca]
      $0.destino = nil
    }
  }

  @Test func aButtonThatPresentsSomethingElseKeepsTheNewDestination() async {
    let store = TestStore(
      initialState: Detalle.State(articulo: .prueba, destino: .confirmarBorrado(.borrarArticulo))
    ) {
      Detalle()
    }
    await store.send(\.destino.confirmarBorrado.editarEnSuLugar) {
      $0.destino = .editar(Tienda.Editor.State(borrador: .prueba))
    }
    // The editor the button presented is fully presented: it can dismiss itself.
    await store.send(\.destino.editar.cerrarPulsado)
    await store.receive(\.destino.dismiss) {
      $0.destino = nil
    }
  }

  @Test func cancellingAnEnumDestinationAlertDismissesIt() async {
    let store = TestStore(
      initialState: Detalle.State(articulo: .prueba, destino: .confirmarBorrado(.borrarArticulo))
    ) {
      Detalle()
    }
    // A cancel button has no action: the view sends `.dismiss`.
    await store.send(\.destino.dismiss) {
      $0.destino = nil
    }
  }

  @Test func aButtonOfAPlainAlertDismissesIt() async {
    let store = TestStore(initialState: Papelera.State(articulos: ["a", "b"])) {
      Papelera()
    }
    await store.send(.vaciarPulsado) {
      $0.alerta = AlertState {
        TextState("¿Vaciar la papelera?")
      } actions: {
        ButtonState(role: .destructive, action: .vaciar) { TextState("Vaciar") }
        ButtonState(role: .cancel) { TextState("Cancelar") }
      }
    }
    await store.send(\.alerta.vaciar) {
      // The parent handles the button with the alert still presented; then it is dismissed.
      $0.alertaVisibleAlVaciar = true
      $0.articulos = []
      $0.alerta = nil
    }
  }

  @Test func cancellingAPlainAlertDismissesIt() async {
    let store = TestStore(initialState: Papelera.State(articulos: ["a"])) {
      Papelera()
    }
    await store.send(.vaciarPulsado) {
      $0.alerta = AlertState {
        TextState("¿Vaciar la papelera?")
      } actions: {
        ButtonState(role: .destructive, action: .vaciar) { TextState("Vaciar") }
        ButtonState(role: .cancel) { TextState("Cancelar") }
      }
    }
    await store.send(\.alerta.dismiss) {
      $0.alerta = nil
    }
  }

  // MARK: isPresented

  @Test func isPresentedIsFalseAtTheRoot() async {
    let store = TestStore(initialState: Inventario.State()) {
      Inventario()
    }
    await store.send(.comprobarPresentacion)
    await store.receive(\.presentacionComprobada, false)
  }

  @Test func isPresentedIsTrueInsidePresentedChildren() async {
    let store = TestStore(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario()
    }
    await store.send(.articuloPulsado(1)) {
      $0.destino = .detalle(Detalle.State(articulo: .prueba))
    }
    await store.send(\.destino.detalle.editarPulsado) {
      $0.destino?.detalle?.destino = .editar(Tienda.Editor.State(borrador: .prueba))
    }
    await store.send(\.destino.detalle.destino.editar.comprobarPresentacion)
    await store.receive(\.destino.detalle.destino.editar.presentacionComprobada, true)
    await store.send(\.destino.detalle.comprobarPresentacion)
    await store.receive(\.destino.detalle.presentacionComprobada, true)
    // The root reacts to that action with an effect of its own, which is not presented.
    await store.receive(\.presentacionComprobada, false)
  }
}
