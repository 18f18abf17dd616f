import Foundation
import SwiftSyntax

/// A rule of `reductor lint`: advice on a healthy feature tree, from the course the lessons in
/// this project come from.
public enum LintRule: String, CaseIterable, Codable, Sendable {
  case nonDelegateChildAction = "non-delegate-child-action"
  case deepPattern = "deep-pattern"
  case forwardingOnlyLevel = "forwarding-only-level"
  case defaultInActionSwitch = "default-in-action-switch"
  case missingChildReducer = "missing-child-reducer"
  case navigationByNesting = "navigation-by-nesting"
  case depth = "depth"

  /// Why the rule exists, in a sentence a finding ends with.
  public var reason: String {
    switch self {
    case .nonDelegateChildAction:
      "A parent that reacts to its child's own actions depends on how the child works inside; "
        + "a delegate is the child saying what the parent needs to know."
    case .deepPattern:
      "A parent that matches its grandchild's actions knows the whole path down, and breaks "
        + "when any level in between changes."
    case .forwardingOnlyLevel:
      "A level that only passes its children's delegates on adds a step to every action and "
        + "hides nothing."
    case .defaultInActionSwitch:
      "A switch that lists each of the feature's own actions makes the compiler point at it "
        + "when a case is added; 'default:' hides the new case."
    case .missingChildReducer:
      "A child's state and actions do nothing until an operator in the parent's body runs the "
        + "child's reducer."
    case .navigationByNesting:
      "Presentations nested inside each other make every screen a level every action passes "
        + "through; a StackState path keeps them side by side."
    case .depth:
      "Every level is paid on every action and is one more place an action is routed through."
    }
  }

  /// A small example of what the rule finds, and the code it asks for instead.
  public var example: (found: String, fixed: String) {
    switch self {
    case .nonDelegateChildAction:
      (
        "case .child(.saveButtonTapped):\n  state.isSaving = true",
        "// In the child: return .send(.delegate(.saved))\ncase .child(.delegate(.saved)):\n  state.isSaving = true"
      )
    case .deepPattern:
      (
        "case .detail(.presented(.editor(.delegate(.saved)))):",
        "// In Detail: case .editor(.delegate(.saved)): return .send(.delegate(.itemSaved))\ncase .detail(.presented(.delegate(.itemSaved))):"
      )
    case .forwardingOnlyLevel:
      (
        "// Tab holds only List and only does\ncase .list(.delegate(.open(let id))): return .send(.delegate(.open(id)))",
        "// Remove Tab: its parent holds List and matches .list(.delegate(.open))"
      )
    case .defaultInActionSwitch:
      (
        "switch action {\ncase .child: return .none\ndefault: return .none\n}",
        "switch action {\ncase .child: return .none\ncase .refresh, .onAppear: return .none\n}"
      )
    case .missingChildReducer:
      (
        "@Presents var destination: Destination.State?\n// … no .ifLet(\\.$destination, action: \\.destination)",
        "Reduce { … }\n  .ifLet(\\.$destination, action: \\.destination)"
      )
    case .navigationByNesting:
      (
        "// Root presents A, which presents B, which presents C, which presents D",
        "var path = StackState<Path.State>()\n// … .forEach(\\.path, action: \\.path)"
      )
    case .depth:
      (
        "// App → Tabs → Tab → List → Row → Detail, each a level",
        "// App → Tabs → List, with Row's details pushed on a StackState path"
      )
    }
  }

  /// What to do about a finding, in general.
  public var fix: String {
    switch self {
    case .nonDelegateChildAction:
      "Have the child send a delegate case for what the parent needs to know, and match that. "
        + "For a reusable component that is meant to be read this way (a download button), "
        + "list it under \"components\" in .reductor-lint.json."
    case .deepPattern:
      "Have the child translate what its own child tells it into a delegate of its own, and "
        + "match that delegate in the parent."
    case .forwardingOnlyLevel:
      "Remove the level: let its parent hold its children and listen to their delegates."
    case .defaultInActionSwitch:
      "List the feature's own cases explicitly; keep 'default:' (if at all) for children's "
        + "actions."
    case .missingChildReducer:
      "Add the operator that runs the child (ifLet, forEach or Scope) to the body, or remove "
        + "the state and the action case."
    case .navigationByNesting:
      "Push the screens on a StackState path at the root instead."
    case .depth:
      "Flatten the tree: remove levels that only pass actions on, or move screens to a "
        + "StackState path. \"maxDepth\" in .reductor-lint.json (or --max-depth) sets the limit."
    }
  }

