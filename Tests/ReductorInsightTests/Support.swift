import Foundation
@testable import ReductorInsight

/// The checkout, for tests that read the examples.
let checkout = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Analyses sources given in the test, as one module.
func analyze(_ files: [String: String], module: String = "App") throws -> Analysis {
  try Analysis([
    InsightTarget(
      module: module,
      sources: files.sorted { $0.key < $1.key }.map { InsightSource(path: $0.key, text: $0.value) }
    )
  ])
}

/// A tree's edges as lines: `Parent -presented \.$destino-> Child`, and
/// `Sender =delegate guardado=> Holder`.
func edgeLines(_ tree: FeatureTree) -> [String] {
  tree.features.flatMap { feature in
    feature.children.map { child in
      "\(feature.name) -\(child.held.rawValue) \(child.via)-> \(child.name)"
        + (child.resolved ? "" : " (unresolved\(child.candidates.isEmpty ? "" : ": " + child.candidates.joined(separator: ", ")))")
    } + feature.delegates.map { "\(feature.name) =delegate \($0.case)=> \($0.to)" }
  }
}

/// The analysis of an example target's folder.
func exampleAnalysis(_ folder: String) throws -> Analysis {
  try Analysis(InsightInputs.targets(paths: [checkout.appendingPathComponent(folder).path]))
}

/// The rules of the findings, with their lines.
func ruleLines(_ findings: [LintFinding]) -> [String] {
  findings.map { "\($0.line):\($0.column) \($0.rule)" }
}
