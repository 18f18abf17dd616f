internal import Foundation
import ReductorDependencies

/// How a session recording names what it recorded: features, the way an action reached a
/// level, dependencies, and the library's own code.
enum SessionNames {
  /// A feature's name without its module: `Detalle`, `Detalle.Destino`.
  static func feature(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// An action's outermost case, as `editarPulsado`.
  static func caseName(of action: Any) -> String {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return "\(type(of: action))" }
    return mirror.children.first?.label ?? "\(action)"
  }

  /// The steps from a level's action down to its child's: case names, `presented` for a
  /// presentation's action, `[id: 3]` for a row's or a stack element's; `nil` when the
  /// child's action is not inside the parent's.
  static func routeSteps(from parent: Any, to childType: Any.Type) -> [String]? {
    var value = parent
    var steps: [String] = []
    for _ in 0..<16 {
      if type(of: value) == childType { return steps }
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, let child = mirror.children.first,
        let label = child.label
      else { return nil }
      let typeName = String(reflecting: type(of: value))
      if label == "presented", typeName.hasPrefix("ReductorCore.PresentationAction<") {
        steps.append("presented")
        value = child.value
        continue
      }
      if label == "element",
        typeName.hasPrefix("ReductorCore.IdentifiedAction<")
          || typeName.hasPrefix("ReductorCore.StackAction<")
      {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { return nil }
        steps.append("[id: \(SwiftSource.expression(pair[0]))]")
        value = pair[1]
        continue
      }
      steps.append(label)
      value = child.value
    }
    return nil
  }

  /// How a level was reached from the level above: `destino presented`, `filas[id: 3]`,
  /// `camino[id: 1]`, `case detalle` (a `@Reducer enum`'s case); empty for the recorded
  /// feature, or a child whose actions are its parent's.
  static func route(from parentAction: Any?, to action: Any, parentFeature: Any.Type?) -> String {
    guard let parentAction,
      let steps = routeSteps(from: parentAction, to: type(of: action)), !steps.isEmpty
    else { return "" }
    // The case path, without the presentation's `presented`, which is said after it.
    var text = ""
    for step in steps where step != "presented" {
      text += step.hasPrefix("[") || text.isEmpty ? step : "." + step
    }
    if steps.contains("presented") { text += " presented" }
    if let parentFeature, parentFeature is any CaseReducer.Type { return "case " + text }
    return text
  }

  /// Whether a level was reached through a presentation, a row or a stack element.
  static func isChildRoute(from parentAction: Any?, to action: Any) -> Bool {
    guard let parentAction, let steps = routeSteps(from: parentAction, to: type(of: action))
    else { return false }
    return steps.contains { $0 == "presented" || $0.hasPrefix("[") }
  }

  /// The modules of this library, whose own dependency reads are not the user's.
  private static let libraryModules: Set<Substring> = [
    "ReductorCore", "Reductor", "ReductorDependencies", "ReductorSharing", "ReductorNavigation",
    "ReductorClocks", "ReductorPerception", "ReductorCustomDump", "ReductorCasePaths",
    "ReductorIdentifiedCollections", "ReductorIssueReporting", "ReductorConcurrencyExtras",
    "ReductorDependenciesMacros", "ComposableArchitecture", "Dependencies", "Sharing",
    "SwiftNavigation", "Clocks",
  ]

  /// Whether code at `fileID` is this library's.
  static func isLibrary(_ fileID: StaticString) -> Bool {
    let text = "\(fileID)"
    return libraryModules.contains(text.prefix { $0 != "/" })
  }

  /// Whether `module` is one of this library's.
  static func isLibraryModule(_ module: String) -> Bool {
    libraryModules.contains(Substring(module))
  }

  /// A dependency's name, as a test writes it after `$0.`: the key path's property (`uuid`),
  /// read from the `@Dependency` declaration's line where the runtime cannot name it (on
  /// Linux, a computed property's key path has no name at run time); `[APIClient.self]` for a
  /// type key.
  static func dependency(_ read: DependencyRead) -> String {
    if let name = read.name {
      if name.hasPrefix("\\.") { return String(name.dropFirst(2)) }
      if name.hasSuffix(".self") {
        return "[" + SwiftSource.typeName(forWritten: String(name.dropLast(5))) + ".self]"
      }
      return name
    }
    return declaredName(filePath: "\(read.filePath)", line: Int(read.line))
      ?? "<#\(SwiftSource.typeName(read.valueType) ?? "dependency")#>"
  }

  /// The names found on `@Dependency` declarations, by file and line.
  nonisolated(unsafe) private static var declarations: [String: String?] = [:]
  private static let lock = NSLock()

  /// `uuid` from a line `@Dependency(\.uuid) var uuid` of the file at `filePath`.
  private static func declaredName(filePath: String, line: Int) -> String? {
    let key = "\(filePath):\(line)"
    if let known = lock.withLock({ declarations[key] }) { return known }
    var name: String?
    if let text = try? String(contentsOfFile: filePath, encoding: .utf8) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if line >= 1, line <= lines.count,
        let range = lines[line - 1].range(
          of: #"@Dependency\(\s*\\\.([A-Za-z_][A-Za-z0-9_]*)"#,
          options: .regularExpression)
      {
        let match = lines[line - 1][range]
        name = match.split(separator: ".").last.map(String.init)
      }
    }
    lock.withLock { declarations[key] = .some(name) }
    return name
  }
}

extension SwiftSource {
  /// A type name `String(reflecting:)` wrote (`Module.APIClient`), without its module.
  static func typeName(forWritten name: String) -> String {
    guard let dot = name.firstIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}
