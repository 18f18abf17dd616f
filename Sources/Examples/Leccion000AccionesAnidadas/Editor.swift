// Lesson 000 presents an `Editor` without showing it: a document editor whose save button
// (`.view(.guardarPulsado)`) ends in `.delegate(.documentoGuardado(id))`.
import Reductor

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    let id: Int
    var texto = ""
  }
  enum Action {
    case view(View)
    case delegate(Delegate)

    enum View {
      case textoCambiado(String)
      case guardarPulsado
    }
    enum Delegate {
      case documentoGuardado(Int)
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.textoCambiado(texto)):
        state.texto = texto
        return .none
      case .view(.guardarPulsado):
        return .send(.delegate(.documentoGuardado(state.id)))
      case .delegate:
        return .none
      }
    }
  }
}
