import Foundation

/// The formats `reductor tree` writes.
public enum TreeFormat: String, CaseIterable, Sendable {
  case mermaid, text, json, dot
}

/// Which part of the tree `reductor tree` draws.
public struct TreeSelection: Sendable, Hashable {
  /// The features to draw the tree under, as `--root` takes them: `Name`, `Module.Name`, or
  /// `file:Name` (the end of the file's path); empty for every root.
  public var roots: [String]
  /// How many levels to draw from each root (the root is level 1); `nil` for all.
  public var depth: Int?

  public init(roots: [String] = [], depth: Int? = nil) {
    self.roots = roots
    self.depth = depth
  }
}

/// A `--root` that names no feature, or more than one.
public struct TreeSelectionError: Error, Sendable, CustomStringConvertible {
  public var description: String
}

extension FeatureTree {
  /// The tree in `format`.
  public func rendered(as format: TreeFormat) -> String {
    switch format {
    case .json: json()
    case .mermaid: CollapsedGraph(self).mermaid()
    case .dot: CollapsedGraph(self).dot()
    case .text: CollapsedGraph(self).text()
    }
  }

  /// `{"features": [...], "version": 2}`, keys sorted, for diffing and for tools.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }

  /// The ids of the features `spec` names: `Name` (the qualified name), `Module.Name`, an id,
  /// or `file:Name`, where `file` is the end of the declaring file's path.
  public func features(matching spec: String) -> [String] {
    if let colon = spec.lastIndex(of: ":") {
      let file = spec[..<colon]
      let name = String(spec[spec.index(after: colon)...])
      return features.filter {
        $0.name == name && ($0.file == file || $0.file.hasSuffix("/" + file))
      }.map(\.id)
    }
    if let exact = features.first(where: { $0.id == spec }) { return [exact.id] }
    let byName = features.filter { $0.name == spec }
    if !byName.isEmpty { return byName.map(\.id) }
    return features.filter { "\($0.module).\($0.name)" == spec }.map(\.id)
  }

  /// The features under the selection's roots, down to its depth (the root at level 1), with
  /// their children and delegates as they are; every feature for an empty selection.
  public func selecting(_ selection: TreeSelection) throws -> FeatureTree {
    guard !selection.roots.isEmpty || selection.depth != nil else { return self }
    var roots: [String] = []
    for spec in selection.roots {
      let found = features(matching: spec)
      if found.isEmpty {
        throw TreeSelectionError(description: "reductor: no feature '\(spec)' to draw from")
      }
      if found.count > 1 {
        throw TreeSelectionError(
          description: "reductor: '\(spec)' names \(found.count) features: "
            + found.joined(separator: ", ")
            + "; give Module.Name or file:Name (the end of the file's path)")
      }
      roots += found
    }
    if roots.isEmpty {
      let reached = Set(features.flatMap { $0.children.compactMap(\.id) })
      roots = features.filter { !reached.contains($0.id) }.map(\.id)
    }
    let byID = Dictionary(features.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var kept: [String: Int] = [:]
    var queue = roots.map { ($0, 1) }
    while !queue.isEmpty {
      let (id, level) = queue.removeFirst()
      guard kept[id] == nil, let feature = byID[id] else { continue }
      kept[id] = level
      // A `@Reducer enum` a parent holds is drawn inside the parent's edges: it adds no level.
      for child in feature.children {
        guard let childID = child.id, let target = byID[childID] else { continue }
        let next = target.kind == .enum && feature.kind == .struct ? level : level + 1
        if let depth = selection.depth, next > depth { continue }
        queue.append((childID, next))
      }
    }
    var selected = FeatureTree(features: features.filter { kept[$0.id] != nil })
    // Children left out of the picture are left out of their parents, so that no edge leads
    // past it; a leaf is one level below its holder.
    for index in selected.features.indices {
      let level = kept[selected.features[index].id]!
      selected.features[index].children.removeAll { child in
        if let id = child.id, byID[id] != nil { return kept[id] == nil }
        return selection.depth.map { level + 1 > $0 } ?? false
      }
    }
    return selected
  }
}

/// The tree as the lessons draw it: struct features as nodes, a `@Reducer enum` held by a
/// parent collapsed into the edges that reach its cases, and delegates as edges back up.
struct CollapsedGraph {
  enum Kind { case feature, enumeration, leaf, unresolved }

