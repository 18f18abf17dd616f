/// A value as shown in a runtime warning: its dump, with continuation lines indented to line up
/// under the warning's "Action:" or "State:" label.
///
/// Bounded: long collections and strings are cut (``DumpLimits/warning``), and a dump still
/// longer than `maxCharacters` (a wide or deep value) keeps its first lines up to that length,
/// then says how many lines were left out.
@usableFromInline
package func warningDescription(_ value: Any, maxCharacters: Int = 2_000) -> String {
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

extension String {
  /// The string with each line break replaced by `separator`.
  package func replacingNewlines(with separator: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
  }

  /// The string with every line indented by two spaces.
  package var indented: String { "  " + replacingNewlines(with: "\n  ") }
}
