import ReductorIssueReporting

/// Prints a readable, multi-line dump of `value` and returns it.
///
/// ```swift
/// customDump(Inventario.State(articulos: [.prueba]))
/// // Inventario.State(
/// //   articulos: [
/// //     [0]: Articulo(…)
/// // …
/// ```
///
/// - Parameters:
///   - value: What to dump.
///   - name: A label printed before the dump (`name: …`).
///   - indent: How many spaces to indent every line by.
///   - maxDepth: How many levels of nesting to print before `…`.
@discardableResult
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> T {
  var output = ""
  customDump(value, to: &output, name: name, indent: indent, maxDepth: maxDepth)
  print(output)
  return value
}

/// Writes a readable, multi-line dump of `value` to `target`, and returns the value.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  var text = reductorDump(value, maxDepth: maxDepth)
  if let name { text = "\(name): " + text }
  if indent > 0 {
    let padding = String(repeating: " ", count: indent)
    text = padding + text.replacingNewlines(with: "\n" + padding)
  }
  target.write(text)
  return value
}

extension String {
  /// A readable, multi-line dump of `value`: `String(customDumping: state)`.
  public init<Subject>(customDumping subject: Subject) {
    self = reductorDump(subject)
  }
}

/// A line-by-line diff of the dumps of two values, or `nil` when they dump the same.
///
/// ```swift
/// diff(State(cuenta: 1), State(cuenta: 2))
/// // State(
/// // −  cuenta: 1
/// // +  cuenta: 2
/// // )
/// ```
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  reductorDiff(lhs, rhs, format: format)
}

/// Fails the running test, with a diff, when the two values are not equal.
///
/// ```swift
/// expectNoDifference(store.state.articulos, [.prueba])
/// ```
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    reportDifference(
      "expectNoDifference", first, second, sides: ("First", "Second"), message: message(),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(
      error, "expectNoDifference", fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Fails the running test, with a diff, unless `operation` changes `expression` exactly as
/// `changes` describes.
///
/// ```swift
/// expectDifference(model.cuenta) {
///   model.incrementar()
/// } changes: {
///   $0 = 1
/// }
/// ```
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () throws -> Void = {},
  changes updateValueToExpectedOutput: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let before = try expression()
    try operation()
    try checkDifference(
      from: before, to: expression, changes: updateValueToExpectedOutput, message: message(),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(
      error, "expectDifference", fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Fails the running test, with a diff, unless async `operation` changes `expression` exactly
/// as `changes` describes.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Void = {},
  changes updateValueToExpectedOutput: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  do {
    let before = try expression()
    try await operation()
    try checkDifference(
      from: before, to: expression, changes: updateValueToExpectedOutput, message: message(),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(
      error, "expectDifference", fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The end of `expectDifference`: reports a diff unless the value now is `before` changed by
/// `changes`.
private func checkDifference<T: Equatable>(
  from before: T, to expression: () throws -> T, changes: (inout T) throws -> Void,
  message: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) throws {
  var expected = before
  try changes(&expected)
  let actual = try expression()
  guard expected != actual else { return }
  reportDifference(
    "expectDifference", expected, actual, sides: ("Expected", "Actual"), message: message,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports that two values differ, with their diff.
private func reportDifference<T>(
  _ function: String, _ first: T, _ second: T, sides: (String, String), message: String?,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let format = DiffFormat.default
  let difference =
    diff(first, second, format: format)
    ?? "(the values dump the same, but are not equal)"
  reportIssue(
    """
    \(function) failed: \(message ?? "…")

    \(difference.indented)

    (\(sides.0): \(format.first), \(sides.1): \(format.second))
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
