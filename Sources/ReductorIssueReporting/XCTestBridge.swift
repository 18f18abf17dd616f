import ReductorConcurrencyExtras

/// XCTest's `XCTFail`, found at run time in the loaded `XCTest` library.
///
/// The bridge calls one public function through its mangled symbol:
/// `XCTFail(_ message: String, file: StaticString, line: UInt)`. It records a failure, described
/// as `failed - <message>`, at `file:line` through the running `XCTestCase`'s
/// `recordFailure(withDescription:inFile:atLine:expected:)`, so a test case that overrides that
/// method sees it.
///
/// Calling convention. `String`, `StaticString` and `UInt` are frozen standard library types,
/// so the function's lowering is fully determined by its Swift signature, and a thin function
/// value of the same signature is lowered identically (borrowed `String` in two registers,
/// `StaticString` in three, `UInt` in one).
///
/// What breaks if XCTest changes: a renamed or re-typed `XCTFail` changes its mangled name, the
/// lookup fails, and the bridge is `nil` (failures go to standard error).
///
/// Limitation: `XCTFail` does nothing when no `XCTestCase` is running (swift-corelibs-xctest
/// keeps the running test case in an unexported global), and XCTest exports no way to ask
/// whether one is. So "XCTest is running" is approximated by "XCTest is loaded into the
/// process"; see ``TestContext/current``.
struct XCTestBridge: @unchecked Sendable {
  // @unchecked Sendable: the stored pointer is immutable and points at code that the loaded
  // `XCTest` library keeps alive for the life of the process.

  private let fail: UnsafeRawPointer

  /// The bridge to the XCTest loaded into this process, or `nil` when it is not loaded or does
  /// not export `XCTFail(_:file:line:)`.
  static let loaded = XCTestBridge()

  private init?() {
    // XCTest.XCTFail(_: Swift.String, file: Swift.StaticString, line: Swift.UInt) -> ()
    guard
      let fail = LoadedSymbol.address(of: "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    self.fail = fail
  }

  /// Records a failure in the running `XCTestCase` at `filePath:line`.
  func recordFailure(_ message: String, filePath: StaticString, line: UInt) {
    // Sound: see the type's documentation; the types are frozen and the signature is the same.
    let fail = unsafeBitCast(
      fail, to: (@convention(thin) (String, StaticString, UInt) -> Void).self
    )
    fail(message, filePath, line)
  }
}
