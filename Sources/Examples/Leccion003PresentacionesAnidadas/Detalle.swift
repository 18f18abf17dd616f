import Reductor

// Lesson 003, "Cada feature con su hueco": the presented feature repeats the pattern without
// knowing it — its own destination enum (an editor and a delete alert), its own slot, its own
// published contract.
//
// `public` and the explicit `init` are here only so that the Inventario app, another module,
// can drive this feature. Lines marked `// + ` are not in the lesson's sample, which shows no
// body: they give Detalle the delete flow and a long-running effect.
@Reducer
public struct Detalle {
  // docs:destino
  @Reducer
  public enum Destino {
    case editar(Editor)
    case confirmarBorrado(AlertState<Alerta>)

    @CasePathable
    public enum Alerta: Equatable { case borrar }
  }
  // docs:end

  @ObservableState
  public struct State: Equatable {
    public var articulo: Articulo
    @Presents public var destino: Destino.State?
    /// How many times the stock-refresh ticker has fired. // +
    public var refrescos = 0  // +

    public init(articulo: Articulo, destino: Destino.State? = nil, refrescos: Int = 0) {
      self.articulo = articulo
      self.destino = destino
      self.refrescos = refrescos
    }
  }

  public enum Action {
    case delegate(Delegate)
    case editarPulsado
    case destino(PresentationAction<Destino.Action>)
    /// The detail's view appeared (SwiftUI's `.task`): starts the stock-refresh ticker. // +
    case alAparecer  // +
    case borrarPulsado  // +
    case existenciasRefrescadas  // +

    @CasePathable
    public enum Delegate: Equatable {
      case articuloActualizado(Articulo)
      case articuloBorrado(Articulo.ID)  // +
    }
  }

  /// How often the stock-refresh ticker fires.
  public static let intervaloDeRefresco = Duration.seconds(5)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.registroDeEfectos) var registro

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editarPulsado:
        state.destino = .editar(Editor.State(borrador: state.articulo))
        return .none

      // "En Detalle: escucha al hijo y publica un hecho propio" — as written in the lesson.
      case let .destino(.presented(.editar(.delegate(.guardado(articulo))))):
        state.articulo = articulo
        state.destino = nil
        return .send(.delegate(.articuloActualizado(articulo)))

      case .borrarPulsado:
        state.destino = .confirmarBorrado(.borrar(state.articulo))
        return .none

      // The alert is already gone: `ifLet` dismisses an alert when its button is sent.
      case .destino(.presented(.confirmarBorrado(.borrar))):
        return .send(.delegate(.articuloBorrado(state.articulo.id)))

      case .alAparecer:
        return .temporizador(
          "Detalle · refresco de existencias", cada: Self.intervaloDeRefresco, reloj: clock,
          registro: registro, accion: { .existenciasRefrescadas }
        )

      case .existenciasRefrescadas:
        state.refrescos += 1
        return .none

      case .destino, .delegate:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

// The lesson's `struct State: Equatable` holds a `Destino.State?`, so the generated destination
// state must be equatable too (TCA style: the user adds the conformance).
extension Detalle.Destino.State: Equatable {}

extension AlertState where Action == Detalle.Destino.Alerta {
  /// "¿Borrar …?" with a destructive "Borrar" and a "Cancelar" that only dismisses.
  public static func borrar(_ articulo: Articulo) -> Self {
    AlertState {
      TextState("¿Borrar «\(articulo.nombre)»?")
    } actions: {
      ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    } message: {
      TextState("No se puede deshacer.")
    }
  }
}

// The lesson's view code is SwiftUI (`Form { }.sheet(item: $store.scope(state: \.destino?.editar,
// action: \.destino.editar))`, `.alert($store.scope(...))`), which needs Apple platforms: it is left
// out here. Its rule — the modifier lives in the view of whoever owns the slot — is what the
// Inventario app's text screens follow: the detail's screen draws the editor and the alert.
