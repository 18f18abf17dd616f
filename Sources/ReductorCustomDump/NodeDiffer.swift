/// A line of a diff: a rendered line and whether it is old only, new only or in both.
struct DiffLine: Hashable {
  enum Mark: Hashable { case unchanged, removed, added }

  var mark: Mark
  var line: DumpLine
}

/// The text a node's rendering is wrapped in: its label before, a comma or closing brackets
/// after.
struct Affixes: Hashable {
  var prefix: String
  var suffix: String
}

/// Compares two ``DumpNode`` trees and produces the lines of their diff.
///
/// Two containers of the same type are compared child by child (children are paired as their
/// ``DumpNode/Matching`` says), so a change deep inside shows under the opening lines of every
/// value around it; anything else that differs is shown as the old lines, then the new ones.
struct NodeDiffer {
  /// How many unchanged one-line neighbours to keep on each side of a change.
  let context: Int
  /// The diff so far.
  private(set) var lines: [DiffLine] = []

  init(context: Int) {
    self.context = context
  }

  /// One child's part of its container's diff (or one line's, for strings).
  private enum Chunk {
    case unchanged([DumpLine])
    case changed([DiffLine])
  }

  /// Appends the diff of `old` and `new`, rendered with their affixes at `indent`.
  mutating func diff(
    _ old: DumpNode, _ new: DumpNode, old oldAffixes: Affixes, new newAffixes: Affixes,
    indent: Int
  ) {
    switch (old.layout, new.layout) {
    case (.wrap(let oldOpen, let oldClose), .wrap(let newOpen, let newClose))
    where oldOpen == newOpen && oldClose == newClose && !old.children.isEmpty
      && !new.children.isEmpty:
      // `.delegate(` … `)` on both sides: compare what is inside, on the same lines.
      let oldChild = old.children[0]
      let newChild = new.children[0]
      diff(
        oldChild.node, newChild.node,
        old: Affixes(
          prefix: oldAffixes.prefix + oldOpen + oldChild.prefix,
          suffix: oldClose + oldAffixes.suffix),
        new: Affixes(
          prefix: newAffixes.prefix + newOpen + newChild.prefix,
          suffix: newClose + newAffixes.suffix),
        indent: indent)
    case (.block, .block), (.inline, .inline):
      guard old.isBroken, new.isBroken, old.brackets == new.brackets,
        let matching = old.matching, matching == new.matching
      else {
        replace(old, new, old: oldAffixes, new: newAffixes, indent: indent)
        return
      }
      // The opening and closing lines are context, printed as in the new value: they can only
      // differ in a positional label (`[2]:` → `[3]:`) or a trailing comma.
      let (open, close) = new.brackets
      lines.append(unchanged(DumpLine(indent: indent, text: newAffixes.prefix + open)))
      let chunks = diffChildren(old.children, new.children, matching: matching, indent: indent + 1)
      lines += collapsed(chunks, indent: indent + 1)
      lines.append(unchanged(DumpLine(indent: indent, text: close + newAffixes.suffix)))
    case (.text(let oldText), .text(let newText)) where oldText.count > 1 && newText.count > 1:
      // Two multi-line strings: compare them line by line.
      appendLineDiff(
        old.lines(oldAffixes, indent: indent), new.lines(newAffixes, indent: indent),
        indent: indent)
    default:
      replace(old, new, old: oldAffixes, new: newAffixes, indent: indent)
    }
  }

  /// Appends a plain line diff of two renderings, collapsing long unchanged runs but always
  /// keeping the first line (which carries the label).
  private mutating func appendLineDiff(_ old: [DumpLine], _ new: [DumpLine], indent: Int) {
    let pairs = longestCommonSubsequence(oldCount: old.count, newCount: new.count) {
      old[$0] == new[$1]
    }
    var chunks: [Chunk] = []
    var oldIndex = 0
    var newIndex = 0
    for pair in pairs + [(old: old.count, new: new.count)] {
      let removed = old[oldIndex..<pair.old].map { DiffLine(mark: .removed, line: $0) }
      let added = new[newIndex..<pair.new].map { DiffLine(mark: .added, line: $0) }
      if !removed.isEmpty || !added.isEmpty { chunks.append(.changed(removed + added)) }
      guard pair.old < old.count else { break }
      chunks.append(.unchanged([new[pair.new]]))
      oldIndex = pair.old + 1
      newIndex = pair.new + 1
    }
    if case .unchanged(let first) = chunks.first {
      lines += first.map(unchanged)
      chunks.removeFirst()
    }
    lines += collapsed(chunks, indent: indent)
  }

  /// Appends `old` as removed lines and `new` as added lines.
  private mutating func replace(
    _ old: DumpNode, _ new: DumpNode, old oldAffixes: Affixes, new newAffixes: Affixes,
    indent: Int
  ) {
    let oldLines = old.lines(oldAffixes, indent: indent)
    let newLines = new.lines(newAffixes, indent: indent)
    if oldLines == newLines {
      lines += newLines.map(unchanged)
    } else {
      lines += oldLines.map { DiffLine(mark: .removed, line: $0) }
      lines += newLines.map { DiffLine(mark: .added, line: $0) }
    }
  }

  // MARK: Children

