import Foundation
import PackagePlugin

/// `swift package reductor-tree [--target NAME]… [--format mermaid|text|json|dot]`: runs
/// `reductor tree` over the package's targets (or the ones named), each as its own module (the
/// targets they depend on read only to resolve names), and prints the tree.
@main
struct ReductorTreePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
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
    let status = try run(tool.url, ["tree"] + extractor.remainingArguments + modules)
    if status != 0 {
      Diagnostics.error("reductor tree exited with status \(status)")
    }
  }

  /// Runs the tool, its output going to the plugin's.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
