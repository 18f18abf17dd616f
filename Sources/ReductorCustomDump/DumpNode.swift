/// A value laid out for printing: the tree that ``reductorDump(_:maxDepth:)`` renders and that
/// ``reductorDiff(_:_:format:maxDepth:)`` compares.
///
/// A node is built once from a value (see ``DumpNode/init(reflecting:maxDepth:)``) and holds only
/// text, so it is `Sendable`, comparable and independent of the value it came from. Rendering
/// a node never depends on how deeply it is nested, which lets the differ render matching
/// subtrees of the two sides the same way.
package struct DumpNode: Hashable, Sendable {
  /// How a node prints its children.
  package enum Layout: Hashable, Sendable {
    /// Literal text, possibly several lines (a multi-line string). No children.
    case text([String])
    /// One child per line between `open` and `close`: structs, classes and collections.
    case block(open: String, close: String, matching: Matching)
    /// On one line when short (`(a: 1, b: 2)`), otherwise like ``block(open:close:matching:)``:
    /// tuples and enum payloads.
    case inline(open: String, close: String, matching: Matching)
    /// `open`, then the only child starting on the same line, then `close`:
    /// `.delegate(.saved(Item(` … `)))`.
    case wrap(open: String, close: String)
  }

  /// How the differ pairs the children of two nodes of the same shape.
  package enum Matching: Hashable, Sendable {
    /// Children are named (fields, dictionary keys, ids): a child matches the one with its label.
    case byLabel
    /// Children are positional (array elements, set members, payload values): a child matches
    /// an equal child; the label (`[3]`) is only decoration.
    case byValue
  }

  /// How this node prints its children.
  package var layout: Layout
  /// The labeled children, in print order.
  package var children: [DumpChild]

  /// Creates a node from a layout and its children.
  package init(_ layout: Layout, _ children: [DumpChild] = []) {
    self.layout = layout
    self.children = children
  }

  /// A node that prints `text` as is.
  package static func text(_ text: String) -> DumpNode {
    DumpNode(.text([text]))
  }
}

/// A child of a ``DumpNode``: its label (field name, `[index]`, dictionary key) and its node.
package struct DumpChild: Hashable, Sendable {
  /// The text printed before the child and a colon, or `nil` for none.
  package var label: String?
  /// The child's own node.
  package var node: DumpNode

  /// Creates a child.
  package init(label: String?, node: DumpNode) {
    self.label = label
    self.node = node
  }

  /// The label followed by `: `, or the empty string for an unlabeled child.
  var prefix: String { label.map { "\($0): " } ?? "" }
}

/// One rendered line: its nesting depth and its text without indentation.
package struct DumpLine: Hashable, Sendable {
  /// Nesting depth; each level prints as two spaces.
  package var indent: Int
  /// The text after the indentation.
  package var text: String

  /// The line as printed, with `marker` in front of the indentation.
  ///
  /// Empty lines (blank lines of a multi-line string) carry no indentation, so a dump never has
  /// trailing whitespace.
  package func printed(marker: String = "") -> String {
    text.isEmpty ? marker : marker + String(repeating: "  ", count: indent) + text
  }
}

extension DumpNode {
  /// The widest single-line rendering an inline node (a tuple, an enum payload) may take before
  /// it is broken over several lines.
  static let inlineWidth = 80

  /// The node rendered as lines, starting at depth 0.
  package var lines: [DumpLine] {
    var lines: [DumpLine] = []
    render(prefix: "", suffix: "", indent: 0, into: &lines)
    return lines
  }

  /// The node rendered as text: one line per ``DumpLine``, indented by two spaces per level.
  package var rendered: String {
    lines.map { $0.printed() }.joined(separator: "\n")
  }

  /// Appends the node's lines to `lines`, with `prefix` before its first line and `suffix` after
  /// its last one (a label and a separating comma, or the brackets of an enclosing ``Layout/wrap(open:close:)``).
  func render(prefix: String, suffix: String, indent: Int, into lines: inout [DumpLine]) {
    switch layout {
    case .text(let text):
      for (offset, line) in text.enumerated() {
        var line = line
        if offset == 0 { line = prefix + line }
        if offset == text.count - 1 { line += suffix }
        lines.append(DumpLine(indent: indent, text: line))
      }
    case .wrap(let open, let close):
      let child = children.first ?? DumpChild(label: nil, node: .text(""))
      child.node.render(
        prefix: prefix + open + child.prefix, suffix: close + suffix, indent: indent, into: &lines)
    case .block, .inline:
      if let line = singleLine {
        lines.append(DumpLine(indent: indent, text: prefix + line + suffix))
        return
      }
      let (open, close) = brackets
      lines.append(DumpLine(indent: indent, text: prefix + open))
      for (offset, child) in children.enumerated() {
        let comma = offset == children.count - 1 ? "" : ","
        child.node.render(prefix: child.prefix, suffix: comma, indent: indent + 1, into: &lines)
      }
      lines.append(DumpLine(indent: indent, text: close + suffix))
    }
  }

  /// The opening and closing text of a container (empty for text).
  var brackets: (open: String, close: String) {
    switch layout {
    case .text: ("", "")
    case .block(let open, let close, _), .inline(let open, let close, _),
      .wrap(let open, let close):
      (open, close)
    }
  }

  /// The node on one line if it prints on one line, or `nil` if it takes several.
  ///
  /// Blocks take several lines unless empty; inline nodes take one when every child does and
  /// the line stays within ``inlineWidth``.
  var singleLine: String? {
    switch layout {
    case .text(let text):
      return text.count == 1 ? text[0] : nil
    case .wrap(let open, let close):
      guard let child = children.first, let line = child.node.singleLine else { return nil }
      return open + child.prefix + line + close
    case .block(let open, let close, _):
      return children.isEmpty ? open + close : nil
    case .inline(let open, let close, _):
      var parts: [String] = []
      var width = open.count + close.count
      for child in children {
        guard let line = child.node.singleLine else { return nil }
        parts.append(child.prefix + line)
        width += parts[parts.count - 1].count + 2
        if width > Self.inlineWidth + 2 { return nil }
      }
      return open + parts.joined(separator: ", ") + close
    }
  }

  /// The node squeezed onto one line whatever its size, for dictionary keys and ids.
  var compactLine: String {
    switch layout {
    case .text(let text):
      return text.joined(separator: " ")
    case .wrap(let open, let close):
      return open + children.map { $0.prefix + $0.node.compactLine }.joined() + close
    case .block(let open, let close, _), .inline(let open, let close, _):
      return open + children.map { $0.prefix + $0.node.compactLine }.joined(separator: ", ") + close
    }
  }

  /// Whether the node prints over several lines with one child per line, so the differ can
  /// compare it child by child.
  var isBroken: Bool {
    switch layout {
    case .text, .wrap: false
    case .block, .inline: singleLine == nil
    }
  }
}