  /// Where the advice comes from.
  public var credit: String {
    let lesson: String
    switch self {
    case .nonDelegateChildAction, .forwardingOnlyLevel, .navigationByNesting, .depth:
      lesson = "004, \"Diseñar la jerarquía: hojas, contenedores y profundidad\""
    case .deepPattern:
      lesson = "003, \"Presentaciones anidadas: un sheet que abre otro sheet\""
    case .defaultInActionSwitch:
      lesson = "002, \"Enums con valores asociados: acciones sin huecos\""
    case .missingChildReducer:
      lesson = "001, \"La C de Composable: componer reducers\""
    }
    return "From lesson \(lesson), of the course on composing features with The Composable "
      + "Architecture that Reductor implements."
  }

  /// What `reductor lint --explain RULE` prints.
  public var explanation: String {
    let (found, fixed) = example
    func indented(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        .joined(separator: "\n")
    }
    return """
      \(rawValue)

      \(reason)

      Found:
      \(indented(found))

      Instead:
      \(indented(fixed))

      Fix: \(fix)

      Silence one finding with '// reductor-lint:disable \(rawValue)' on its line, or the rule
      with "disabled": ["\(rawValue)"] in .reductor-lint.json.

      \(credit)

      """
  }
}

/// One finding of `reductor lint`.
public struct LintFinding: Codable, Sendable, Hashable {
  public var rule: String
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  public var fix: String

  public init(rule: String, file: String, line: Int, column: Int, message: String, fix: String) {
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fix = fix
  }
}

/// What `reductor lint` takes besides the sources.
public struct LintOptions: Sendable {
  /// The deepest chain of struct features from a root that is not reported, unless a module's
  /// configuration sets its own.
  public var maxDepth: Int
  /// Whether `maxDepth` was given on the command line, where it wins over configurations.
  public var maxDepthIsExplicit: Bool
  /// Each module's `.reductor-lint.json`, by module name.
  public var configurations: [String: LintConfiguration]

  public init(
    maxDepth: Int = 5, maxDepthIsExplicit: Bool = false,
    configurations: [String: LintConfiguration] = [:]
  ) {
    self.maxDepth = maxDepth
    self.maxDepthIsExplicit = maxDepthIsExplicit
    self.configurations = configurations
  }

  func configuration(of module: String) -> LintConfiguration {
    configurations[module] ?? LintConfiguration()
  }

  func maxDepth(of module: String) -> Int {
    maxDepthIsExplicit ? maxDepth : configuration(of: module).maxDepth ?? maxDepth
  }
}

extension Analysis {
  /// Every finding in the modules asked about, sorted by file, line, column and rule, without
  /// the suppressed ones and the disabled rules.
  public func lint(_ options: LintOptions = LintOptions()) -> [LintFinding] {
    var findings = Linter(workspace: workspace, options: options).findings()
    for target in workspace.modules {
      let disabled = Set(options.configuration(of: target.module).disabled)
      let paths = Set(target.files.map(\.path))
      findings.removeAll { paths.contains($0.file) && disabled.contains($0.rule) }
      for file in target.files {
        let suppressions = Suppressions(file)
        findings += suppressions.unknownRuleFindings
        findings.removeAll { $0.file == file.path && suppressions.silences($0) }
      }
    }
    return findings.sorted {
      ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule)
    }
  }
}

extension [LintFinding] {
  /// `path:line:column: warning: [rule] message`, then `path:line:column: note: fix`.
  public func text() -> String {
    map {
      "\($0.file):\($0.line):\($0.column): warning: [\($0.rule)] \($0.message)\n"
        + "\($0.file):\($0.line):\($0.column): note: \($0.fix)\n"
    }.joined()
  }

  /// `[{"rule", "file", "line", "column", "message", "fix"}]`.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }
}

