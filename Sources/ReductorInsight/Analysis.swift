import SwiftSyntax

/// The analysis of a set of targets: their features, and what the lint rules read.
public struct Analysis {
  let targets: [TargetAnalysis]

  /// Parses and analyses `targets`. Throws ``InsightInputError`` for a file that does not
  /// parse.
  public init(_ targets: [InsightTarget]) throws {
    self.targets = try targets.map { TargetAnalysis(try parse($0)) }
  }

  /// The features of every target, in the order their files were given.
  public var tree: FeatureTree {
    FeatureTree(features: targets.flatMap { $0.publicFeatures() })
  }
}

/// One target's features, with their children and delegates worked out.
final class TargetAnalysis {
  let index: TargetIndex
  let features: [FeatureInfo]
  let byName: [String: FeatureInfo]

  init(_ index: TargetIndex) {
    self.index = index
    let features = FeatureExtractor(index: index).features()
    self.features = features
    self.byName = Dictionary(uniqueKeysWithValues: features.map { ($0.name, $0) })
    findDelegates()
  }

  /// For every case item of a feature's switch that reaches a child's `.delegate(…)`, the
  /// sending child lists the delegate, addressed to the feature whose switch holds it.
  private func findDelegates() {
    let walker = PatternWalker(features: byName)
    for holder in features {
      for actionSwitch in holder.switches {
        for (item, _) in actionSwitch.items {
          let walk = walker.walk(CasePattern(item.pattern), in: holder)
          guard let (sender, name) = walk.delegate, let feature = byName[sender] else { continue }
          let delegate = Delegate(to: holder.name, case: name)
          if !feature.delegates.contains(delegate) { feature.delegates.append(delegate) }
        }
      }
    }
  }

  func publicFeatures() -> [Feature] {
    features.map { info in
      let location =
        info.type.nameToken.map { info.type.file!.location(of: $0) } ?? (line: 1, column: 1)
      return Feature(
        name: info.name, module: info.module, kind: info.kind, file: info.type.file?.path ?? "",
        line: location.line, column: location.column,
        children: info.edges.map(\.child), delegates: info.delegates
      )
    }
  }
}
