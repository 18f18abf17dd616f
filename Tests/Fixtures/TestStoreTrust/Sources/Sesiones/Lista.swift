import Foundation
import Reductor

// The features a recorded session is reproduced from: a list of rows (`forEach`), an editor
// presented over it (`@Presents`, `ifLet`), and an effect that reads a dependency
// (`\.date`) and sends its result back.

/// A row of the list.
@Reducer
public struct Fila {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public var id: UUID
    public var nombre: String
    public var creada: Date
    public var marcada = false

    public init(id: UUID, nombre: String, creada: Date, marcada: Bool = false) {
      self.id = id
      self.nombre = nombre
      self.creada = creada
      self.marcada = marcada
    }
  }

  public enum Action {
    case marcarPulsado
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .marcarPulsado:
        state.marcada.toggle()
        return .none
      }
    }
  }
}

/// Edits a new row's name, and saves it with the date the effect reads.
@Reducer
public struct EditorDeFila {
  @ObservableState
  public struct State: Equatable {
    public var id: UUID
    public var nombre = ""

    public init(id: UUID, nombre: String = "") {
      self.id = id
      self.nombre = nombre
    }
  }

  public enum Action {
    case nombreCambiado(String)
    case guardarPulsado
    case delegate(Delegate)

    @CasePathable
    public enum Delegate {
      case guardada(Fila.State)
    }
  }

  @Dependency(\.date) var date

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
        return .none
      case .guardarPulsado:
        return .run(name: "guardar") { [id = state.id, nombre = state.nombre, date] send in
          await send(.delegate(.guardada(Fila.State(id: id, nombre: nombre, creada: date.now))))
        }
      case .delegate:
        return .none
      }
    }
  }
}

/// The list: adds a row through the editor, and marks rows.
@Reducer
public struct Lista {
  @ObservableState
  public struct State: Equatable {
    public var filas: IdentifiedArrayOf<Fila.State> = []
    @Presents public var editor: EditorDeFila.State?

    public init(filas: IdentifiedArrayOf<Fila.State> = [], editor: EditorDeFila.State? = nil) {
      self.filas = filas
      self.editor = editor
    }
  }

  public enum Action {
    case agregarPulsado
    case editor(PresentationAction<EditorDeFila.Action>)
    case filas(IdentifiedActionOf<Fila>)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .agregarPulsado:
        state.editor = EditorDeFila.State(id: uuid())
        return .none
      case let .editor(.presented(.delegate(.guardada(fila)))):
        state.filas.append(fila)
        state.editor = nil
        return .none
      case .editor, .filas:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { EditorDeFila() }
    .forEach(\.filas, action: \.filas) { Fila() }
  }
}

/// A note with an attachment a test cannot write: an instance of a class.
@Reducer
public struct Nota {
  public final class Adjunto: Equatable, @unchecked Sendable {
    public let nombre: String
    public init(nombre: String) { self.nombre = nombre }
    public static func == (lhs: Adjunto, rhs: Adjunto) -> Bool { lhs.nombre == rhs.nombre }
  }

  @ObservableState
  public struct State: Equatable {
    public var texto = ""
    public var adjunto: Adjunto?
    public init() {}
  }

  public enum Action {
    case adjuntar(String)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .adjuntar(nombre):
        state.adjunto = Adjunto(nombre: nombre)
        return .none
      }
    }
  }
}
