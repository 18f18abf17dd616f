import Foundation
import Reductor

/// One meeting: its attendees and minutes, edited in a form, deleted after an alert.
///
/// It edits the meeting through a `Shared` derived from the list's (`Shared($reuniones[id:])`):
/// a saved edit is in the list, and in its file, at once.
@Reducer
public struct DetalleDeReunion {
  @Reducer
  public enum Destino {
    case alerta(AlertState<Alerta>)
    case editar(FormularioDeReunion)

    @CasePathable
    public enum Alerta: Equatable, Sendable {
      case confirmarBorrado
    }
  }

  @ObservableState
  public struct State: Equatable {
    @Presents public var destino: Destino.State?
    @Shared public var reunion: Reunion

    public init(destino: Destino.State? = nil, reunion: Shared<Reunion>) {
      self.destino = destino
      self._reunion = reunion
    }
  }

  public enum Action: Equatable {
    case borrarPulsado
    case cancelarEdicion
    case destino(PresentationAction<Destino.Action>)
    case editarPulsado
    case empezarPulsado
    case guardarEdicion
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .borrarPulsado:
        state.destino = .alerta(.borrarReunion)
        return .none
      case .cancelarEdicion:
        state.destino = nil
        return .none
      case .destino(.presented(.alerta(.confirmarBorrado))):
        @Shared(.reuniones) var reuniones
        $reuniones.withLock { _ = $0.remove(id: state.reunion.id) }
        return .run { [dismiss] _ in await dismiss() }
      case .destino:
        return .none
      case .editarPulsado:
        state.destino = .editar(FormularioDeReunion.State(reunion: state.reunion))
        return .none
      case .empezarPulsado:
        // The app pushes the recording (`App`).
        return .none
      case .guardarEdicion:
        guard case let .editar(formulario)? = state.destino else { return .none }
        let editada = formulario.reunion
        state.$reunion.withLock { $0 = editada }
        state.destino = nil
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension DetalleDeReunion.Destino.State: Equatable {}
extension DetalleDeReunion.Destino.Action: Equatable {}

extension AlertState where Action == DetalleDeReunion.Destino.Alerta {
  /// Asks before a meeting is deleted.
  public static let borrarReunion = AlertState {
    TextState("¿Borrar la reunión?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmarBorrado) { TextState("Borrar") }
    ButtonState(role: .cancel) { TextState("Cancelar") }
  } message: {
    TextState("Se borran también sus actas. No se puede deshacer.")
  }
}
