import Reductor
import Testing

/// A feature whose child lives behind a computed property: `ifLet` cannot reach it by offset
/// and falls back to the key path.
@Reducer
struct Cajon {
  @ObservableState
  struct State: Equatable {
    var almacen: [String: Archivo.State] = [:]
    var abiertos = 0

    /// The open file, stored in a dictionary: a computed path into the state.
    var archivo: Archivo.State? {
      get { almacen["abierto"] }
      set { almacen["abierto"] = newValue }
    }
  }

  enum Action: Equatable {
    case abrir
    case archivo(Archivo.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .abrir = action {
        state.archivo = Archivo.State()
        state.abiertos += 1
      }
      return .none
    }
    .ifLet(\.archivo, action: \.archivo) {
      Archivo()
    }
  }
}

@Reducer
struct Archivo {
  @ObservableState
  struct State: Equatable {
    var ediciones = 0
  }

  enum Action: Equatable {
    case editar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.ediciones += 1
      return .none
    }
  }
}

/// A presentation whose state is `@Presents`: its storage is the stored `$name` property.
@Reducer
struct Estante {
  @ObservableState
  struct State: Equatable {
    @Presents var cajon: Cajon.State?
  }

  enum Action: Equatable {
    case cajon(PresentationAction<Cajon.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$cajon, action: \.cajon) {
        Cajon()
      }
  }
}

@MainActor
@Suite struct StatePathTests {
  @Test func presentsStoresItsPresentationStateSoIfLetReachesItByOffset() {
    // `\.$cajon` is a stored property: a byte offset, no accessors on the hot path.
    #expect(MemoryLayout<Estante.State>.offset(of: \Estante.State.$cajon) != nil)
    // The property itself still reads and writes through the presentation.
    var state = Estante.State(cajon: Cajon.State())
    state.cajon?.abiertos = 2
    #expect(state.$cajon.wrappedValue?.abiertos == 2)
  }

  @Test func ifLetRunsAChildBehindAComputedProperty() async {
    #expect(MemoryLayout<Cajon.State>.offset(of: \Cajon.State.archivo) == nil)
    let store = TestStore(initialState: Cajon.State()) { Cajon() }
    await store.send(.abrir) {
      $0.archivo = Archivo.State()
      $0.abiertos = 1
    }
    await store.send(.archivo(.editar)) {
      $0.archivo?.ediciones = 1
    }
  }

  @Test func presentedChildBehindAComputedPropertyRunsThroughThePresentation() async {
    let store = TestStore(initialState: Estante.State(cajon: Cajon.State())) { Estante() }
    await store.send(.cajon(.presented(.abrir))) {
      $0.cajon?.archivo = Archivo.State()
      $0.cajon?.abiertos = 1
    }
    await store.send(.cajon(.presented(.archivo(.editar)))) {
      $0.cajon?.archivo?.ediciones = 1
    }
    await store.send(.cajon(.dismiss)) {
      $0.cajon = nil
    }
  }

  @Test func caseKeyPathsAreRootedAtTheGeneratedCasePaths() {
    // `\.child`, `\Action.Cases.child` and `\Case<Action>.child` name the same case.
    let written: CaseKeyPath<Estante.Action, PresentationAction<Cajon.Action>> = \.cajon
    let viaCases: CaseKeyPath<Estante.Action, PresentationAction<Cajon.Action>> =
      \Estante.Action.Cases.cajon
    let viaCase: CaseKeyPath<Estante.Action, PresentationAction<Cajon.Action>> =
      \Case<Estante.Action>.cajon
    #expect(written == viaCases)
    #expect(written == viaCase)
    // Later steps chain through the payload, skipping `presented`.
    let action = Estante.Action.cajon(.presented(.archivo(.editar)))
    #expect(action[case: \.cajon.archivo] == .editar)
    #expect(action.is(\.cajon))
    #expect((\Estante.Action.Cases.cajon.abrir)() == .cajon(.presented(.abrir)))
  }
}
