/// The test framework that a failure raised at this point is recorded in.
///
/// `ReductorCore` neither imports nor links a test framework: it finds the ones loaded into the
/// process at run time (see `SwiftTestingBridge` and `XCTestBridge`), so apps that link it carry
/// no test code.
package enum TestContext: Sendable, Equatable {
  /// A Swift Testing test is running in the current task.
  case swiftTesting
  /// XCTest is loaded into the process and no Swift Testing test is running in the current
  /// task; a failure goes to the `XCTestCase` that is running, if any.
  case xcTest

  /// The framework a failure raised now would be recorded in, or `nil` when no test framework
  /// is loaded (an app).
  ///
  /// Swift Testing wins when its `Test.current` is set for the current task, which is true in
  /// a test's task and the tasks it creates (but not in detached tasks). Otherwise XCTest is
  /// chosen when it is loaded: swift-corelibs-xctest exports no way to ask whether a test case
  /// is running, so this cannot tell an XCTest test from the gaps between tests (where `XCTFail`
  /// does nothing).
  package static var current: TestContext? {
    if isRunningAsApp { return nil }
    if let swiftTesting = SwiftTestingBridge.loaded, swiftTesting.isTestRunning {
      return .swiftTesting
    }
    if XCTestBridge.loaded != nil {
      return .xcTest
    }
    return nil
  }

  /// What tells the running test from the others, for state that must not leak between
  /// tests (the default storage of shared values): the Swift Testing test running in this
  /// task, or one identity for XCTest, whose running test cannot be asked for; `nil` outside
  /// tests.
  package static var currentTestIdentity: String? {
    switch current {
    case .swiftTesting?: SwiftTestingBridge.loaded?.currentTestIdentity
    case .xcTest?: "XCTest"
    case nil: nil
    }
  }

  /// Makes ``current`` `nil` for an operation, so that a test can check what code that
  /// behaves differently in tests (a `StackState` write under a missing id) does in an app.
  @TaskLocal package static var isRunningAsApp = false
}
