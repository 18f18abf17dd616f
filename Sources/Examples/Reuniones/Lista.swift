import Foundation
import Reductor

/// Every meeting, and the form that adds one.
@Reducer
public struct ListaDeReuniones {
  @ObservableState
  public struct State: Equatable {
    @Presents public var nueva: FormularioDeReunion.State?
    @Shared(.reuniones) public var reuniones

    public init(nueva: FormularioDeReunion.State? = nil) {
      self.nueva = nueva
    }
  }

  public enum Action: Equatable {
    case agregarPulsado
    case confirmarNueva
    case descartarNueva
    case borrar(atOffsets: IndexSet)
    case nueva(PresentationAction<FormularioDeReunion.Action>)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .agregarPulsado:
        state.nueva = FormularioDeReunion.State(reunion: Reunion(id: uuid()))
        return .none
      case .confirmarNueva:
        guard let nueva = state.nueva else { return .none }
        var reunion = nueva.reunion
        reunion.asistentes.removeAll { $0.nombre.allSatisfy(\.isWhitespace) }
        if reunion.asistentes.isEmpty {
          reunion.asistentes.append(nueva.reunion.asistentes.first ?? Asistente(id: uuid()))
        }
        state.$reuniones.withLock { _ = $0.append(reunion) }
        state.nueva = nil
        return .none
      case .descartarNueva:
        state.nueva = nil
        return .none
      case let .borrar(atOffsets: indices):
        state.$reuniones.withLock { $0.remove(atOffsets: indices) }
        return .none
      case .nueva:
        return .none
      }
    }
    .ifLet(\.$nueva, action: \.nueva) {
      FormularioDeReunion()
    }
  }
}
