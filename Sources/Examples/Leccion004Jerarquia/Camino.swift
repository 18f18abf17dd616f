import Reductor

// Lesson 004, "Tres maniobras de aplanado": navigation is not nesting. A stack of screens is one
// flat `StackState`, however deep the user goes.

@Reducer
enum Camino {
  case detalle(Detalle)
  case ajustes(Ajustes)
  case perfil(Perfil)
}

// `AppFeature.State: Equatable` holds a `StackState<Camino.State>`.
extension Camino.State: Equatable {}

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var raiz = Lista.State()
    var camino = StackState<Camino.State>()
  }
  enum Action {
    case raiz(Lista.Action)
    case camino(StackAction<Camino.State, Camino.Action>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.raiz, action: \.raiz) { Lista() }
    Reduce { state, action in
      switch action {
      case let .raiz(.delegate(.filaSeleccionada(id))):
        state.camino.append(.detalle(Detalle.State(id: id)))
        return .none
      default:
        return .none
      }
    }
    // The lesson's `{ Camino() }` cannot compile: `Camino` is an enum with no initializer; the
    // closure-less form runs the `@Reducer enum`'s generated body.
    .forEach(\.camino, action: \.camino)
  }
}
