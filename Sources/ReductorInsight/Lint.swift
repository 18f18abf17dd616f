import Foundation
import SwiftSyntax

/// A rule of `reductor lint`, from the lessons' advice on a healthy feature tree.
public enum LintRule: String, CaseIterable, Codable, Sendable {
  case nonDelegateChildAction = "non-delegate-child-action"
  case deepPattern = "deep-pattern"
  case forwardingOnlyLevel = "forwarding-only-level"
  case defaultInActionSwitch = "default-in-action-switch"
  case missingChildReducer = "missing-child-reducer"
  case navigationByNesting = "navigation-by-nesting"
  case depth = "depth"

  /// Why the rule exists, citing the lesson.
  public var why: String {
    switch self {
    case .nonDelegateChildAction:
      "Lesson 004: a container's Reduce handles only its children's delegate cases; anything "
        + "else couples it to how the child works inside."
    case .deepPattern:
      "Lesson 003: a parent that matches its grandchild's actions knows the whole path down, "
        + "and breaks when any level in between changes."
    case .forwardingOnlyLevel:
      "Lesson 004: a level that only forwards its children's delegates is a pipe with a name; "
        + "every action pays for it."
    case .defaultInActionSwitch:
      "Lesson 002: a switch over a feature's own actions stays exhaustive, so that a new case "
        + "cannot be forgotten."
    case .missingChildReducer:
      "Lesson 001: a child's state and actions do nothing until an operator in the parent's "
        + "body runs the child's reducer."
    case .navigationByNesting:
      "Lesson 004: navigation is a flat StackState, not presentations nested inside each other."
    case .depth:
      "Lesson 004: depth is paid on every action, and every level is one more place to route "
        + "through."
    }
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
  /// The deepest chain of struct features from a root that is not reported.
  public var maxDepth: Int

  public init(maxDepth: Int = 5) {
    self.maxDepth = maxDepth
  }
}

extension Analysis {
  /// Every finding, sorted by file, line, column and rule, without the suppressed ones.
  public func lint(_ options: LintOptions = LintOptions()) -> [LintFinding] {
    var findings: [LintFinding] = []
    for target in targets {
      findings += Linter(target: target, options: options).findings()
      for file in target.index.files {
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

/// The rules, run over one target.
struct Linter {
  let target: TargetAnalysis
  let options: LintOptions

  private var features: [FeatureInfo] { target.features }

  func findings() -> [LintFinding] {
    patternFindings() + forwardingFindings() + defaultFindings() + missingChildFindings()
      + nestingFindings() + depthFindings()
  }

  private func finding(
    _ rule: LintRule, at node: some SyntaxProtocol, in file: IndexedFile, _ message: String,
    fix: String
  ) -> LintFinding {
    let location = file.location(of: node)
    return LintFinding(
      rule: rule.rawValue, file: file.path, line: location.line, column: location.column,
      message: message + " " + rule.why, fix: fix
    )
  }

  // MARK: - Rules 1 and 2: what a parent's switch matches

  private func patternFindings() -> [LintFinding] {
    let walker = PatternWalker(features: target.byName)
    var findings: [LintFinding] = []
    for feature in features where feature.kind == .struct {
      for actionSwitch in feature.switches {
        for (item, _) in actionSwitch.items {
          let walk = walker.walk(CasePattern(item.pattern), in: feature)
          if let deep = walk.deepAt {
            findings.append(
              finding(
                .deepPattern, at: deep, in: actionSwitch.file,
                "\(feature.name) matches '\(deep.trimmedDescription)', a case of a child of its "
                  + "child.",
                fix: "Have the child translate what its own child tells it into a delegate of "
                  + "its own, and match that delegate here."
              ))
          } else if let other = walk.nonDelegateAt {
            findings.append(
              finding(
                .nonDelegateChildAction, at: other, in: actionSwitch.file,
                "\(feature.name) matches '\(other.trimmedDescription)', an action of its child "
                  + "that is not a delegate.",
                fix: "Have the child send a delegate case (`.delegate(…)`) for what the parent "
                  + "needs to know, and match that."
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
    let walker = PatternWalker(features: target.byName)
    var findings: [LintFinding] = []
    for feature in features where feature.kind == .struct && held.contains(feature.name) {
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
      for actionSwitch in feature.switches {
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
      for actionSwitch in feature.switches {
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
      guard let target = edge.target, let child = target.isEmpty ? nil : self.target.byName[target]
      else { continue }
      if child.kind == .struct {
        result.append((child, edge))
      } else {
        for caseEdge in child.edges {
          if let caseTarget = caseEdge.target, let caseChild = self.target.byName[caseTarget],
            caseChild.kind == .struct
          {
            result.append((caseChild, edge))
          }
        }
      }
    }
    return result
  }

  /// The features some feature of the target holds, enums included.
  private func heldFeatures() -> Set<String> {
    var held: Set<String> = []
    for feature in features {
      for edge in feature.edges { if let target = edge.target { held.insert(target) } }
    }
    return held
  }

  private func nestingFindings() -> [LintFinding] {
    let structs = features.filter { $0.kind == .struct }
    var presentedTargets: Set<String> = []
    for feature in structs {
      for (child, edge) in structChildren(of: feature) where edge.child.held == .presented {
        presentedTargets.insert(child.name)
      }
    }
    func longest(from feature: FeatureInfo, visited: Set<String>) -> [FeatureInfo] {
      var best: [FeatureInfo] = []
      for (child, edge) in structChildren(of: feature)
      where edge.child.held == .presented && !visited.contains(child.name) {
        let chain = [child] + longest(from: child, visited: visited.union([child.name]))
        if chain.count > best.count { best = chain }
      }
      return best
    }
    var findings: [LintFinding] = []
    for feature in structs where !presentedTargets.contains(feature.name) {
      let chain = longest(from: feature, visited: [feature.name])
      guard chain.count >= 4, let file = feature.type.file else { continue }
      let first = structChildren(of: feature).first { $0.child.name == chain[0].name }?.edge
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
      for (child, _) in structChildren(of: feature) where !visited.contains(child.name) {
        let chain = [feature] + longest(from: child, visited: visited.union([child.name]))
        if chain.count > best.count { best = chain }
      }
      return best
    }
    var findings: [LintFinding] = []
    for root in features where root.kind == .struct && !held.contains(root.name) {
      let chain = longest(from: root, visited: [root.name])
      guard chain.count > options.maxDepth, let deepest = chain.last,
        let name = deepest.type.nameToken, let file = deepest.type.file
      else { continue }
      findings.append(
        finding(
          .depth, at: name, in: file,
          "\(chain.map(\.name).joined(separator: " → ")) is \(chain.count) levels deep (more "
            + "than \(options.maxDepth)).",
          fix: "Flatten the tree: remove levels that only pass actions on, or move screens to a "
            + "StackState path."
        ))
    }
    return findings
  }
}
