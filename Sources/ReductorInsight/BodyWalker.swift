import SwiftSyntax

/// Walks a feature's `body` (or `reduce(into:action:)`), recording the children it holds and
/// the switches over its action.
///
/// A body built in a helper (`var body: some ReducerOf<Self> { self.core }`, `core`,
/// `Self.core`, `makeCore()`) is followed into the helper: a computed property or a method of
/// the feature's type, in its declaration or any extension, in any file of the module; helpers
/// that reach each other are walked once. So is a helper whose reducer a `Reduce` runs
/// (`self.gameReducer.reduce(into: &state.game, action: action)`).
struct BodyWalker {
  let extractor: FeatureExtractor
  let feature: FeatureInfo
  let file: IndexedFile
  /// Whether the operators' children are recorded (a `@Reducer enum`'s written body adds only
  /// its switches: its children are its cases).
  var recordsEdges = true
  /// The helpers being walked, outermost first: a helper met again is not walked again.
  var helpers: Set<String> = []
  private(set) var edges: [ChildEdge] = []
  private(set) var switches: [ActionSwitch] = []

  init(extractor: FeatureExtractor, feature: FeatureInfo, file: IndexedFile) {
    self.extractor = extractor
    self.feature = feature
    self.file = file
  }

  /// Walks `statements` and adds what it found to the feature.
  mutating func walk(_ statements: CodeBlockItemListSyntax) {
    walkStatements(statements)
    finish()
  }

  /// The body of `reduce(into:action:)`: its switches over `actionName`, and the children whose
  /// `reduce(into:action:)` it calls.
  mutating func walkReduce(_ statements: CodeBlockItemListSyntax, actionName: String) {
    findReduceContents(in: Syntax(statements), actionName: actionName)
    finish()
  }

  private mutating func finish() {
    if recordsEdges { feature.edges += edges }
    feature.switches += switches
    edges = []
    switches = []
  }

  private mutating func walkStatements(_ statements: CodeBlockItemListSyntax) {
    for item in statements { walk(item.item) }
  }

