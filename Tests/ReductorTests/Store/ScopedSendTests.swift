import Reductor
import ReductorTestSupport
import Testing

// A scoped store's link hands the same action sent again on in the parent's action it made the
// first time (boxes included): every level still sees every action, in order, and the one
// action a link keeps is let go at the next send. A presented store knows whether its state is
// there from the boxes of the levels above it, found again after every send.

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
    case presentar
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
      case .presentar:
        state.hijo = Eslabon.State()
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

/// A list of chains, for a store scoped below a row.
@Reducer
private struct Lista {
  @ObservableState
  struct State: Equatable {
    var filas: IdentifiedArrayOf<Fila.State> = []
  }
  enum Action {
    case filas(IdentifiedActionOf<Fila>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.filas, action: \.filas) { Fila() }
  }
}

@Reducer
private struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var eslabon = Eslabon.state(depth: 2)
  }
  enum Action {
    case eslabon(Eslabon.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.eslabon, action: \.eslabon) { Eslabon() }
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

  /// Sent once, a payload is kept by the links; sent three times, by the function the leaf's
  /// link made to send it at the root. Either way it goes at the next other action.
  @Test(arguments: [1, 3])
  func anActionsPayloadIsLetGoAtTheNextOtherAction(times: Int) {
    let root = Store(initialState: Eslabon.state(depth: 2)) { Eslabon() }
    let leaf = scoped(root, depth: 2)
    weak var weakCarga: Carga?
    do {
      let carga = Carga()
      weakCarga = carga
      for _ in 0..<times { leaf.send(.cargar(carga)) }
    }
    #expect(leaf.cuenta == 100 * times)
    #expect(weakCarga != nil)
    leaf.send(.incrementar)
    #expect(weakCarga == nil)
    #expect(leaf.cuenta == 100 * times + 1)
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

  @Test func aStoreBelowADismissedLevelDropsWhatItIsSent() {
    let root = Store(initialState: Eslabon.state(depth: 3)) { Eslabon() }
    let leaf = scoped(root, depth: 3)
    leaf.send(.incrementar)
    // The middle level goes: the leaf's state with it, though the leaf's own box is untouched.
    scoped(root, depth: 1).send(.hijo(.dismiss))
    #expect(root.hijo?.hijo == nil)
    let warnings = collectingRuntimeWarnings {
      leaf.send(.incrementar)
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("An action was sent to a store whose state has gone away") == true
    )
    #expect(root.vistas == ["hijo", "hijo"])
    // What the store shows is its state when it went away.
    #expect(leaf.cuenta == 1)
  }

  @Test func aStoreOfAReplacedChildBelowAnotherLevelDropsWhatItIsSent() {
    let root = Store(initialState: Eslabon.state(depth: 2)) { Eslabon() }
    let leaf = scoped(root, depth: 2)
    leaf.send(.fijar(5))
    // The level above the leaf presents a new child in place of the old one.
    let middle = scoped(root, depth: 1)
    middle.send(.hijo(.dismiss))
    middle.send(.presentar)
    let warnings = collectingRuntimeWarnings {
      leaf.send(.fijar(9))
    }
    #expect(warnings.count == 1)
    #expect(leaf.cuenta == 5)
    #expect(root.hijo?.hijo?.cuenta == 0)
    let newLeaf = scoped(root, depth: 2)
    newLeaf.send(.incrementar)
    newLeaf.send(.incrementar)
    #expect(root.hijo?.hijo?.cuenta == 2)
    #expect(leaf.cuenta == 5)
  }

  @Test func aChildPresentedAgainIsAnotherStoresState() {
    let root = Store(initialState: Eslabon.state(depth: 1)) { Eslabon() }
    let first = scoped(root, depth: 1)
    first.send(.fijar(3))
    root.send(.hijo(.dismiss))
    root.send(.presentar)
    let warnings = collectingRuntimeWarnings {
      first.send(.fijar(4))
    }
    #expect(warnings.count == 1)
    #expect(root.hijo?.cuenta == 0)
    let second = scoped(root, depth: 1)
    second.send(.fijar(6))
    #expect(root.hijo?.cuenta == 6)
    #expect(first.cuenta == 3)
  }

  @Test func anActionSentManyTimesGoesStraightToTheRootAndEveryLevelSeesIt() {
    let root = Store(initialState: Eslabon.state(depth: 3)) { Eslabon() }
    let middle = scoped(root, depth: 1)
    let leaf = scoped(middle, depth: 2)
    for _ in 0..<4 { leaf.send(.incrementar) }
    // Another action through the middle link, then the leaf's again.
    middle.send(.fijar(1))
    middle.send(.fijar(1))
    middle.send(.fijar(1))
    for _ in 0..<3 { leaf.send(.incrementar) }

    #expect(leaf.cuenta == 7)
    #expect(middle.cuenta == 1)
    #expect(
      root.vistas
        == Array(repeating: "hijo", count: 4) + Array(repeating: "fijar", count: 3)
        + Array(repeating: "hijo", count: 3)
    )
    #expect(middle.vistas == Array(repeating: "hijo", count: 7))
    #expect(root.hijo?.hijo?.vistas == Array(repeating: "incrementar", count: 7))
  }

  @Test func aStoreBelowARowSendsThroughTheRow() {
    let root = Store(initialState: Lista.State(filas: [Fila.State(id: 1), Fila.State(id: 2)])) {
      Lista()
    }
    let fila = root.scope(state: \.filas, action: \.filas)[id: 2]!
    let leaf = scoped(fila.scope(state: \.eslabon, action: \.eslabon), depth: 2)
    for _ in 0..<4 { leaf.send(.incrementar) }
    #expect(leaf.cuenta == 4)
    #expect(root.filas[id: 2]?.eslabon.hijo?.hijo?.cuenta == 4)
    #expect(root.filas[id: 2]?.eslabon.vistas == Array(repeating: "hijo", count: 4))
    #expect(root.filas[id: 1]?.eslabon.hijo?.hijo?.cuenta == 0)
  }
}