  struct Node: Hashable {
    let id: String
    let label: String
    let kind: Kind
    /// The module whose subgraph the node is drawn in.
    let module: String
    let feature: Feature?
  }

  struct Edge: Hashable {
    let from: String
    let to: String
    let label: String
  }

  private(set) var nodes: [Node] = []
  private(set) var edges: [Edge] = []
  private(set) var delegateEdges: [Edge] = []
  private var nodeIDs: Set<String> = []
  /// The node of each feature id.
  private var nodeNames: [String: String] = [:]

  private func node(of id: String) -> String { nodeNames[id] ?? Self.safeID(id) }

  init(_ tree: FeatureTree) {
    var byID: [String: Feature] = [:]
    for feature in tree.features where byID[feature.id] == nil { byID[feature.id] = feature }
    // Enums a struct holds are drawn inside the edges that reach them.
    var heldEnums: Set<String> = []
    for feature in tree.features where feature.kind == .struct {
      for child in feature.children {
        if let id = child.id, byID[id]?.kind == .enum { heldEnums.insert(id) }
      }
    }
    let names = Dictionary(grouping: tree.features, by: \.name)
    // A node is named after its feature, or after its id where two features share the name.
    var nodeNames: [String: String] = [:]
    for feature in tree.features {
      nodeNames[feature.id] = Self.safeID(
        (names[feature.name]?.count ?? 0) > 1 ? feature.id : feature.name)
    }
    self.nodeNames = nodeNames
    func label(_ feature: Feature) -> String {
      guard (names[feature.name]?.count ?? 0) > 1 else { return feature.name }
      // Two features of one name: told apart by module, or by file.
      if let at = feature.id.firstIndex(of: "@") {
        return "\(feature.name) (\(feature.id[feature.id.index(after: at)...]))"
      }
      return "\(feature.name) (\(feature.module))"
    }
    for feature in tree.features where !heldEnums.contains(feature.id) {
      addNode(
        Node(
          id: node(of: feature.id), label: label(feature),
          kind: feature.kind == .enum ? .enumeration : .feature, module: feature.module,
          feature: feature))
    }
    for feature in tree.features where !heldEnums.contains(feature.id) {
      let from = node(of: feature.id)
      for child in feature.children {
        if let id = child.id, heldEnums.contains(id), let held = byID[id] {
          for enumCase in held.children {
            addTarget(
              enumCase, from: from, label: Self.label(child, case: enumCase.via),
              module: feature.module, holder: Self.property(child.via) + "." + enumCase.via)
          }
        } else {
          addTarget(
            child, from: from, label: Self.label(child), module: feature.module,
            holder: child.held == .case ? child.via : Self.property(child.via))
        }
      }
      for delegate in feature.delegates {
        let to = node(of: delegate.toID)
        guard
          nodeIDs.contains(to)
            || byID[delegate.toID].map({ !heldEnums.contains($0.id) }) == true
        else { continue }
        let edge = Edge(from: from, to: to, label: "delegate \(delegate.case)")
        if !delegateEdges.contains(edge) { delegateEdges.append(edge) }
      }
    }
    delegateEdges.removeAll { !nodeIDs.contains($0.to) }
  }

  private mutating func addNode(_ node: Node) {
    guard nodeIDs.insert(node.id).inserted else { return }
    nodes.append(node)
  }

