import Reductor

// Lesson 004, "El coste real de la profundidad": a deep tree (Raiz → Pestana → Lista → Fila)
// in which a row's delegate matters to the root, so every intermediate level forwards it.

/// An intermediate level: a list of rows. Besides running its rows it only forwards their
/// delegate — "en el nivel intermedio: puro reenvío".
@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
  }

  enum Action {
    case delegate(Delegate)
    case fila(IdentifiedActionOf<Fila>)

    @CasePathable
    enum Delegate: Equatable {
      case filaSeleccionada(Fila.State.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // The lesson's fragment reads `case .fila(.delegate(.seleccionada)):
      // return .send(.delegate(.filaSeleccionada))`; the rows here are a collection, so the
      // row's delegate arrives with its id, and the id travels on (the root reads
      // `.filaSeleccionada(id)`).
      case let .fila(.element(id: id, action: .delegate(.seleccionada))):
        return .send(.delegate(.filaSeleccionada(id)))
      case .fila, .delegate:
        return .none
      }
    }
    .forEach(\.filas, action: \.fila) { Fila() }
  }
}

/// A tab: another intermediate level that forwards the list's delegate once more. It has no
/// state of its own — a "tubería con nombre", the level the lesson tells you to remove.
@Reducer
struct Pestana {
  @ObservableState
  struct State: Equatable {
    var lista = Lista.State()
  }

  enum Action {
    case delegate(Delegate)
    case lista(Lista.Action)

    @CasePathable
    enum Delegate: Equatable {
      case filaSeleccionada(Fila.State.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.lista, action: \.lista) { Lista() }
    Reduce { state, action in
      switch action {
      case let .lista(.delegate(.filaSeleccionada(id))):
        return .send(.delegate(.filaSeleccionada(id)))
      case .lista, .delegate:
        return .none
      }
    }
  }
}

/// The root of the deep tree: it wants to know which row was selected, three levels down.
@Reducer
struct Raiz {
  @ObservableState
  struct State: Equatable {
    var pestana = Pestana.State()
    var seleccionada: Fila.State.ID?
  }

  enum Action {
    case pestana(Pestana.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.pestana, action: \.pestana) { Pestana() }
    Reduce { state, action in
      switch action {
      case let .pestana(.delegate(.filaSeleccionada(id))):
        state.seleccionada = id
        return .none
      case .pestana:
        return .none
      }
    }
  }
}
