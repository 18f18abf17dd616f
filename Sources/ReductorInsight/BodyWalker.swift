import SwiftSyntax

/// Walks a feature's `body` (or `reduce(into:action:)`), recording the children it holds and
/// the switches over its action.
struct BodyWalker {
  let extractor: FeatureExtractor
  let feature: FeatureInfo
  let file: IndexedFile
  let features: [String: FeatureInfo]

  mutating func walk(_ statements: CodeBlockItemListSyntax) {
    for item in statements { walk(item.item) }
  }

  /// The body of `reduce(into:action:)`: its switches over `actionName`, and the children whose
  /// `reduce(into:action:)` it calls.
  mutating func walkReduce(_ statements: CodeBlockItemListSyntax, actionName: String) {
    findReduceContents(in: Syntax(statements), actionName: actionName)
  }

  private mutating func walk(_ item: CodeBlockItemSyntax.Item) {
    switch item {
    case .expr(let expression):
      walk(expression: expression)
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
        walk(expression: expression)
      }
    case .decl(let declaration):
      if let config = declaration.as(IfConfigDeclSyntax.self) {
        for clause in config.clauses {
          if case .statements(let items)? = clause.elements { walk(items) }
        }
      }
    @unknown default:
      break
    }
  }

  private mutating func walk(expression: ExprSyntax) {
    if let conditional = expression.as(IfExprSyntax.self) {
      walk(conditional.body.statements)
      switch conditional.elseBody {
      case .codeBlock(let block)?: walk(block.statements)
      case .ifExpr(let next)?: walk(expression: ExprSyntax(next))
      case nil: break
      @unknown default: break
      }
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      walk(expression: base)
      applyOperator(member.declName.baseName.text, call, at: member.declName.baseName)
      return
    }
    switch Self.calleeName(call) {
    case "Scope":
      scope(call)
    case "Reduce":
      if let closure = Self.closure(of: call) { reduceClosure(closure) }
    case "CombineReducers":
      if let closure = Self.closure(of: call) { walk(closure.statements) }
    case let name?:
      if let target = resolveFeature(name) {
        addEdge(
          Child(
            name: target, held: .direct, via: "", action: "", line: line(of: call), resolved: true),
          target: target, property: nil, actionCase: nil
        )
      }
    case nil:
      break
    }
  }

  // MARK: - Operators

  private mutating func scope(_ call: FunctionCallExprSyntax) {
    let arguments = Array(call.arguments)
    guard
      let state = arguments.first(where: { $0.label?.text == "state" })
        ?? arguments.first(where: { $0.label == nil }),
      let action = arguments.first(where: { $0.label?.text == "action" })
    else { return }
    addChild(held: .scope, call: call, state: state.expression, action: action.expression)
  }

  private mutating func applyOperator(
    _ name: String, _ call: FunctionCallExprSyntax, at token: TokenSyntax
  ) {
    guard ["ifLet", "forEach", "ifCaseLet"].contains(name) else { return }
    let arguments = Array(call.arguments)
    guard let state = arguments.first(where: { $0.label == nil }),
      let action = arguments.first(where: { $0.label?.text == "action" })
    else { return }
    let property = Self.firstComponent(of: state.expression)
    let actionCase = Self.firstComponent(of: action.expression)
    let stateProperty = feature.stateProperties.first { $0.name == property?.name }
    let payload = actionPayload(actionCase?.name)
    let held: Held
    switch name {
    case "ifLet":
      let presents =
        property?.projected == true
        || stateProperty?.attributes.contains { $0 == "Presents" || $0 == "PresentationState" }
          == true
        || payload?.hasPrefix("PresentationAction") == true
      held = presents ? .presented : .optional
    case "forEach":
      let declared = (stateProperty?.type ?? "") + " " + (stateProperty?.initializer ?? "")
      let stack =
        declared.contains("StackState")
        || payload?.hasPrefix("StackAction") == true
      held = stack ? .stack : .forEach
    default:
      held = .case
    }
    addChild(held: held, call: call, state: state.expression, action: action.expression, at: token)
  }

  /// Records the child an operator holds: the feature made in its closure; else the one the
  /// state property's type (or initializer) names; else the one the action case's payload
  /// names. A property or case holding an alert or a dialog is a leaf.
  private mutating func addChild(
    held: Held, call: FunctionCallExprSyntax, state: ExprSyntax, action: ExprSyntax,
    at token: TokenSyntax? = nil
  ) {
    let via = state.trimmedDescription
    let actionText = action.trimmedDescription
    let property = Self.firstComponent(of: state)?.name
    let actionCase = Self.firstComponent(of: action)?.name
    let line = token.map { file.location(of: $0).line } ?? self.line(of: call)
    let stateProperty = feature.stateProperties.first { $0.name == property }
    var written: String?
    if let closure = Self.closure(of: call) {
      written = firstFeatureCall(in: Syntax(closure.statements))
    }
    if written == nil, let stateProperty {
      if let type = stateProperty.type.map(FeatureExtractor.unwrapped),
        FeatureExtractor.isAlertLike(type)
      {
        addLeaf(
          type, held: held, via: via, action: actionText,
          line: line, property: property, actionCase: actionCase)
        return
      }
      written =
        stateProperty.type.flatMap(FeatureExtractor.featureName(inStateType:))
        ?? stateProperty.initializer.flatMap(FeatureExtractor.featureName(inStateType:))
    }
    if written == nil, let payload = actionPayload(actionCase) {
      written = FeatureExtractor.featureName(inActionType: payload)
    }
    guard let written else { return }
    switch extractor.index.resolve(written, from: feature.type.path, in: file) {
    case .found(let name) where features[name] != nil:
      addEdge(
        Child(name: name, held: held, via: via, action: actionText, line: line, resolved: true),
        target: name, property: property, actionCase: actionCase
      )
    case .found(let name):
      addLeaf(
        name, held: held, via: via, action: actionText, line: line,
        property: property, actionCase: actionCase)
    case .unresolved(let candidates):
      addEdge(
        Child(
          name: written, held: held, via: via, action: actionText, line: line, resolved: false,
          candidates: candidates.filter { features[$0] != nil }
        ),
        target: nil, property: property, actionCase: actionCase
      )
    }
  }

  private mutating func addLeaf(
    _ name: String, held: Held, via: String, action: String, line: Int, property: String?,
    actionCase: String?
  ) {
    var edge = ChildEdge(
      child: Child(name: name, held: held, via: via, action: action, line: line, resolved: false),
      target: nil, property: property, actionCase: actionCase
    )
    edge.isAlertLike = FeatureExtractor.isAlertLike(name)
    feature.edges.append(edge)
  }

  private func addEdge(_ child: Child, target: String?, property: String?, actionCase: String?) {
    feature.edges.append(
      ChildEdge(child: child, target: target, property: property, actionCase: actionCase)
    )
  }

  /// The payload type of the feature's action case `name`, when it has exactly one.
  private func actionPayload(_ name: String?) -> String? {
    guard let name, let cases = feature.actionCases,
      let found = cases.first(where: { $0.name == name })
    else { return nil }
    return found.payloads.last?.type
  }

  // MARK: - Reduce

  private mutating func reduceClosure(_ closure: ClosureExprSyntax) {
    var actionName = "$1"
    if let clause = closure.signature?.parameterClause {
      switch clause {
      case .simpleInput(let parameters):
        guard parameters.count == 2 else { return }
        actionName = parameters.last!.name.text
      case .parameterClause(let parameters):
        guard parameters.parameters.count == 2 else { return }
        let last = parameters.parameters.last!
        actionName = (last.secondName ?? last.firstName).text
      @unknown default:
        return
      }
    }
    findReduceContents(in: Syntax(closure.statements), actionName: actionName)
  }

  private mutating func findReduceContents(in node: Syntax, actionName: String) {
    let finder = ReduceContentFinder(actionName: actionName)
    finder.walk(node)
    for found in finder.switches {
      feature.switches.append(ActionSwitch(node: found, file: file))
    }
    for call in finder.reduceCalls {
      guard let name = Self.calleeName(call), let target = resolveFeature(name) else { continue }
      addEdge(
        Child(
          name: target, held: .direct, via: "", action: "", line: line(of: call), resolved: true),
        target: target, property: nil, actionCase: nil
      )
    }
  }

  // MARK: - Helpers

  private func resolveFeature(_ written: String) -> String? {
    guard
      case .found(let name) = extractor.index.resolve(written, from: feature.type.path, in: file),
      features[name] != nil
    else { return nil }
    return name
  }

  /// The first call in `node` that makes a feature (`Child()`), by its name as written.
  private func firstFeatureCall(in node: Syntax) -> String? {
    for call in node.descendants(FunctionCallExprSyntax.self) {
      if let name = Self.calleeName(call), resolveFeature(name) != nil { return name }
    }
    return nil
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    file.location(of: node).line
  }

  /// The name a call's callee is written with: `Scope`, `Child`, `Module.Child`,
  /// `Child.init`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      if member.declName.baseName.text == "init" { return base.trimmedDescription }
      if base.as(DeclReferenceExprSyntax.self) != nil {
        return base.trimmedDescription + "." + member.declName.baseName.text
      }
    }
    return nil
  }

  static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.trailingClosure
      ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
  }

  /// The first property of a key path (`destino` for `\.$destino`), and whether it was written
  /// as a `$` projection.
  static func firstComponent(of expression: ExprSyntax) -> (name: String, projected: Bool)? {
    guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return nil }
    for component in keyPath.components {
      if case .property(let property) = component.component {
        let text = property.declName.baseName.text
        if text == "self" { return nil }
        return text.hasPrefix("$") ? (String(text.dropFirst()), true) : (text, false)
      }
    }
    return nil
  }
}

/// Finds, in a `Reduce` closure or `reduce(into:action:)`, the switches over the action and
/// the calls of a child's `reduce(into:action:)`.
final class ReduceContentFinder: SyntaxVisitor {
  let actionName: String
  var switches: [SwitchExprSyntax] = []
  var reduceCalls: [FunctionCallExprSyntax] = []

  init(actionName: String) {
    self.actionName = actionName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == actionName {
      switches.append(node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "reduce",
      node.arguments.first?.label?.text == "into",
      let base = member.base?.as(FunctionCallExprSyntax.self)
    {
      reduceCalls.append(base)
    }
    return .visitChildren
  }
}

extension SyntaxProtocol {
  /// Every descendant of type `T`, in source order.
  func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
    let collector = DescendantCollector<T>()
    collector.walk(Syntax(self))
    return collector.found
  }
}

private final class DescendantCollector<T: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [T] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(T.self) { found.append(match) }
    return .visitChildren
  }
}
