// Lesson 000's action tree has a `ruta` stack (`StackAction<Ruta.State, Ruta.Action>`) without
// showing its screens: one screen, a document's detail.
import Reductor

@Reducer
struct Detalle {
  @ObservableState
  struct State: Equatable {
    let documento: Int
    var leido = false
  }
  enum Action {
    case marcarLeido
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .marcarLeido:
        state.leido = true
        return .none
      }
    }
  }
}

@Reducer
enum Ruta {
  case detalle(Detalle)
}

extension Ruta.State: Equatable {}
