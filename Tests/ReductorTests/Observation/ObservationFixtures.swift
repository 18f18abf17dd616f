import Observation
import Reductor

@testable import ReductorCore

// Features for the observation tests, shaped like the lessons' lists, editors and
// destinations.

/// The features, in a namespace of their own.
enum Obs {
  @Reducer
  struct Fila {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var titulo = ""
      var hecho = false
    }
    enum Action: Equatable {
      case renombrar(String)
      case alternar
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .renombrar(titulo): state.titulo = titulo
      case .alternar: state.hecho.toggle()
      }
      return .none
    }
  }

  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable {
      var texto = ""
      var cuenta = 0
    }
    enum Action: Equatable {
      case escribir(String)
      case incrementar
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .escribir(texto): state.texto = texto
      case .incrementar: state.cuenta += 1
      }
      return .none
    }
  }

  @Reducer
  struct Lista {
    @Reducer(state: .equatable)
    enum Destino {
      case editar(Editor)
      case revisar(Editor)
    }

    @ObservableState
    struct State: Equatable {
      var nombre = ""
      var cuenta = 0
      var filas: IdentifiedArrayOf<Fila.State> = []
      @Presents var destino: Destino.State?
      var hijo: Editor.State?
    }

    enum Action {
      case fijarNombre(String)
      case fijarCuenta(Int)
      case agregar(Int)
      case quitar(Int)
      case filas(IdentifiedActionOf<Fila>)
      case destino(PresentationAction<Destino.Action>)
      case presentar
      case reemplazar
      case revisar
      case hijo(Editor.Action)
      case mostrarHijo
      case ocultarHijo
      case nada
      /// Changes the rows as the closure does, as a parent reducer would.
      case editarFilas(@Sendable (inout IdentifiedArrayOf<Fila.State>) -> Void)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .fijarNombre(nombre): state.nombre = nombre
        case let .fijarCuenta(cuenta): state.cuenta = cuenta
        case let .agregar(id): state.filas.append(Fila.State(id: id))
        case let .quitar(id): state.filas.remove(id: id)
        case .presentar, .reemplazar: state.destino = .editar(Editor.State())
        case .revisar: state.destino = .revisar(Editor.State())
        case .mostrarHijo: state.hijo = Editor.State()
        case .ocultarHijo: state.hijo = nil
        case let .editarFilas(editar): editar(&state.filas)
        case .filas, .destino, .hijo, .nada: break
        }
        return .none
      }
      .forEach(\.filas, action: \.filas) { Fila() }
      .ifLet(\.$destino, action: \.destino)
      .ifLet(\.hijo, action: \.hijo) { Editor() }
    }
  }

  /// A feature that presents itself, for scoping many levels deep.
  @Reducer
  struct Nivel {
    @ObservableState
    struct State: Equatable {
      var valor = 0
      @Presents var hijo: State?
    }
    enum Action: Equatable {
      case incrementar
      case hijo(PresentationAction<Action>)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementar:
        state.valor += 1
      case let .hijo(.presented(action)):
        if state.hijo != nil { _ = reduce(into: &state.hijo!, action: action) }
      case .hijo(.dismiss):
        state.hijo = nil
      }
      return .none
    }

    /// A state presenting `depth` levels below it.
    static func anidado(_ depth: Int) -> State {
      var state = State()
      for _ in 0..<depth { state = State(hijo: state) }
      return state
    }
  }

  @Reducer
  struct Perfil {
    @ObservableState
    struct State: Equatable {
      var nombre = ""
      var edad = 0
      var valido = false
      var cambios = 0
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case guardar
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.nombre):
          state.valido = !state.nombre.isEmpty
          state.cambios += 1
        case .binding:
          state.cambios += 1
        case .guardar:
          break
        }
        return .none
      }
    }
  }

  @Reducer
  struct Navegacion {
    @Reducer(state: .equatable)
    enum Camino {
      case editar(Editor)
    }
    @ObservableState
    struct State: Equatable {
      var camino = StackState<Camino.State>()
    }
    enum Action {
      case camino(StackAction<Camino.State, Camino.Action>)
      case empujar
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .empujar = action { state.camino.append(.editar(Editor.State())) }
        return .none
      }
      .forEach(\.camino, action: \.camino)
    }
  }
}

/// Fires when the observation it was handed to reports a change; counts reports.
final class Tripwire: Sendable {
  private let count = LockIsolated(0)
  func trip() { count.withValue { $0 += 1 } }
  var fired: Bool { count.value > 0 }
  var timesFired: Int { count.value }
}

/// Observes what `read` reads, once, as a SwiftUI view's body would.
@MainActor
func observing(_ read: () -> Void) -> Tripwire {
  let wire = Tripwire()
  withObservationTracking(read) { wire.trip() }
  return wire
}
