import Foundation
import Testing

/// The manifest's two SwiftSyntax modes, read from outside: `swift package dump-package` in a
/// child process under each value of `REDUCTOR_SWIFT_SYNTAX`, as a user or CI script sets it.
@Suite(.serialized) struct ManifestModesTests {
  /// The checkout: this file is `Tests/ReductorTests/Package/ManifestModesTests.swift`.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  struct Dump {
    let status: Int32
    let output: String
    let errors: String
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:]
    }
  }

  /// Runs `swift package dump-package` with `REDUCTOR_SWIFT_SYNTAX` set to `mode` (unset for
  /// `nil`), in a scratch folder of its own, so that it does not wait for the running build.
  func dumpPackage(mode: String?) throws -> Dump {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", Self.checkout.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["REDUCTOR_SWIFT_SYNTAX"] = mode
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Dump(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self)
    )
  }

  func target(_ name: String, in json: [String: Any]) -> [String: Any]? {
    (json["targets"] as? [[String: Any]])?.first { $0["name"] as? String == name }
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
    let sourceControl = try #require((dependencies.first?["sourceControl"] as? [[String: Any]])?.first)
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
