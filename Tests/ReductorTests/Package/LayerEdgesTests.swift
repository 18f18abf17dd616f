import Foundation
import Testing

/// The layers' edges, read from the manifest with `swift package dump-package` in a child
/// process: each layer depends only on layers below it. (`.ci/run` also builds with
/// `--explicit-target-dependency-import-check error`, so that an `import` of a layer that is
/// not a declared dependency fails the build: the manifest shows declared edges, not `import`
/// lines.)
@Suite(.serialized) struct LayerEdgesTests {
  /// The layers, bottom first, each with its C shim before it where it has one.
  static let layers = [
    "ReductorConcurrencyExtrasShims", "ReductorConcurrencyExtras", "ReductorIssueReporting",
    "ReductorCustomDump", "ReductorCasePaths", "ReductorIdentifiedCollectionsShims",
    "ReductorIdentifiedCollections", "ReductorClocks", "ReductorDependenciesShims",
    "ReductorDependencies", "ReductorDependenciesMacros", "ReductorPerception",
    "ReductorSharingShims", "ReductorSharing", "ReductorNavigation", "ReductorCore", "Reductor",
  ]

  /// What TCA's packages say each layer stands on, at most: a lower layer knowing a higher one
  /// (collections the store, case paths navigation, dependencies the runtime) is what this
  /// rules out. A layer's C shim is its own.
  static let allowed: [String: Set<String>] = [
    "ReductorConcurrencyExtrasShims": [],
    "ReductorConcurrencyExtras": ["ReductorConcurrencyExtrasShims"],
    "ReductorIssueReporting": ["ReductorConcurrencyExtras"],
    "ReductorCustomDump": ["ReductorIssueReporting", "ReductorConcurrencyExtras"],
    "ReductorCasePaths": ["ReductorCustomDump", "ReductorIssueReporting", "ReductorMacros"],
    "ReductorIdentifiedCollectionsShims": [],
    "ReductorIdentifiedCollections": ["ReductorIdentifiedCollectionsShims"],
    "ReductorClocks": ["ReductorConcurrencyExtras", "ReductorIssueReporting"],
    "ReductorDependenciesShims": [],
    "ReductorDependencies": [
      "ReductorClocks", "ReductorConcurrencyExtras", "ReductorIssueReporting",
      "ReductorDependenciesShims",
    ],
    "ReductorDependenciesMacros": [
      "ReductorDependencies", "ReductorIssueReporting", "ReductorMacros",
    ],
    "ReductorPerception": [],
    "ReductorSharingShims": [],
    "ReductorSharing": [
      "ReductorDependencies", "ReductorIdentifiedCollections", "ReductorCustomDump",
      "ReductorConcurrencyExtras", "ReductorIssueReporting", "ReductorSharingShims",
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
      #expect(
        dependencies.isSubset(of: below), "\(layer) reaches up: \(dependencies.subtracting(below))")
      if let allowed = Self.allowed[layer] {
        #expect(
          dependencies.isSubset(of: allowed),
          "\(layer) depends on \(dependencies.subtracting(allowed).sorted()), which its package does not"
        )
      }
    }
  }

  /// Each layer's C shim is depended on by that layer only: its thread-locals and atomics are
  /// that layer's.
  @Test func eachShimBelongsToItsLayer() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": nil])
    let targets = try #require(dump.json["targets"] as? [[String: Any]])
    for shim in Self.layers where shim.hasSuffix("Shims") {
      let layer = String(shim.dropLast("Shims".count))
      let users = targets.filter { SwiftPackage.targetDependencies(of: $0).contains(shim) }
        .compactMap { $0["name"] as? String }
      #expect(users == [layer], "\(shim) is used by \(users)")
    }
  }

  /// Every module a target's sources import, of the package's own targets, is one of the
  /// target's declared dependencies: the build's import check accepts a module that is only
  /// reachable through another dependency, which hides an edge from the manifest.
  @Test func everyTargetDeclaresWhatItImports() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": "1"])
    #expect(dump.status == 0, "\(dump.errors)")
    let targets = try #require(dump.json["targets"] as? [[String: Any]])
    // The stand-in named `SwiftUI` is not what the SwiftUI layer imports: that is Apple's.
    let names = Set(targets.compactMap { $0["name"] as? String }).subtracting(["SwiftUI"])
    var checked = 0
    for target in targets {
      guard let name = target["name"] as? String else { continue }
      let folder = SwiftPackage.checkout.appendingPathComponent(
        target["path"] as? String
          ?? "\(target["type"] as? String == "test" ? "Tests" : "Sources")/\(name)"
      )
      let declared = Set(SwiftPackage.targetDependencies(of: target))
      let imported = try Self.importedModules(in: folder).intersection(names).subtracting([name])
      #expect(
        imported.isSubset(of: declared),
        "\(name) imports \(imported.subtracting(declared).sorted()) without declaring them"
      )
      checked += 1
    }
    #expect(checked > 20)
  }

  /// The modules the Swift files under `folder` import, with any attribute or access level
  /// (outside multi-line string literals).
  static func importedModules(in folder: URL) throws -> Set<String> {
    var modules: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", !file.path.contains("/.build/") else { continue }
      // Lines inside a multi-line string literal (a test's expected source) are text.
      var inString = false
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
          inString.toggle()
          continue
        }
        if inString { continue }
        let words = line.split(separator: " ").filter {
          !$0.hasPrefix("@")
            && !["public", "package", "internal", "private", "fileprivate"]
              .contains($0)
        }
        if words.count == 2, words[0] == "import" { modules.insert(String(words[1])) }
      }
    }
    return modules
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
