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

// MARK: - Shapes from TCA's own code

/// A feature that presents itself, and one whose stack holds itself: no `indirect` anywhere.
@Reducer
private struct Folder {
  @ObservableState
  struct State: Equatable {
    var name = ""
    @Presents var child: Folder.State?
    var path = StackState<Folder.State>()
  }
  enum Action {
    case child(PresentationAction<Folder.Action>)
    case path(StackAction<Folder.State, Folder.Action>)
    case rename(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .rename(name) = action { state.name = name }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Folder() }
    .forEach(\.path, action: \.path) { Folder() }
  }
}

/// `\.self` as the action path of `ifLet` and `ifCaseLet`.
@Reducer
private struct SelfPaths {
  struct State: Equatable {
    var optional: Hijo.State?
  }
  typealias Action = Hijo.Action
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.optional, action: \.self) { Hijo() }
  }
}

@Reducer
private struct SelfCase {
  @CasePathable
  enum State: Equatable {
    case hijo(Hijo.State)
    case nada
  }
  typealias Action = Hijo.Action
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.hijo, action: \.self) { Hijo() }
  }
}

/// A reducer held as an existential, in a builder.
@Reducer
private struct Existential {
  typealias State = Hijo.State
  typealias Action = Hijo.Action
  var body: some ReducerOf<Self> {
    CombineReducers {
      Hijo()
      Hijo() as any ReducerOf<Hijo>
    }
  }
}

/// A key that gives only its live value: `Value` is inferred from it.
private enum TemporaryDirectoryKey: DependencyKey {
  static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: NSTemporaryDirectory()) }
}

/// A selection held as `Identified`, its value run with `\.self`.
@Reducer
private struct NavigateAndLoad {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = []
    var selection: Identified<Row.ID, Hijo.State?>?
    struct Row: Equatable, Identifiable {
      var count = 0
      let id: UUID
    }
  }
  enum Action {
    case counter(Hijo.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.selection, action: \.counter) {
        EmptyReducer()
          .ifLet(\.value, action: \.self) { Hijo() }
      }
  }
}

/// `@Observable` with only the library imported: Observation comes with it.
@Observable
private final class Modelo {
  var cuenta = 0
}

@MainActor
private func tcaShapeSpellings(_ store: StoreOf<Padre>) {
  _ = store.scope(state: \.self, action: \.self)
  _ = store.scope(\.self, action: \.self)
  _ = DependencyValues()[TemporaryDirectoryKey.self]()
  let selection = Identified(Hijo.State(), id: UUID())
  _ = selection.n
  _ = Identified(UUID(), id: \.self)
  _ = Identified(UUID(), id: { $0 })
  _ = TestStore(initialState: Folder.State()) { Folder() }
  _ = TestStore(initialState: SelfPaths.State()) { SelfPaths() }
  _ = TestStore(initialState: SelfCase.State.nada) { SelfCase() }
  _ = TestStore(initialState: Existential.State()) { Existential() }
  _ = TestStore(initialState: NavigateAndLoad.State()) { NavigateAndLoad() }
  _ = Modelo().cuenta
}

/// `@Reducer enum` cases whose reducer is a default value: a feature built with arguments, and
/// another enum's static body (an enum reducer's `Body` is that body's type).
@Reducer
private struct Contextual {
  let context: String
}

@Reducer
private enum DefaultDestination {
  case feature1(Contextual = Contextual(context: "context"))
}

@Reducer
private struct Leaf {}

@Reducer
private enum Inner {
  case leaf(Leaf)
}

@Reducer
private enum Outer {
  case inner(Inner.Body = Inner.body)
}

@Reducer
private struct OuterParent {
  @ObservableState
  struct State {
    @Presents var destination: Outer.State?
  }
  enum Action {
    case destination(PresentationAction<Outer.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

/// `store.case` for every `@Reducer enum`, as a view switches over it.
@MainActor
private func caseSpellings(
  _ destination: StoreOf<Padre.Destino>, _ camino: StoreOf<Padre.Camino>, _ outer: StoreOf<Outer>
) {
  switch destination.case {
  case let .detalle(store): _ = store.n
  case let .nota(nota): _ = nota
  }
  switch camino.case {
  case let .detalle(store): _ = store.n
  case let .reunion(reunion, sincronizacion): _ = (reunion, sincronizacion)
  case .vacio: break
  case let .nota(nota): _ = nota
  case let .vistaPrevia(reunion): _ = reunion
  case let .aviso(aviso): _ = aviso.title
  case let .dialogo(dialogo): _ = dialogo.title
  }
  let _: StoreOf<Hijo>? = camino.case.detalle
  if case let .inner(inner) = outer.case, case let .leaf(leaf) = inner.case {
    _ = leaf
  }
}
