import SwiftDiagnostics
import SwiftSyntax

/// A diagnostic an expansion test expects: its message, where it points, its severity and the
/// messages of its fix-its.
struct DiagnosticSpec: Equatable, CustomStringConvertible {
  let message: String
  let line: Int
  let column: Int
  let severity: DiagnosticSeverity
  let fixIts: [String]

  init(
    message: String,
    line: Int,
    column: Int,
    severity: DiagnosticSeverity = .error,
    fixIts: [String] = []
  ) {
    self.message = message
    self.line = line
    self.column = column
    self.severity = severity
    self.fixIts = fixIts
  }

  /// The spec that `diagnostic` meets, at `location` in the original source.
  init(_ diagnostic: Diagnostic, location: SourceLocation) {
    self.init(
      message: diagnostic.message,
      line: location.line,
      column: location.column,
      severity: diagnostic.diagMessage.severity,
      fixIts: diagnostic.fixIts.map(\.message.message)
    )
  }

  var description: String {
    let fixIts =
      self.fixIts.isEmpty
      ? "" : " fix-its: " + self.fixIts.map { "'\($0)'" }.joined(separator: ", ")
    return "\(line):\(column) \(severity): \(message)\(fixIts)"
  }
}
