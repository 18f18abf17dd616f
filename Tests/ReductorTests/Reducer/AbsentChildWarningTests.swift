import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// The warning for a child action whose child is absent says what was skipped: the child, not
// the parent, which still runs and may change state.

@Reducer
private struct Pieza {
  struct State: Equatable {}
  enum Action {
    case tocar
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
private struct Tablero {
  struct State: Equatable {
    var pieza: Pieza.State?
    var toquesVistos = 0
  }
  enum Action {
    case pieza(Pieza.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.toquesVistos += 1
      return .none
    }
    .ifLet(\.pieza, action: \.pieza) { Pieza() }
  }
}

@MainActor
@Suite struct AbsentChildWarningTests {
  @Test func theWarningSaysTheParentStillRan() throws {
    let store = Store(initialState: Tablero.State()) { Tablero() }
    let warnings = collectingRuntimeWarnings {
      store.send(.pieza(.tocar))
    }
    #expect(store.toquesVistos == 1)
    let warning = try #require(warnings.first)
    #expect(!warning.contains("nothing changed"))
    #expect(
      warning.contains(
        "The child's reducer did not run, so no child state changed; the parent's reducer still ran with the action."
      )
    )
  }
}
