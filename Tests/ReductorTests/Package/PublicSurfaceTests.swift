import Foundation
import Testing

/// Each layer's public API as `swift-api-digester -dump-sdk` dumps it, in a child process, from
/// the modules this test run was built with: an underscored name in it is hidden from
/// documentation (`@_documentation(visibility: private)`) or behind an `@_spi`. What is only for
/// this package's own modules is `package` or internal instead, and is not in the dump at all.
///
/// The dump, not the symbol graph or DocC: those leave `_` names out, so they cannot count them.
@Suite struct PublicSurfaceTests {
  @Test func everyUnderscoredNameIsHiddenOrSPI() throws {
    let modules = LayerEdgesTests.layers.filter { !$0.hasSuffix("Shims") }
    var counted = 0
    for module in modules {
      let names = try APIDump.underscoredNames(of: module, in: APIDump.buildProducts())
      let exposed = names.filter { $0.visibility == .documented }
      #expect(
        exposed.isEmpty,
        """
        \(module) documents \(exposed.count) underscored declarations: \
        \(exposed.map(\.path).sorted().joined(separator: ", ")). Make each one 'package' \
        ('@usableFromInline package' where inlinable code uses it), or '@_spi(Internals)' where \
        another package's tests need it, or, where a macro expansion or a public signature must \
        name it, mark it '@_documentation(visibility: private)'.
        """
      )
      counted += names.count
    }
    // The macros' and the operators' names are in the dump: the walk found them.
    #expect(counted > 50)
  }

  /// The same check finds a documented underscored name in a module made for it, and only that.
  @Test func theCheckFindsADocumentedUnderscoredName() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Fixture.swift")
    try """
    public struct _Documented {}
    @_documentation(visibility: private) public struct _Hidden {}
    @_spi(Internals) public struct _Spied {}
    package struct _Packaged {}
    public struct Visible {
      public init() {}
      public func _documentedMember() {}
      @_documentation(visibility: private) public func _hiddenMember() {}
    }
    """.write(to: source, atomically: true, encoding: .utf8)
    let build = try SwiftPackage.runTool([
      "swiftc", "-emit-module", "-parse-as-library", "-module-name", "UnderscoreFixture",
      "-package-name", "fixture", "-emit-module-path",
      folder.appendingPathComponent("UnderscoreFixture.swiftmodule").path, source.path,
    ])
    try #require(build.status == 0, "\(build.errors)")

    let names = try APIDump.underscoredNames(of: "UnderscoreFixture", in: folder)
    #expect(
      names.map { "\($0.path) \($0.visibility)" }.sorted() == [
        "Visible._documentedMember() documented", "Visible._hiddenMember() hidden",
        "_Documented documented", "_Hidden hidden", "_Spied spi",
      ]
    )
  }
}

/// Reading `swift-api-digester -dump-sdk` output.
enum APIDump {
  /// A public declaration whose name starts with one underscore.
  struct Name {
    enum Visibility: String, CustomStringConvertible {
      case documented, hidden, spi
      var description: String { rawValue }
    }
    /// `Type.member()`.
    let path: String
    let visibility: Visibility
  }

  /// The folder that holds the build's `Modules/`: the one this test binary was built into.
  static func buildProducts() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while folder.pathComponents.count > 1 {
      folder.deleteLastPathComponent()
      let core = folder.appendingPathComponent("Modules/ReductorCore.swiftmodule")
      if FileManager.default.fileExists(atPath: core.path) { return folder }
    }
    throw CocoaError(
      .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/ReductorCore.swiftmodule"])
  }

  /// The underscored public declarations of `module`, dumped from the modules in `folder`
  /// (its `Modules/` if it has one), with the C shims' module maps beside them.
  static func underscoredNames(of module: String, in folder: URL) throws -> [Name] {
    let modules = folder.appendingPathComponent("Modules")
    let search = FileManager.default.fileExists(atPath: modules.path) ? modules : folder
    let maps = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("Shims.build") }.sorted()
      .flatMap { ["-Xcc", "-fmodule-map-file=\(folder.path)/\($0)/module.modulemap"] }
    let output = folder.appendingPathComponent("\(module)-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let dump = try SwiftPackage.runTool(
      ["swift-api-digester", "-dump-sdk", "-module", module, "-I", search.path, "-o", output.path]
        + maps
    )
    guard dump.status == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: dump.errors])
    }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
    guard let root = (json as? [String: Any])?["ABIRoot"] as? [String: Any] else { return [] }
    var names: [Name] = []
    collect(root, module: module, parent: nil, into: &names)
    return names
  }

  /// Walks a dumped node: declarations carry a `declKind`; accessors and imports are not
  /// declarations of their own, `implicit` ones are the compiler's (inferred type witnesses),
  /// `isInternal` ones are `@usableFromInline`, and `__` names are the compiler's too.
  private static func collect(
    _ node: [String: Any], module: String, parent: String?, into names: inout [Name]
  ) {
    let name = node["printedName"] as? String ?? node["name"] as? String ?? ""
    if let kind = node["declKind"] as? String, !["Accessor", "Import"].contains(kind),
      name.hasPrefix("_"), !name.hasPrefix("__"),
      node["isInternal"] as? Bool != true, node["implicit"] as? Bool != true,
      (node["moduleName"] as? String ?? module) == module
    {
      let attributes = node["declAttributes"] as? [String] ?? []
      let visibility: Name.Visibility =
        !(node["spi_group_names"] as? [String] ?? []).isEmpty
        ? .spi : attributes.contains("Documentation") ? .hidden : .documented
      names.append(Name(path: parent.map { "\($0).\(name)" } ?? name, visibility: visibility))
    }
    let path =
      node["kind"] as? String == "TypeDecl" ? parent.map { "\($0).\(name)" } ?? name : parent
    for child in node["children"] as? [[String: Any]] ?? [] {
      collect(child, module: module, parent: path, into: &names)
    }
  }
}
