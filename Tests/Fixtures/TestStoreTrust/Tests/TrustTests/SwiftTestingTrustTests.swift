import Caja
import Reductor
import Testing

// Each `expect-issue(TEST): TEXT` marker says that TEST must record an issue at the marker's
// line whose message contains TEXT; `expect-known-issue(TEST): TEXT` the same for a known issue;
// each `expect-pass(TEST)` that TEST must pass with no issue other than known ones.
// `check-fixture-output` holds the output of `swift test` to these markers.

// docs:fin-del-test
@MainActor @Test func unreceived() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(unreceived()): received 1 unexpected action
  await store.send(.tarde)
}

@MainActor @Test func unreceivedAfterFinish() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(unreceivedAfterFinish()): received 1 unexpected action
  await store.send(.tarde)
  await store.finish()
}

@MainActor @Test func inFlight() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }
  await store.send(.larga)  // expect-issue(inFlight()): still running at the end of the test
}
// docs:end

@MainActor @Test func sendEffect() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(sendEffect()): received 1 unexpected action
  await store.send(.primero)
}

@MainActor func sendLateAndForget() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(storeInAHelper()): received 1 unexpected action
  await store.send(.tarde)
}

@MainActor @Test func storeInAHelper() async {
  await sendLateAndForget()
}

@MainActor @Test func storeInAnAwaitedTask() async {
  await Task {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.larga)  // expect-issue(storeInAnAwaitedTask()): still running at the end of the test
  }.value
}

@MainActor @Test func receiveWhenNothingCanArrive() async {
  let store = TestStore(initialState: Caja.State()) { Caja() }
  store.timeout = .seconds(60)
  await store.send(.hecho) { $0.cuenta = 1 }
  await store.receive(.hecho)  // expect-issue(receiveWhenNothingCanArrive()): nothing more can arrive
}

@MainActor @Test func storeInsideWithKnownIssue() async {
  // expect-pass(storeInsideWithKnownIssue())
  await withKnownIssue {
    let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-known-issue(storeInsideWithKnownIssue()): received 1 unexpected action
    await store.send(.tarde)
  }
}

@MainActor @Test func everythingAsserted() async {
  // expect-pass(everythingAsserted())
  let store = TestStore(initialState: Caja.State()) { Caja() }
  await store.send(.tarde)
  await store.receive(.hecho) { $0.cuenta = 1 }
  await store.send(.primero)
  await store.receive(.segundo)
}

@MainActor @Test func endsWithFinish() async {
  // expect-pass(endsWithFinish())
  let store = TestStore(initialState: Caja.State()) { Caja() }
  await store.send(.tarde)
  await store.receive(.hecho) { $0.cuenta = 1 }
  await store.finish()
}

@MainActor @Test func skipsInFlightEffects() async {
  // expect-pass(skipsInFlightEffects())
  let store = TestStore(initialState: Caja.State()) { Caja() }
  await store.send(.larga)
  await store.skipInFlightEffects()
}

@MainActor @Test func cancelsItsTask() async {
  // expect-pass(cancelsItsTask())
  let store = TestStore(initialState: Caja.State()) { Caja() }
  let task = await store.send(.larga)
  await task.cancel()
}

@MainActor @Test func aHundredTicksUnderASecond() async {
  // expect-pass(aHundredTicksUnderASecond())
  let clock = TestClock()
  let store = TestStore(initialState: Cronometro.State()) {
    Cronometro()
  } withDependencies: {
    $0.continuousClock = clock
  }
  let start = ContinuousClock.now
  await store.send(.empezar)
  for segundo in 1...100 {
    await clock.advance(by: .seconds(1))
    await store.receive(\.tic) { $0.segundos = segundo }
  }
  await store.send(.parar)
  #expect(ContinuousClock.now - start < .seconds(1))
}

@MainActor @Test func aTickLeftUnreceived() async {
  let clock = TestClock()
  let store = TestStore(initialState: Cronometro.State()) {  // expect-issue(aTickLeftUnreceived()): received 1 unexpected action
    Cronometro()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.empezar)  // expect-issue(aTickLeftUnreceived()): still running at the end of the test
  await clock.advance(by: .seconds(1))
}

// Not on the main actor: the store goes away on another thread, and its checks still record
// their failures in this test.
@Test func nonisolatedTestLeavesAnActionUnreceived() async {
  let store = await TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(nonisolatedTestLeavesAnActionUnreceived()): received 1 unexpected action
  await store.send(.tarde)
}

@Test func reportIssueFailsTheTest() {
  reportIssue("No item with id 7.")  // expect-issue(reportIssueFailsTheTest()): No item with id 7.
}

@Test func anExpectedIssuePasses() {
  // expect-pass(anExpectedIssuePasses())
  withExpectedIssue {
    reportIssue("Something went wrong")
  }
}

/// A feature that dismisses itself: what it still runs is cancelled, as its parent would.
@Reducer
struct Hoja {
  @ObservableState
  struct State: Equatable {}
  enum Action { case onTask, cerrar }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .onTask: .run { _ in try await Task.never() }
      case .cerrar: .run { _ in await dismiss() }
      }
    }
  }
}

@MainActor @Test func dismissingItselfCancelsWhatRuns() async {
  // expect-pass(dismissingItselfCancelsWhatRuns())
  let store = TestStore(initialState: Hoja.State()) { Hoja() }
  await store.send(.onTask)
  await store.send(.cerrar)
  #expect(store.isDismissed)
}
