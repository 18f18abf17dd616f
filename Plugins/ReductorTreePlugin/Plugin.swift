import Foundation
import PackagePlugin

/// `swift package reductor-tree [--target NAME]… [--format mermaid|text|json|dot]`: runs
/// `reductor tree` over the package's targets (or the ones named), each as its own module, and
/// prints the tree.
@main
struct ReductorTreePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let modules = targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind != .test || !names.isEmpty }
      .flatMap { ["--module", "\($0.name)=\($0.directoryURL.path)"] }
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
