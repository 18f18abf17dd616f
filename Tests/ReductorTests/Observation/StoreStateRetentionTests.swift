import Observation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// Stores keep no copy of state that shares its buffers with the state the reducer changes in
// place, so a row change in a list never copies the list, however the list's stores are read
// and observed.

@Reducer
private struct Hoja {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case incrementar
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.cuenta += 1
    return .none
  }
}

@Reducer
private struct Rama {
  @ObservableState
  struct State: Equatable {
    var hoja = Hoja.State()
    var filas: IdentifiedArrayOf<Obs.Fila.State> = IdentifiedArray(
      uniqueElements: (0..<100).map { Obs.Fila.State(id: $0) }
    )
  }
  enum Action {
    case hoja(Hoja.Action)
    case filas(IdentifiedActionOf<Obs.Fila>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.hoja, action: \.hoja) { Hoja() }
    EmptyReducer()
      .forEach(\.filas, action: \.filas) { Obs.Fila() }
  }
}

@Reducer
private struct Tronco {
  @ObservableState
  struct State: Equatable {
    @Presents var rama: Rama.State?
    var ramaFija = Rama.State()
  }
  enum Action {
    case abrir
    case rama(PresentationAction<Rama.Action>)
    case ramaFija(Rama.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.ramaFija, action: \.ramaFija) { Rama() }
    Reduce { state, action in
      if case .abrir = action { state.rama = Rama.State() }
      return .none
    }
    .ifLet(\.$rama, action: \.rama) { Rama() }
  }
}

/// Where the fixed branch's rows live now, read without registering an observation.
@MainActor
private func rowsAddress(_ store: StoreOf<Tronco>) -> Int {
  store.currentState.ramaFija.filas.elements.withUnsafeBufferPointer {
    Int(bitPattern: $0.baseAddress)
  }
}

@MainActor
@Suite struct StoreStateRetentionTests {
  @Test func aListInAScopedFeatureIsChangedInPlaceWhileItsStoresAreReadAndObserved() {
    let store = Store(initialState: Tronco.State()) { Tronco() }
    let rama = store.scope(state: \.ramaFija, action: \.ramaFija)
    let filas = Array(rama.scope(state: \.filas, action: \.filas))
    let titulo = observing { _ = filas[10].titulo }
    let cuantas = observing { _ = rama.filas.count }
    _ = rama.hoja.cuenta
    _ = store.scope(state: \.rama, action: \.rama)
    let antes = rowsAddress(store)

    for id in [10, 20, 30] {
      filas[id].send(.renombrar("fila \(id)"))
      _ = rama.filas.count
      _ = filas[id].titulo
    }

    #expect(rowsAddress(store) == antes)
    #expect(titulo.fired)
    // A field holding a list is told of any write to its rows.
    #expect(cuantas.fired)
    #expect(rama.filas[id: 30]?.titulo == "fila 30")
  }

  @Test func aStoreBelowADismissedChildReadsItsLastState() {
    let store = Store(initialState: Tronco.State()) { Tronco() }
    store.send(.abrir)
    let rama = try! #require(store.scope(state: \.rama, action: \.rama))
    let hoja = rama.scope(state: \.hoja, action: \.hoja)
    hoja.send(.incrementar)
    #expect(hoja.cuenta == 1)

    store.send(.rama(.dismiss))
    #expect(store.rama == nil)
    #expect(hoja.cuenta == 1)
    #expect(rama.hoja.cuenta == 1)
    let (_, warnings) = collectingWarnings { hoja.send(.incrementar) }
    #expect(warnings.count == 1)
    #expect(hoja.cuenta == 1)
  }
}

// What still copies: a read that keeps a value containing the list. `store.ramaFija` observes
// the whole branch, compared with `==` later, so it keeps the branch and its rows.
@MainActor
@Suite struct StoreStateRetentionLimitsTests {
  @Test func readingAFieldThatContainsAListKeepsTheList() {
    let store = Store(initialState: Tronco.State()) { Tronco() }
    let rama = store.scope(state: \.ramaFija, action: \.ramaFija)
    let todaLaRama = observing { _ = store.ramaFija.hoja.cuenta }
    let antes = rowsAddress(store)
    rama.send(.filas(.element(id: 1, action: .alternar)))
    #expect(rowsAddress(store) != antes)
    // Equal to what it saw except for the row, so it is told: the branch changed.
    #expect(todaLaRama.fired)
  }
}
