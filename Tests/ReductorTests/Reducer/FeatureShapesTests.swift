import Foundation
import Reductor
import Testing

// The feature shapes TCA code is written in, run the way TCA's tests run them.

@Reducer
private struct Contador {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case incrementar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.cuenta += 1
      return .none
    }
  }
}

/// Scopes to its child without the `state:` label.
@Reducer
private struct Panel {
  @ObservableState
  struct State: Equatable {
    var contador = Contador.State()
  }
  enum Action {
    case contador(Contador.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.contador, action: \.contador) {
      Contador()
    }
  }
}

/// Its actions are its child's: the action path is `\.self`.
@Reducer
private struct Envoltorio {
  struct State: Equatable {
    var contador = Contador.State()
    var vistas = 0
  }
  typealias Action = Contador.Action
  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.self) {
      Contador()
    }
    Reduce { state, _ in
      state.vistas += 1
      return .none
    }
  }
}

private struct Saludador: TestDependencyKey {
  var saludar: @Sendable () -> String
  static let testValue = Saludador { "prueba" }
}

/// Reads a dependency through a member (`\.date.now`) and one by its key type.
@Reducer
private struct Sello {
  struct State: Equatable {
    var fecha: Date?
    var saludo = ""
  }
  enum Action {
    case sellar
  }
  @Dependency(\.date.now) var now
  @Dependency(Saludador.self) var saludador
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.fecha = now
      state.saludo = saludador.saludar()
      return .none
    }
  }
}

/// Nothing of its own: state, actions and body are generated.
@Reducer
private struct SinNada {}

private struct Reunion: Equatable {
  var notas = ""
}

/// A stack whose path holds features and state-only cases.
@Reducer
private struct Agenda {
  @Reducer(state: .equatable)
  enum Camino {
    case detalle(Contador)
    case reunion(Reunion, sala: String)
    case vacio
    @ReducerCaseIgnored
    case vistaPrevia(Contador.State)
  }

  @ObservableState
  struct State: Equatable {
    var camino = StackState<Camino.State>()
  }
  enum Action {
    case camino(StackActionOf<Camino>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.camino, action: \.camino)
  }
}

/// Saves, and reports the outcome as a `Result<Void, any Error>`.
@Reducer
private struct Guardado {
  struct State: Equatable {
    var guardado = false
  }
  enum Action {
    case guardarPulsado
    case guardadoCompletado(Result<Void, any Error>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .guardarPulsado:
        return .run { send in await send(.guardadoCompletado(.success(()))) }
      case .guardadoCompletado(.success):
        state.guardado = true
        return .none
      case .guardadoCompletado(.failure):
        return .none
      }
    }
  }
}

@MainActor
@Suite struct FeatureShapesTests {
  @Test func scopeWithoutTheStateLabel() async {
    let store = TestStore(initialState: Panel.State()) { Panel() }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 1
    }
  }

  @Test func storeScopeWithoutTheStateLabel() {
    let store = Store(initialState: Panel.State()) { Panel() }
    let contador = store.scope(\.contador, action: \.contador)
    contador.send(.incrementar)
    #expect(store.contador.cuenta == 1)
    #expect(contador === store.scope(state: \.contador, action: \.contador))
  }

  @Test func selfAsTheActionPath() async {
    let store = TestStore(initialState: Envoltorio.State()) { Envoltorio() }
    await store.send(.incrementar) {
      $0.contador.cuenta = 1
      $0.vistas = 1
    }
  }

  @Test func voidActions() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
    await store.send(()) { $0 = 1 }
    await store.send(()) { $0 = 2 }
  }

  @Test func initialStateInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Contador() }
    await store.send(.incrementar) {
      $0.cuenta = 1
    }
  }

  @Test func dependencyThroughAMemberAndByValue() async {
    let store = TestStore(initialState: Sello.State()) {
      Sello()
        .dependency(\.date.now, Date(timeIntervalSince1970: 1_234_567_890))
        .dependency(Saludador { "hola" })
    }
    await store.send(.sellar) {
      $0.fecha = Date(timeIntervalSince1970: 1_234_567_890)
      $0.saludo = "hola"
    }
  }

  @Test func anEmptyFeature() throws {
    let store = TestStore(initialState: SinNada.State()) { SinNada() }
    #expect(store.state == SinNada.State())
    let encoded = try JSONEncoder().encode(SinNada.State())
    #expect(try JSONDecoder().decode(SinNada.State.self, from: encoded) == SinNada.State())
    #expect(Set([SinNada.State(), SinNada.State()]).count == 1)
  }

  @Test func stateOnlyCasesOfAPath() async {
    let store = TestStore(initialState: Agenda.State()) { Agenda() }
    await store.send(.camino(.push(id: 0, state: .reunion(Reunion(notas: "a"), sala: "Sur")))) {
      $0.camino[id: 0] = .reunion(Reunion(notas: "a"), sala: "Sur")
    }
    await store.send(.camino(.push(id: 1, state: .vacio))) {
      $0.camino[id: 1] = .vacio
    }
    await store.send(.camino(.push(id: 2, state: .detalle(Contador.State())))) {
      $0.camino[id: 2] = .detalle(Contador.State())
    }
    await store.send(.camino(.element(id: 2, action: .detalle(.incrementar)))) {
      $0.camino[id: 2, case: \.detalle]?.cuenta = 1
    }
    await store.send(.camino(.push(id: 3, state: .vistaPrevia(Contador.State(cuenta: 9))))) {
      $0.camino[id: 3] = .vistaPrevia(Contador.State(cuenta: 9))
    }
    await store.send(.camino(.popFrom(id: 0))) {
      $0.camino = StackState()
    }
    #expect(Agenda.Camino.State.vacio.is(\.vacio))
    #expect(Agenda.Camino.State.reunion(Reunion(), sala: "Norte")[case: \.reunion]?.sala == "Norte")
  }

  @Test func aCaseEnumIsAReducer() {
    func name<R: Reducer>(of _: R.Type) -> String { "\(R.self)" }
    #expect(name(of: Agenda.Camino.self) == "Camino")
    let _: StoreOf<Agenda.Camino>? = nil
  }

  @Test func receivingThroughAResultOfVoid() async {
    let store = TestStore(initialState: Guardado.State()) { Guardado() }
    await store.send(.guardarPulsado)
    await store.receive(\.guardadoCompletado.success) {
      $0.guardado = true
    }
  }
}
