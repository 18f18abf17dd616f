// Lesson 000's `AppFeature` embeds a `Lista` without showing it: a collection of rows, reached by
// `\.lista.filas[id: fila]`, that intercepts only its rows' `delegate` actions.
import Reductor

@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
    /// The ids of the rows marked as favourite, in the order they were marked.
    var favoritos: [Fila.State.ID] = []
  }
  enum Action {
    case filas(IdentifiedActionOf<Fila>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .filas(.element(id, .delegate(.favoritoMarcado(marcado)))):
        state.favoritos.removeAll { $0 == id }
        if marcado { state.favoritos.append(id) }
        return .none
      case let .filas(.element(id, .delegate(.borrar))):
        state.filas.remove(id: id)
        state.favoritos.removeAll { $0 == id }
        return .none
      case .filas:
        return .none
      }
    }
    .forEach(\.filas, action: \.filas) { Fila() }
  }
}
