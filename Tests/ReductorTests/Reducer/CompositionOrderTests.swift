import Reductor
import Testing

@Reducer
private struct Contador {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case incrementar
    case decrementar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .decrementar:
        state.cuenta -= 1
        return .none
      }
    }
  }
}

@Reducer
private struct Padre {
  @ObservableState
  struct State: Equatable {
    var contador = Contador.State()
    var vistoPorPadre: [Int] = []
    var hijo: Contador.State?
  }
  enum Action {
    case contador(Contador.Action)
    case hijo(Contador.Action)
    case otro
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.contador) {
      Contador()
    }
    Reduce { state, action in
      switch action {
      case .contador:
        state.vistoPorPadre.append(state.contador.cuenta)
        return .none
      case .hijo(.decrementar):
        // The parent dismisses the child in response to the child's own action.
        state.vistoPorPadre.append(state.hijo?.cuenta ?? -1)
        state.hijo = nil
        return .none
      case .hijo, .otro:
        return .none
      }
    }
    .ifLet(\.hijo, action: \.hijo) {
      Contador()
    }
  }
}

@MainActor
@Suite struct CompositionOrderTests {
  @Test func bodyRunsTopToBottomSoTheReduceSeesTheChildsChange() async {
    let store = TestStore(initialState: Padre.State()) { Padre() }
    await store.send(.contador(.incrementar)) {
      $0.contador.cuenta = 1
      $0.vistoPorPadre = [1]
    }
  }

  @Test func ifLetRunsTheChildBeforeTheParent() async {
    let store = TestStore(initialState: Padre.State(hijo: Contador.State(cuenta: 5))) { Padre() }
    await store.send(.hijo(.decrementar)) {
      // The child ran first (5 → 4), then the parent saw 4 and dismissed it.
      $0.vistoPorPadre = [4]
      $0.hijo = nil
    }
  }

  @Test func aNonMatchingActionPassesThroughUntouched() async {
    let store = TestStore(initialState: Padre.State()) { Padre() }
    await store.send(.otro)
  }

  @Test func plainStoreSendAndScope() {
    let store = Store(initialState: Padre.State()) { Padre() }
    store.send(.contador(.incrementar))
    #expect(store.contador.cuenta == 1)
    let hijo = store.scope(state: \.contador, action: \.contador)
    hijo.send(.incrementar)
    #expect(hijo.cuenta == 2)
    #expect(store.state.vistoPorPadre == [1, 2])
    #expect(store.scope(state: \.hijo, action: \.hijo) == nil)
  }
}
