// Lesson 001 embeds `Perfil` beside `Contador` without showing it: the smallest feature that fits.
import Reductor

@Reducer
struct Perfil {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
  }
  enum Action {
    case nombreCambiado(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
        return .none
      }
    }
  }
}
