import Foundation
import Testing

/// The layers' edges, read from the manifest with `swift package dump-package` in a child
/// process: each layer depends only on layers below it. (`.ci/run` also builds with
/// `--explicit-target-dependency-import-check error`, so that an `import` of a layer that is
/// not a declared dependency fails the build: the manifest shows declared edges, not `import`
/// lines.)
@Suite(.serialized) struct LayerEdgesTests {
  /// The layers, bottom first, with what each may depend on besides the layers below it.
  static let layers = [
    "ReductorCoreShims", "ReductorConcurrencyExtras", "ReductorIssueReporting",
    "ReductorCustomDump", "ReductorCasePaths", "ReductorIdentifiedCollections", "ReductorClocks",
    "ReductorDependencies", "ReductorDependenciesMacros", "ReductorPerception", "ReductorSharing",
    "ReductorNavigation", "ReductorCore", "Reductor",
  ]

  /// What TCA's packages say each layer stands on, at most: a lower layer knowing a higher one
  /// (collections the store, case paths navigation, dependencies the runtime) is what this
  /// rules out.
  static let allowed: [String: Set<String>] = [
    "ReductorCoreShims": [],
    "ReductorConcurrencyExtras": ["ReductorCoreShims"],
    "ReductorIssueReporting": ["ReductorConcurrencyExtras"],
    "ReductorCustomDump": ["ReductorIssueReporting", "ReductorConcurrencyExtras"],
    "ReductorCasePaths": ["ReductorCustomDump", "ReductorIssueReporting", "ReductorMacros"],
    "ReductorIdentifiedCollections": ["ReductorCoreShims"],
    "ReductorClocks": ["ReductorConcurrencyExtras", "ReductorIssueReporting"],
    "ReductorDependencies": [
      "ReductorClocks", "ReductorConcurrencyExtras", "ReductorIssueReporting", "ReductorCoreShims",
    ],
    "ReductorDependenciesMacros": [
      "ReductorDependencies", "ReductorIssueReporting", "ReductorMacros",
    ],
    "ReductorPerception": [],
    "ReductorSharing": [
      "ReductorDependencies", "ReductorIdentifiedCollections", "ReductorCustomDump",
      "ReductorConcurrencyExtras", "ReductorIssueReporting",
    ],
    "ReductorNavigation": ["ReductorCustomDump", "ReductorConcurrencyExtras"],
  ]

  @Test func eachLayerDependsOnlyOnTheLayersBelowIt() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": nil])
    #expect(dump.status == 0, "\(dump.errors)")
    for (index, layer) in Self.layers.enumerated() {
      let target = try #require(SwiftPackage.target(layer, in: dump.json), "no target \(layer)")
      let dependencies = Set(SwiftPackage.targetDependencies(of: target))
      let below = Set(Self.layers[..<index]).union(["ReductorMacros"])
      #expect(dependencies.isSubset(of: below), "\(layer) reaches up: \(dependencies.subtracting(below))")
      if let allowed = Self.allowed[layer] {
        #expect(
          dependencies.isSubset(of: allowed),
          "\(layer) depends on \(dependencies.subtracting(allowed).sorted()), which its package does not"
        )
      }
    }
  }

  /// Every target a product needs (the library's, the `reductor` tool's and its plugins') is
  /// `Reductor`-prefixed, so that an app's own targets (a `Benchmarks`, an `App`) never clash
  /// with them.
  @Test func theLibrarysTargetsAreAllPrefixed() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": nil])
    let products = try #require(dump.json["products"] as? [[String: Any]])
    #expect(
      products.compactMap { $0["name"] as? String }
        == ["Reductor", "reductor", "ReductorTool", "ReductorTreePlugin", "ReductorLintPlugin"]
    )
    var needed: Set<String> = []
    var pending = products.flatMap { $0["targets"] as? [String] ?? [] }
    while let name = pending.popLast() {
      guard needed.insert(name).inserted, let target = SwiftPackage.target(name, in: dump.json)
      else { continue }
      pending += SwiftPackage.targetDependencies(of: target)
    }
    #expect(!needed.isEmpty)
    for name in needed { #expect(name.hasPrefix("Reductor"), "\(name) is not prefixed") }
  }
}
