import Foundation

/// What a `.reductor-lint.json` says: looked up from a module's folder upward, to the first
/// folder that holds a `Package.swift`.
///
/// ```json
/// {
///   "components": ["DownloadComponent"],
///   "disabled": ["depth"],
///   "maxDepth": 6
/// }
/// ```
///
/// - `components`: features whose actions a parent may match (reusable components with no
///   `delegate`, which TCA teaches), by name or id; other children's are still reported.
/// - `disabled`: rules not run.
/// - `maxDepth`: the deepest chain of features that is not reported (`--max-depth` wins).
public struct LintConfiguration: Codable, Sendable, Hashable {
  public var components: [String]
  public var disabled: [String]
  public var maxDepth: Int?

  public static let fileName = ".reductor-lint.json"

  public init(components: [String] = [], disabled: [String] = [], maxDepth: Int? = nil) {
    self.components = components
    self.disabled = disabled
    self.maxDepth = maxDepth
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    components = try container.decodeIfPresent([String].self, forKey: .components) ?? []
    disabled = try container.decodeIfPresent([String].self, forKey: .disabled) ?? []
    maxDepth = try container.decodeIfPresent(Int.self, forKey: .maxDepth)
  }

  /// The configuration that applies to `folder`: the nearest `.reductor-lint.json` in it or
  /// above it, up to the first folder holding `Package.swift`; none past that.
  ///
  /// Throws ``InsightInputError`` for a file that is not such a configuration, naming it.
  public static func find(from folder: String) throws -> LintConfiguration? {
    var url = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) {
        return try read(candidate)
      }
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        || url.pathComponents.count <= 1
      {
        return nil
      }
      url.deleteLastPathComponent()
    }
  }

  static func read(_ url: URL) throws -> LintConfiguration {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw InsightInputError(path: url.path, reason: "the file cannot be read")
    }
    let configuration: LintConfiguration
    do {
      configuration = try JSONDecoder().decode(LintConfiguration.self, from: data)
    } catch {
      throw InsightInputError(
        path: url.path,
        reason: "not a lint configuration: an object with \"components\", \"disabled\" and "
          + "\"maxDepth\" expected")
    }
    let known = Set(LintRule.allCases.map(\.rawValue))
    if let unknown = configuration.disabled.first(where: { !known.contains($0) }) {
      let rules = LintRule.allCases.map(\.rawValue).joined(separator: ", ")
      throw InsightInputError(
        path: url.path, reason: "'\(unknown)' is not a rule of reductor lint (\(rules))")
    }
    if let depth = configuration.maxDepth, depth < 1 {
      throw InsightInputError(path: url.path, reason: "\"maxDepth\" must be a positive number")
    }
    return configuration
  }
}
