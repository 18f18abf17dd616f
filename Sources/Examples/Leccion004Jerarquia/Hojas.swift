import Reductor

// Lesson 004's leaves: features that own their state and logic and publish facts upward.
// The lesson names them (`Cabecera`, `Fila`, `Detalle`, `Ajustes`, `Perfil`) without showing
// them; these are the smallest shapes its samples need.

/// The container's header: a filter field. A leaf.
@Reducer
struct Cabecera {
  @ObservableState
  struct State: Equatable {
    var titulo = "Tareas"
    var filtro = ""
  }

  enum Action {
    case filtroCambiado(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .filtroCambiado(filtro):
      state.filtro = filtro
      return .none
    }
  }
}

/// A row of a list. Its own logic (`favoritaPulsada`) stays inside it; the one fact its
/// parents care about, being selected, is its delegate.
@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var titulo: String
    var favorita = false
  }

  enum Action {
    case delegate(Delegate)
    case favoritaPulsada
    case pulsada

    @CasePathable
    enum Delegate: Equatable {
      case seleccionada
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delegate:
      return .none
    case .favoritaPulsada:
      state.favorita.toggle()
      return .none
    case .pulsada:
      return .send(.delegate(.seleccionada))
    }
  }
}

/// The detail of a row: `Detalle.State(id: id)`, presented by the container and pushed on the
/// stack.
@Reducer
struct Detalle {
  @ObservableState
  struct State: Equatable {
    var id: Int
    var completada = false
  }

  enum Action {
    case completarPulsado
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .completarPulsado:
      state.completada.toggle()
      return .none
    }
  }
}

/// A settings screen of the stack.
@Reducer
struct Ajustes {
  @ObservableState
  struct State: Equatable {
    var notificaciones = false
  }

  enum Action {
    case notificacionesCambiadas(Bool)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .notificacionesCambiadas(activas):
      state.notificaciones = activas
      return .none
    }
  }
}

/// A profile screen of the stack.
@Reducer
struct Perfil {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
  }

  enum Action {
    case nombreCambiado(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nombreCambiado(nombre):
      state.nombre = nombre
      return .none
    }
  }
}
