// Lesson 001, "ifLet y forEach": the `forEach` sample's State, Action and body, in the feature
// the lesson leaves unnamed.
import Reductor

@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
  }
  enum Action {
    case filas(IdentifiedActionOf<Fila>)
    // Not in the lesson: a way to remove a row, so a test can see its effects cancelled.
    case quitarFila(id: Fila.State.ID)
  }
  var body: some ReducerOf<Self> {
    // The lesson's `Reduce { state, action in return .none }`, plus the removal the tests need.
    Reduce { state, action in
      if case let .quitarFila(id) = action {
        state.filas.remove(id: id)
      }
      return .none
    }
    .forEach(\.filas, action: \.filas) {
      Fila()
    }
  }
}
