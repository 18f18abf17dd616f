import ReductorConcurrencyExtras

/// Swift Testing's public entry points, found at run time in the loaded `Testing` library.
///
/// The bridge calls four public declarations of Swift Testing through their mangled symbols:
///
/// - `static var Test.current: Test? { get }`, to learn whether a test runs in this task;
/// - `Comment.init(rawValue: String)`;
/// - `SourceLocation.init(fileID: String, filePath: String, line: Int, column: Int)`;
/// - `static func Issue.record(_ comment: Comment?, sourceLocation: SourceLocation) -> Issue`.
///
/// `Testing` is built with library evolution and none of `Test`, `Comment`, `SourceLocation`
/// or `Issue` is `@frozen`, so their layouts are private to the library. The bridge never
/// assumes a layout: it gets each type's metadata by mangled name, opens it as a generic
/// parameter, and lets the compiler handle values of that type as it handles any unknown
/// generic type (sized, copied and destroyed through the metadata).
///
/// Calling convention. A public function of a library-evolution module passes and returns a
/// non-frozen struct indirectly, by address. A function value whose parameter and result
/// types are generic parameters is lowered the same way (fully abstracted: `@in_guaranteed`
/// parameters, an `@out` result), so `@convention(thin) (C?, L) -> I`, with `C`, `L`, `I`
/// bound to `Comment`, `SourceLocation`, `Issue`, has the exact lowering of
/// `Issue.record(_:sourceLocation:)`. The `self` of a static member or initializer of a struct
/// is a thin metatype, which occupies no register, so a thin function type without a `self`
/// parameter matches. Initializers take their arguments `+1`, hence the `consuming` `String`s;
/// other functions borrow theirs, like a plain function type.
///
/// What breaks if Swift Testing changes: a renamed or re-typed declaration changes its mangled
/// name, the lookup fails, and the bridge is `nil` (failures go to the next framework or to
/// standard error). The one change that a lookup cannot catch is making one of those types
/// `@frozen` while keeping its name: a frozen struct that fits in registers would be passed
/// directly, and the call would read garbage. Swift Testing would have to make that change
/// deliberately; `SwiftTestingFailureRecordingTests` exercise each entry point and would catch it.
struct SwiftTestingBridge: @unchecked Sendable {
  // @unchecked Sendable: every stored property is immutable and points at code or type
  // metadata that the loaded `Testing` library keeps alive for the life of the process.

  private let testType: Any.Type
  private let commentType: Any.Type
  private let sourceLocationType: Any.Type
  private let issueType: Any.Type
  private let currentTestGetter: UnsafeRawPointer
  private let commentInit: UnsafeRawPointer
  private let sourceLocationInit: UnsafeRawPointer
  private let issueRecord: UnsafeRawPointer

  /// The bridge to the Swift Testing loaded into this process, or `nil` when it is not loaded
  /// or does not export the expected declarations.
  static let loaded = SwiftTestingBridge()

  private init?() {
    guard
      let testType = LoadedSymbol.type(named: "7Testing4TestV"),
      let commentType = LoadedSymbol.type(named: "7Testing7CommentV"),
      let sourceLocationType = LoadedSymbol.type(named: "7Testing14SourceLocationV"),
      let issueType = LoadedSymbol.type(named: "7Testing5IssueV"),
      // static Testing.Test.current.getter : Testing.Test?
      let currentTestGetter = LoadedSymbol.address(of: "$s7Testing4TestV7currentACSgvgZ"),
      // Testing.Comment.init(rawValue: Swift.String) -> Testing.Comment
      let commentInit = LoadedSymbol.address(of: "$s7Testing7CommentV8rawValueACSS_tcfC"),
      // Testing.SourceLocation.init(fileID: Swift.String, filePath: Swift.String,
      //   line: Swift.Int, column: Swift.Int) -> Testing.SourceLocation
      let sourceLocationInit = LoadedSymbol.address(
        of: "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC"
      ),
      // static Testing.Issue.record(_: Testing.Comment?,
      //   sourceLocation: Testing.SourceLocation) -> Testing.Issue
      let issueRecord = LoadedSymbol.address(
        of: "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"
      )
    else { return nil }
    self.testType = testType
    self.commentType = commentType
    self.sourceLocationType = sourceLocationType
    self.issueType = issueType
    self.currentTestGetter = currentTestGetter
    self.commentInit = commentInit
    self.sourceLocationInit = sourceLocationInit
    self.issueRecord = issueRecord
  }

