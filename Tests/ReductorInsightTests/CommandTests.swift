import Foundation
import Testing

@testable import ReductorInsight

/// `reductor` as a user runs it: arguments, input read from disk, output and exit status. The
/// last tests run the built executable in a child process.
@Suite struct CommandTests {
  /// A temporary folder with `files` (relative path → text), removed after `body`.
  func withFolder<R>(_ files: [String: String], _ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-insight-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try body(folder)
  }

  static let feature = "@Reducer struct Uno { }\n"

  @Test func aPackageFolderIsSplitIntoItsTargetsAndBuildIsSkipped() throws {
    try withFolder([
      "Package.swift": "// swift-tools-version: 6.0\n",
      "Sources/Modelo/Uno.swift": Self.feature,
      "Sources/Vista/Dos.swift": "@Reducer struct Dos { }\n",
      "Tests/ModeloTests/Tres.swift": "@Reducer struct Tres { }\n",
      ".build/checkouts/x/Cuatro.swift": "@Reducer struct Cuatro { }\n",
      "Sources/Modelo/.build/Cinco.swift": "@Reducer struct Cinco { }\n",
    ]) { folder in
      let targets = try InsightInputs.targets(paths: [folder.path])
      #expect(targets.map(\.module) == ["Modelo", "Vista", "ModeloTests"])
      let tree = try Analysis(targets).tree
      #expect(
        tree.features.map { "\($0.module).\($0.name)" } == [
          "Modelo.Uno", "Vista.Dos", "ModeloTests.Tres",
        ])
      #expect(tree.features.allSatisfy { $0.file.hasPrefix("/") })
    }
  }

  @Test func aFolderOrAFileIsOneTargetNamedAfterItsFolder() throws {
    try withFolder([
      "Caracteristicas/A/Uno.swift": Self.feature,
      "Caracteristicas/Dos.swift": "@Reducer struct Dos { }\n",
    ]) { folder in
      let targets = try InsightInputs.targets(paths: [
        folder.appendingPathComponent("Caracteristicas").path,
        folder.appendingPathComponent("Caracteristicas/A/Uno.swift").path,
      ])
      #expect(targets.map(\.module) == ["Caracteristicas", "A"])
      #expect(targets[0].sources.count == 2)
      let result = InsightCommand.run(
        ["tree", "--format", "json"],
        currentDirectory: folder.appendingPathComponent("Caracteristicas").path)
      #expect(result.status == 0)
      #expect(result.output.contains(#""module" : "Caracteristicas""#))
    }
  }

  @Test func badInputExitsWithStatus2NamingTheFile() throws {
    try withFolder(["Roto.swift": "@Reducer struct Roto {\n  var x: = \n"]) { folder in
      let broken = InsightCommand.run(["lint", folder.path])
      #expect(broken.status == 2)
      #expect(broken.error.contains(folder.appendingPathComponent("Roto.swift").path))
      #expect(broken.error.contains("does not parse"))
      let missing = InsightCommand.run(["tree", folder.appendingPathComponent("NoEsta").path])
      #expect(missing.status == 2)
      #expect(missing.error.contains("NoEsta: error: no such file or folder"))
    }
    #expect(InsightCommand.run([]).status == 2)
    #expect(InsightCommand.run(["dibujar"]).status == 2)
    #expect(InsightCommand.run(["tree", "--format", "png"]).status == 2)
    #expect(InsightCommand.run(["lint", "--max-depth", "cero"]).status == 2)
    #expect(InsightCommand.run(["tree", "--strict"]).status == 2)
  }

  @Test func lintExitsWith1OnlyWhenStrictAndSomethingWasFound() throws {
    let dirty = """
      @Reducer struct Hijo { enum Action { case tocar } }
      @Reducer struct Padre {
        struct State { var hijo = Hijo.State() }
        enum Action { case hijo(Hijo.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.hijo, action: \\.hijo) { Hijo() }
          Reduce { state, action in
            switch action {
            case .hijo(.tocar): return .none
            }
          }
        }
      }
      """
    try withFolder(["Sucio/P.swift": dirty, "Limpio/U.swift": Self.feature]) { folder in
      let sucio = folder.appendingPathComponent("Sucio").path
      let limpio = folder.appendingPathComponent("Limpio").path
      #expect(InsightCommand.run(["lint", sucio]).status == 0)
      let strict = InsightCommand.run(["lint", "--strict", sucio])
      #expect(strict.status == 1)
      #expect(strict.output.contains("P.swift:9:18: warning: [non-delegate-child-action]"))
      #expect(
        InsightCommand.run(["lint", "--strict", limpio]) == .init(output: "", error: "", status: 0))
      let json = InsightCommand.run(["lint", "--json", sucio])
      let decoded = try JSONDecoder().decode([LintFinding].self, from: Data(json.output.utf8))
      #expect(decoded.map(\.rule) == ["non-delegate-child-action"])
      #expect(
        decoded.first?.file
          == folder.appendingPathComponent("Sucio/P.swift").standardizedFileURL.path)
      #expect(InsightCommand.run(["lint", "--json", limpio]).output == "[\n\n]\n")
    }
  }

  // MARK: - The executable

  /// The built `reductor`, beside the test bundle in the build's products folder.
  static var executable: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("reductor").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("reductor")
  }

  func runExecutable(_ arguments: [String]) throws -> (status: Int32, output: String, error: String)
  {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test func theExecutableDrawsLesson003AndLintsItClean() throws {
    #expect(
      FileManager.default.isExecutableFile(atPath: Self.executable.path), "\(Self.executable.path)")
    let folder = checkout.appendingPathComponent(
      "Sources/Examples/Leccion003PresentacionesAnidadas"
    ).path
    let tree = try runExecutable(["tree", folder])
    #expect(tree.status == 0)
    #expect(tree.output.contains("Inventario -->|presented destino.detalle| Detalle"))
    let lint = try runExecutable([
      "lint", "--strict", folder,
      checkout.appendingPathComponent("Sources/Examples/GettingStarted").path,
    ])
    #expect(lint.status == 0, "\(lint.output)")
  }

  @Test func theExecutableReportsBadInputWithStatus2() throws {
    let missing = try runExecutable(["lint", "/no/such/folder"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("/no/such/folder: error: no such file or folder"))
    let strict = try runExecutable([
      "lint", "--strict",
      checkout.appendingPathComponent("Sources/Examples/Leccion004Jerarquia").path,
    ])
    #expect(strict.status == 1)
    #expect(strict.output.contains("warning: [forwarding-only-level] Pestana"))
  }
}
