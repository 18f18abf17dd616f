import SwiftSyntax

/// A case pattern over an action, reduced to what the walk needs: `.name(arguments)`.
indirect enum CasePattern {
  /// `.name` or `.name(…)`, at `node`'s first token.
  case member(name: String, arguments: [(label: String?, pattern: CasePattern)], node: Syntax)
  /// Anything else: `let x`, `_`, a value.
  case other

  init(_ pattern: PatternSyntax) {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      self.init(binding.pattern)
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

  /// The pattern an action case's payload is matched with: the single argument, the
  /// `action:` argument, or the last one (`.fila(id, .delegate(…))`).
  var payload: CasePattern? {
    guard case .member(_, let arguments, _) = self, !arguments.isEmpty else { return nil }
    if let action = arguments.first(where: { $0.label == "action" }) { return action.pattern }
    return arguments.last!.pattern
  }
}

/// Where a case item's pattern leads, walked from the feature whose switch holds it.
struct PatternWalk {
  /// The delegate reached: the feature that sends it, and its case (`*` for all of them).
  var delegate: (sender: String, case: String)?
  /// The first place the pattern enters a child of a child (lint rule 2), at that case.
  var deepAt: Syntax?
  /// A case of a child that is neither its delegate nor exempt (lint rule 1), at that case.
  var nonDelegateAt: Syntax?
  /// Whether the pattern entered a child at all.
  var enteredChild = false
}

/// Walks action patterns through the features of one target.
struct PatternWalker {
  let features: [String: FeatureInfo]

  /// Cases a child's action may be matched on without being a finding.
  static let exemptCases: Set<String> = ["dismiss", "push", "popFrom", "binding"]

  /// Walks `pattern`, matched in `holder`'s switch, through the children it enters.
  func walk(_ pattern: CasePattern, in holder: FeatureInfo) -> PatternWalk {
    var result = PatternWalk()
    var current = holder
    var next = pattern
    var levels = 0
    while case .member(let name, _, let node) = next {
      if levels > 0 {
        if name == "delegate" {
          let inner = next.payload?.name ?? "*"
          result.delegate = (current.name, inner)
          return result
        }
        if Self.exemptCases.contains(name) { return result }
      }
      guard let edge = current.edge(forActionCase: name) else {
        if levels > 0, result.deepAt == nil { result.nonDelegateAt = node }
        return result
      }
      if levels > 0, result.deepAt == nil { result.deepAt = node }
      result.enteredChild = true
      // Past the wrappers: the presentation, the element, the cases of an enum.
      guard var inner = next.payload else { return result }
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
      if edge.isAlertLike { return result }
      guard let target = edge.target, var child = features[target] else { return result }
      if child.kind == .enum {
        guard let caseName = inner.name,
          let caseEdge = child.edges.first(where: { $0.actionCase == caseName })
        else { return result }
        if caseEdge.isAlertLike { return result }
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

extension ActionSwitch {
  /// Each `case` item with its pattern, and each `default:` label.
  var items: [(item: SwitchCaseItemSyntax, statements: CodeBlockItemListSyntax)] {
    cases.flatMap { switchCase -> [(SwitchCaseItemSyntax, CodeBlockItemListSyntax)] in
      guard case .case(let label) = switchCase.label else { return [] }
      return label.caseItems.map { ($0, switchCase.statements) }
    }
  }

  var cases: [SwitchCaseSyntax] {
    node.cases.compactMap { element -> SwitchCaseSyntax? in
      if case .switchCase(let switchCase) = element { return switchCase }
      return nil
    }
  }
}
