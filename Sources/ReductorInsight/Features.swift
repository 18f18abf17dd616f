import SwiftSyntax

/// A stored property of a feature's `State`.
struct StateProperty {
  let name: String
  let type: String?
  let initializer: String?
  let attributes: [String]
  let node: Syntax
  let file: IndexedFile
}

/// A case of an enum: a feature's `Action`, or a `@Reducer enum`'s own cases.
struct EnumCase {
  struct Payload {
    let label: String?
    let type: String
    let defaultValue: String?
  }

  let name: String
  let payloads: [Payload]
  let attributes: [String]
  let node: Syntax
  let file: IndexedFile
}

/// A `switch` over the action of a `Reduce` closure or of `reduce(into:action:)`, or over a
/// value a case of such a switch bound (`case let .path(action): switch action { … }`), whose
/// items are then read as the outer pattern with the inner one in the binding's place.
struct ActionSwitch {
  struct Item {
    /// The pattern, from the feature's action down.
    let pattern: CasePattern
    let node: SwitchCaseItemSyntax
    let switchCase: SwitchCaseSyntax
  }

  let node: SwitchExprSyntax
  let file: IndexedFile
  /// Whether this switch is over a bound value rather than the feature's action.
  let isNested: Bool
  let items: [Item]
}

/// A child as the body holds it, with what the lint rules need besides the public model.
struct ChildEdge {
  var child: Child
  /// The child feature's id, when it resolves to a feature of the input.
  var target: String?
  /// The state property named by `via` (`destino` for `\.$destino`).
  var property: String?
  /// The action case named by `action` (`destino` for `\.destino`).
  var actionCase: String?
  /// The cases the action path goes through after `actionCase` (`hijo` for
  /// `\.destino.hijo`): the child's actions are inside them.
  var actionTail: [String] = []
  /// Whether the child is a leaf: an alert, a dialog, or presented state that is no feature.
  var isLeaf = false
  /// Whether the leaf is an alert or a confirmation dialog.
  var isAlertLike = false
}

/// A feature as the analysis sees it.
final class FeatureInfo {
  let type: TypeInfo
  let kind: Feature.Kind
  let index: TargetIndex
  var id = ""
  var stateProperties: [StateProperty] = []
  /// The cases of the feature's declared `Action`, or `nil` when it declares none.
  var actionCases: [EnumCase]?
  /// The cases of the feature's `Action.Delegate` enum, when it declares one.
  var delegateCases: [String]?
  /// A `@Reducer enum`'s own cases.
  var enumCases: [EnumCase] = []
  var edges: [ChildEdge] = []
  var switches: [ActionSwitch] = []
  var delegates: [Delegate] = []

  init(type: TypeInfo, kind: Feature.Kind, index: TargetIndex) {
    self.type = type
    self.kind = kind
    self.index = index
  }

  var name: String { type.name }
  var module: String { index.module }

  /// The edge whose action path starts with the case `name`.
  func edge(forActionCase name: String) -> ChildEdge? {
    edges.first { $0.actionCase == name }
  }
}

/// Finds the features of the workspace's targets and what each holds.
struct FeatureExtractor {
  unowned let workspace: Workspace

  func features(in index: TargetIndex) -> [FeatureInfo] {
    index.declaredTypes
      .filter { isFeature($0) }
      .sorted { ($0.file?.path ?? "", position($0)) < ($1.file?.path ?? "", position($1)) }
      .map { FeatureInfo(type: $0, kind: $0.kind == .enum ? .enum : .struct, index: index) }
  }

  private func position(_ type: TypeInfo) -> Int {
    type.declaration?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
  }

