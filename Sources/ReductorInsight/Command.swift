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
    usage: reductor tree [--format mermaid|text|json|dot] [PATHS…]
           reductor lint [--json] [--strict] [--max-depth N] [PATHS…]

    PATHS are files and folders (default: the current folder), read recursively. A folder with
    a Package.swift is split into its Sources/* and Tests/* folders, one module each.
    --module NAME=PATH reads PATH as the module NAME (what the command plugins pass).

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
    var json = false
    var strict = false
    var maxDepth = 5
    var paths: [String] = []
    var modules: [(name: String, path: String)] = []
    var rest = arguments.dropFirst()[...]
    func value(after option: String) throws -> String {
      guard let next = rest.popFirst() else {
        throw Failure.usage("reductor: \(option) needs a value\n\n" + usage)
      }
      return next
    }
    while let argument = rest.popFirst() {
      switch (command, argument) {
      case ("tree", "--format"):
        let name = try value(after: argument)
        guard let chosen = TreeFormat(rawValue: name) else {
          throw Failure.usage("reductor: unknown format '\(name)' (mermaid, text, json or dot)")
        }
        format = chosen
      case ("lint", "--json"):
        json = true
      case ("lint", "--strict"):
        strict = true
      case ("lint", "--max-depth"):
        let text = try value(after: argument)
        guard let number = Int(text), number > 0 else {
          throw Failure.usage("reductor: --max-depth needs a positive number, not '\(text)'")
        }
        maxDepth = number
      case (_, "--module"):
        let text = try value(after: argument)
        guard let equals = text.firstIndex(of: "=") else {
          throw Failure.usage("reductor: --module takes NAME=PATH, not '\(text)'")
        }
        modules.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
      case (_, "--help"), (_, "-h"):
        return Result(output: usage, error: "", status: 0)
      default:
        if argument.hasPrefix("-") {
          throw Failure.usage("reductor \(command): unknown option '\(argument)'\n\n" + usage)
        }
        paths.append(argument)
      }
    }
    let analysis = try Analysis(
      InsightInputs.targets(paths: paths, modules: modules, currentDirectory: currentDirectory)
    )
    if command == "tree" {
      let text = analysis.tree.rendered(as: format)
      return Result(output: format == .json ? text + "\n" : text, error: "", status: 0)
    }
    let findings = analysis.lint(LintOptions(maxDepth: maxDepth))
    return Result(
      output: json ? findings.json() + "\n" : findings.text(), error: "",
      status: strict && !findings.isEmpty ? 1 : 0
    )
  }
}
