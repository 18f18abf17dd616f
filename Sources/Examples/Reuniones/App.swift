import Foundation
import Reductor

/// The app: the list at the root of a navigation stack that pushes a meeting's detail, the
/// minutes of one of its meetings, and its recording.
@Reducer
public struct AppDeReuniones {
  @Reducer
  public enum Camino {
    case acta(Acta, reunion: Reunion)
    case detalle(DetalleDeReunion)
    case grabar(GrabarReunion)
  }

  @ObservableState
  public struct State: Equatable {
    public var camino = StackState<Camino.State>()
    public var lista = ListaDeReuniones.State()

    public init(
      camino: StackState<Camino.State> = StackState(), lista: ListaDeReuniones.State = .init()
    ) {
      self.camino = camino
      self.lista = lista
    }
  }

  public enum Action {
    case camino(StackActionOf<Camino>)
    case lista(ListaDeReuniones.Action)
    case reunionPulsada(id: Reunion.ID)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.lista, action: \.lista) {
      ListaDeReuniones()
    }
    Reduce { state, action in
      switch action {
      case .camino(.element(id: _, action: .detalle(.empezarPulsado))):
        guard case let .detalle(detalle)? = state.camino.last else { return .none }
        state.camino.append(.grabar(GrabarReunion.State(reunion: detalle.$reunion)))
        return .none
      case .camino, .lista:
        return .none
      case let .reunionPulsada(id):
        guard let reunion = Shared(state.lista.$reuniones[id: id]) else { return .none }
        state.camino.append(.detalle(DetalleDeReunion.State(reunion: reunion)))
        return .none
      }
    }
    .forEach(\.camino, action: \.camino)
  }
}

extension AppDeReuniones.Camino.State: Equatable {}