  /// Pairs the children of two containers and diffs each pair, in new order.
  private func diffChildren(
    _ old: [DumpChild], _ new: [DumpChild], matching: DumpNode.Matching, indent: Int
  ) -> [Chunk] {
    let pairs = longestCommonSubsequence(oldCount: old.count, newCount: new.count) { i, j in
      switch matching {
      case .byLabel: old[i].label == new[j].label
      case .byValue: old[i].node == new[j].node
      }
    }
    func affixes(_ children: [DumpChild], _ index: Int) -> Affixes {
      Affixes(prefix: children[index].prefix, suffix: index == children.count - 1 ? "" : ",")
    }

    var chunks: [Chunk] = []
    var oldIndex = 0
    var newIndex = 0
    func flushGap(to oldEnd: Int, _ newEnd: Int) {
      // Children between two matches: pair those of the same type so a change inside one is
      // shown in place; the rest were removed or inserted.
      var next = newIndex
      for i in oldIndex..<oldEnd {
        let partner = (next..<newEnd).first { j in
          matching == .byValue && isSameShape(old[i].node, new[j].node)
        }
        if let j = partner {
          for k in next..<j { chunks.append(added(new[k].node, affixes(new, k), indent)) }
          chunks.append(changed(old[i].node, new[j].node, affixes(old, i), affixes(new, j), indent))
          next = j + 1
        } else {
          chunks.append(removed(old[i].node, affixes(old, i), indent))
        }
      }
      for k in next..<newEnd { chunks.append(added(new[k].node, affixes(new, k), indent)) }
    }
    for pair in pairs + [(old: old.count, new: new.count)] {
      flushGap(to: pair.old, pair.new)
      guard pair.old < old.count else { break }
      let (oldChild, newChild) = (old[pair.old], new[pair.new])
      if oldChild.node == newChild.node {
        chunks.append(.unchanged(newChild.node.lines(affixes(new, pair.new), indent: indent)))
      } else {
        chunks.append(
          changed(
            oldChild.node, newChild.node, affixes(old, pair.old), affixes(new, pair.new), indent))
      }
      oldIndex = pair.old + 1
      newIndex = pair.new + 1
    }
    return chunks
  }

  private func changed(
    _ old: DumpNode, _ new: DumpNode, _ oldAffixes: Affixes, _ newAffixes: Affixes, _ indent: Int
  ) -> Chunk {
    var differ = NodeDiffer(context: context)
    differ.diff(old, new, old: oldAffixes, new: newAffixes, indent: indent)
    return .changed(differ.lines)
  }

  private func removed(_ node: DumpNode, _ affixes: Affixes, _ indent: Int) -> Chunk {
    .changed(node.lines(affixes, indent: indent).map { DiffLine(mark: .removed, line: $0) })
  }

  private func added(_ node: DumpNode, _ affixes: Affixes, _ indent: Int) -> Chunk {
    .changed(node.lines(affixes, indent: indent).map { DiffLine(mark: .added, line: $0) })
  }

  /// Whether two differing children are two versions of one value (same container type), worth
  /// diffing in place rather than showing as a removal and an insertion.
  private func isSameShape(_ old: DumpNode, _ new: DumpNode) -> Bool {
    switch (old.layout, new.layout) {
    case (.block, .block), (.inline, .inline), (.wrap, .wrap):
      old.brackets == new.brackets
    default:
      false
    }
  }

  // MARK: Collapsing

  /// The chunks as lines, with each run of unchanged children reduced to its `context`
  /// one-line neighbours of a change and a `… (N unchanged)` line for the other N children.
  private func collapsed(_ chunks: [Chunk], indent: Int) -> [DiffLine] {
    var result: [DiffLine] = []
    var index = 0
    while index < chunks.count {
      guard case .unchanged = chunks[index] else {
        if case .changed(let changedLines) = chunks[index] { result += changedLines }
        index += 1
        continue
      }
      var runEnd = index
      var run: [[DumpLine]] = []
      while runEnd < chunks.count, case .unchanged(let unchangedLines) = chunks[runEnd] {
        run.append(unchangedLines)
        runEnd += 1
      }
      result += collapsedRun(
        run, afterChange: index > 0, beforeChange: runEnd < chunks.count, indent: indent)
      index = runEnd
    }
    return result
  }

  /// One run of unchanged children: keeps up to `context` one-line children next to each
  /// neighbouring change, and hides the middle if that saves at least one line.
  private func collapsedRun(
    _ run: [[DumpLine]], afterChange: Bool, beforeChange: Bool, indent: Int
  ) -> [DiffLine] {
    var keepHead = 0
    if afterChange {
      while keepHead < min(context, run.count), run[keepHead].count == 1 { keepHead += 1 }
    }
    var keepTail = 0
    if beforeChange {
      while keepTail < min(context, run.count - keepHead), run[run.count - 1 - keepTail].count == 1
      {
        keepTail += 1
      }
    }
    let hidden = run[keepHead..<(run.count - keepTail)]
    let hiddenLineCount = hidden.reduce(0) { $0 + $1.count }
    if hiddenLineCount <= 1 { return run.joined().map(unchanged) }
    // The count is of the children hidden (fields, elements), not of their lines.
    let ellipsis = DumpLine(indent: indent, text: "… (\(hidden.count) unchanged)")
    return (run[..<keepHead].joined() + [ellipsis] + run[(run.count - keepTail)...].joined())
      .map(unchanged)
  }
}

/// `line` as diff context.
private func unchanged(_ line: DumpLine) -> DiffLine {
  DiffLine(mark: .unchanged, line: line)
}

extension DumpNode {
  /// The node rendered with `affixes` at `indent`.
  fileprivate func lines(_ affixes: Affixes, indent: Int) -> [DumpLine] {
    var lines: [DumpLine] = []
    render(prefix: affixes.prefix, suffix: affixes.suffix, indent: indent, into: &lines)
    return lines
  }

  /// How the children of a container are paired when diffing; `nil` for text and wraps.
  fileprivate var matching: Matching? {
    switch layout {
    case .block(_, _, let matching), .inline(_, _, let matching): matching
    case .text, .wrap: nil
    }
  }
}