  private mutating func addTarget(
    _ child: Child, from: String, label: String, module: String, holder: String
  ) {
    let to: String
    if let id = child.id, child.resolved {
      to = node(of: id)
    } else {
      // A leaf (an alert, a case that is no feature) or a name that did not resolve: a node
      // of its own under the parent, named by what holds it.
      to = from + "_" + Self.safeID(holder)
      let unresolved = !child.candidates.isEmpty || child.name.isEmpty
      addNode(
        Node(
          id: to,
          label: unresolved ? "\(child.name) (unresolved)" : "\(holder): \(child.name)",
          kind: unresolved ? .unresolved : .leaf, module: module, feature: nil
        ))
    }
    let edge = Edge(from: from, to: to, label: label)
    if !edges.contains(edge) { edges.append(edge) }
  }

  /// `presented destination`, `presented destination.game` (a case of the enum held there),
  /// `scope counter`, `case detail`, `direct`.
  static func label(_ child: Child, case caseName: String? = nil) -> String {
    let property = property(child.via)
    let path = caseName.map { property + "." + $0 } ?? property
    switch child.held {
    case .direct: return "direct"
    case .case: return "case \(path)"
    default: return "\(child.held.rawValue) \(path)"
    }
  }

  /// `destino` for `\.$destino`, `step.a` for `\.step.a`: the path as written, without its
  /// backslash or `$`.
  static func property(_ via: String) -> String {
    var text = via
    if text.hasPrefix("\\.") { text.removeFirst(2) }
    if text.hasPrefix("$") { text.removeFirst() }
    return text.replacingOccurrences(of: "\\", with: "")
  }

  static func safeID(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// Whether nodes are grouped by module: when they come from more than one.
  private var modules: [String] {
    var seen: [String] = []
    for node in nodes where !seen.contains(node.module) { seen.append(node.module) }
    return seen
  }

  /// Links that stack the trees in rows instead of one long row: from the bottom of each tree
  /// to the top of the one a row later (`columns` trees a row). Only drawn with more than three
  /// trees.
  private var stackingLinks: [(from: String, to: String)] {
    let all = edges + delegateEdges
    var component: [String: Int] = [:]
    var members: [[String]] = []
    var neighbours: [String: [String]] = [:]
    for edge in all {
      neighbours[edge.from, default: []].append(edge.to)
      neighbours[edge.to, default: []].append(edge.from)
    }
    for node in nodes where component[node.id] == nil {
      var stack = [node.id]
      var group: [String] = []
      component[node.id] = members.count
      while let id = stack.popLast() {
        group.append(id)
        for next in neighbours[id] ?? [] where component[next] == nil {
          component[next] = members.count
          stack.append(next)
        }
      }
      members.append(group)
    }
    guard members.count > 3 else { return [] }
    let columns = Int(Double(members.count).squareRoot().rounded(.up))
    let reached = Set(edges.map(\.to))
    func top(_ group: [String]) -> String {
      nodes.first { group.contains($0.id) && !reached.contains($0.id) }?.id ?? group[0]
    }
    func bottom(_ group: [String]) -> String {
      // The node farthest down from the top, following child edges.
      var level = [top(group): 0]
      var queue = [top(group)]
      while !queue.isEmpty {
        let id = queue.removeFirst()
        for edge in edges where edge.from == id && level[edge.to] == nil {
          level[edge.to] = level[id]! + 1
          queue.append(edge.to)
        }
      }
      return level.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? group[0]
    }
    return (columns..<members.count).map { (bottom(members[$0 - columns]), top(members[$0])) }
  }

  // MARK: - Formats

  func mermaid() -> String {
    var lines = ["flowchart TD"]
    func declaration(_ node: Node) -> String {
      let text = "\"\(Self.mermaidText(node.label))\""
      switch node.kind {
      case .feature: return "\(node.id)[\(text)]"
      case .enumeration: return "\(node.id){{\(text)}}"
      case .leaf: return "\(node.id)([\(text)])"
      case .unresolved: return "\(node.id)[/\(text)/]"
      }
    }
    let modules = self.modules
    if modules.count > 1 {
      for module in modules {
        let name = Self.safeID("module " + module)
        lines.append("  subgraph \(name)[\"\(Self.mermaidText(module))\"]")
        for node in nodes where node.module == module { lines.append("    " + declaration(node)) }
        lines.append("  end")
      }
    } else {
      for node in nodes { lines.append("  " + declaration(node)) }
    }
    for edge in edges {
      lines.append("  \(edge.from) -->|\(Self.mermaidText(edge.label))| \(edge.to)")
    }
    for edge in delegateEdges {
      lines.append("  \(edge.from) -. \(Self.mermaidText(edge.label)) .-> \(edge.to)")
    }
    for link in stackingLinks { lines.append("  \(link.from) ~~~ \(link.to)") }
    return lines.joined(separator: "\n") + "\n"
  }

  static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
      .replacingOccurrences(of: "|", with: "#124;")
      .replacingOccurrences(of: "\\", with: "")
  }