/// The comments that silence findings: `// reductor-lint:disable rule[,rule]` at the end of a
/// line silences them on that line; alone on a line, on the next one.
struct Suppressions {
  static let marker = "reductor-lint:disable"
  private var rulesByLine: [Int: Set<String>] = [:]
  private(set) var unknownRuleFindings: [LintFinding] = []
  private let path: String

  init(_ file: IndexedFile) {
    path = file.path
    for token in file.tree.tokens(viewMode: .sourceAccurate) {
      // A comment at the end of a line is the trailing trivia of the token before it; one
      // alone on its line is leading trivia of the next token.
      scan(token.leadingTrivia, from: token.position, endsCode: false, in: file)
      scan(
        token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, endsCode: true, in: file)
    }
  }

  private mutating func scan(
    _ trivia: Trivia, from start: AbsolutePosition, endsCode: Bool, in file: IndexedFile
  ) {
    let known = Set(LintRule.allCases.map(\.rawValue))
    var position = start
    for piece in trivia {
      defer { position += piece.sourceLength }
      guard case .lineComment(let text) = piece else { continue }
      let body = text.dropFirst(2).drop { $0 == " " }
      guard body.hasPrefix(Self.marker) else { continue }
      let location = file.converter.location(for: position)
      let word = body.dropFirst(Self.marker.count).split(separator: " ").first ?? ""
      let target = endsCode ? location.line : location.line + 1
      for name in word.split(separator: ",").map(String.init) {
        if known.contains(name) {
          rulesByLine[target, default: []].insert(name)
        } else {
          unknownRuleFindings.append(
            LintFinding(
              rule: "unknown-rule", file: path, line: location.line, column: location.column,
              message:
                "'\(name)' is not a rule of reductor lint, so this comment silences nothing.",
              fix: "Use one of: \(LintRule.allCases.map(\.rawValue).joined(separator: ", "))."
            ))
        }
      }
    }
  }

  func silences(_ finding: LintFinding) -> Bool {
    finding.rule != "unknown-rule" && rulesByLine[finding.line]?.contains(finding.rule) == true
  }
}

/// The rules, run over the features of the modules asked about.
struct Linter {
  let workspace: Workspace
  let options: LintOptions

  private var features: [FeatureInfo] { workspace.features.filter(workspace.isRequested) }

  func findings() -> [LintFinding] {
    patternFindings() + forwardingFindings() + defaultFindings() + missingChildFindings()
      + nestingFindings() + depthFindings()
  }

  /// A finding: what was found, why it matters, and where to read more.
  private func finding(
    _ rule: LintRule, at node: some SyntaxProtocol, in file: IndexedFile, _ message: String,
    fix: String
  ) -> LintFinding {
    let location = file.location(of: node)
    return LintFinding(
      rule: rule.rawValue, file: file.path, line: location.line, column: location.column,
      message: message + " " + rule.reason + " See 'reductor lint --explain \(rule.rawValue)'.",
      fix: fix
    )
  }

  /// The ids of the features listed as components in the configuration of `module`.
  private func components(of module: String) -> Set<String> {
    let listed = Set(options.configuration(of: module).components)
    return Set(
      workspace.features.filter { listed.contains($0.name) || listed.contains($0.id) }.map(\.id))
  }

  // MARK: - Rules 1 and 2: what a parent's switch matches

