// Lesson 002, "Anidar y agrupar": the `view` / `interna` / `delegate` action as written, in an
// item editor (the lesson leaves the feature unnamed) that saves through `api.guardar`.
import Reductor

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var item: Item
    var aparecido = false
    var guardando = false
    var errorAlGuardar = false
  }
  enum Action {
    case view(View)
    case interna(Interna)
    case delegate(Delegate)

    enum View: Equatable {
      case aparecio
      case guardarPulsado
    }
    enum Interna {
      case guardadoCompletado(Result<Void, any Error>)
    }
    enum Delegate: Equatable {
      case elementoGuardado(Item.ID)
    }
  }
  @Dependency(\.api) var api
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.aparecio):
        state.aparecido = true
        return .none
      case .view(.guardarPulsado):
        state.guardando = true
        state.errorAlGuardar = false
        return .run { [item = state.item] send in
          await send(.interna(.guardadoCompletado(Result { try await self.api.guardar(item) })))
        }
      case .interna(.guardadoCompletado(.success)):
        state.guardando = false
        return .send(.delegate(.elementoGuardado(state.item.id)))
      case .interna(.guardadoCompletado(.failure)):
        state.guardando = false
        state.errorAlGuardar = true
        return .none
      case .delegate:
        return .none
      }
    }
  }
}
