import Foundation
import Testing

/// The drop-in modules (`ComposableArchitecture`, `CasePaths`, …), declared only with
/// `REDUCTOR_DROP_IN=1`, read from outside: the manifest with `dump-package`, and an app's graph
/// loaded with `show-dependencies`, which is where SwiftPM raises a clash of target names.
@Suite(.serialized) struct DropInManifestTests {
  static let dropIns: Set<String> = [
    "ComposableArchitecture", "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump",
    "Dependencies", "DependenciesMacros", "IdentifiedCollections", "IssueReporting", "Perception",
    "Sharing", "SwiftNavigation", "XCTestDynamicOverlay",
  ]

  /// The products declared whatever the variable: the library, the `reductor` tool and its
  /// plugins.
  static let always: Set<String> = [
    "Reductor", "reductor", "ReductorTool", "ReductorTreePlugin", "ReductorLintPlugin",
  ]

  func products(_ dump: SwiftPackage.Result) -> Set<String> {
    Set((dump.json["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
  }

  @Test func unsetDeclaresNoDropIn() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": nil])
    #expect(dump.status == 0, "\(dump.errors)")
    #expect(products(dump) == Self.always)
    for name in Self.dropIns { #expect(SwiftPackage.target(name, in: dump.json) == nil) }
  }

  @Test func oneDeclaresEveryDropInAsAProduct() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": "1"])
    #expect(dump.status == 0, "\(dump.errors)")
    #expect(products(dump) == Self.dropIns.union(Self.always))
    let dependencies = try #require(
      SwiftPackage.target("Dependencies", in: dump.json).map(SwiftPackage.targetDependencies)
    )
    #expect(
      Set(dependencies)
        == [
          "ReductorDependencies", "Clocks", "ConcurrencyExtras", "IssueReporting",
          "XCTestDynamicOverlay",
        ]
    )
  }

  @Test func anyOtherValueStopsWithAMessage() throws {
    let dump = try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_DROP_IN": "yes"])
    #expect(dump.status != 0)
    #expect(dump.errors.contains("REDUCTOR_DROP_IN must be '1'"))
    #expect(dump.errors.contains("'yes'"))
  }

  /// An app whose graph also holds a package with a `CasePaths` product (as snapshot testing
  /// brings swift-custom-dump and xctest-dynamic-overlay), and a `Benchmarks` target of its own:
  /// it loads with the drop-ins off, and fails with SwiftPM's conflicting-name error with them
  /// on.
  @Test func anotherCasePathsPackageClashesOnlyWithTheDropInsOn() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-clash-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let stub = folder.appendingPathComponent("stub")
    let app = folder.appendingPathComponent("app")
    try write(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "stub",
        products: [.library(name: "CasePaths", targets: ["CasePaths"])],
        targets: [.target(name: "CasePaths")]
      )
      """,
      to: stub.appendingPathComponent("Package.swift")
    )
    try write(
      "public let stub = 1\n", to: stub.appendingPathComponent("Sources/CasePaths/Stub.swift"))
    try write(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "app",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(SwiftPackage.checkout.path)"), .package(path: "../stub")],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "Reductor", package: "\(SwiftPackage.checkout.lastPathComponent)"),
              .product(name: "CasePaths", package: "stub"),
            ]
          ),
          .executableTarget(name: "Benchmarks", dependencies: ["App"]),
        ]
      )
      """,
      to: app.appendingPathComponent("Package.swift")
    )
    try write("public let app = 1\n", to: app.appendingPathComponent("Sources/App/App.swift"))
    try write("print(1)\n", to: app.appendingPathComponent("Sources/Benchmarks/main.swift"))

    let off = try SwiftPackage.run(
      ["show-dependencies"], at: app, environment: ["REDUCTOR_DROP_IN": nil]
    )
    #expect(off.status == 0, "\(off.errors)")
    #expect(off.output.contains("stub"))

    let on = try SwiftPackage.run(
      ["show-dependencies"], at: app, environment: ["REDUCTOR_DROP_IN": "1"]
    )
    #expect(on.status != 0)
    #expect(on.errors.contains("conflicting name"), "\(on.errors)")
    #expect(on.errors.contains("'CasePaths"), "\(on.errors)")
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