  private func patternFindings() -> [LintFinding] {
    var findings: [LintFinding] = []
    for feature in features {
      var walker = PatternWalker(features: workspace.byID)
      walker.components = components(of: feature.module)
      for actionSwitch in feature.switches {
        // One finding per rule and case: a case of several patterns names them all.
        var byCase: [(SwitchCaseSyntax, LintRule, [Syntax], FeatureInfo?)] = []
        for item in actionSwitch.items {
          let walk = walker.walk(item.pattern, in: feature)
          let found: (LintRule, Syntax, FeatureInfo?)?
          if let deep = walk.deepAt {
            found = (.deepPattern, deep, nil)
          } else if let other = walk.nonDelegateAt {
            found = (.nonDelegateChildAction, other, walk.nonDelegateChild)
          } else {
            found = nil
          }
          guard let (rule, node, child) = found else { continue }
          if let index = byCase.firstIndex(where: {
            $0.0.id == item.switchCase.id && $0.1 == rule
          }) {
            byCase[index].2.append(node)
          } else {
            byCase.append((item.switchCase, rule, [node], child))
          }
        }
        for (_, rule, nodes, child) in byCase {
          let names = nodes.map { "'\($0.trimmedDescription)'" }
          let matched =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
          switch rule {
          case .deepPattern:
            findings.append(
              finding(
                .deepPattern, at: nodes[0], in: actionSwitch.file,
                "\(feature.name) matches \(matched), "
                  + (nodes.count == 1 ? "a case" : "cases") + " of a child of its child.",
                fix: "Have the child translate what its own child tells it into a delegate of "
                  + "its own, and match that delegate here."
              ))
          default:
            let childName = child?.name ?? "the child"
            findings.append(
              finding(
                .nonDelegateChildAction, at: nodes[0], in: actionSwitch.file,
                "\(feature.name) matches \(matched), "
                  + (nodes.count == 1 ? "an action" : "actions")
                  + " of its child \(childName) that "
                  + (nodes.count == 1 ? "is not a delegate." : "are not delegates."),
                fix: "Have \(childName) send a delegate case (`.delegate(…)`) for what the parent "
                  + "needs to know, and match that; or, if \(childName) is a reusable component "
                  + "meant to be read this way, list it under \"components\" in "
                  + ".reductor-lint.json."
              ))
          }
        }
      }
    }
    return findings
  }

  // MARK: - Rule 3: a level that only forwards

  private func forwardingFindings() -> [LintFinding] {
    let held = heldFeatures()
    let walker = PatternWalker(features: workspace.byID)
    var findings: [LintFinding] = []
    for feature in features where feature.kind == .struct && held.contains(feature.id) {
      let childProperties = Set(feature.edges.compactMap(\.property))
      // A level that holds a collection or a stack owns its elements' identities: it is a
      // list, not a pipe, even when it only passes their delegates on.
      guard
        !feature.edges.contains(where: { $0.child.held == .forEach || $0.child.held == .stack }),
        !feature.stateProperties.isEmpty,
        feature.stateProperties.allSatisfy({ childProperties.contains($0.name) }),
        !feature.switches.isEmpty
      else { continue }
      var forwardsADelegate = false
      var onlyForwards = true
      for actionSwitch in feature.switches where !actionSwitch.isNested {
        for switchCase in actionSwitch.cases {
          let returns = Self.returnedEffects(switchCase.statements)
          guard let returns, returns.allSatisfy({ $0 == .none || $0 == .delegate }) else {
            onlyForwards = false
            continue
          }
          guard returns.contains(.delegate) else { continue }
          guard case .case(let label) = switchCase.label,
            label.caseItems.allSatisfy({
              walker.walk(CasePattern($0.pattern), in: feature).delegate != nil
            })
          else {
            onlyForwards = false
            continue
          }
          forwardsADelegate = true
        }
      }
      guard onlyForwards, forwardsADelegate, let name = feature.type.nameToken,
        let file = feature.type.file
      else { continue }
      findings.append(
        finding(
          .forwardingOnlyLevel, at: name, in: file,
          "\(feature.name) holds only children and only passes their delegates on.",
          fix: "Remove the level: let its parent hold \(feature.name)'s children and listen to "
            + "their delegates directly."
        ))
    }
    return findings
  }

  private enum Returned { case none, delegate, other }

  /// What a case's statements return, when they are nothing but `return` statements.
  private static func returnedEffects(_ statements: CodeBlockItemListSyntax) -> [Returned]? {
    var returned: [Returned] = []
    for item in statements {
      guard let statement = item.item.as(ReturnStmtSyntax.self),
        let expression = statement.expression
      else { return nil }
      let text = expression.trimmedDescription.filter { !$0.isWhitespace }
      if text == ".none" || text == "Effect.none" {
        returned.append(.none)
      } else if text.hasPrefix(".send(.delegate(") {
        returned.append(.delegate)
      } else {
        returned.append(.other)
      }
    }
    return returned.isEmpty ? nil : returned
  }

  // MARK: - Rule 4: `default:` over the feature's own actions

