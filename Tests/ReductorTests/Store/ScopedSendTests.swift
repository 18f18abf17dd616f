import Reductor
import Testing

// A scoped store's link hands the same action sent again on in the parent's action it made the
// first time (boxes included): every level still sees every action, in order, and the one
// action a link keeps is let go at the next send.

/// An object an action carries, to see when the action is let go.
private final class Carga: Sendable {}

@Reducer
private struct Eslabon {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    var vistas: [String] = []
    @Presents var hijo: Eslabon.State?
  }

  enum Action {
    case incrementar
    case fijar(Int)
    case cargar(Carga)
    case hijo(PresentationAction<Eslabon.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
      case let .fijar(value):
        state.cuenta = value
      case .cargar:
        state.cuenta += 100
      case let .hijo(.presented(action)):
        state.vistas.append(String(String(describing: action).prefix { $0 != "(" }))
      case .hijo(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$hijo, action: \.hijo) {
      Eslabon()
    }
  }

  static func state(depth: Int) -> State {
    var state = State()
    if depth > 0 { state.hijo = Self.state(depth: depth - 1) }
    return state
  }
}

@MainActor
private func scoped(_ store: StoreOf<Eslabon>, depth: Int) -> StoreOf<Eslabon> {
  var store = store
  for _ in 0..<depth {
    store = store.scope(state: \.hijo, action: \.hijo.presented)!
  }
  return store
}

@MainActor
@Suite struct ScopedSendTests {
  @Test func theSameActionSentAgainReachesEveryLevelEveryTime() {
    let root = Store(initialState: Eslabon.state(depth: 3)) { Eslabon() }
    let leaf = scoped(root, depth: 3)
    leaf.send(.incrementar)
    leaf.send(.incrementar)
    leaf.send(.fijar(7))
    leaf.send(.incrementar)
    leaf.send(.fijar(7))
    leaf.send(.fijar(8))

    #expect(leaf.cuenta == 8)
    #expect(root.vistas == ["hijo", "hijo", "hijo", "hijo", "hijo", "hijo"])
    #expect(
      root.hijo?.hijo?.vistas
        == ["incrementar", "incrementar", "fijar", "incrementar", "fijar", "fijar"]
    )
    #expect(root.hijo?.hijo?.hijo?.cuenta == 8)
  }

  @Test func storesAtEveryDepthShareTheChain() {
    let root = Store(initialState: Eslabon.state(depth: 3)) { Eslabon() }
    let middle = scoped(root, depth: 1)
    let leaf = scoped(middle, depth: 2)
    leaf.send(.incrementar)
    middle.send(.incrementar)
    leaf.send(.incrementar)
    middle.send(.incrementar)

    #expect(leaf.cuenta == 2)
    #expect(middle.cuenta == 2)
    #expect(root.vistas == ["hijo", "incrementar", "hijo", "incrementar"])
  }

  @Test func anActionsPayloadIsLetGoAtTheNextSend() {
    let root = Store(initialState: Eslabon.state(depth: 2)) { Eslabon() }
    let leaf = scoped(root, depth: 2)
    weak var weakCarga: Carga?
    do {
      let carga = Carga()
      weakCarga = carga
      leaf.send(.cargar(carga))
    }
    #expect(leaf.cuenta == 100)
    // Kept by the links until the next action sent through them.
    #expect(weakCarga != nil)
    leaf.send(.incrementar)
    #expect(weakCarga == nil)
    #expect(leaf.cuenta == 101)
  }

  @Test func aDismissedChildsStoreLetsItsActionGo() {
    let root = Store(initialState: Eslabon.state(depth: 2)) { Eslabon() }
    weak var weakCarga: Carga?
    do {
      let leaf = scoped(root, depth: 2)
      let carga = Carga()
      weakCarga = carga
      leaf.send(.cargar(carga))
    }
    root.send(.hijo(.dismiss))
    #expect(root.hijo == nil)
    #expect(weakCarga == nil)
  }
}
