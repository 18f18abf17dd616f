// The README's smallest complete example, compiled: the README quotes the region below
// (checked by DocExamplesTests).

// docs:contador
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

@MainActor
func demo() {
  let store = Store(initialState: Contador.State()) { Contador() }
  store.send(.incrementar)
  print(store.cuenta)  // 1
}
// docs:end