  private func defaultFindings() -> [LintFinding] {
    var findings: [LintFinding] = []
    for feature in features where feature.kind == .struct {
      guard let actionCases = feature.actionCases else { continue }
      let childCases = Set(feature.edges.compactMap(\.actionCase))
      for actionSwitch in feature.switches where !actionSwitch.isNested {
        var covered: Set<String> = []
        var coversAll = false
        var defaultLabel: SwitchDefaultLabelSyntax?
        for switchCase in actionSwitch.cases {
          switch switchCase.label {
          case .case(let label):
            for item in label.caseItems {
              if let name = CasePattern(item.pattern).name {
                covered.insert(name)
              } else {
                coversAll = true
              }
            }
          case .default(let label):
            defaultLabel = label
          @unknown default:
            break
          }
        }
        guard let defaultLabel, !coversAll else { continue }
        let own = actionCases.map(\.name).filter {
          !covered.contains($0) && !childCases.contains($0)
        }
        guard !own.isEmpty else { continue }
        findings.append(
          finding(
            .defaultInActionSwitch, at: defaultLabel.defaultKeyword, in: actionSwitch.file,
            "This 'default:' covers \(feature.name)'s own \(own.count == 1 ? "case" : "cases") "
              + "\(own.map { "'.\($0)'" }.joined(separator: ", ")).",
            fix: "List \(own.count == 1 ? "that case" : "those cases") explicitly; keep "
              + "'default:' (if at all) for children's actions."
          ))
      }
    }
    return findings
  }

  // MARK: - Rule 5: a child's state and actions with no operator

  private func missingChildFindings() -> [LintFinding] {
    var findings: [LintFinding] = []
    for feature in features where feature.kind == .struct {
      guard let actionCases = feature.actionCases else { continue }
      let heldProperties = Set(feature.edges.compactMap(\.property))
      let heldCases = Set(feature.edges.compactMap(\.actionCase))
      var matchedCases: Set<String> = []
      for property in feature.stateProperties {
        let declared = (property.type ?? "") + " " + (property.initializer ?? "")
        let presents = property.attributes.contains {
          $0 == "Presents" || $0 == "PresentationState"
        }
        let collection = declared.contains("IdentifiedArray") || declared.contains("StackState")
        guard presents || collection else { continue }
        let element =
          property.type.flatMap(FeatureExtractor.featureName(inStateType:))
          ?? property.initializer.flatMap(FeatureExtractor.featureName(inStateType:))
        // The case of the same name, else one of the matching kind for the same feature.
        let wrapper =
          presents
          ? "PresentationAction"
          : declared.contains("StackState") ? "StackAction" : "IdentifiedAction"
        let candidates = actionCases.filter { actionCase in
          guard let payload = actionCase.payloads.last?.type else { return false }
          return payload.hasPrefix(wrapper)
        }
        let matching =
          candidates.first { $0.name == property.name }
          ?? candidates.first { actionCase in
            element != nil && !matchedCases.contains(actionCase.name)
              && FeatureExtractor.featureName(inActionType: actionCase.payloads.last!.type)
                == element
          }
        guard let matching else { continue }
        matchedCases.insert(matching.name)
        guard !heldProperties.contains(property.name), !heldCases.contains(matching.name) else {
          continue
        }
        findings.append(
          finding(
            .missingChildReducer, at: property.node, in: property.file,
            "\(feature.name).State.\(property.name) and the action case '.\(matching.name)' hold "
              + "a child, but no operator in the body runs it.",
            fix: presents
              ? "Add '.ifLet(\\.$\(property.name), action: \\.\(matching.name))' to the body."
              : "Add '.forEach(\\.\(property.name), action: \\.\(matching.name))' to the body."
          ))
      }
      for actionCase in actionCases where !matchedCases.contains(actionCase.name) {
        guard let payload = actionCase.payloads.last?.type, Self.isChildActionPayload(payload),
          !heldCases.contains(actionCase.name),
          !feature.stateProperties.contains(where: { $0.name == actionCase.name })
        else { continue }
        findings.append(
          finding(
            .missingChildReducer, at: actionCase.node, in: actionCase.file,
            "The action case '.\(actionCase.name)' holds a child's actions, but \(feature.name) "
              + "has no state for that child and no operator runs it.",
            fix: "Add the child's state to \(feature.name).State and an operator to the body, or "
              + "remove the case."
          ))
      }
    }
    return findings
  }

