/// A diff of the dumps of two values, or `nil` when they dump the same.
///
/// Lines only in `old` start with `−` (U+2212), lines only in `new` with `+`, and unchanged
/// context with a space. The two values are compared as trees, not as text: a change inside a
/// nested value is shown under the lines that open its enclosing values (`Feature.State(`,
/// `  detail: Detail.State(`), next to its unchanged neighbours when they fit on one line, and
/// other unchanged runs collapse into `… (N unchanged)`, N being the number of children (fields,
/// elements, entries) hidden.
///
/// ```swift
/// reductorDiff(State(count: 1, name: "a"), State(count: 2, name: "a"))
/// // State(
/// // −  count: 1,
/// // +  count: 2,
/// //    name: "a"
/// // )
/// ```
///
/// - Parameters:
///   - old: The value before the change, or the expected one; its lines are marked `−`.
///   - new: The value after the change, or the actual one; its lines are marked `+`.
///   - format: The markers, an optional header naming the two sides, and how much context to
///     keep. ``DiffFormat/expectedActual`` suits test failures.
///   - maxDepth: How deep to descend into both values; see ``reductorDump(_:maxDepth:)``.
/// - Returns: The diff, one line per `\n`-separated line, or `nil` if the dumps are equal.
package func reductorDiff(
  _ old: Any, _ new: Any, format: DiffFormat = DiffFormat(),
  maxDepth: Int = DumpNode.defaultMaxDepth
) -> String? {
  DumpNode(reflecting: old, maxDepth: maxDepth)
    .diff(to: DumpNode(reflecting: new, maxDepth: maxDepth), format: format)
}

extension DumpNode {
  /// The diff from this node (old) to `new`, or `nil` when both render the same; see
  /// ``reductorDiff(_:_:format:maxDepth:)``.
  package func diff(to new: DumpNode, format: DiffFormat = DiffFormat()) -> String? {
    guard rendered != new.rendered else { return nil }
    var differ = NodeDiffer(context: max(0, format.context))
    differ.diff(
      self, new, old: Affixes(prefix: "", suffix: ""), new: Affixes(prefix: "", suffix: ""),
      indent: 0)
    var output: [String] = []
    if let names = format.names {
      output.append(String(repeating: format.removed, count: 3) + " " + names.old)
      output.append(String(repeating: format.added, count: 3) + " " + names.new)
    }
    for line in differ.lines {
      let marker =
        switch line.mark {
        case .unchanged: format.unchanged
        case .removed: format.removed
        case .added: format.added
        }
      let printed = line.line.printed(marker: marker)
      output.append(line.mark == .unchanged && line.line.text.isEmpty ? "" : printed)
    }
    return output.joined(separator: "\n")
  }
}
