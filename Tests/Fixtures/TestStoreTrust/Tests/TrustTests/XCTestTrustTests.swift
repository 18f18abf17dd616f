import Caja
import Reductor
import XCTest

// The same cases as XCTest methods. XCTest runs a class's tests in the order they are
// declared, so each must-fail test is followed by a must-pass one: a failure found late would
// be charged to it.

@MainActor
final class XCTestTrustTests: XCTestCase {
  func test1Unreceived() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(XCTestTrustTests.test1Unreceived): received 1 unexpected action
    await store.send(.tarde)
  }

  func test2PassesAfterUnreceived() async {
    // expect-pass(XCTestTrustTests.test2PassesAfterUnreceived)
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.tarde)
    await store.receive(.hecho) { $0.cuenta = 1 }
  }

  func test3InFlight() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.larga)  // expect-issue(XCTestTrustTests.test3InFlight): still running at the end of the test
  }

  func test4PassesAfterInFlight() async {
    // expect-pass(XCTestTrustTests.test4PassesAfterInFlight)
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.primero)
    await store.receive(.segundo)
  }

  func test5SendEffect() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(XCTestTrustTests.test5SendEffect): received 1 unexpected action
    await store.send(.primero)
  }

  func test6UnreceivedAfterFinish() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(XCTestTrustTests.test6UnreceivedAfterFinish): received 1 unexpected action
    await store.send(.tarde)
    await store.finish()
  }

  func test7PassesWithFinish() async {
    // expect-pass(XCTestTrustTests.test7PassesWithFinish)
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.tarde)
    await store.receive(.hecho) { $0.cuenta = 1 }
    await store.finish()
  }

  func test8StoreInAHelper() async {
    await sendLateAndForget()
  }

  private func sendLateAndForget() async {
    let store = TestStore(initialState: Caja.State()) { Caja() }  // expect-issue(XCTestTrustTests.test8StoreInAHelper): received 1 unexpected action
    await store.send(.tarde)
  }

  func test9SkipsInFlightEffects() async {
    // expect-pass(XCTestTrustTests.test9SkipsInFlightEffects)
    let store = TestStore(initialState: Caja.State()) { Caja() }
    await store.send(.larga)
    await store.skipInFlightEffects()
  }

  func test10ReportIssue() {
    reportIssue("No item with id 7.")  // expect-issue(XCTestTrustTests.test10ReportIssue): No item with id 7.
  }

  func test11PassesAfterReportIssue() {
    // expect-pass(XCTestTrustTests.test11PassesAfterReportIssue)
    withExpectedIssue {
      reportIssue("Something went wrong")
    }
  }

  func test12Unimplemented() {
    _ = unimplemented("Contador.cuenta", placeholder: 0)  // expect-issue(XCTestTrustTests.test12Unimplemented): Unimplemented: 'Contador.cuenta'
  }

  func test13PassesAfterUnimplemented() {
    // expect-pass(XCTestTrustTests.test13PassesAfterUnimplemented)
    withExpectedIssue {
      _ = unimplemented("Contador.cuenta", placeholder: 0)
    }
  }
}
