import Reductor

// Lesson 004, "Dos especies de feature": the canonical container. Its final `Reduce` mentions
// nothing but delegates; every other action is its children's business.
// docs:leccion004
@Reducer
struct Contenedor {
  @ObservableState
  struct State: Equatable {
    var cabecera = Cabecera.State()
    var lista: IdentifiedArrayOf<Fila.State> = []
    @Presents var detalle: Detalle.State?
  }

  enum Action {
    case cabecera(Cabecera.Action)
    case lista(IdentifiedActionOf<Fila>)
    case detalle(PresentationAction<Detalle.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.cabecera, action: \.cabecera) { Cabecera() }
    Reduce { state, action in
      switch action {
      // The lesson's `.lista(.delegate(.filaSeleccionada(id)))` mixes two shapes: with
      // `.forEach(\.lista) { Fila() }` below, `.lista` carries an `IdentifiedAction`, so a row's
      // delegate arrives as `.lista(.element(id:action:))`.
      case let .lista(.element(id: id, action: .delegate(.seleccionada))):
        state.detalle = Detalle.State(id: id)
        return .none
      case .lista, .cabecera, .detalle:
        return .none
      }
    }
    .forEach(\.lista, action: \.lista) { Fila() }
    .ifLet(\.$detalle, action: \.detalle) { Detalle() }
  }
}
// docs:end
