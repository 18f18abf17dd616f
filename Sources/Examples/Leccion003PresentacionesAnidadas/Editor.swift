import Reductor

/// The third level: edits a draft of an article and publishes `delegate(.guardado)`.
///
/// The lesson names it (`Editor.State(borrador: .prueba)`, `.delegate(.guardado(articulo))`)
/// without showing it; this is the smallest editor those lines need, plus an autosave ticker so
/// that dismissing it has an effect to cancel.
@Reducer
public struct Editor {
  @ObservableState
  public struct State: Equatable {
    public var borrador: Articulo
    /// How many times the autosave ticker has fired.
    public var autoguardados = 0

    public init(borrador: Articulo, autoguardados: Int = 0) {
      self.borrador = borrador
      self.autoguardados = autoguardados
    }
  }

  public enum Action {
    /// The editor's view appeared (SwiftUI's `.task`): starts the autosave ticker.
    case alAparecer
    case autoguardado
    case cancelarPulsado
    case cantidadCambiada(Int)
    case delegate(Delegate)
    case guardarPulsado
    case nombreCambiado(String)

    @CasePathable
    public enum Delegate: Equatable {
      case guardado(Articulo)
    }
  }

  /// How often the autosave ticker fires.
  public static let intervaloDeAutoguardado = Duration.seconds(3)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.registroDeEfectos) var registro

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alAparecer:
        return .temporizador(
          "Editor · autoguardado", cada: Self.intervaloDeAutoguardado, reloj: clock,
          registro: registro, accion: { .autoguardado }
        )

      case .autoguardado:
        state.autoguardados += 1
        return .none

      case .cancelarPulsado:
        return .run { [dismiss] _ in await dismiss() }

      case let .cantidadCambiada(cantidad):
        state.borrador.cantidad = cantidad
        return .none

      case .delegate:
        return .none

      case .guardarPulsado:
        return .send(.delegate(.guardado(state.borrador)))

      case let .nombreCambiado(nombre):
        state.borrador.nombre = nombre
        return .none
      }
    }
  }
}
