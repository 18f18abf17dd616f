// `@Presents` in the shapes lesson 003 uses, compiled with the real macro.
import Reductor
import Testing

/// Lesson 003's three levels: Inventario presents Detalle, which presents Editor.
enum PresentsFixtures {
  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable {
      var borrador = ""
    }

    enum Action {
      case guardar
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Reducer
  struct Detalle {
    @Reducer
    enum Destino {
      case editar(Editor)
    }

    @ObservableState
    struct State: Equatable {
      var articulo: String
      @Presents var destino: Destino.State?
    }

    enum Action {
      case editarPulsado
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Reducer
  struct Inventario {
    @Reducer
    enum Destino {
      case detalle(Detalle)
    }

    @ObservableState
    struct State: Equatable {
      var articulos: [String] = []
      @Presents var destino: Destino.State?
    }

    enum Action {
      case articuloPulsado(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// Without `@ObservableState`, with an explicit `= nil`, several presented slots and
  /// access levels.
  struct Plano: Equatable {
    @Presents var hoja: Editor.State? = nil
    @Presents private(set) var solo: Editor.State?
    var titulo = ""
  }
}

// The generated destination states conform to what `@Reducer(state:)` asks for; the lesson's
// `struct State: Equatable` needs them equatable.
extension PresentsFixtures.Inventario.Destino.State: Equatable {}
extension PresentsFixtures.Detalle.Destino.State: Equatable {}

/// A public state: the projection is public, the storage private.
public struct PresentsPublicState: Equatable {
  @Presents public var child: PresentsPublicChild?
  public init() {}
}

public struct PresentsPublicChild: Equatable {
  public var count = 0
}

@Suite struct PresentsShapes {
  typealias Inventario = PresentsFixtures.Inventario
  typealias Detalle = PresentsFixtures.Detalle
  typealias Editor = PresentsFixtures.Editor

  @Test func memberwiseInitializerWithAndWithoutThePresentedState() {
    let vacio = Inventario.State()
    #expect(vacio.articulos.isEmpty)
    #expect(vacio.destino == nil)

    let conArticulos = Inventario.State(articulos: ["a"])
    #expect(conArticulos.articulos == ["a"])
    #expect(conArticulos.destino == nil)

    let presentado = Inventario.State(
      articulos: ["a"], destino: .detalle(Detalle.State(articulo: "a"))
    )
    #expect(presentado.destino?.detalle?.articulo == "a")

    let plano = PresentsFixtures.Plano(titulo: "t")
    #expect(plano.hoja == nil && plano.solo == nil)
    let conHoja = PresentsFixtures.Plano(hoja: Editor.State(borrador: "b"), titulo: "t")
    #expect(conHoja.hoja?.borrador == "b")
    #expect(PresentsPublicState().child == nil)
  }

  @Test func deepLinkIsOneValue() {
    // Lesson 003: "la pantalla profunda es un valor, no una coreografía".
    let estado = Inventario.State(
      articulos: ["a"],
      destino: .detalle(
        Detalle.State(
          articulo: "a",
          destino: .editar(Editor.State(borrador: "a"))
        ))
    )
    #expect(estado.destino?.detalle?.destino?.editar?.borrador == "a")
  }

  @Test func readsAndWritesThroughThePresentedState() {
    var state = Inventario.State(articulos: ["a"])
    state.destino = .detalle(Detalle.State(articulo: "a"))
    state.destino?.detalle?.articulo = "b"
    #expect(state.destino == .detalle(Detalle.State(articulo: "b")))

    // The lesson's test assertion: a write through two presentation levels.
    state.destino?.detalle?.destino = .editar(Editor.State(borrador: "prueba"))
    #expect(state.destino?.detalle?.destino?.editar?.borrador == "prueba")

    state.destino = nil
    state.destino?.detalle?.articulo = "ignorado"
    #expect(state.destino == nil)
  }

  @Test func projectionIsTheWritablePresentationState() {
    let path: WritableKeyPath<Inventario.State, PresentationState<Inventario.Destino.State>> =
      \.$destino
    var state = Inventario.State()
    state[keyPath: path].wrappedValue = .detalle(Detalle.State(articulo: "x"))
    #expect(state.destino?.detalle?.articulo == "x")
    #expect(state.$destino.wrappedValue == state.destino)

    var plano = PresentsFixtures.Plano()
    plano.$hoja = PresentationState(wrappedValue: Editor.State(borrador: "h"))
    #expect(plano.hoja?.borrador == "h")
  }
}