  /// A type marked `@Reducer` (struct or enum), or a struct conforming to `Reducer` by hand;
  /// not a generic reducer over another reducer (`struct Haptics<Base: Reducer>: Reducer`),
  /// which wraps features rather than being one.
  func isFeature(_ type: TypeInfo) -> Bool {
    guard type.declaration != nil else { return false }
    switch type.kind {
    case .struct:
      let isReducer =
        type.attributes?.contains(named: "Reducer") == true
        || type.inherited.contains { Self.isReducerName($0) }
      return isReducer
        && !type.genericParameters.values.contains { $0.contains(where: Self.isReducerName) }
    case .enum:
      return type.attributes?.contains(named: "Reducer") == true
    default:
      return false
    }
  }

  static func isReducerName(_ name: String) -> Bool {
    name == "Reducer" || name.hasSuffix(".Reducer")
  }

  // MARK: - What a feature declares

  func describe(_ feature: FeatureInfo) {
    let type = feature.type
    if let state = feature.index.nested("State", in: type) {
      feature.stateProperties = storedProperties(of: state)
    }
    if let action = feature.index.nested("Action", in: type), action.kind == .enum {
      feature.actionCases = cases(of: action)
      if let delegate = feature.index.nested("Delegate", in: action), delegate.kind == .enum {
        feature.delegateCases = cases(of: delegate).map(\.name)
      }
    }
    switch feature.kind {
    case .enum:
      feature.enumCases = cases(of: type)
      feature.edges = feature.enumCases.map { enumCaseEdge($0, in: feature) }
      // A written `static var body` adds the switches of its `Reduce`s; its children are the
      // enum's cases.
      for (member, file) in type.members {
        if let statements = Self.bodyStatements(of: member, isStatic: true) {
          var walker = BodyWalker(extractor: self, feature: feature, file: file)
          walker.recordsEdges = false
          walker.walk(statements)
        }
      }
    case .struct:
      for (member, file) in type.members {
        if let statements = Self.bodyStatements(of: member, isStatic: false) {
          var walker = BodyWalker(extractor: self, feature: feature, file: file)
          walker.walk(statements)
        }
        if let function = member.as(FunctionDeclSyntax.self), function.name.text == "reduce",
          let parameters = Optional(function.signature.parameterClause.parameters),
          parameters.count == 2, parameters.first?.firstName.text == "into",
          let body = function.body
        {
          let actionParameter = parameters.last!
          let actionName = (actionParameter.secondName ?? actionParameter.firstName).text
          var walker = BodyWalker(extractor: self, feature: feature, file: file)
          walker.walkReduce(body.statements, actionName: actionName)
        }
      }
    }
  }

  /// The statements of a `body` property's getter (`static var body` when `isStatic`).
  static func bodyStatements(of member: DeclSyntax, isStatic: Bool) -> CodeBlockItemListSyntax? {
    guard let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        == "body",
      variable.modifiers.contains(where: { $0.name.text == "static" }) == isStatic
    else { return nil }
    return variable.bindings.first?.accessorBlock.flatMap(getter)
  }

  /// The statements of the feature's computed property or method `name` (a helper its body is
  /// built from), with its file.
  func helper(
    named name: String, of feature: FeatureInfo
  ) -> (CodeBlockItemListSyntax, IndexedFile)? {
    for (member, file) in feature.type.members {
      if let variable = member.as(VariableDeclSyntax.self),
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        let statements = variable.bindings.first?.accessorBlock.flatMap(Self.getter)
      {
        return (statements, file)
      }
      if let function = member.as(FunctionDeclSyntax.self), function.name.text == name,
        let body = function.body
      {
        return (body.statements, file)
      }
    }
    return nil
  }

  /// The feature a name written in `feature`'s code (in `file`) refers to.
  func resolveFeature(
    _ written: String, from feature: FeatureInfo, in file: IndexedFile?
  ) -> FeatureInfo? {
    var name = written
    // `LeaderboardResults<TimeScope>` is `LeaderboardResults`.
    if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
    return workspace.resolve(name, from: feature.type, in: file, module: feature.index)
      .flatMap(workspace.feature(of:))
  }

