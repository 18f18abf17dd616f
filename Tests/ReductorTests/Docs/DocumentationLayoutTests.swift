import Foundation
import Testing

/// Where the documentation comes from, checked against the manifest as SwiftPM reads it
/// (`swift package dump-package`, in a child process): the Swift Package Index builds the
/// targets `.spi.yml` names, so each must be a library target of `Package.swift`; every layer a
/// user imports through `Reductor` is among them, with a catalog whose module page has a
/// summary (DocC's coverage counts it).
@Suite struct DocumentationLayoutTests {
  static let checkout = SwiftPackage.checkout

  /// The `documentation_targets` of `.spi.yml`, in order.
  static func documentationTargets() throws -> [String] {
    let text = try String(
      contentsOf: checkout.appendingPathComponent(".spi.yml"), encoding: .utf8)
    var targets: [String] = []
    var inList = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("- documentation_targets:") {
        inList = true
      } else if inList, trimmed.hasPrefix("- ") {
        targets.append(String(trimmed.dropFirst(2)))
      } else if inList {
        inList = false
      }
    }
    return targets
  }

  @Test func theIndexBuildsTargetsOfTheManifestWithReductorFirst() throws {
    let targets = try Self.documentationTargets()
    #expect(targets.first == "Reductor")
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": nil])
    #expect(dump.status == 0, "\(dump.errors)")
    for name in targets {
      let target = SwiftPackage.target(name, in: dump.json)
      #expect(target != nil, "\(name) in .spi.yml is not a target of Package.swift")
      #expect(target?["type"] as? String == "regular", "\(name) is not a library target")
    }
    let layers = LayerEdgesTests.layers.filter { !$0.hasSuffix("Shims") }
    #expect(Set(targets) == Set(layers))
  }

  @Test func everyLayerHasACatalogWithItsModulePage() throws {
    for layer in LayerEdgesTests.layers where !layer.hasSuffix("Shims") {
      let page = Self.checkout.appendingPathComponent("Sources/\(layer)/\(layer).docc/\(layer).md")
      let text = try String(contentsOf: page, encoding: .utf8)
      let lines = text.split(separator: "\n")
      #expect(lines.first == "# ``\(layer)``")
      // The summary: the first paragraph after the title.
      #expect(lines.count > 1 && !lines[1].hasPrefix("#") && lines[1].count > 20)
    }
  }
}
