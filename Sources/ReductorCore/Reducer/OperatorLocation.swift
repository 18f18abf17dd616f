/// Where an operator was written, for the runtime warnings it reports.
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

  /// Reports a runtime warning at this location.
  @usableFromInline
  func warn(_ message: @autoclosure () -> String) {
    reportRuntimeWarning(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A value as shown in a runtime warning: its dump, with continuation lines indented to line up
/// under the warning's "Action:" or "State:" label.
///
/// Bounded: long collections and strings are cut (``DumpLimits/warning``), and a dump still
/// longer than `maxCharacters` (a wide or deep value) keeps its first lines up to that length,
/// then says how many lines were left out.
@usableFromInline
func warningDescription(_ value: Any, maxCharacters: Int = 2_000) -> String {
  var dump = reductorDump(value, limits: .warning)
  if dump.utf8.count > maxCharacters {
    var kept = 0
    var lines: [Substring] = []
    let all = dump.split(separator: "\n", omittingEmptySubsequences: false)
    for line in all {
      guard kept + line.utf8.count <= maxCharacters || lines.isEmpty else { break }
      lines.append(line)
      kept += line.utf8.count + 1
    }
    dump = lines.joined(separator: "\n") + "\n… (\(all.count - lines.count) more lines)"
  }
  return dump.replacingNewlines(with: "\n  ")
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
