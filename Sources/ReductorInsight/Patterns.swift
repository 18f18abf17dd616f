import SwiftSyntax

/// A case pattern over an action, reduced to what the walk needs: `.name(arguments)`.
indirect enum CasePattern {
  /// `.name` or `.name(…)`, at `node`'s first token.
  case member(name: String, arguments: [(label: String?, pattern: CasePattern)], node: Syntax)
  /// `let name`: the value bound there.
  case binding(String)
  /// Anything else: `_`, a value.
  case other

  init(_ pattern: PatternSyntax) {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      self.init(binding.pattern)
    } else if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      self = .binding(identifier.identifier.text)
    } else if let expression = pattern.as(ExpressionPatternSyntax.self) {
      self.init(expression.expression)
    } else {
      self = .other
    }
  }

  init(_ expression: ExprSyntax) {
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      self = .member(
        name: member.declName.baseName.text,
        arguments: call.arguments.map { ($0.label?.text, CasePattern($0.expression)) },
        node: Syntax(member)
      )
    } else if let member = expression.as(MemberAccessExprSyntax.self) {
      self = .member(name: member.declName.baseName.text, arguments: [], node: Syntax(member))
    } else if let pattern = expression.as(PatternExprSyntax.self) {
      self.init(pattern.pattern)
    } else {
      self = .other
    }
  }

  var name: String? {
    if case .member(let name, _, _) = self { return name }
    return nil
  }

  /// The first token of the pattern, where a finding about it is reported.
  var node: Syntax? {
    if case .member(_, _, let node) = self { return node }
    return nil
  }

  /// The pattern an action case's payload is matched with: the single argument, the
  /// `action:` argument, or the last one (`.fila(id, .delegate(…))`).
  var payload: CasePattern? {
    guard case .member(_, let arguments, _) = self, !arguments.isEmpty else { return nil }
    if let action = arguments.first(where: { $0.label == "action" }) { return action.pattern }
    return arguments.last!.pattern
  }

  /// The names the pattern binds.
  var bindings: [String] {
    switch self {
    case .binding(let name): [name]
    case .member(_, let arguments, _): arguments.flatMap(\.pattern.bindings)
    case .other: []
    }
  }

  /// The pattern with `inner` where it binds `name`: an outer `.path(let action)` and an inner
  /// `.element(id: _, action: .delegate)` read as `.path(.element(id: _, action: .delegate))`.
  func substituting(_ name: String, with inner: CasePattern) -> CasePattern {
    switch self {
    case .binding(name): inner
    case .member(let memberName, let arguments, let node):
      .member(
        name: memberName,
        arguments: arguments.map { ($0.label, $0.pattern.substituting(name, with: inner)) },
        node: node)
    default: self
    }
  }

  /// The pattern as written, for messages.
  var text: String {
    switch self {
    case .binding(let name): "let \(name)"
    case .other: "_"
    case .member(let name, let arguments, _):
      arguments.isEmpty
        ? ".\(name)"
        : ".\(name)("
          + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.pattern.text }
          .joined(separator: ", ") + ")"
    }
  }
}

/// Where a case item's pattern leads, walked from the feature whose switch holds it.
struct PatternWalk {
  /// The delegate reached: the id of the feature that sends it, and its case (`*` for all).
  var delegate: (sender: String, case: String)?
  /// The first place the pattern enters a child of a child (lint rule 2), at that case.
  var deepAt: Syntax?
  /// A case of a child that is neither its delegate nor exempt (lint rule 1), at that case.
  var nonDelegateAt: Syntax?
  /// The child whose case `nonDelegateAt` is.
  var nonDelegateChild: FeatureInfo?
  /// Whether the pattern entered a child at all.
  var enteredChild = false
}

/// Walks action patterns through the features of the workspace.
struct PatternWalker {
  /// The features, by id.
  let features: [String: FeatureInfo]
  /// Features whose actions a parent may match (`components` in `.reductor-lint.json`), by id.
  var components: Set<String> = []

  /// Cases a child's action may be matched on without being a finding.
  static let exemptCases: Set<String> = ["dismiss", "push", "popFrom", "binding"]

  /// Walks `pattern`, matched in `holder`'s switch, through the children it enters.
  ///
  /// Between features, a presentation, a collection's or a stack's `element(id:action:)` and
  /// the cases of a `@Reducer enum` are wrappers, not levels; so is a child's own presentation
  /// of state that is no feature (its alert, a menu): an alert's or a dialog's actions are the
  /// child's to match, another leaf's actions are the child's own actions.
  func walk(_ pattern: CasePattern, in holder: FeatureInfo) -> PatternWalk {
    var result = PatternWalk()
    var current = holder
    var next = pattern
    var levels = 0
    while case .member(let name, _, let node) = next {
      if levels > 0 {
        if components.contains(current.id) { return result }
        if name == "delegate" {
          let inner = next.payload?.name ?? "*"
          result.delegate = (current.id, inner)
          return result
        }
        if Self.exemptCases.contains(name) { return result }
      }
      guard let edge = current.edge(forActionCase: name) else {
        if levels > 0, result.deepAt == nil {
          result.nonDelegateAt = node
          result.nonDelegateChild = current
        }
        return result
      }
      if levels > 0, edge.isLeaf {
        // The child's own presentation of an alert, a dialog or a menu: not a grandchild.
        if !edge.isAlertLike, result.deepAt == nil {
          result.nonDelegateAt = node
          result.nonDelegateChild = current
        }
        return result
      }
      if levels > 0, result.deepAt == nil { result.deepAt = node }
      result.enteredChild = true
      // Past the wrappers: the cases the operator's action path goes through, the
      // presentation, the element, the cases of an enum.
      guard var inner = next.payload else { return result }
      for component in edge.actionTail {
        guard inner.name == component, let payload = inner.payload else { return result }
        inner = payload
      }
      switch edge.child.held {
      case .presented:
        guard inner.name == "presented", let presented = inner.payload else { return result }
        inner = presented
      case .stack, .forEach:
        if inner.name == "element", let element = inner.payload {
          inner = element
        } else if let innerName = inner.name, Self.exemptCases.contains(innerName) {
          return result
        }
      default:
        break
      }
      if edge.isLeaf { return result }
      guard let target = edge.target, var child = features[target] else { return result }
      if child.kind == .enum {
        guard let caseName = inner.name,
          let caseEdge = child.edges.first(where: { $0.actionCase == caseName })
        else { return result }
        if caseEdge.isLeaf { return result }
        guard let caseTarget = caseEdge.target, let caseFeature = features[caseTarget],
          let caseInner = inner.payload
        else { return result }
        child = caseFeature
        inner = caseInner
      }
      // A pattern is finite, so a feature that holds itself is walked as deep as it is written.
      guard child.kind == .struct else { return result }
      current = child
      next = inner
      levels += 1
    }
    return result
  }
}
