import Foundation
import Reductor

/// Edits a meeting: its title, duration and attendees.
@Reducer
public struct FormularioDeReunion {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var reunion: Reunion

    public init(reunion: Reunion) {
      self.reunion = reunion
      if self.reunion.asistentes.isEmpty {
        @Dependency(\.uuid) var uuid
        self.reunion.asistentes.append(Asistente(id: uuid()))
      }
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case agregarAsistentePulsado
    case binding(BindingAction<State>)
    case borrarAsistentes(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .agregarAsistentePulsado:
        state.reunion.asistentes.append(Asistente(id: uuid()))
        return .none
      case .binding:
        return .none
      case let .borrarAsistentes(atOffsets: indices):
        state.reunion.asistentes.remove(atOffsets: indices)
        if state.reunion.asistentes.isEmpty {
          state.reunion.asistentes.append(Asistente(id: uuid()))
        }
        return .none
      }
    }
  }
}
