import Foundation

/// The formats `reductor tree` writes.
public enum TreeFormat: String, CaseIterable, Sendable {
  case mermaid, text, json, dot
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

  /// `{"features": [...]}`, keys sorted, for diffing and for tools.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }
}

/// The tree as the lessons draw it: struct features as nodes, a `@Reducer enum` held by a
/// parent collapsed into the edges that reach its cases, and delegates as edges back up.
struct CollapsedGraph {
  struct Node: Hashable {
    let id: String
    let label: String
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

  init(_ tree: FeatureTree) {
    let qualifyByModule = Set(tree.features.map(\.module)).count > 1
    func key(_ module: String, _ name: String) -> String { "\(module)|\(name)" }
    var byKey: [String: Feature] = [:]
    for feature in tree.features { byKey[key(feature.module, feature.name)] = feature }
    func id(_ module: String, _ name: String) -> String {
      Self.safeID(qualifyByModule ? "\(module).\(name)" : name)
    }
    // Enums someone holds are drawn inside the edges that reach them.
    var heldEnums: Set<String> = []
    for feature in tree.features {
      for child in feature.children where child.resolved {
        if byKey[key(feature.module, child.name)]?.kind == .enum {
          heldEnums.insert(key(feature.module, child.name))
        }
      }
    }
    for feature in tree.features where !heldEnums.contains(key(feature.module, feature.name)) {
      addNode(Node(id: id(feature.module, feature.name), label: feature.name, feature: feature))
    }
    for feature in tree.features where !heldEnums.contains(key(feature.module, feature.name)) {
      let from = id(feature.module, feature.name)
      for child in feature.children {
        let label = Self.label(child)
        if child.resolved, let held = byKey[key(feature.module, child.name)], held.kind == .enum {
          for enumCase in held.children {
            addTarget(enumCase, from: from, label: label, module: feature.module, id: id)
          }
        } else {
          addTarget(child, from: from, label: label, module: feature.module, id: id)
        }
      }
      for delegate in feature.delegates {
        let edge = Edge(
          from: from, to: id(feature.module, delegate.to), label: "delegate \(delegate.case)"
        )
        if !delegateEdges.contains(edge) { delegateEdges.append(edge) }
      }
    }
  }

  private mutating func addNode(_ node: Node) {
    guard nodeIDs.insert(node.id).inserted else { return }
    nodes.append(node)
  }

  private mutating func addTarget(
    _ child: Child, from: String, label: String, module: String,
    id: (String, String) -> String
  ) {
    let to: String
    if child.resolved {
      to = id(module, child.name)
    } else {
      // A leaf (an alert, a case that is no feature) or a name that did not resolve: a node
      // of its own under the parent, named by what holds it.
      let holder = child.held == .case ? child.via : Self.property(child.via)
      to = from + "_" + Self.safeID(holder)
      addNode(
        Node(
          id: to,
          label: child.candidates.isEmpty && !child.name.isEmpty
            ? "\(holder): \(child.name)" : "\(child.name) (unresolved)",
          feature: nil
        ))
    }
    let edge = Edge(from: from, to: to, label: label)
    if !edges.contains(edge) { edges.append(edge) }
  }

  /// `presented destino`, `scope contador`, `case \.detalle`, `direct`.
  static func label(_ child: Child) -> String {
    switch child.held {
    case .direct: "direct"
    case .case: "case \(child.via)"
    default: "\(child.held.rawValue) \(property(child.via))"
    }
  }

  /// `destino` for `\.$destino`; the path as written otherwise.
  static func property(_ via: String) -> String {
    var text = via
    if text.hasPrefix("\\.") { text.removeFirst(2) }
    if text.hasPrefix("$") { text.removeFirst() }
    return text
  }

  static func safeID(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  // MARK: - Formats

  func mermaid() -> String {
    var lines = ["flowchart TD"]
    for node in nodes {
      lines.append("  \(node.id)[\"\(Self.mermaidText(node.label))\"]")
    }
    for edge in edges {
      lines.append("  \(edge.from) -->|\(Self.mermaidText(edge.label))| \(edge.to)")
    }
    for edge in delegateEdges {
      lines.append("  \(edge.from) -. \(Self.mermaidText(edge.label)) .-> \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
      .replacingOccurrences(of: "|", with: "#124;")
  }

  func dot() -> String {
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = ["digraph Features {", "  node [shape=box];"]
    for node in nodes { lines.append("  \(node.id) [label=\(quoted(node.label))];") }
    for edge in edges {
      lines.append(
        "  \(edge.from) -> \(edge.to) "
          + "[label=\(quoted(edge.label))];")
    }
    for edge in delegateEdges {
      lines.append("  \(edge.from) -> \(edge.to) [label=\(quoted(edge.label)), style=dashed];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// An indented outline from each root (a node no edge reaches), with each feature's depth.
  func text() -> String {
    let reached = Set(edges.map(\.to))
    let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
    var lines: [String] = []
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
    let listed = Set(lines)
    if listed.isEmpty, let first = nodes.first { visit(first.id, label: nil, depth: 1, path: []) }
    return lines.joined(separator: "\n") + "\n"
  }
}
