import Foundation
import Reductor

// The feature that Reductor.docc/GettingStarted.md builds, step by step: each region between
// `// docs:NAME` and `// docs:end` is quoted there, and `DocExamplesTests` checks that the
// article's blocks are these lines.

// docs:producto
/// An item in the pantry.
public struct Producto: Equatable, Identifiable, Sendable {
  public let id: UUID
  public var nombre: String
  public var cantidad: Int

  public init(id: UUID, nombre: String, cantidad: Int = 1) {
    self.id = id
    self.nombre = nombre
    self.cantidad = cantidad
  }
}
// docs:end

// docs:fila
/// One row of the pantry: an item whose amount goes up and down.
@Reducer
public struct FilaDeProducto {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public var producto: Producto
    public var id: UUID { producto.id }

    public init(producto: Producto) {
      self.producto = producto
    }
  }

  public enum Action: Equatable {
    case sumarPulsado
    case restarPulsado
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sumarPulsado:
        state.producto.cantidad += 1
        return .none
      case .restarPulsado:
        state.producto.cantidad = max(0, state.producto.cantidad - 1)
        return .none
      }
    }
  }
}
// docs:end

// docs:cliente
/// Where the pantry's items come from: a dependency, so that tests give their own.
public struct ClienteDeDespensa: Sendable {
  public var cargar: @Sendable () async throws -> [Producto]

  public init(cargar: @escaping @Sendable () async throws -> [Producto]) {
    self.cargar = cargar
  }
}

extension ClienteDeDespensa: DependencyKey {
  public static let liveValue = ClienteDeDespensa(cargar: { [] })
  public static let testValue = ClienteDeDespensa(cargar: { try unimplemented("cargar") })
}

extension DependencyValues {
  public var despensa: ClienteDeDespensa {
    get { self[ClienteDeDespensa.self] }
    set { self[ClienteDeDespensa.self] = newValue }
  }
}
// docs:end

// docs:editor
/// Adds an item: a name, then save or cancel. It tells its parent through `delegate`.
@Reducer
public struct EditorDeProducto {
  @ObservableState
  public struct State: Equatable {
    public var producto: Producto

    public init(producto: Producto) {
      self.producto = producto
    }
  }

  public enum Action: Equatable {
    case nombreCambiado(String)
    case guardarPulsado
    case cancelarPulsado
    case delegate(Delegate)

    public enum Delegate: Equatable {
      case guardado(Producto)
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.producto.nombre = nombre
        return .none
      case .guardarPulsado:
        return .send(.delegate(.guardado(state.producto)))
      case .cancelarPulsado:
        return .run { [dismiss] _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}
// docs:end

// docs:despensa
/// The pantry: loads its items, shows a row for each, and presents the editor to add one.
@Reducer
public struct Despensa {
  @ObservableState
  public struct State: Equatable {
    public var filas: IdentifiedArrayOf<FilaDeProducto.State> = []
    @Presents public var editor: EditorDeProducto.State?
    public var cargando = false

    public init() {}
  }

  public enum Action {
    case alAparecer
    case cargados(Result<[Producto], any Error>)
    case agregarPulsado
    case filas(IdentifiedActionOf<FilaDeProducto>)
    case editor(PresentationAction<EditorDeProducto.Action>)
  }

  @Dependency(\.despensa) var despensa
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alAparecer:
        state.cargando = true
        return .run { [despensa] send in
          await send(.cargados(Result { try await despensa.cargar() }))
        }

      case let .cargados(.success(productos)):
        state.cargando = false
        state.filas = IdentifiedArray(uniqueElements: productos.map(FilaDeProducto.State.init))
        return .none

      case .cargados(.failure):
        state.cargando = false
        return .none

      case .agregarPulsado:
        state.editor = EditorDeProducto.State(producto: Producto(id: uuid(), nombre: ""))
        return .none

      case let .editor(.presented(.delegate(.guardado(producto)))):
        state.filas.append(FilaDeProducto.State(producto: producto))
        state.editor = nil
        return .none

      case .filas, .editor:
        return .none
      }
    }
    .forEach(\.filas, action: \.filas) {
      FilaDeProducto()
    }
    .ifLet(\.$editor, action: \.editor) {
      EditorDeProducto()
    }
  }
}
// docs:end
