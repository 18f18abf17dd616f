// The example docs/architecture.md shows, compiled (checked by DocExamplesTests).

// docs:registro
import Reductor

@Reducer
struct Toques {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case tocar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}

/// Writes down the order in which one `send` runs its work.
@Reducer
struct Registro {
  @ObservableState
  struct State: Equatable {
    var toques = Toques.State()
    var pasos: [String] = []
  }
  enum Action {
    case toques(Toques.Action)
    case anotado
  }
  var body: some ReducerOf<Self> {
    // Listed first, so the child runs first: the parent sees the count already changed.
    Scope(state: \.toques, action: \.toques) { Toques() }
    Reduce { state, action in
      switch action {
      // Matching the child's own action shows the order; a feature listens to `delegate`.
      case .toques(.tocar):  // reductor-lint:disable non-delegate-child-action
        state.pasos.append("el padre ve \(state.toques.cuenta) toque")
        return .send(.anotado)
      case .anotado:
        state.pasos.append("anotado")
        return .none
      }
    }
  }
}

@MainActor
func registrarUnToque() -> [String] {
  let store = Store(initialState: Registro.State()) { Registro() }
  store.send(.toques(.tocar))
  // The `.send` effect's action ran before `send` returned.
  return store.pasos  // ["el padre ve 1 toque", "anotado"]
}
// docs:end
