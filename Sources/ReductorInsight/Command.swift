import Foundation

/// The `reductor` command line: parses the arguments, runs `tree` or `lint`, and says what to
/// print and how to exit. `ReductorTool` prints it; tests call it directly.
public struct InsightCommand {
  /// What the command writes, and its exit status.
  public struct Result: Equatable, Sendable {
    public var output: String
    public var error: String
    /// 0; 1 for `lint --strict` with findings; 2 for bad input or usage.
    public var status: Int32
  }

  public static let usage = """
    usage: reductor tree [--format mermaid|text|json|dot] [--root NAME]… [--depth N] [PATHS…]
           reductor lint [--json] [--strict] [--max-depth N] [PATHS…]
           reductor lint --explain RULE

    PATHS are files and folders (default: the current folder), read recursively. A folder with
    a Package.swift is split into its Sources/* and Tests/* folders, one module each.
    --root draws the tree under one feature: Name, Module.Name or file:Name.
    --depth draws that many levels from each root.
    --module NAME=PATH reads PATH as the module NAME (what the command plugins pass);
    --context-module NAME=PATH reads it only to resolve names.
    lint reads each module's .reductor-lint.json (components, disabled, maxDepth), looked up
    from its folder upward to the folder holding Package.swift.

    Exit status: 0; 1 with --strict when lint found something; 2 on bad input or usage.

    """

  private enum Failure: Error {
    case usage(String)
  }

  /// Runs the command `arguments` (without the program's name) in `currentDirectory`.
  public static func run(
    _ arguments: [String],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Result {
    do {
      return try execute(arguments, currentDirectory: currentDirectory)
    } catch let Failure.usage(message) {
      return Result(output: "", error: message + "\n", status: 2)
    } catch let error as InsightInputError {
      return Result(output: "", error: error.description + "\n", status: 2)
    } catch let error as TreeSelectionError {
      return Result(output: "", error: error.description + "\n", status: 2)
    } catch {
      return Result(output: "", error: "reductor: \(error)\n", status: 2)
    }
  }

  private static func execute(_ arguments: [String], currentDirectory: String) throws -> Result {
    guard let command = arguments.first else { throw Failure.usage(usage) }
    if command == "--help" || command == "-h" {
      return Result(output: usage, error: "", status: 0)
    }
    guard command == "tree" || command == "lint" else {
      throw Failure.usage("reductor: unknown command '\(command)'\n\n" + usage)
    }
    var format = TreeFormat.mermaid
    var selection = TreeSelection()
    var json = false
    var strict = false
    var maxDepth: Int?
    var paths: [String] = []
    var modules: [(name: String, path: String)] = []
    var contextModules: [(name: String, path: String)] = []
    var rest = arguments.dropFirst()[...]
    func value(after option: String) throws -> String {
      guard let next = rest.popFirst() else {
        throw Failure.usage("reductor: \(option) needs a value\n\n" + usage)
      }
      return next
    }
    func positive(after option: String) throws -> Int {
      let text = try value(after: option)
      guard let number = Int(text), number > 0 else {
        throw Failure.usage("reductor: \(option) needs a positive number, not '\(text)'")
      }
      return number
    }
    func module(after option: String) throws -> (String, String) {
      let text = try value(after: option)
      guard let equals = text.firstIndex(of: "=") else {
        throw Failure.usage("reductor: \(option) takes NAME=PATH, not '\(text)'")
      }
      return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
    while let argument = rest.popFirst() {
      switch (command, argument) {
      case ("tree", "--format"):
        let name = try value(after: argument)
        guard let chosen = TreeFormat(rawValue: name) else {
          throw Failure.usage("reductor: unknown format '\(name)' (mermaid, text, json or dot)")
        }
        format = chosen
      case ("tree", "--root"):
        selection.roots.append(try value(after: argument))
      case ("tree", "--depth"):
        selection.depth = try positive(after: argument)
      case ("lint", "--json"):
        json = true
      case ("lint", "--strict"):
        strict = true
      case ("lint", "--max-depth"):
        maxDepth = try positive(after: argument)
      case ("lint", "--explain"):
        let name = try value(after: argument)
        guard let rule = LintRule(rawValue: name) else {
          throw Failure.usage(
            "reductor: '\(name)' is not a rule of reductor lint ("
              + LintRule.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return Result(output: rule.explanation, error: "", status: 0)
      case (_, "--module"):
        modules.append(try module(after: argument))
      case (_, "--context-module"):
        contextModules.append(try module(after: argument))
      case (_, "--help"), (_, "-h"):
        return Result(output: usage, error: "", status: 0)
      default:
        if argument.hasPrefix("-") {
          throw Failure.usage("reductor \(command): unknown option '\(argument)'\n\n" + usage)
        }
        paths.append(argument)
      }
    }
    let targets = try InsightInputs.targets(
      paths: paths, modules: modules, currentDirectory: currentDirectory)
    let context = try InsightInputs.targets(
      paths: [], modules: contextModules, currentDirectory: currentDirectory)
    let analysis = try Analysis(targets, context: contextModules.isEmpty ? [] : context)
    try checkForFeatures(
      analysis, paths: paths.isEmpty && modules.isEmpty ? ["."] : paths,
      modules: modules.map(\.name), currentDirectory: currentDirectory)
    if command == "tree" {
      let text = try analysis.tree.selecting(selection).rendered(as: format)
      return Result(output: format == .json ? text + "\n" : text, error: "", status: 0)
    }
    var configurations: [String: LintConfiguration] = [:]
    for target in targets {
      if let folder = target.folder, let found = try LintConfiguration.find(from: folder) {
        configurations[target.module] = found
      }
    }
    let findings = analysis.lint(
      LintOptions(
        maxDepth: maxDepth ?? 5, maxDepthIsExplicit: maxDepth != nil,
        configurations: configurations))
    return Result(
      output: json ? findings.json() + "\n" : findings.text(), error: "",
      status: strict && !findings.isEmpty ? 1 : 0
    )
  }

  /// Fails, naming the path, when a path given holds no feature (or when none of the modules
  /// given does): a tree of nothing is almost always the wrong folder.
  private static func checkForFeatures(
    _ analysis: Analysis, paths: [String], modules: [String], currentDirectory: String
  ) throws {
    let files = analysis.tree.features.map(\.file)
    for path in paths {
      let absolute =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path).standardizedFileURL.path
        : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
          .standardizedFileURL.path
      let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
      if !files.contains(where: { $0 == absolute || $0.hasPrefix(prefix) }) {
        throw InsightInputError(path: absolute, reason: "no features found in \(path)")
      }
    }
    if paths.isEmpty, !modules.isEmpty, files.isEmpty {
      throw InsightInputError(
        path: modules.joined(separator: ", "),
        reason: "no features found in \(modules.joined(separator: ", "))")
    }
  }
}
