import Foundation
import Reductor

/// Records a meeting: a timer hands the word from attendee to attendee, the speech recognizer
/// writes the transcript, and when time is up the minutes are appended to the meeting.
@Reducer
public struct GrabarReunion {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alerta: AlertState<Action.Alerta>?
    public var indiceDeHablante = 0
    public var segundosTranscurridos = 0
    @Shared public var reunion: Reunion
    public var transcripcion = ""

    public init(reunion: Shared<Reunion>) {
      self._reunion = reunion
    }

    /// The seconds left before the meeting ends.
    public var segundosRestantes: Int {
      Int(reunion.duracion.components.seconds) - segundosTranscurridos
    }
  }

  public enum Action: Equatable {
    case alAparecer
    case alerta(PresentationAction<Alerta>)
    case siguientePulsado
    case terminarPulsado
    case tic
    case transcripcion(String)

    @CasePathable
    public enum Alerta: Equatable, Sendable {
      case guardar
      case descartar
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.reconocimientoDeVoz) var reconocimientoDeVoz
  @Dependency(\.uuid) var uuid

  enum CancelID { case reunion }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alAparecer:
        return .run { [clock, reconocimientoDeVoz] send in
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              do {
                for try await texto in try await reconocimientoDeVoz.transcribir() {
                  await send(.transcripcion(texto))
                }
              } catch {}
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.tic)
              }
            }
          }
        }
        .cancellable(id: CancelID.reunion)

      case .alerta(.presented(.guardar)):
        return terminar(&state)

      case .alerta(.presented(.descartar)):
        return .merge(.cancel(id: CancelID.reunion), .run { [dismiss] _ in await dismiss() })

      case .alerta:
        return .none

      case .siguientePulsado:
        guard state.indiceDeHablante < state.reunion.asistentes.count - 1 else {
          state.alerta = .terminarReunion(antesDeTiempo: false)
          return .none
        }
        state.indiceDeHablante += 1
        state.segundosTranscurridos =
          state.indiceDeHablante * Int(state.reunion.duracionPorAsistente.components.seconds)
        return .none

      case .terminarPulsado:
        state.alerta = .terminarReunion(antesDeTiempo: true)
        return .none

      case .tic:
        guard state.alerta == nil else { return .none }
        state.segundosTranscurridos += 1
        let porAsistente = max(Int(state.reunion.duracionPorAsistente.components.seconds), 1)
        if state.segundosTranscurridos >= Int(state.reunion.duracion.components.seconds) {
          return terminar(&state)
        }
        if state.segundosTranscurridos.isMultiple(of: porAsistente) {
          state.indiceDeHablante = min(
            state.indiceDeHablante + 1, state.reunion.asistentes.count - 1
          )
        }
        return .none

      case let .transcripcion(texto):
        state.transcripcion = texto
        return .none
      }
    }
    .ifLet(\.$alerta, action: \.alerta)
  }

  /// Appends the minutes to the meeting and ends the recording.
  private func terminar(_ state: inout State) -> Effect<Action> {
    let acta = Acta(id: uuid(), fecha: now, transcripcion: state.transcripcion)
    state.$reunion.withLock { _ = $0.actas.insert(acta, at: 0) }
    return .merge(.cancel(id: CancelID.reunion), .run { [dismiss] _ in await dismiss() })
  }
}

extension AlertState where Action == GrabarReunion.Action.Alerta {
  /// Asks whether to keep a meeting that is ending.
  public static func terminarReunion(antesDeTiempo: Bool) -> Self {
    AlertState {
      TextState(antesDeTiempo ? "¿Terminar la reunión antes de tiempo?" : "¿Terminar la reunión?")
    } actions: {
      ButtonState(action: .guardar) { TextState("Guardar y terminar") }
      if antesDeTiempo {
        ButtonState(role: .destructive, action: .descartar) { TextState("Descartar") }
      }
      ButtonState(role: .cancel) { TextState("Seguir") }
    } message: {
      TextState("Aún quedan asistentes por hablar.")
    }
  }
}
