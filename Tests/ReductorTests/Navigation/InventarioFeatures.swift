import Reductor
import ReductorTestSupport

// Lesson 003's three levels, written with the real macros: Inventario presents Detalle, which
// presents an Editor or a delete alert. Each level has a long-running effect, a way to dismiss
// itself and a way to read `isPresented`, so the navigation tests can watch every level.

/// A namespace, so these features do not clash with the other suites' `Editor` and `Detalle`.
enum Tienda {
  struct Articulo: Equatable, Identifiable, Sendable {
    var id: Int
    var nombre: String
  }

  // MARK: Editor

  @Reducer
  struct Editor {
    enum CancelID { case carga }

    @ObservableState
    struct State: Equatable {
      var borrador: Articulo
    }

    enum Action {
      case nombreCambiado(String)
      case guardarPulsado
      case cerrarPulsado
      case tareaLargaPulsada
      case cargar
      case cancelarCargaDesdeElEfecto
      case comprobarPresentacion
      case presentacionComprobada(Bool)
      case delegate(Delegate)

      @CasePathable
      enum Delegate: Equatable {
        case guardado(Articulo)
      }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.bitacora) var bitacora

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nombreCambiado(nombre):
          state.borrador.nombre = nombre
          return .none
        case .guardarPulsado:
          return .send(.delegate(.guardado(state.borrador)))
        case .cerrarPulsado:
          return .run { _ in await dismiss() }
        case .tareaLargaPulsada:
          return .run { _ in await bitacora.esperarCancelacion("editor") }
        case .cargar:
          return .run { _ in await bitacora.esperarCancelacion("carga") }
            .cancellable(id: CancelID.carga)
        case .cancelarCargaDesdeElEfecto:
          return .run { _ in Task.cancel(id: CancelID.carga) }
        case .comprobarPresentacion:
          return .run { send in await send(.presentacionComprobada(isPresented)) }
        case .presentacionComprobada, .delegate:
          return .none
        }
      }
    }
  }

  // MARK: Detalle

  @Reducer
  struct Detalle {
    @Reducer
    enum Destino {
      case editar(Editor)
      case confirmarBorrado(AlertState<Alerta>)

      @CasePathable
      enum Alerta: Equatable {
        case borrar
        case editarEnSuLugar
      }
    }

    @ObservableState
    struct State: Equatable {
      var articulo: Articulo
      @Presents var destino: Destino.State?
      var notas: [String] = []
    }

    enum Action {
      case delegate(Delegate)
      case editarPulsado
      case borrarPulsado
      case cerrarPulsado
      case tareaLargaPulsada
      case anotar(String)
      case comprobarPresentacion
      case presentacionComprobada(Bool)
      case destino(PresentationAction<Destino.Action>)

      @CasePathable
      enum Delegate: Equatable {
        case articuloActualizado(Articulo)
        case borrar(Articulo.ID)
      }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.bitacora) var bitacora

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .editarPulsado:
          state.destino = .editar(Editor.State(borrador: state.articulo))
          return .none
        case .borrarPulsado:
          state.destino = .confirmarBorrado(.borrarArticulo)
          return .none
        case .cerrarPulsado:
          return .run { _ in await dismiss() }
        case .tareaLargaPulsada:
          return .run { _ in await bitacora.esperarCancelacion("detalle") }
        case let .anotar(nota):
          state.notas.append(nota)
          return .none
        case .comprobarPresentacion:
          return .run { send in await send(.presentacionComprobada(isPresented)) }

        // Lesson 003: the detail listens to its child and publishes a fact of its own.
        case let .destino(.presented(.editar(.delegate(.guardado(articulo))))):
          state.articulo = articulo
          state.destino = nil
          return .send(.delegate(.articuloActualizado(articulo)))
        case .destino(.presented(.confirmarBorrado(.borrar))):
          return .send(.delegate(.borrar(state.articulo.id)))
        case .destino(.presented(.confirmarBorrado(.editarEnSuLugar))):
          // A button that presents something else: the new destination stays.
          state.destino = .editar(Editor.State(borrador: state.articulo))
          return .none

        case .presentacionComprobada, .delegate, .destino:
          return .none
        }
      }
      .ifLet(\.$destino, action: \.destino)
    }
  }

  // MARK: Inventario

  @Reducer
  struct Inventario {
    @Reducer
    enum Destino {
      case detalle(Detalle)
    }

    @ObservableState
    struct State: Equatable {
      var articulos: IdentifiedArrayOf<Articulo> = []
      @Presents var destino: Destino.State?
    }

    enum Action {
      case articuloPulsado(Articulo.ID)
      case cerrarDetalle
      case cerrarPulsado
      case comprobarPresentacion
      case presentacionComprobada(Bool)
      case destino(PresentationAction<Destino.Action>)
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .articuloPulsado(id):
          guard let articulo = state.articulos[id: id] else { return .none }
          state.destino = .detalle(Detalle.State(articulo: articulo))
          return .none
        case .cerrarDetalle:
          state.destino = nil
          return .none
        case .cerrarPulsado:
          return .run { _ in await dismiss() }
        case .comprobarPresentacion:
          return .run { send in await send(.presentacionComprobada(isPresented)) }

        // Inventario knows only Detalle's contract, never the editor.
        case let .destino(.presented(.detalle(.delegate(.articuloActualizado(articulo))))):
          state.articulos[id: articulo.id] = articulo
          return .none
        case .destino(.presented(.detalle(.presentacionComprobada))):
          // A root effect started in answer to an action a presented child's effect sent.
          return .run { send in await send(.presentacionComprobada(isPresented)) }
        case let .destino(.presented(.detalle(.delegate(.borrar(id))))):
          state.articulos.remove(id: id)
          state.destino = nil
          return .none

        case .presentacionComprobada, .destino:
          return .none
        }
      }
      .ifLet(\.$destino, action: \.destino)
    }
  }
}

