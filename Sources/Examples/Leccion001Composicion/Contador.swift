// Lesson 001, "El reducer como valor, body como composición": the sample as written.
import Reductor

@Reducer
struct Contador {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case incrementar
    case decrementar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .decrementar:
        state.cuenta -= 1
        return .none
      }
    }
  }
}
