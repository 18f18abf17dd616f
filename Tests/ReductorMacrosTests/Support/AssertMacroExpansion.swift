import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands the macros in `originalSource` and records a test issue, at the caller, when the
/// expansion or its diagnostics differ from what is expected.
///
/// - Parameters:
///   - originalSource: Source code that uses the macros.
///   - expandedSource: The whole source after expansion (compared line by line, ignoring
///     trailing whitespace and blank lines at either end).
///   - diagnostics: The diagnostics the macros report, in order.
///   - fixedSource: When given, the source after applying every fix-it of every diagnostic
///     (only blank lines at the end are ignored).
///   - macros: The macros to expand, by attribute name, with the conformances the compiler
///     would ask their extension roles for.
///   - indentationWidth: The indentation the expansion uses.
func assertMacroExpansion(
  _ originalSource: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  fixedSource: String? = nil,
  macros: [String: MacroSpec],
  indentationWidth: Trivia = .spaces(2),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let file = Parser.parse(source: originalSource)
  let knownFile = BasicMacroExpansionContext.KnownSourceFile(
    moduleName: "TestModule", fullFilePath: "Test.swift"
  )
  let context = BasicMacroExpansionContext(sourceFiles: [file: knownFile])
  let expanded = file.expand(
    macroSpecs: macros,
    contextGenerator: { node in
      BasicMacroExpansionContext(
        sharingWith: context, lexicalContext: node.allMacroLexicalContexts()
      )
    },
    indentationWidth: indentationWidth
  )

  let actual = normalized(expanded.description)
  let expected = normalized(expandedSource)
  if actual != expected {
    Issue.record(
      """
      The expansion differs from the expected source (− expected, + actual):

      \(lineDiff(expected: expected, actual: actual))

      Actual expansion:

      \(actual)
      """,
      sourceLocation: sourceLocation
    )
  }

  // Expanded code that does not even parse would fail to compile wherever it is used.
  let reparsed = Parser.parse(source: expanded.description)
  let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: reparsed)
  if !syntaxErrors.isEmpty {
    let messages = syntaxErrors.map { "  \($0.debugDescription)" }.joined(separator: "\n")
    Issue.record(
      "The expanded source has syntax errors:\n\(messages)", sourceLocation: sourceLocation
    )
  }

  // Macros see detached copies of the nodes they are attached to; the context maps positions
  // in those copies back to the original source.
  let actualDiagnostics = context.diagnostics.map { diagnostic in
    DiagnosticSpec(
      diagnostic,
      location: context.location(
        for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "Test.swift"
      )
    )
  }
  if actualDiagnostics != diagnostics {
    Issue.record(
      """
      The diagnostics differ (− expected, + actual):

      \(lineDiff(
        expected: diagnostics.map(\.description).joined(separator: "\n"),
        actual: actualDiagnostics.map(\.description).joined(separator: "\n")
      ))
      """,
      sourceLocation: sourceLocation
    )
  }

  if let fixedSource {
    let converter = SourceLocationConverter(fileName: "Test.swift", tree: file)
    let edits = context.diagnostics.flatMap(\.fixIts).flatMap(\.changes).flatMap { change in
      // The change's edits, moved from the detached copy its node is in into the original
      // source.
      let anchor = change.anchor
      return FixIt(message: TestFixIt(), changes: [change]).edits.map { edit in
        func original(_ position: AbsolutePosition) -> AbsolutePosition {
          let location = context.location(for: position, anchoredAt: anchor, fileName: "Test.swift")
          return converter.position(ofLine: location.line, column: location.column)
        }
        return SourceEdit(
          range: original(edit.range.lowerBound)..<original(edit.range.upperBound),
          replacement: edit.replacement
        )
      }
    }
    // Leading blank lines count here: a fix-it should not leave one behind.
    let actualFixed = normalized(applying(edits, to: originalSource), keepingLeadingLines: true)
    let expectedFixed = normalized(fixedSource, keepingLeadingLines: true)
    if actualFixed != expectedFixed {
      Issue.record(
        """
        The source after applying the fix-its differs (− expected, + actual):

        \(lineDiff(expected: expectedFixed, actual: actualFixed))
        """,
        sourceLocation: sourceLocation
      )
    }
  }
}

/// The text with trailing whitespace removed from every line and blank lines removed from
/// the end (and from the start, unless `keepingLeadingLines`).
private func normalized(_ text: String, keepingLeadingLines: Bool = false) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
  while !keepingLeadingLines, lines.first?.isEmpty == true { lines.removeFirst() }
  while lines.last?.isEmpty == true { lines.removeLast() }
  return lines.joined(separator: "\n")
}

/// Applies non-overlapping source edits to `source`, latest first so earlier offsets hold.
private func applying(_ edits: [SourceEdit], to source: String) -> String {
  var bytes = Array(source.utf8)
  for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
    let range = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
    bytes.replaceSubrange(range, with: edit.replacementBytes)
  }
  return String(decoding: bytes, as: UTF8.self)
}

extension FixIt.Change {
  /// A node of the tree the change edits.
  fileprivate var anchor: Syntax {
    switch self {
    case let .replace(oldNode, _): oldNode
    case let .replaceLeadingTrivia(token, _): Syntax(token)
    case let .replaceTrailingTrivia(token, _): Syntax(token)
    case let .replaceChild(data): Syntax(data.parent)
    case let .replaceText(_, _, node): node
    @unknown default: fatalError("A fix-it change this helper does not know: \(self)")
    }
  }
}

/// A stand-in message, to turn one change at a time into source edits.
private struct TestFixIt: FixItMessage {
  var message: String { "" }
  var fixItID: MessageID { MessageID(domain: "ReductorMacrosTests", id: "edit") }
}
