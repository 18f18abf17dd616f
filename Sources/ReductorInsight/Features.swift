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

/// A `switch` over the action parameter of a `Reduce` closure or of `reduce(into:action:)`.
struct ActionSwitch {
  let node: SwitchExprSyntax
  let file: IndexedFile
}

/// A child as the body holds it, with what the lint rules need besides the public model.
struct ChildEdge {
  var child: Child
  /// The child feature's qualified name, when it resolves to a feature of the input.
  var target: String?
  /// The state property named by `via` (`destino` for `\.$destino`).
  var property: String?
  /// The action case named by `action` (`destino` for `\.destino`).
  var actionCase: String?
  /// For a case of a `@Reducer enum`: the leaf's kind, when it is an alert or a dialog.
  var isAlertLike = false
}

/// A feature as the analysis sees it.
final class FeatureInfo {
  let type: TypeInfo
  let kind: Feature.Kind
  let module: String
  var stateProperties: [StateProperty] = []
  /// The cases of the feature's declared `Action`, or `nil` when it declares none.
  var actionCases: [EnumCase]?
  /// A `@Reducer enum`'s own cases.
  var enumCases: [EnumCase] = []
  var edges: [ChildEdge] = []
  var switches: [ActionSwitch] = []
  var delegates: [Delegate] = []

  init(type: TypeInfo, kind: Feature.Kind, module: String) {
    self.type = type
    self.kind = kind
    self.module = module
  }

  var name: String { type.name }

  /// The edge whose action path starts with the case `name`.
  func edge(forActionCase name: String) -> ChildEdge? {
    edges.first { $0.actionCase == name }
  }
}

/// Finds the features of one target and what each holds.
struct FeatureExtractor {
  let index: TargetIndex

  func features() -> [FeatureInfo] {
    let found = index.types.values
      .filter { isFeature($0) }
      .sorted { ($0.file?.path ?? "", position($0)) < ($1.file?.path ?? "", position($1)) }
      .map { FeatureInfo(type: $0, kind: $0.kind == .enum ? .enum : .struct, module: index.module) }
    let byName = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0) })
    for feature in found {
      describe(feature, features: byName)
    }
    return found
  }

  private func position(_ type: TypeInfo) -> Int {
    type.declaration?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
  }

  /// A type marked `@Reducer` (struct or enum), or a struct conforming to `Reducer` by hand.
  func isFeature(_ type: TypeInfo) -> Bool {
    guard type.declaration != nil else { return false }
    switch type.kind {
    case .struct:
      return type.attributes?.contains(named: "Reducer") == true
        || type.inherited.contains { $0 == "Reducer" || $0.hasSuffix(".Reducer") }
    case .enum:
      return type.attributes?.contains(named: "Reducer") == true
    default:
      return false
    }
  }

  // MARK: - What a feature declares

  private func describe(_ feature: FeatureInfo, features: [String: FeatureInfo]) {
    let type = feature.type
    if let state = index.types[type.name + ".State"] {
      feature.stateProperties = storedProperties(of: state)
    }
    if let action = index.types[type.name + ".Action"], action.kind == .enum {
      feature.actionCases = cases(of: action)
    }
    switch feature.kind {
    case .enum:
      feature.enumCases = cases(of: type)
      feature.edges = feature.enumCases.map { enumCaseEdge($0, in: feature, features: features) }
    case .struct:
      for (member, file) in type.members {
        if let variable = member.as(VariableDeclSyntax.self),
          variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            == "body",
          !variable.modifiers.contains(where: { $0.name.text == "static" }),
          let statements = variable.bindings.first?.accessorBlock.flatMap(Self.getter)
        {
          var walker = BodyWalker(extractor: self, feature: feature, file: file, features: features)
          walker.walk(statements)
        }
        if let function = member.as(FunctionDeclSyntax.self), function.name.text == "reduce",
          let parameters = Optional(function.signature.parameterClause.parameters),
          parameters.count == 2, parameters.first?.firstName.text == "into",
          let body = function.body
        {
          let actionParameter = parameters.last!
          let actionName = (actionParameter.secondName ?? actionParameter.firstName).text
          var walker = BodyWalker(extractor: self, feature: feature, file: file, features: features)
          walker.walkReduce(body.statements, actionName: actionName)
        }
      }
    }
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
  private func enumCaseEdge(
    _ enumCase: EnumCase, in feature: FeatureInfo, features: [String: FeatureInfo]
  ) -> ChildEdge {
    let line = enumCase.file.location(of: enumCase.node).line
    func leaf(_ name: String, alertLike: Bool = false) -> ChildEdge {
      var edge = ChildEdge(
        child: Child(
          name: name, held: .case, via: enumCase.name, action: enumCase.name, line: line,
          resolved: false
        ),
        target: nil, property: enumCase.name, actionCase: enumCase.name
      )
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
    let resolution = index.resolve(written, from: feature.type.path, in: enumCase.file)
    switch resolution {
    case .found(let name) where features[name] != nil:
      return ChildEdge(
        child: Child(
          name: name, held: .case, via: enumCase.name, action: enumCase.name, line: line,
          resolved: true
        ),
        target: name, property: enumCase.name, actionCase: enumCase.name
      )
    case .found:
      return leaf(typeText)
    case .unresolved(let candidates):
      let featureCandidates = candidates.filter { features[$0] != nil }
      if featureCandidates.isEmpty && !Self.looksLikeFeatureName(written) { return leaf(typeText) }
      return ChildEdge(
        child: Child(
          name: written, held: .case, via: enumCase.name, action: enumCase.name, line: line,
          resolved: false, candidates: featureCandidates
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
