// Compile-only: every feature shape TCA code is written in, spelled as TCA spells it. Nothing
// here runs; a shape that stops compiling stops the build. (Behaviour is tested in
// Reducer/FeatureShapesTests.swift and Macros/.)
import Foundation
import Reductor

@Reducer
private struct Hijo {
  @ObservableState
  struct State: Equatable {
    var n = 0
  }
  enum Action {
    case tap
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.n += 1
      return .none
    }
  }
}

/// `@Reducer struct` with nothing in it.
@Reducer
private struct Hueco {}

/// Only `State` and a body: `Action` comes from elsewhere.
@Reducer
private struct SoloEstado {
  struct State: Equatable {}
  typealias Action = Hijo.Action
  var body: some ReducerOf<Self> { EmptyReducer() }
}

private struct Reunion: Equatable {
  var notas = ""
}

private struct Sincronizacion: Equatable {
  var titulo = ""
}

@Reducer
private struct Padre {
  /// Every enum case shape: a feature, a state-only case with several values, one with no
  /// value, one whose payload is not a type name, the two markers, an alert and a dialog.
  @Reducer(state: .equatable)
  enum Camino {
    case detalle(Hijo)
    case reunion(Reunion, sincronizacion: Sincronizacion)
    case vacio
    case nota(String?)
    @ReducerCaseIgnored
    case vistaPrevia(Reunion)
    @ReducerCaseEphemeral
    case aviso(AlertState<Aviso>)
    case dialogo(ConfirmationDialogState<Aviso>)
    enum Aviso: Equatable {
      case aceptar
    }
  }

  /// An `Action` declared by hand next to a state-only case.
  @Reducer(state: .equatable)
  enum Destino {
    case detalle(Hijo)
    case nota(String?)
    enum Action {
      case detalle(Hijo.Action)
      case nota(Never)
    }
  }

  @ObservableState
  struct State: Equatable {
    var hijo = Hijo.State()
    var camino = StackState<Camino.State>()
    @Presents var destino: Destino.State?
  }
  enum Action {
    case hijo(Hijo.Action)
    case camino(StackActionOf<Camino>)
    case destino(PresentationActionOf<Destino>)
    case guardadoCompletado(Result<Void, any Error>)
  }
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Scope(\.hijo, action: \.hijo) { Hijo() }
    Reduce { _, _ in .none }
      .forEach(\.camino, action: \.camino)
      .ifLet(\.$destino, action: \.destino)
  }
}

/// `\.self` as the action path.
@Reducer
private struct Envoltorio {
  struct State: Equatable {
    var hijo = Hijo.State()
  }
  typealias Action = Hijo.Action
  var body: some ReducerOf<Self> {
    Scope(state: \.hijo, action: \.self) { Hijo() }
    Scope(\.hijo, action: \.self) { Hijo() }
  }
}

private struct Cliente: TestDependencyKey {
  static let testValue = Cliente()
}

@MainActor
private func storeSpellings(_ store: StoreOf<Padre>, _ test: TestStoreOf<Padre>) async {
  _ = store.scope(\.hijo, action: \.hijo)
  _ = store.scope(\.camino, action: \.camino)
  _ = store.scope(\.destino, action: \.destino)
  let _: StoreOf<Padre.Camino>? = nil
  await test.receive(\.guardadoCompletado.success)
  await test.receive(\.camino.popFrom)

  let inferido = TestStore(initialState: .init()) { Hijo() }
  await inferido.send(.tap)
  let contador = TestStore(initialState: 0) {
    Reduce<Int, Void> { state, _ in
      state += 1
      return .none
    }
  }
  await contador.send(()) { $0 = 1 }
  _ = Padre().dependency(\.date.now, Date()).dependency(Cliente())
  _ = TestStore(initialState: Hueco.State()) { Hueco() }
  _ = TestStore(initialState: SoloEstado.State()) { SoloEstado() }
  _ = TestStore(initialState: Envoltorio.State()) { Envoltorio() }
}
