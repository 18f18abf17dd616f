// Lesson 002, "Key paths de caso": `Scope(state: \.fila, action: \.fila) { Fila() }` as written.
// There `fila` is a single child, whereas in `Catalogo` it is a collection: two shapes, so two
// features.
import Reductor

@Reducer
struct FilaDestacada {
  @ObservableState
  struct State: Equatable {
    var fila: Fila.State
  }
  enum Action {
    case fila(Fila.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.fila, action: \.fila) { Fila() }
  }
}
