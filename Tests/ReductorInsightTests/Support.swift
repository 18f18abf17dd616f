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
        + (child.resolved
          ? ""
          : " (unresolved\(child.candidates.isEmpty ? "" : ": " + child.candidates.joined(separator: ", ")))")
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

/// A fixture of `Tests/Fixtures/Insight`: the reproductions of shapes real TCA code uses.
func fixture(_ name: String) -> String {
  checkout.appendingPathComponent("Tests/Fixtures/Insight/\(name)").path
}

/// The analysis of a fixture folder, read as `reductor` reads a path.
func fixtureAnalysis(_ name: String) throws -> Analysis {
  try Analysis(InsightInputs.targets(paths: [fixture(name)]))
}

/// A tree's edges by id: `Module.Parent -held via-> Module.Child` (a leaf by its name), and
/// `Module.Sender =delegate case=> Module.Listener`.
func idEdgeLines(_ tree: FeatureTree) -> Set<String> {
  Set(
    tree.features.flatMap { feature in
      feature.children.map { "\(feature.id) -\($0.held.rawValue) \($0.via)-> \($0.id ?? $0.name)" }
        + feature.delegates.map { "\(feature.id) =delegate \($0.case)=> \($0.toID)" }
    })
}

/// Lint findings as `File.swift:line rule`.
func findingLines(_ findings: [LintFinding]) -> [String] {
  findings.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line) \($0.rule)" }
}