  private mutating func walk(_ item: CodeBlockItemSyntax.Item) {
    switch item {
    case .expr(let expression):
      walk(expression: expression)
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
        walk(expression: expression)
      } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
        walk(expression: returned)
      }
    case .decl(let declaration):
      if let config = declaration.as(IfConfigDeclSyntax.self) {
        for clause in config.clauses {
          if case .statements(let items)? = clause.elements { walkStatements(items) }
        }
      }
    @unknown default:
      break
    }
  }

  private mutating func walk(expression: ExprSyntax) {
    if let conditional = expression.as(IfExprSyntax.self) {
      walkStatements(conditional.body.statements)
      switch conditional.elseBody {
      case .codeBlock(let block)?: walkStatements(block.statements)
      case .ifExpr(let next)?: walk(expression: ExprSyntax(next))
      case nil: break
      @unknown default: break
      }
      return
    }
    if let choice = expression.as(SwitchExprSyntax.self) {
      for element in choice.cases {
        if case .switchCase(let switchCase) = element { walkStatements(switchCase.statements) }
      }
      return
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      walkHelper(reference.baseName.text)
      return
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if let base = member.base, Self.isSelf(base) { walkHelper(member.declName.baseName.text) }
      return
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      if Self.isSelf(base) {
        walkHelper(member.declName.baseName.text)
        return
      }
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
      if let closure = Self.closure(of: call) { walkStatements(closure.statements) }
    case let name?:
      if let target = resolveFeature(name) {
        addEdge(
          Child(
            name: target.name, id: target.id, held: .direct, via: "", action: "",
            line: line(of: call), resolved: true),
          target: target.id, property: nil, actionCase: nil
        )
      } else {
        walkHelper(name)
      }
    case nil:
      break
    }
  }

  /// Walks the feature's helper `name`, unless it is being walked already.
  private mutating func walkHelper(_ name: String) {
    guard !helpers.contains(name),
      let (statements, helperFile) = extractor.helper(named: name, of: feature)
    else { return }
    var helper = BodyWalker(extractor: extractor, feature: feature, file: helperFile)
    helper.helpers = helpers.union([name])
    helper.walkStatements(statements)
    edges += helper.edges
    switches += helper.switches
  }

  /// What the statements of an operator's closure hold: the features made there and the
  /// operators written there, walked as a body of their own.
  private func contents(of closure: ClosureExprSyntax) -> BodyWalker {
    var inner = BodyWalker(extractor: extractor, feature: feature, file: file)
    inner.helpers = helpers
    inner.walkStatements(closure.statements)
    return inner
  }

  // MARK: - Operators

  private mutating func scope(_ call: FunctionCallExprSyntax) {
    let arguments = Array(call.arguments)
    guard
      let state = arguments.first(where: { $0.label?.text == "state" })
        ?? arguments.first(where: { $0.label == nil }),
      let action = arguments.first(where: { $0.label?.text == "action" })
    else { return }
    guard let closure = Self.closure(of: call) else {
      addChild(held: .scope, call: call, state: state.expression, action: action.expression)
      return
    }
    let inner = contents(of: closure)
    let nested = inner.edges.filter { $0.child.held != .direct }
    let direct = inner.edges.filter { $0.child.held == .direct }
    if nested.isEmpty {
      addChild(
        held: .scope, call: call, state: state.expression, action: action.expression,
        made: direct.compactMap(\.target))
      return
    }
    // A scope whose closure is a body of its own (`Scope(state: \.step, action: \.self) {
    // Scope(…) { A() }; Scope(…) { B() } }`): every child counts, at the paths joined.
    if !direct.isEmpty {
      addChild(
        held: .scope, call: call, state: state.expression, action: action.expression,
        made: direct.compactMap(\.target))
    }
    let outerVia = state.expression.trimmedDescription
    let outerAction = action.expression.trimmedDescription
    let actionIsSelf = Self.isIdentityPath(action.expression)
    let outerProperty = Self.firstComponent(of: state.expression)?.name
    let outerCase = Self.firstComponent(of: action.expression)?.name
    let outerTail = Array(Self.actionComponents(of: action.expression).dropFirst())
    for var edge in nested {
      edge.child.via = Self.joined(outerVia, edge.child.via)
      edge.property = outerProperty ?? edge.property
      if !actionIsSelf {
        edge.child.action = Self.joined(outerAction, edge.child.action)
        edge.actionTail = outerTail + (edge.actionCase.map { [$0] } ?? []) + edge.actionTail
        edge.actionCase = outerCase
      }
      edges.append(edge)
    }
    // The patterns of switches inside are the feature's own only through `action: \.self`.
    if actionIsSelf { switches += inner.switches }
  }

  /// `\.step` and `\.welcome` as `\.step.welcome`.
  static func joined(_ outer: String, _ inner: String) -> String {
    guard inner.hasPrefix("\\.") else { return outer }
    if outer == "\\.self" { return inner }
    return outer + inner.dropFirst(1)
  }

  static func isIdentityPath(_ expression: ExprSyntax) -> Bool {
    expression.trimmedDescription.filter { !$0.isWhitespace } == "\\.self"
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
    let made = Self.closure(of: call).map { contents(of: $0).edges.compactMap(\.target) }
    addChild(
      held: held, call: call, state: state.expression, action: action.expression, at: token,
      made: made ?? [])
  }

  /// Records the child an operator holds: the features made in its closure; else the one the
  /// state property's type (or initializer) names; else the one the action case's payload
  /// names. A property or case holding an alert, a dialog or other state that is no feature
  /// (`@Presents var menu: MenuState?`) is a leaf.
  private mutating func addChild(
    held: Held, call: FunctionCallExprSyntax, state: ExprSyntax, action: ExprSyntax,
    at token: TokenSyntax? = nil, made: [String] = []
  ) {
    let via = state.trimmedDescription
    let actionText = action.trimmedDescription
    let property = Self.firstComponent(of: state)?.name
    let actionCase = Self.firstComponent(of: action)?.name
    let line = token.map { file.location(of: $0).line } ?? self.line(of: call)
    var seen: Set<String> = []
    for id in made where seen.insert(id).inserted {
      guard let target = extractor.workspace.byID[id] else { continue }
      addEdge(
        Child(
          name: target.name, id: target.id, held: held, via: via, action: actionText,
          line: line, resolved: true),
        target: target.id, property: property, actionCase: actionCase
      )
    }
    if !seen.isEmpty { return }
    let stateProperty = feature.stateProperties.first { $0.name == property }
    var written: String?
    if let stateProperty {
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
    guard let written else {
      // No feature is named anywhere: presented or optional state of some other type.
      if held == .presented || held == .optional,
        let leaf = Self.leafName(stateProperty?.type, payload: actionPayload(actionCase))
      {
        addLeaf(
          leaf, held: held, via: via, action: actionText, line: line, property: property,
          actionCase: actionCase)
      }
      return
    }
    switch extractor.resolution(of: written, from: feature, in: file) {
    case .feature(let target):
      addEdge(
        Child(
          name: target.name, id: target.id, held: held, via: via, action: actionText,
          line: line, resolved: true),
        target: target.id, property: property, actionCase: actionCase
      )
    case .type(let type):
      addLeaf(
        type.name, held: held, via: via, action: actionText, line: line,
        property: property, actionCase: actionCase)
    case .unresolved(let candidates):
      addEdge(
        Child(
          name: written, held: held, via: via, action: actionText, line: line, resolved: false,
          candidates: candidates
        ),
        target: nil, property: property, actionCase: actionCase
      )
    }
  }

  /// The type a leaf is drawn as: the state's, without `?` or `PresentationState<…>`, else the
  /// payload of the action's `PresentationAction<…>`.
  static func leafName(_ stateType: String?, payload: String?) -> String? {
    if var type = stateType.map(FeatureExtractor.unwrapped) {
      if let (name, arguments) = FeatureExtractor.genericParts(type),
        name == "PresentationState" || name == "Optional", let argument = arguments.first
      {
        type = argument
      }
      return type
    }
    if let payload, let (name, arguments) = FeatureExtractor.genericParts(payload),
      name == "PresentationAction", let argument = arguments.first, argument != "Never"
    {
      return argument
    }
    return nil
  }

  private mutating func addLeaf(
    _ name: String, held: Held, via: String, action: String, line: Int, property: String?,
    actionCase: String?
  ) {
    var edge = ChildEdge(
      child: Child(name: name, held: held, via: via, action: action, line: line, resolved: false),
      target: nil, property: property, actionCase: actionCase
    )
    edge.actionTail = Self.actionTail(of: action)
    edge.isLeaf = true
    edge.isAlertLike = FeatureExtractor.isAlertLike(name)
    edges.append(edge)
  }

  private mutating func addEdge(
    _ child: Child, target: String?, property: String?, actionCase: String?
  ) {
    var edge = ChildEdge(child: child, target: target, property: property, actionCase: actionCase)
    edge.actionTail = Self.actionTail(of: child.action)
    edges.append(edge)
  }

  /// The cases after the first of an action path as written: `["hijo"]` for `\.destino.hijo`.
  static func actionTail(of path: String) -> [String] {
    guard path.hasPrefix("\\.") else { return [] }
    return Array(path.dropFirst(2).split(separator: ".").dropFirst().map(String.init))
  }

  /// The property components of a key path: `["destino", "hijo"]` for `\.destino.hijo`.
  static func actionComponents(of expression: ExprSyntax) -> [String] {
    guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return [] }
    return keyPath.components.compactMap {
      if case .property(let property) = $0.component {
        let text = property.declName.baseName.text
        return text == "self" ? nil : text
      }
      return nil
    }
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
      switches += ActionSwitch.read(found, in: file)
    }
    for base in finder.reduceBases {
      let before = edges.count
      walk(expression: base)
      // What a `Reduce` runs by hand is held directly, whatever made it.
      for index in before..<edges.count {
        edges[index].child.held = .direct
        edges[index].child.via = ""
        edges[index].child.action = ""
        edges[index].property = nil
        edges[index].actionCase = nil
      }
    }
  }

  // MARK: - Helpers

  private func resolveFeature(_ written: String) -> FeatureInfo? {
    extractor.resolveFeature(written, from: feature, in: file)
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    file.location(of: node).line
  }

  /// Whether `expression` is `self` or `Self`.
  static func isSelf(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.tokenKind == .keyword(.self)
        || reference.baseName.tokenKind == .keyword(.Self)
        || reference.baseName.text == "self" || reference.baseName.text == "Self"
    }
    return expression.as(TypeExprSyntax.self)?.type.trimmedDescription == "Self"
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
/// what it runs `reduce(into:action:)` on by hand (`Child()`, a helper).
final class ReduceContentFinder: SyntaxVisitor {
  let actionName: String
  var switches: [SwitchExprSyntax] = []
  var reduceBases: [ExprSyntax] = []

