// Lesson 001's `AppFeature` with its "coordinación entre hijos" comment filled in, so that the
// order of `body` (the Scopes first, the final Reduce after) is observable in a test.
import Reductor

@Reducer
struct AppFeatureCoordinada {
  @ObservableState
  struct State: Equatable {
    var contador = Contador.State()
    var perfil = Perfil.State()
    /// The counts the final `Reduce` saw, one per counter action.
    var cuentasVistas: [Int] = []
  }
  enum Action {
    case contador(Contador.Action)
    case perfil(Perfil.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.contador) {
      Contador()
    }
    Scope(state: \.perfil, action: \.perfil) {
      Perfil()
    }
    Reduce { state, action in
      // coordinación entre hijos: the parent sees the state the Scopes above left.
      switch action {
      case .contador:
        state.cuentasVistas.append(state.contador.cuenta)
        return .none
      case .perfil:
        return .none
      }
    }
  }
}
