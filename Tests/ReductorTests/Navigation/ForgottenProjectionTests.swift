import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// `.ifLet(\.hijo, action: \.hijo)` on a `@Presents var hijo`: the `$` forgotten.

@Reducer
private struct Hijo {
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
private struct SinDolar {
  @ObservableState
  struct State: Equatable {
    @Presents var hijo: Hijo.State?
  }
  enum Action {
    case hijo(PresentationAction<Hijo.Action>)
  }
  static let linea: UInt = #line + 3
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.hijo, action: \.hijo) { Hijo() }
  }
}

@Reducer
private struct ConDolar {
  @ObservableState
  struct State: Equatable {
    @Presents var hijo: Hijo.State?
  }
  enum Action {
    case hijo(PresentationAction<Hijo.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$hijo, action: \.hijo) { Hijo() }
  }
}

@MainActor
@Suite struct ForgottenProjectionTests {
  @Test func isReportedAtTheOperatorNamingTheFix() throws {
    let store = Store(initialState: SinDolar.State(hijo: Hijo.State())) { SinDolar() }
    let warnings = capturingWarnings {
      // What it breaks: `.dismiss` does not end the child.
      store.send(.hijo(.dismiss))
      store.send(.hijo(.presented(.incrementar)))
    }.1
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)  // once, the first time the operator runs
    #expect(warning.line == SinDolar.linea)
    #expect("\(warning.fileID)".hasSuffix("ForgottenProjectionTests.swift"))
    #expect(
      warning.message.hasPrefix(
        "'ifLet' was given '\\.hijo', whose action case holds a 'PresentationAction'."
      )
    )
    #expect(warning.message.contains("pass '.ifLet(\\.$hijo, action: …)' instead"))
    #expect(store.hijo == Hijo.State(cuenta: 1))
  }

  @Test func theProjectionIsNotReported() {
    let (store, warnings) = capturingWarnings {
      Store(initialState: ConDolar.State(hijo: Hijo.State())) { ConDolar() }
    }
    #expect(warnings.isEmpty)
    store.send(.hijo(.dismiss))
    #expect(store.hijo == nil)
  }
}