  private static func isChildActionPayload(_ type: String) -> Bool {
    ["PresentationAction", "StackAction", "IdentifiedAction"].contains { type.hasPrefix($0) }
  }

  // MARK: - Rules 6 and 7: the shape of the tree

  /// A struct feature's children as struct features, with the enums between them collapsed.
  private func structChildren(of feature: FeatureInfo) -> [(child: FeatureInfo, edge: ChildEdge)] {
    var result: [(FeatureInfo, ChildEdge)] = []
    for edge in feature.edges {
      guard let target = edge.target, let child = target.isEmpty ? nil : workspace.byID[target]
      else { continue }
      if child.kind == .struct {
        result.append((child, edge))
      } else {
        for caseEdge in child.edges {
          if let caseTarget = caseEdge.target, let caseChild = workspace.byID[caseTarget],
            caseChild.kind == .struct
          {
            result.append((caseChild, edge))
          }
        }
      }
    }
    return result
  }

  /// The features some feature holds, enums included.
  private func heldFeatures() -> Set<String> {
    var held: Set<String> = []
    for feature in workspace.features {
      for edge in feature.edges { if let target = edge.target { held.insert(target) } }
    }
    return held
  }

  private func nestingFindings() -> [LintFinding] {
    let structs = features.filter { $0.kind == .struct }
    var presentedTargets: Set<String> = []
    for feature in structs {
      for (child, edge) in structChildren(of: feature) where edge.child.held == .presented {
        presentedTargets.insert(child.id)
      }
    }
    func longest(from feature: FeatureInfo, visited: Set<String>) -> [FeatureInfo] {
      var best: [FeatureInfo] = []
      for (child, edge) in structChildren(of: feature)
      where edge.child.held == .presented && !visited.contains(child.id) {
        let chain = [child] + longest(from: child, visited: visited.union([child.id]))
        if chain.count > best.count { best = chain }
      }
      return best
    }
    var findings: [LintFinding] = []
    for feature in structs where !presentedTargets.contains(feature.id) {
      let chain = longest(from: feature, visited: [feature.id])
      guard chain.count >= 4, let file = feature.type.file else { continue }
      let first = structChildren(of: feature).first { $0.child.id == chain[0].id }?.edge
      let names = ([feature] + chain).map(\.name).joined(separator: " → ")
      let message = "\(names) nests \(chain.count) presentations inside each other."
      let fix =
        "Push these screens on a StackState path at the root instead "
        + "(`.forEach(\\.path, action: \\.path)`)."
      if let property = feature.stateProperties.first(where: { $0.name == first?.property }) {
        findings.append(
          finding(.navigationByNesting, at: property.node, in: property.file, message, fix: fix))
      } else if let name = feature.type.nameToken {
        findings.append(finding(.navigationByNesting, at: name, in: file, message, fix: fix))
      }
    }
    return findings
  }

  private func depthFindings() -> [LintFinding] {
    let held = heldFeatures()
    func longest(from feature: FeatureInfo, visited: Set<String>) -> [FeatureInfo] {
      var best: [FeatureInfo] = [feature]
      for (child, _) in structChildren(of: feature) where !visited.contains(child.id) {
        let chain = [feature] + longest(from: child, visited: visited.union([child.id]))
        if chain.count > best.count { best = chain }
      }
      return best
    }
    var findings: [LintFinding] = []
    for root in features where root.kind == .struct && !held.contains(root.id) {
      let chain = longest(from: root, visited: [root.id])
      let maxDepth = options.maxDepth(of: root.module)
      guard chain.count > maxDepth, let deepest = chain.last,
        let name = deepest.type.nameToken, let file = deepest.type.file
      else { continue }
      findings.append(
        finding(
          .depth, at: name, in: file,
          "\(chain.map(\.name).joined(separator: " → ")) is \(chain.count) levels deep (more "
            + "than \(maxDepth)).",
          fix: "Flatten the tree: remove levels that only pass actions on, or move screens to a "
            + "StackState path."
        ))
    }
    return findings
  }
}
