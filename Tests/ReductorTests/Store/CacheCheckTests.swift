import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// The caches a scoped store keeps as raw memory or bit for bit (where a presented child's box
// was found, the parent action it embedded last, the function that sends it at the root) are
// checked the typed way in debug builds, at every use, with a runtime warning on a mismatch:
// the whole test suite runs them. These tests make each cache lie and see the warning.

@Reducer
private struct Tramo {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    @Presents var hijo: Tramo.State?
  }
  enum Action {
    case incrementar
    case hijo(PresentationAction<Tramo.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .incrementar = action { state.cuenta += 1 }
      return .none
    }
    .ifLet(\.$hijo, action: \.hijo) { Tramo() }
  }

  static func state(depth: Int) -> State {
    var state = State()
    if depth > 0 { state.hijo = Self.state(depth: depth - 1) }
    return state
  }
}

private typealias TramoCore = _ChildCore<Tramo.State, Tramo.Action, Tramo.State, Tramo.Action>

@MainActor
@Suite struct CacheCheckTests {
  #if DEBUG
    @Test func aKeptParentActionThatIsNotTheEmbeddingIsReported() throws {
      let root = Store(initialState: Tramo.state(depth: 1)) { Tramo() }
      let child = try #require(root.scope(state: \.hijo, action: \.hijo.presented))
      child.send(.incrementar)
      let core = try #require(child.core as? TramoCore)
      // The cache lies: the parent action kept is not `incrementar` embedded.
      core.kept?.parentAction = .incrementar
      let (_, warnings) = capturingWarnings { child.send(.incrementar) }
      #expect(warnings.count == 1)
      #expect(warnings.first?.message.contains("cache of repeated actions") == true)
      #expect(warnings.first?.message.contains("Kept: Tramo.Action.incrementar") == true)
    }

    @Test func aKeptSenderThatSendsAnotherRootActionIsReported() throws {
      let root = Store(initialState: Tramo.state(depth: 2)) { Tramo() }
      let middle = try #require(root.scope(state: \.hijo, action: \.hijo.presented))
      let leaf = try #require(middle.scope(state: \.hijo, action: \.hijo.presented))
      // Twice: the second send makes the function that sends it at the root.
      leaf.send(.incrementar)
      leaf.send(.incrementar)
      let core = try #require(leaf.core as? TramoCore)
      #expect(core.kept?.sender != nil)
      core.kept?.senderRootAction = "otra"
      let (_, warnings) = capturingWarnings { leaf.send(.incrementar) }
      #expect(warnings.count == 1)
      #expect(warnings.first?.message.contains("Kept: otra") == true)
    }

    @Test func aPresenceTheTypedSearchDoesNotFindIsReported() throws {
      let root = Store(initialState: Tramo.state(depth: 2)) { Tramo() }
      let middle = try #require(root.scope(state: \.hijo, action: \.hijo.presented))
      let leaf = try #require(middle.scope(state: \.hijo, action: \.hijo.presented))
      // A send records where each level's box was found.
      leaf.send(.incrementar)
      root.send(.incrementar)
      let presented = try #require(
        leaf.core as? _PresentedCore<Tramo.State, Tramo.Action, Tramo.State, Tramo.Action>
      ).presented
      // The words say the box is there; the typed search is made to say it is gone.
      presented.locate = { _ in false }
      let (_, warnings) = capturingWarnings { leaf.send(.incrementar) }
      #expect(warnings.count == 1)
      #expect(warnings.first?.message.contains("presence check") == true)
    }
  #endif

  /// Without lies, nothing is reported: the same sends, checked at every use.
  @Test func truthfulCachesReportNothing() throws {
    let root = Store(initialState: Tramo.state(depth: 3)) { Tramo() }
    var store = root
    for _ in 0..<3 { store = try #require(store.scope(state: \.hijo, action: \.hijo.presented)) }
    let (_, warnings) = capturingWarnings {
      for _ in 0..<5 {
        store.send(.incrementar)
        root.send(.incrementar)
      }
    }
    #expect(warnings.isEmpty)
    #expect(store.cuenta == 5)
    #expect(root.cuenta == 5)
  }
}
