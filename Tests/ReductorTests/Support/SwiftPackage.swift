import Foundation
import Reductor

/// `swift package` run in a child process, as a user or a CI script runs it, for tests that read
/// the manifest from outside.
enum SwiftPackage {
  /// The checkout: this file is `Tests/ReductorTests/Support/SwiftPackage.swift`.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  struct Result {
    let status: Int32
    let output: String
    let errors: String
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:]
    }
  }

  /// Runs `swift package <arguments>` on the package at `path` (the checkout by default), in a
  /// scratch folder of its own so that it does not wait on the running build's lock, with
  /// `environment` changed as given (`nil` removes a variable: child processes inherit the
  /// test's environment, which CI may have set).
  static func run(
    _ arguments: [String],
    at path: URL = checkout,
    environment changes: [String: String?] = [:]
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("reductor-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try runTool(
      ["swift", "package", "--package-path", path.path, "--scratch-path", scratch.path]
        + arguments,
      environment: changes
    )
  }

  /// Runs a toolchain command (`["swift-api-digester", …]`), found on `PATH`, in a child
  /// process, with `environment` changed as given.
  static func runTool(
    _ command: [String],
    environment changes: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes while the process runs, so that neither fills and blocks it.
    let errorData = LockIsolated(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) {
      errorData.setValue(errors.fileHandleForReading.readDataToEndOfFile())
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    reading.wait()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.value, as: UTF8.self)
    )
  }

  /// The target named `name` in a dumped manifest.
  static func target(_ name: String, in json: [String: Any]) -> [String: Any]? {
    (json["targets"] as? [[String: Any]])?.first { $0["name"] as? String == name }
  }

  /// The names of the targets `target` depends on, in the same package.
  static func targetDependencies(of target: [String: Any]) -> [String] {
    (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
    }
  }
}