  /// Whether a Swift Testing test is running in the current task (`Test.current != nil`).
  ///
  /// `Test.current` is task-local: it is set for a test's task and every child or unstructured
  /// task it creates, and `nil` in detached tasks and outside Swift Testing.
  var isTestRunning: Bool {
    func isCurrent<Test>(_: Test.Type) -> Bool {
      // Sound: `Test.current`'s getter takes nothing (thin metatype `self`) and returns the
      // resilient `Test?` indirectly, exactly as a thin `() -> T?` with generic `T` does.
      let current = unsafeBitCast(currentTestGetter, to: (@convention(thin) () -> Test?).self)
      return current() != nil
    }
    return isCurrent(testType)
  }

  /// A text that names the Swift Testing test running in the current task (its name and where
  /// it is declared), or `nil` when none is running: what keeps one test's state apart from
  /// another's where a test's task is the only thing that tells them apart.
  ///
  /// Read by reflection over the `Test` value (its `name` and `sourceLocation` fields), which
  /// needs no layout; the whole value's description if those fields are not found.
  var currentTestIdentity: String? {
    func identity<Test>(_: Test.Type) -> String? {
      let current = unsafeBitCast(currentTestGetter, to: (@convention(thin) () -> Test?).self)
      guard let test = current() else { return nil }
      var parts: [String] = []
      for child in Mirror(reflecting: test).children
      where child.label == "name" || child.label == "sourceLocation" {
        parts.append(String(describing: child.value))
      }
      return parts.count == 2 ? parts.joined(separator: " ") : String(describing: test)
    }
    return identity(testType)
  }

  /// Records an issue (a test failure) with `message` as its comment and the given source
  /// location, in the Swift Testing test running in this task.
  ///
  /// With no test in this task, Swift Testing records it as an issue of the running test run,
  /// which fails; with no run (e.g. while XCTest runs), it does nothing.
  ///
  /// The location is made acceptable to `SourceLocation.init`, which traps unless `fileID` is
  /// non-empty and contains a `/` (`Module/File.swift`, as `#fileID` is) and `line` and `column`
  /// are positive.
  func recordIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let fileIDText = "\(fileID)"
    let fileID = fileIDText.contains("/") ? fileIDText : "_/\(fileIDText)"
    let filePath = "\(filePath)"
    let line = max(Int(clamping: line), 1)
    let column = max(Int(clamping: column), 1)

    func record<Comment, SourceLocation>(_: Comment.Type, _: SourceLocation.Type) {
      func record<Issue>(_: Issue.Type) {
        // Sound: see the type's documentation. Initializers consume their arguments and return
        // the new, resilient value indirectly; `Issue.record` borrows its arguments (both
        // passed indirectly, `Comment?` included) and returns the resilient `Issue` indirectly.
        let makeComment = unsafeBitCast(
          commentInit, to: (@convention(thin) (consuming String) -> Comment).self
        )
        let makeSourceLocation = unsafeBitCast(
          sourceLocationInit,
          to: (@convention(thin) (consuming String, consuming String, Int, Int) -> SourceLocation)
            .self
        )
        let recordIssue = unsafeBitCast(
          issueRecord, to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self
        )
        let comment = makeComment(message)
        let sourceLocation = makeSourceLocation(fileID, filePath, line, column)
        _ = recordIssue(comment, sourceLocation)
      }
      record(issueType)
    }
    record(commentType, sourceLocationType)
  }
}