  /// What a name resolves to: a feature, another type, or nothing, with the features it might
  /// have meant.
  enum Resolution {
    case feature(FeatureInfo)
    case type(TypeInfo)
    case unresolved(candidates: [String])
  }

  func resolution(
    of written: String, from feature: FeatureInfo, in file: IndexedFile?
  ) -> Resolution {
    var name = written
    if let open = name.firstIndex(of: "<"), !name.hasPrefix("(") { name = String(name[..<open]) }
    guard let type = workspace.resolve(name, from: feature.type, in: file, module: feature.index)
    else { return .unresolved(candidates: workspace.candidates(for: name)) }
    if let found = workspace.feature(of: type) { return .feature(found) }
    return .type(type)
  }

  static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch block.accessors {
    case .getter(let statements): return statements
    case .accessors(let accessors):
      return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    @unknown default:
      return nil
    }
  }

  private func storedProperties(of type: TypeInfo) -> [StateProperty] {
    var properties: [StateProperty] = []
    for (member, file) in type.members {
      guard let variable = member.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      let attributes = variable.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        // A computed property (a getter, or `get`/`set`) is not stored; observers are.
        if let accessors = binding.accessorBlock {
          switch accessors.accessors {
          case .getter: continue
          case .accessors(let list):
            if list.contains(where: {
              [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind)
            }) {
              continue
            }
          @unknown default:
            continue
          }
        }
        properties.append(
          StateProperty(
            name: name,
            type: binding.typeAnnotation?.type.trimmedDescription,
            initializer: binding.initializer?.value.trimmedDescription,
            attributes: attributes,
            node: Syntax(variable),
            file: file
          ))
      }
    }
    return properties
  }

  private func cases(of type: TypeInfo) -> [EnumCase] {
    var cases: [EnumCase] = []
    for (member, file) in type.members {
      guard let declaration = member.as(EnumCaseDeclSyntax.self) else { continue }
      let attributes = declaration.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
      for element in declaration.elements {
        let payloads =
          element.parameterClause?.parameters.map {
            EnumCase.Payload(
              label: $0.firstName?.text, type: $0.type.trimmedDescription,
              defaultValue: $0.defaultValue?.value.trimmedDescription
            )
          } ?? []
        cases.append(
          EnumCase(
            name: element.name.text, payloads: payloads, attributes: attributes,
            node: Syntax(element.name), file: file
          ))
      }
    }
    return cases
  }

  /// The child a `@Reducer enum`'s case holds: a feature, or a leaf.
  private func enumCaseEdge(_ enumCase: EnumCase, in feature: FeatureInfo) -> ChildEdge {
    let line = enumCase.file.location(of: enumCase.node).line
    func leaf(_ name: String, alertLike: Bool = false) -> ChildEdge {
      var edge = ChildEdge(
        child: Child(
          name: name, held: .case, via: enumCase.name, action: enumCase.name, line: line,
          resolved: false
        ),
        target: nil, property: enumCase.name, actionCase: enumCase.name
      )
      edge.isLeaf = true
      edge.isAlertLike = alertLike
      return edge
    }
    guard enumCase.payloads.count == 1, let payload = enumCase.payloads.first,
      payload.label == nil, !enumCase.attributes.contains("ReducerCaseIgnored")
    else {
      let text =
        enumCase.payloads.isEmpty
        ? "()"
        : "("
          + enumCase.payloads.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
          .joined(separator: ", ") + ")"
      let single = enumCase.payloads.count == 1 && enumCase.payloads[0].label == nil
      return leaf(single ? enumCase.payloads[0].type : text)
    }
    let typeText = payload.type
    if Self.isAlertLike(typeText) { return leaf(typeText, alertLike: true) }
    // `case inner(Inner.Body = Inner.body)`: the case runs `Inner`.
    var written = typeText
    if written.hasSuffix(".Body") { written.removeLast(".Body".count) }
    switch resolution(of: written, from: feature, in: enumCase.file) {
    case .feature(let found):
      return ChildEdge(
        child: Child(
          name: found.name, id: found.id, held: .case, via: enumCase.name,
          action: enumCase.name, line: line, resolved: true
        ),
        target: found.id, property: enumCase.name, actionCase: enumCase.name
      )
    case .type:
      return leaf(typeText)
    case .unresolved(let candidates):
      if candidates.isEmpty && !Self.looksLikeFeatureName(written) { return leaf(typeText) }
      return ChildEdge(
        child: Child(
          name: written, held: .case, via: enumCase.name, action: enumCase.name, line: line,
          resolved: false, candidates: candidates
        ),
        target: nil, property: enumCase.name, actionCase: enumCase.name
      )
    }
  }

  /// `type` without a trailing `?` or `!`.
  static func unwrapped(_ type: String) -> String {
    var type = type
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return type
  }

  static func isAlertLike(_ type: String) -> Bool {
    type.hasPrefix("AlertState<") || type.hasPrefix("ConfirmationDialogState<")
      || type == "AlertState" || type == "ConfirmationDialogState"
  }

  /// Whether an unresolved payload type could be a feature of another module: a plain type
  /// name (`Detalle`), not a standard or generic type.
  static func looksLikeFeatureName(_ name: String) -> Bool {
    !name.contains("<") && !name.contains("[") && !name.contains("?") && !name.contains("(")
      && !["String", "Int", "Bool", "Double", "UUID", "Date", "URL"].contains(name)
  }

  // MARK: - Types written in state and actions

  /// The feature a state property's type or initializer names: `X` for `X.State`, `X.State?`,
  /// `IdentifiedArrayOf<X.State>`, `StackState<X.State>`, `PresentationState<X.State>`,
  /// `StackState<X.State>()`, `X.State()`.
  static func featureName(inStateType text: String) -> String? {
    var type = text.filter { !$0.isWhitespace }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasSuffix("()") { type.removeLast(2) }
    if let (name, arguments) = genericParts(type) {
      switch name {
      case "IdentifiedArrayOf", "StackState", "PresentationState":
        type = arguments.last ?? ""
      case "IdentifiedArray":
        type = arguments.last ?? ""
      case "Optional":
        type = arguments.first ?? ""
      default:
        return nil
      }
    }
    guard type.hasSuffix(".State"), !type.contains("<") else { return nil }
    return String(type.dropLast(".State".count))
  }

  /// The feature an action payload names: `X` for `X.Action`, `PresentationAction<X.Action>`,
  /// `StackAction<…, X.Action>`, `StackActionOf<X>`, `IdentifiedActionOf<X>`,
  /// `IdentifiedAction<…, X.Action>`.
  static func featureName(inActionType text: String) -> String? {
    var type = text.filter { !$0.isWhitespace }
    if let (name, arguments) = genericParts(type) {
      switch name {
      case "StackActionOf", "IdentifiedActionOf", "PresentationActionOf":
        return arguments.first
      case "PresentationAction":
        type = arguments.first ?? ""
      case "StackAction", "IdentifiedAction":
        type = arguments.last ?? ""
      default:
        return nil
      }
    }
    guard type.hasSuffix(".Action"), !type.contains("<") else { return nil }
    return String(type.dropLast(".Action".count))
  }

  /// `Name<A, B<C>>` as `("Name", ["A", "B<C>"])`, splitting at top-level commas.
  static func genericParts(_ type: String) -> (String, [String])? {
    guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
    let name = String(type[..<open])
    let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in inner {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        arguments.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    arguments.append(current)
    return (name, arguments)
  }
}

extension AttributeListSyntax {
  func contains(named name: String) -> Bool {
    contains {
      guard let attribute = $0.as(AttributeSyntax.self) else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix("." + name)
    }
  }
}