  init(actionName: String) {
    self.actionName = actionName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == actionName,
      !Self.isShadowed(actionName, at: Syntax(node))
    {
      switches.append(node)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "reduce",
      node.arguments.first?.label?.text == "into",
      let base = member.base
    {
      reduceBases.append(base)
    }
    return .visitChildren
  }

  /// Whether `name` at `node` is a value a case of an enclosing switch bound
  /// (`case let .path(action): switch action { … }`), not the closure's parameter.
  static func isShadowed(_ name: String, at node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if let switchCase = ancestor.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label,
        label.caseItems.contains(where: { CasePattern($0.pattern).bindings.contains(name) })
      {
        return true
      }
      if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) {
        return false
      }
      current = ancestor.parent
    }
    return false
  }
}

extension ActionSwitch {
  /// The switch over the action, and the switches inside its cases over the values they bind,
  /// each item's pattern read from the feature's action down.
  static func read(_ node: SwitchExprSyntax, in file: IndexedFile) -> [ActionSwitch] {
    read(node, in: file, nested: false, prefix: { $0 }, depth: 0)
  }

  private static func read(
    _ node: SwitchExprSyntax, in file: IndexedFile, nested: Bool,
    prefix: (CasePattern) -> CasePattern, depth: Int
  ) -> [ActionSwitch] {
    var items: [Item] = []
    var found: [ActionSwitch] = []
    for element in node.cases {
      guard case .switchCase(let switchCase) = element,
        case .case(let label) = switchCase.label
      else { continue }
      for caseItem in label.caseItems {
        let pattern = prefix(CasePattern(caseItem.pattern))
        items.append(Item(pattern: pattern, node: caseItem, switchCase: switchCase))
        guard depth < 3 else { continue }
        for name in pattern.bindings {
          for inner in switchCase.statements.descendants(SwitchExprSyntax.self)
          where inner.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            && nearestCase(of: inner)?.id == switchCase.id
          {
            found += read(
              inner, in: file, nested: true,
              prefix: { pattern.substituting(name, with: $0) }, depth: depth + 1)
          }
        }
      }
    }
    return [ActionSwitch(node: node, file: file, isNested: nested, items: items)] + found
  }

  /// The switch case `node` is written in, if any.
  private static func nearestCase(of node: SwitchExprSyntax) -> SwitchCaseSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let found = ancestor.as(SwitchCaseSyntax.self) { return found }
      current = ancestor.parent
    }
    return nil
  }

  var cases: [SwitchCaseSyntax] {
    node.cases.compactMap { element -> SwitchCaseSyntax? in
      if case .switchCase(let switchCase) = element { return switchCase }
      return nil
    }
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
