// Lesson 002, "Anidar y agrupar", first way: the child actions embedded as cases, the `Action`
// as written. The lesson leaves the feature unnamed; `Destino` is its one destination.
import Reductor

@Reducer
struct Catalogo {
  @Reducer
  enum Destino {
    case editor(Editor)
  }

  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
    @Presents var destino: Destino.State?
    var guardados: [Item.ID] = []
  }
  enum Action {
    case fila(IdentifiedActionOf<Fila>)
    case destino(PresentationAction<Destino.Action>)
  }
  var body: some ReducerOf<Self> {
    // The parent reads only its children's `delegate` cases: their public contract.
    Reduce { state, action in
      switch action {
      case let .fila(.element(_, .delegate(.abrir(item)))):
        state.destino = .editor(Editor.State(item: item))
        return .none
      case let .destino(.presented(.editor(.delegate(.elementoGuardado(id))))):
        state.guardados.append(id)
        state.destino = nil
        return .none
      case .fila, .destino:
        return .none
      }
    }
    .forEach(\.filas, action: \.fila) { Fila() }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension Catalogo.Destino.State: Equatable {}
