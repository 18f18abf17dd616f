import SwiftSyntaxMacros

/// Every macro this plugin provides, by the type name the `#externalMacro` declarations use.
nonisolated(unsafe) let reductorMacros: [String: any Macro.Type] = [
  "CasePathableMacro": CasePathableMacro.self,
  "ChildActionsMacro": ChildActionsMacro.self,
  "NestedCasePathableMacro": NestedCasePathableMacro.self,
  "DependencyClientMacro": DependencyClientMacro.self,
  "DependenciesMacro": DependenciesMacro.self,
  "ReducerMacro": ReducerMacro.self,
  "ReducerCaseIgnoredMacro": ReducerCaseIgnoredMacro.self,
  "ReducerCaseEphemeralMacro": ReducerCaseEphemeralMacro.self,
  "ObservableStateMacro": ObservableStateMacro.self,
  "ObservationStateIgnoredMacro": ObservationStateIgnoredMacro.self,
  "PresentsMacro": PresentsMacro.self,
  "ViewActionMacro": ViewActionMacro.self,
]

#if canImport(SwiftCompilerPlugin)
  // The SwiftSyntax package (REDUCTOR_SWIFT_SYNTAX=package) has SwiftCompilerPlugin.
  import SwiftCompilerPlugin

  /// The compiler plugin entry point.
  @main
  struct ReductorMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = Array(reductorMacros.values)
  }
#else
  // The toolchain's SwiftSyntax has only the message handling SwiftCompilerPlugin is built on.
  @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

  /// The compiler plugin entry point: serves Reductor's macros to the compiler over standard
  /// I/O.
  @main
  struct ReductorMacrosPlugin: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
      guard let macro = reductorMacros[typeName] else {
        throw UnknownMacro(name: typeName)
      }
      return macro
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
      throw UnknownMacro(name: moduleName)
    }

    var features: [PluginFeature] { [.loadPluginLibrary] }

    static func main() throws {
      let connection = try StandardIOMessageConnection()
      let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
      try listener.main()
    }
  }
#endif

/// Thrown when the compiler asks for a macro this plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
  let name: String
  var description: String { "Reductor's macro plugin has no macro named '\(name)'." }
}
