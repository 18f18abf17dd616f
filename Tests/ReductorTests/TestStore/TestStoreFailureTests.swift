import Reductor
import Testing

@Reducer
private struct Caja {
  struct State: Equatable {
    var cuenta = 0
    var nombre = "caja"
    var hijo: Hijo.State?
  }
  @Reducer
  struct Hijo {
    struct State: Equatable { var valor = 0 }
    enum Action: Equatable { case tocar }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.valor += 1
        return .none
      }
    }
  }
  enum Action: Equatable {
    case incrementar
    case incrementarTarde
    case incrementarPorSend
    case incrementado
    case sinCambios
    case larga
    case hijo(Hijo.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      case .incrementarTarde:
        return .run { send in await send(.incrementado) }
      case .incrementarPorSend:
        return .send(.incrementado)
      case .incrementado:
        state.cuenta += 1
        return .none
      case .sinCambios:
        return .none
      case .larga:
        return .run { _ in
          let (stream, _) = AsyncStream.makeStream(of: Never.self)
          for await _ in stream {}
        }
      case .hijo:
        return .none
      }
    }
    .ifLet(\.hijo, action: \.hijo) { Hijo() }
  }
}

/// Each failure a TestStore reports, provoked on purpose and expected with `withKnownIssue`,
/// checking that the message says what went wrong.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func aStateMismatchShowsADiff() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await withKnownIssue {
      await store.send(.incrementar) { $0.cuenta = 2 }
    } matching: { issue in
      let text = issue.description
      return text.contains("does not match") && text.contains("−  cuenta: 2")
        && text.contains("+  cuenta: 1") && text.contains("Caja.Action.incrementar")
    }
  }

  @Test func anUnassertedChangeFails() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await withKnownIssue {
      await store.send(.incrementar)
    } matching: { issue in
      issue.description.contains("State was not expected to change")
    }
  }

  @Test func anAssertionThatChangesNothingFails() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await withKnownIssue {
      await store.send(.sinCambios) { $0.cuenta = 0 }
    } matching: { issue in
      issue.description.contains("Expected state to change, but no change occurred")
    }
  }

  @Test func anUnreceivedActionFailsAtTheNextSend() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.incrementarTarde)
    await withKnownIssue {
      await store.send(.incrementar) { $0.cuenta = 2 }
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action")
        && issue.description.contains("incrementado")
    }
  }

  /// The end-of-test checks run when the store goes away, inside the `withKnownIssue` body
  /// that made it: the failure is recorded before that body returns, with nothing to wait for.
  @Test func anUnreceivedActionFailsAtTheEndOfTheTestWhereTheStoreWasCreated() async {
    let creation = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: Caja.State()) { Caja() }
      await store.send(.incrementarTarde)
      await store.finish()
    } matching: { issue in
      issue.description.contains("received 1 unexpected action by the end of this test")
        && issue.sourceLocation?.line == creation
    }
  }

  @Test func anActionFromASendEffectLeftUnassertedFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Caja.State()) { Caja() }
      await store.send(.incrementarPorSend)
    } matching: { issue in
      issue.description.contains("received 1 unexpected action by the end of this test")
        && issue.description.contains("incrementado")
    }
  }

  @Test func receiveFailsAtOnceWhenNothingCanArrive() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    store.timeout = .seconds(3600)
    await store.send(.incrementar) { $0.cuenta = 1 }
    await withKnownIssue {
      await store.receive(.incrementado)
    } matching: { issue in
      issue.description.contains("no effect is running, so nothing more can arrive")
    }
  }

  @Test func aNonExhaustiveReceiveFailsAtOnceWhenNothingCanArrive() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    store.exhaustivity = .off
    store.timeout = .seconds(3600)
    await store.send(.incrementarTarde)
    await withKnownIssue {
      await store.receive(.incrementar)
    } matching: { issue in
      issue.description.contains("nothing more can arrive")
        && issue.description.contains("Actions that did arrive")
    }
  }

  @Test func receiveTimesOutWhileAnEffectRunsAndListsIt() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    store.timeout = .milliseconds(50)
    await store.send(.larga)
    await withKnownIssue {
      await store.receive(.incrementado)
    } matching: { issue in
      issue.description.contains("none arrived within 0.05 seconds")
        && issue.description.contains("No action arrived")
        && issue.description.contains("Effects still running, started by:")
        && issue.description.contains("larga")
    }
    await store.skipInFlightEffects()
  }

  @Test func receivingTheWrongActionFails() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.incrementarTarde)
    await withKnownIssue {
      await store.receive(.incrementar) { $0.cuenta = 1 }
    } matching: { issue in
      issue.description.contains("Received an action other than the one expected")
        || issue.description.contains("does not match")
    }
  }

  @Test func anEffectStillRunningAtTheEndFailsAtTheSendThatStartedIt() async {
    let send = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: Caja.State()) { Caja() }
      await store.send(.incrementar) { $0.cuenta = 1 }
      await store.send(.larga)
      await store.send(.incrementar) { $0.cuenta = 2 }
    } matching: { issue in
      issue.description.contains("An effect started by Caja.Action.larga is still running")
        && issue.sourceLocation?.line == send
    }
  }

  @Test func aRuntimeWarningInTheReducerFailsTheTest() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await withKnownIssue {
      await store.send(.hijo(.tocar))
    } matching: { issue in
      issue.description.contains("An 'ifLet' received a child action when child state was nil")
    }
  }

  @Test func receiveByCaseKeyPathPredicateAndValue() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.incrementarTarde)
    await store.receive(\.incrementado) { $0.cuenta = 1 }
    await store.send(.incrementarTarde)
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    // As TCA's docs write a `receive` that matches by a closure and asserts state.
    await store.receive({ $0 == .incrementado }) { $0.cuenta = 2 }
    await store.send(.incrementarTarde)
    await store.receive(.incrementado) { $0.cuenta = 3 }
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheyCareAbout() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    store.exhaustivity = .off
    await store.send(.incrementarTarde)
    await store.send(.incrementar)
    // The skipped `incrementado` still changed state; later assertions see it.
    store.assert { $0.cuenta = 2 }
    await store.send(.larga)
    await store.skipInFlightEffects()
  }

  @Test func skipReceivedActionsTakesTheirState() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.incrementarTarde)
    await store.skipReceivedActions()
    #expect(store.state.cuenta == 1)
    _ = await store.withExhaustivity(.off) {
      await store.send(.incrementar)
    }
    store.assert { $0.cuenta = 2 }
  }

  @Test func sendByCaseKeyPath() async {
    let store = TestStore(initialState: Caja.State(hijo: .init())) { Caja() }
    await store.send(\.hijo.tocar) { $0.hijo?.valor = 1 }
    await store.send(\.incrementar) { $0.cuenta = 1 }
  }
}
