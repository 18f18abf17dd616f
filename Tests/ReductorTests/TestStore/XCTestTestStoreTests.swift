import Reductor
import XCTest

@Reducer
private struct Pulsador {
  struct State: Equatable { var pulsaciones = 0 }
  enum Action: Equatable { case pulsar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.pulsaciones += 1
      return .none
    }
  }
}

/// `TestStore` used from XCTest: a passing test, and a failing step whose failure is captured
/// (not forwarded) to check that it reaches XCTest at the line of the `send`.
final class XCTestTestStoreTests: XCTestCase {
  private var capturing = false
  private var captured: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard capturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append((description, lineNumber))
  }

  @MainActor
  func testAPassingTestStoreTest() async {
    let store = TestStore(initialState: Pulsador.State()) { Pulsador() }
    await store.send(.pulsar) { $0.pulsaciones = 1 }
  }

  @MainActor
  func testAFailingStepIsRecordedInXCTestAtTheSendLine() async {
    let store = TestStore(initialState: Pulsador.State()) { Pulsador() }
    capturing = true
    let line = #line + 1
    await store.send(.pulsar) { $0.pulsaciones = 2 }
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(captured.first?.description.contains("does not match") ?? false)
  }
}
