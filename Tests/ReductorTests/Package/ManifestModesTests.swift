import Foundation
import Testing

/// The manifest's two SwiftSyntax modes, read from outside: `swift package dump-package` in a
/// child process under each value of `REDUCTOR_SWIFT_SYNTAX`, as a user or CI script sets it.
@Suite(.serialized) struct ManifestModesTests {
  /// Runs `swift package dump-package` with `REDUCTOR_SWIFT_SYNTAX` set to `mode` (unset for
  /// `nil`).
  func dumpPackage(mode: String?) throws -> SwiftPackage.Result {
    try SwiftPackage.run(["dump-package"], environment: ["REDUCTOR_SWIFT_SYNTAX": mode])
  }

  func target(_ name: String, in json: [String: Any]) -> [String: Any]? {
    SwiftPackage.target(name, in: json)
  }

  @Test func toolchainModeDeclaresNoPackageAndLinksTheToolchainsSyntax() throws {
    let dump = try dumpPackage(mode: "toolchain")
    #expect(dump.status == 0, "\(dump.errors)")
    let json = dump.json
    #expect((json["dependencies"] as? [Any])?.isEmpty == true)
    let macros = try #require(target("ReductorMacros", in: json))
    #expect((macros["dependencies"] as? [Any])?.isEmpty == true)
    #expect(dump.output.contains("unsafeFlags"))
    #expect(dump.output.contains("lib/swift/host") || dump.output.contains("REDUCTOR"))
  }

  @Test func packageModeDependsOnSwiftSyntaxByVersionWithNoUnsafeFlags() throws {
    let dump = try dumpPackage(mode: "package")
    #expect(dump.status == 0, "\(dump.errors)")
    let json = dump.json
    #expect(!dump.output.contains("unsafeFlags"))
    let dependencies = try #require(json["dependencies"] as? [[String: Any]])
    #expect(dependencies.count == 1)
    let sourceControl = try #require(
      (dependencies.first?["sourceControl"] as? [[String: Any]])?.first)
    #expect(sourceControl["identity"] as? String == "swift-syntax")
    let range = try #require(
      ((sourceControl["requirement"] as? [String: Any])?["range"] as? [[String: Any]])?.first
    )
    #expect(range["lowerBound"] as? String == "602.0.0")
    #expect(range["upperBound"] as? String == "604.0.0")
    let macros = try #require(target("ReductorMacros", in: json))
    let products = (macros["dependencies"] as? [[String: Any]] ?? []).compactMap {
      ($0["product"] as? [Any])?.first as? String
    }
    #expect(products.contains("SwiftCompilerPlugin"))
    #expect(products.contains("SwiftSyntaxMacros"))
  }

  #if os(Linux)
    @Test func theDefaultOnLinuxIsTheToolchainsSyntaxWhenItHasOne() throws {
      let dump = try dumpPackage(mode: nil)
      #expect(dump.status == 0, "\(dump.errors)")
      #expect((dump.json["dependencies"] as? [Any])?.isEmpty == true)
      #expect(dump.output.contains("unsafeFlags"))
    }
  #endif

  @Test func anUnknownModeStopsWithAMessageNamingTheChoices() throws {
    let dump = try dumpPackage(mode: "tolchain")
    #expect(dump.status != 0)
    #expect(dump.errors.contains("REDUCTOR_SWIFT_SYNTAX must be 'package' or 'toolchain'"))
    #expect(dump.errors.contains("'tolchain'"))
  }
}