// Lesson 003's `struct State: Equatable` holds `Destino.State?`, so the generated destination
// states must be equatable too.
extension Tienda.Inventario.Destino.State: Equatable {}
extension Tienda.Detalle.Destino.State: Equatable {}

extension Tienda.Articulo {
  static let prueba = Self(id: 1, nombre: "Tornillo")
  static let tuerca = Self(id: 2, nombre: "Tuerca")
}

extension AlertState where Action == Tienda.Detalle.Destino.Alerta {
  static let borrarArticulo = AlertState {
    TextState("¿Borrar el artículo?")
  } actions: {
    ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
    ButtonState(action: .editarEnSuLugar) { TextState("Editar") }
    ButtonState(role: .cancel) { TextState("Cancelar") }
  }
}

// MARK: - A log of what long-running effects do

/// Where the features' effects note what happened to them ("editor empezó", "editor
/// cancelado"), so a test can await each event instead of sleeping.
final class Bitacora: Sendable {
  private let senales = LockIsolated<[String: Signal]>([:])

  /// The signal fired each time `evento` is noted.
  func senal(_ evento: String) -> Signal {
    senales.withValue { senales in
      if let senal = senales[evento] { return senal }
      let senal = Signal()
      senales[evento] = senal
      return senal
    }
  }

  /// Notes that `evento` happened.
  func anotar(_ evento: String) { senal(evento).fire() }

  /// Waits until `evento` has been noted.
  func esperar(_ evento: String) async { await senal(evento).wait() }

  /// Notes "`nombre` empezó", runs until cancelled, then notes "`nombre` cancelado".
  func esperarCancelacion(_ nombre: String) async {
    anotar("\(nombre) empezó")
    await withTaskCancellationHandler {
      let (stream, _) = AsyncStream.makeStream(of: Never.self)
      for await _ in stream {}
    } onCancel: {
      anotar("\(nombre) cancelado")
    }
  }
}

private enum BitacoraKey: DependencyKey {
  static let liveValue = Bitacora()
  static let testValue = Bitacora()
}

extension DependencyValues {
  var bitacora: Bitacora {
    get { self[BitacoraKey.self] }
    set { self[BitacoraKey.self] = newValue }
  }
}
