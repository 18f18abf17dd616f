import Foundation
import PackagePlugin

/// `swift package reductor-lint [--target NAME]… [--strict] [--max-depth N]`: runs
/// `reductor lint` over the package's targets (or the ones named), each as its own module (the
/// targets they depend on read only to resolve names), and reports each finding as a warning
/// at its line, which Xcode shows inline. With `--strict`, a finding fails the command.
@main
struct ReductorLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let strict = extractor.extractFlag(named: "strict") > 0
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let requested = targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind != .test || !names.isEmpty }
    // The targets those depend on are read only to resolve names across modules.
    let requestedNames = Set(requested.map(\.name))
    var dependencies: [SourceModuleTarget] = []
    for target in requested {
      for case let dependency as SourceModuleTarget in target.recursiveTargetDependencies
      where !requestedNames.contains(dependency.name)
        && !dependencies.contains(where: { $0.name == dependency.name })
      {
        dependencies.append(dependency)
      }
    }
    let modules =
      requested.flatMap { ["--module", "\($0.name)=\($0.directoryURL.path)"] }
      + dependencies.flatMap { ["--context-module", "\($0.name)=\($0.directoryURL.path)"] }
    let tool = try context.tool(named: "ReductorTool")
    let (status, output) = try run(
      tool.url, ["lint", "--json"] + extractor.remainingArguments + modules
    )
    guard status == 0 else {
      Diagnostics.error("reductor lint exited with status \(status)")
      return
    }
    let findings = try JSONDecoder().decode([Finding].self, from: output)
    for finding in findings {
      Diagnostics.warning(
        "[\(finding.rule)] \(finding.message) Fix: \(finding.fix)",
        file: finding.file, line: finding.line
      )
    }
    print(
      findings.isEmpty
        ? "reductor lint: no findings"
        : "reductor lint: \(findings.count) "
          + "findings")
    if strict, !findings.isEmpty {
      Diagnostics.error("reductor lint --strict: \(findings.count) findings")
    }
  }

  /// One finding, as `reductor lint --json` writes it.
  struct Finding: Decodable {
    let rule: String
    let file: String
    let line: Int
    let column: Int
    let message: String
    let fix: String
  }

  private func run(_ tool: URL, _ arguments: [String]) throws -> (Int32, Data) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }
}
