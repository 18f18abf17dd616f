import ReductorIssueReporting

/// Where an operator was written, for the runtime warnings it reports.
@_documentation(visibility: private)
public struct _OperatorLocation: Sendable, CustomStringConvertible {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line):\(column)" }

  /// Whether `other` was written in the same file: the same literal, or the same text.
  @usableFromInline
  func hasSameFile(as other: _OperatorLocation) -> Bool {
    if fileID.utf8Start == other.fileID.utf8Start { return true }
    return fileID.withUTF8Buffer { own in
      other.fileID.withUTF8Buffer { own.elementsEqual($0) }
    }
  }

  /// Reports a runtime warning at this location.
  @usableFromInline
  func warn(_ message: @autoclosure () -> String) {
    reportRuntimeWarning(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// An operator's location behind one reference, which is how operators keep it.
///
/// Operators only read their location to report a warning; inline, its eight words made the
/// `reduce` inlined into a prepared runner load and spill them on every action (the optimizer
/// loads an operator's fields when the runner starts, not where they are used).
@usableFromInline
final class OperatorLocationReference: Sendable {
  @usableFromInline let location: _OperatorLocation

  @usableFromInline
  init(_ location: _OperatorLocation) {
    self.location = location
  }

  /// Reports a runtime warning at the operator's location.
  @usableFromInline
  func warn(_ message: @autoclosure () -> String) {
    location.warn(message())
  }
}
