// Lesson 000 routes `.view(.favoritoPulsado)` to a `Fila` and receives its
// `.delegate(.favoritoMarcado)` without showing it: a row grouped into view and delegate actions,
// which can also ask its list to delete it.
import Reductor

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var titulo = ""
    var favorito = false
  }
  enum Action {
    case view(View)
    case delegate(Delegate)

    enum View {
      case favoritoPulsado
      case borrarPulsado
    }
    enum Delegate {
      /// The row's new mark.
      case favoritoMarcado(Bool)
      case borrar
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.favoritoPulsado):
        state.favorito.toggle()
        return .send(.delegate(.favoritoMarcado(state.favorito)))
      case .view(.borrarPulsado):
        return .send(.delegate(.borrar))
      case .delegate:
        return .none
      }
    }
  }
}
