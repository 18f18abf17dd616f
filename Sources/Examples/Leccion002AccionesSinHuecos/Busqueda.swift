// Lesson 002, "El enum como tipo suma" and "switch exhaustivo": the `Action` and the `body` as
// written, in one feature; the `State` and the `api` dependency are what the samples leave out.
import Reductor

@Reducer
struct Busqueda {
  @ObservableState
  struct State: Equatable {
    var consulta = ""
    var cargando = false
    var items: [Item] = []
    var seleccion: Item.ID?
  }
  // docs:leccion002
  enum Action {
    case consultaCambiada(String)
    case buscarPulsado
    case resultadosRecibidos(Result<[Item], any Error>)
    case resultadoSeleccionado(id: Item.ID)
    case borrarPulsado
  }
  // docs:end
  @Dependency(\.api) var api
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .consultaCambiada(texto):
        state.consulta = texto
        return .none
      case .buscarPulsado:
        state.cargando = true
        return .run { [consulta = state.consulta] send in
          await send(.resultadosRecibidos(Result { try await self.api.buscar(consulta) }))
        }
      case let .resultadosRecibidos(.success(items)):
        state.cargando = false
        state.items = items
        return .none
      case .resultadosRecibidos(.failure):
        state.cargando = false
        return .none
      case let .resultadoSeleccionado(id):
        state.seleccion = id
        return .none
      case .borrarPulsado:
        state.consulta = ""
        state.items = []
        return .none
      }
    }
  }
}
