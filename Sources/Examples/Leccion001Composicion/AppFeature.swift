// Lesson 001, "Scope: incrustar el dominio de un hijo": the sample as written.
import Reductor

// docs:leccion001
@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var contador = Contador.State()
    var perfil = Perfil.State()
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
      // coordinación entre hijos, si hiciera falta
      return .none
    }
  }
}
// docs:end
