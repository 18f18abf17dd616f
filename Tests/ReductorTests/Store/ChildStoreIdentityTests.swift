import Observation
import Reductor
import Testing

@testable import ReductorCore

/// A scoped store stays the same instance for as long as its state is there, whether or not
/// anyone holds it, as TCA's do: views scope again at every render and SwiftUI identifies a
/// store by the object (`Identifiable`, `ForEach`, `.sheet(item:)`). Once its state is gone
/// the parent lets it go, and releasing the root store releases every store scoped from it.
@MainActor
@Suite struct ChildStoreIdentityTests {
  @Reducer
  struct Contador {
    @ObservableState
    struct State: Equatable {
      var cuenta = 0
    }
    enum Action: Equatable {
      case incrementar
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.cuenta += 1
        return .none
      }
    }
  }

  @Reducer
  struct Tablero {
    @Reducer(state: .equatable)
    enum Destino {
      case editar(Contador)
    }

    @ObservableState
    struct State: Equatable {
      var resumen = Contador.State()
      var detalle: Contador.State?
      @Presents var destino: Destino.State?
      var filas: IdentifiedArrayOf<Fila.State> = []
      var camino = StackState<Contador.State>()
    }
    enum Action {
      case resumen(Contador.Action)
      case detalle(Contador.Action)
      case destino(PresentationAction<Destino.Action>)
      case filas(IdentifiedActionOf<Fila>)
      case camino(StackActionOf<Contador>)
      case mostrarDetalle
      case ocultarDetalle
      case editar
      case agregarFila(Int)
      case quitarFila(Int)
      case apilar
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.resumen, action: \.resumen) { Contador() }
      Reduce { state, action in
        switch action {
        case .mostrarDetalle: state.detalle = Contador.State()
        case .ocultarDetalle: state.detalle = nil
        case .editar: state.destino = .editar(Contador.State())
        case let .agregarFila(id): state.filas.append(Fila.State(id: id))
        case let .quitarFila(id): state.filas.remove(id: id)
        case .apilar: state.camino.append(Contador.State())
        case .resumen, .detalle, .destino, .filas, .camino: break
        }
        return .none
      }
      .ifLet(\.detalle, action: \.detalle) { Contador() }
      .ifLet(\.$destino, action: \.destino)
      .forEach(\.filas, action: \.filas) { Fila() }
      .forEach(\.camino, action: \.camino) { Contador() }
    }
  }

  @Reducer
  struct Fila {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var hecho = false
    }
    enum Action: Equatable {
      case alternar
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.hecho.toggle()
        return .none
      }
    }
  }

  @Test func aChildThatIsAlwaysThereIsScopedToTheSameStoreEveryTime() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    weak let primero = store.scope(state: \.resumen, action: \.resumen)
    #expect(primero != nil)
    #expect(store.scope(state: \.resumen, action: \.resumen) === primero)
    #expect(store.scope(\.resumen, action: \.resumen) === primero)
    store.send(.resumen(.incrementar))
    #expect(store.scope(state: \.resumen, action: \.resumen) === primero)
    #expect(primero?.cuenta == 1)
  }

  @Test func anOptionalChildsStoreStaysUntilTheChildIsGone() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    store.send(.mostrarDetalle)
    weak let detalle = store.scope(state: \.detalle, action: \.detalle)
    #expect(detalle != nil)
    detalle?.send(.incrementar)
    #expect(store.scope(state: \.detalle, action: \.detalle) === detalle)
    #expect(store.detalle?.cuenta == 1)

    // Nothing observes the store here, so the parent notices the child went away the next
    // time it is scoped.
    store.send(.ocultarDetalle)
    #expect(store.scope(state: \.detalle, action: \.detalle) == nil)
    #expect(detalle == nil)

    store.send(.mostrarDetalle)
    let nuevo = store.scope(state: \.detalle, action: \.detalle)
    #expect(nuevo != nil)
    #expect(nuevo?.cuenta == 0)
  }

  @Test func anObservedChildsStoreIsReleasedByTheSendThatRemovesIt() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    store.send(.mostrarDetalle)
    weak let detalle = store.scope(state: \.detalle, action: \.detalle)
    withObservationTracking {
      _ = detalle?.cuenta
    } onChange: {
    }
    store.send(.ocultarDetalle)
    #expect(detalle == nil)
  }

  @Test func aPresentedChildsStoreStaysUntilItIsDismissed() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    store.send(.editar)
    weak let editor = store.scope(state: \.destino?.editar, action: \.destino.editar)
    weak let destino = store.scope(state: \.destino, action: \.destino)
    #expect(editor != nil)
    #expect(destino != nil)
    editor?.send(.incrementar)
    #expect(store.scope(state: \.destino?.editar, action: \.destino.editar) === editor)
    #expect(store.scope(state: \.destino, action: \.destino) === destino)
    #expect(editor?.cuenta == 1)

    store.send(.destino(.dismiss))
    #expect(store.scope(state: \.destino?.editar, action: \.destino.editar) == nil)
    #expect(store.scope(state: \.destino, action: \.destino) == nil)
    #expect(editor == nil)
    #expect(destino == nil)
  }

  @Test func aRowsStoreStaysWhileTheRowIsThere() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    store.send(.agregarFila(1))
    store.send(.agregarFila(2))
    weak let fila = store.scope(state: \.filas, action: \.filas)[id: 1]
    #expect(fila != nil)
    #expect(store.scope(state: \.filas, action: \.filas)[id: 1] === fila)
    #expect(store.scope(state: \.filas, action: \.filas).first === fila)
    fila?.send(.alternar)
    #expect(store.filas[id: 1]?.hecho == true)
    #expect(store.scope(state: \.filas, action: \.filas)[id: 1] === fila)

    withObservationTracking {
      _ = fila?.hecho
    } onChange: {
    }
    store.send(.quitarFila(1))
    #expect(fila == nil)
  }

  @Test func theStoresOfRowsRemovedWhileNothingObservesAreSweptLater() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    weak var primera: StoreOf<Fila>?
    for id in 0..<1_000 {
      store.send(.agregarFila(id))
      let fila = store.scope(state: \.filas, action: \.filas)[id: id]
      if id == 0 { primera = fila }
      store.send(.quitarFila(id))
    }
    #expect(primera == nil)
    #expect(store._scopeCacheCount <= 64)
  }

  @Test func aStackElementsStoreStaysWhileTheElementIsThere() {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    store.send(.apilar)
    let id = store.camino.ids.first!
    weak let elemento = store.scope(state: \.camino, action: \.camino)[id: id]
    #expect(elemento != nil)
    #expect(store.scope(state: \.camino, action: \.camino)[id: id] === elemento)
    elemento?.send(.incrementar)
    #expect(store.camino[id: id]?.cuenta == 1)

    store.send(.camino(.popFrom(id: id)))
    #expect(store.scope(state: \.camino, action: \.camino)[id: id] == nil)
    withObservationTracking {
      _ = store.scope(state: \.camino, action: \.camino)
    } onChange: {
    }
    store.send(.apilar)
    #expect(elemento == nil)
  }

  @Test func releasingTheRootReleasesEveryStoreScopedFromIt() {
    weak var raiz: StoreOf<Tablero>?
    weak var resumen: StoreOf<Contador>?
    weak var editor: StoreOf<Contador>?
    weak var fila: StoreOf<Fila>?
    do {
      let store = Store(initialState: Tablero.State()) { Tablero() }
      raiz = store
      store.send(.editar)
      store.send(.agregarFila(1))
      resumen = store.scope(state: \.resumen, action: \.resumen)
      editor = store.scope(state: \.destino?.editar, action: \.destino.editar)
      fila = store.scope(state: \.filas, action: \.filas)[id: 1]
      #expect(resumen != nil && editor != nil && fila != nil)
    }
    #expect(raiz == nil)
    #expect(resumen == nil)
    #expect(editor == nil)
    #expect(fila == nil)
  }

  @Test func aChildStoreHeldAfterItsRootIsReleasedStillWorks() {
    weak var raiz: StoreOf<Tablero>?
    var editor: StoreOf<Contador>?
    var resumen: StoreOf<Contador>?
    do {
      let store = Store(initialState: Tablero.State()) { Tablero() }
      raiz = store
      store.send(.editar)
      editor = store.scope(state: \.destino?.editar, action: \.destino.editar)
      resumen = store.scope(state: \.resumen, action: \.resumen)
    }
    #expect(raiz == nil)
    editor?.send(.incrementar)
    #expect(editor?.cuenta == 1)
    resumen?.send(.incrementar)
    resumen?.send(.incrementar)
    #expect(resumen?.cuenta == 2)
  }
}
