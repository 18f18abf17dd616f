// Lesson 000's action tree has a `cabecera` case ("uno, siempre") without showing the feature.
import Reductor

@Reducer
struct Cabecera {
  @ObservableState
  struct State: Equatable {
    var titulo = ""
  }
  enum Action {
    case tituloCambiado(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tituloCambiado(titulo):
        state.titulo = titulo
        return .none
      }
    }
  }
}