  func dot() -> String {
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    func declaration(_ node: Node) -> String {
      let shape: String
      switch node.kind {
      case .feature: shape = "shape=box"
      case .enumeration: shape = "shape=hexagon"
      case .leaf: shape = "shape=note"
      case .unresolved: shape = "shape=box, style=dashed"
      }
      return "\(node.id) [label=\(quoted(node.label)), \(shape)];"
    }
    var lines = ["digraph Features {", "  node [shape=box];"]
    let modules = self.modules
    if modules.count > 1 {
      for module in modules {
        lines.append("  subgraph \(Self.safeID("cluster " + module)) {")
        lines.append("    label=\(quoted(module));")
        for node in nodes where node.module == module { lines.append("    " + declaration(node)) }
        lines.append("  }")
      }
    } else {
      for node in nodes { lines.append("  " + declaration(node)) }
    }
    for edge in edges {
      lines.append("  \(edge.from) -> \(edge.to) [label=\(quoted(edge.label))];")
    }
    // A delegate goes back up the tree: it does not place its ends, so the holding edges alone
    // rank the features from the root down.
    for edge in delegateEdges {
      lines.append(
        "  \(edge.from) -> \(edge.to) [label=\(quoted(edge.label)), style=dashed, constraint=false];"
      )
    }
    for link in stackingLinks { lines.append("  \(link.from) -> \(link.to) [style=invis];") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// An indented outline from each root (a node no edge reaches), with each feature's depth;
  /// then the features only cycles reach.
  func text() -> String {
    let reached = Set(edges.map(\.to))
    let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
    var lines: [String] = []
    var listed: Set<String> = []
    func describe(_ node: Node) -> String {
      guard let feature = node.feature else { return node.label }
      return "\(node.label) (\(feature.file):\(feature.line))"
    }
    func visit(_ id: String, label: String?, depth: Int, path: Set<String>) {
      guard let node = byID[id] else { return }
      let indent = String(repeating: "  ", count: depth - 1)
      let prefix = label.map { "\($0) → " } ?? ""
      if path.contains(id) {
        lines.append("\(indent)\(prefix)\(node.label) (cycle)")
        return
      }
      listed.insert(id)
      lines.append("\(indent)\(prefix)\(describe(node)) [depth \(depth)]")
      for edge in delegateEdges where edge.from == id {
        lines.append("\(indent)  \(edge.label) → \(byID[edge.to]?.label ?? edge.to)")
      }
      for edge in edges where edge.from == id {
        visit(edge.to, label: edge.label, depth: depth + 1, path: path.union([id]))
      }
    }
    for node in nodes where !reached.contains(node.id) {
      visit(node.id, label: nil, depth: 1, path: [])
    }
    // Nodes only cycles reach (a feature that holds itself and nothing else holds).
    for node in nodes where !listed.contains(node.id) {
      visit(node.id, label: nil, depth: 1, path: [])
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
