import CompilerPluginSupport
// swift-tools-version: 6.2
// Swift 6.2 or later: the code uses `isolated deinit` and `SendableMetatype`.
import Foundation
import PackageDescription

// How the macros get SwiftSyntax, chosen with REDUCTOR_SWIFT_SYNTAX:
//
// - `package`: the SwiftSyntax package, by a version range, with no unsafe flags, so that
//   Reductor can be depended on by version (`from:`) and Xcode builds it. It needs the network
//   the first time, to resolve the package.
// - `toolchain`: the SwiftSyntax libraries inside the toolchain (`usr/lib/swift/host` beside
//   `swift` on PATH, or REDUCTOR_SWIFT_HOST_LIBS), linked through unsafe flags. No package is
//   declared, so nothing is resolved or downloaded: offline builds work, but SwiftPM refuses a
//   package with unsafe flags as a versioned dependency.
//
// Unset, it is `toolchain` on Linux when the toolchain has SwiftSyntax, `package` otherwise
// (always on Apple platforms, where `swift` on PATH is usually a shim).
let environment = ProcessInfo.processInfo.environment

/// The toolchain's folder of SwiftSyntax libraries, or "" when none is found.
func toolchainSyntaxLibraries() -> String {
  let fileManager = FileManager.default
  func hasSyntax(_ folder: String) -> Bool {
    fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
  }
  if let override = environment["REDUCTOR_SWIFT_HOST_LIBS"], !override.isEmpty {
    return hasSyntax(override) ? override : ""
  }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
    let binary = swift.resolvingSymlinksInPath()
    let host = binary.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if hasSyntax(host.path) { return host.path }
  }
  return ""
}

enum SyntaxMode: String {
  case package, toolchain
}

let syntaxMode: SyntaxMode
var hostLibraries = ""
switch environment["REDUCTOR_SWIFT_SYNTAX"] ?? "" {
case "package":
  syntaxMode = .package
case "toolchain":
  hostLibraries = toolchainSyntaxLibraries()
  guard !hostLibraries.isEmpty else {
    fatalError(
      """
      Reductor: REDUCTOR_SWIFT_SYNTAX=toolchain, but the toolchain's SwiftSyntax was not found \
      (usr/lib/swift/host beside `swift`). Put a Swift 6.2 or later toolchain's `swift` on PATH, \
      set REDUCTOR_SWIFT_HOST_LIBS to the folder that holds SwiftSyntax.swiftmodule and \
      libSwiftSyntax.so (e.g. /opt/swift/usr/lib/swift/host), or use \
      REDUCTOR_SWIFT_SYNTAX=package.
      """
    )
  }
  syntaxMode = .toolchain
case "":
  #if os(Linux)
    hostLibraries = toolchainSyntaxLibraries()
    syntaxMode = hostLibraries.isEmpty ? .package : .toolchain
  #else
    syntaxMode = .package
  #endif
case let other:
  fatalError("Reductor: REDUCTOR_SWIFT_SYNTAX must be 'package' or 'toolchain', not '\(other)'.")
}

/// The SwiftSyntax releases that match the Swift versions Reductor builds with (6.2 and 6.3).
let swiftSyntaxVersions: Range<Version> = "602.0.0"..<"604.0.0"

let packageDependencies: [Package.Dependency]
let macroDependencies: [Target.Dependency]
let macroTestDependencies: [Target.Dependency]
let insightDependencies: [Target.Dependency]
let syntaxSwiftSettings: [SwiftSetting]
let syntaxLinkerSettings: [LinkerSetting]
switch syntaxMode {
case .package:
  packageDependencies = [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", swiftSyntaxVersions)
  ]
  func syntax(_ product: String) -> Target.Dependency {
    .product(name: product, package: "swift-syntax")
  }
  macroDependencies = [
    syntax("SwiftSyntax"), syntax("SwiftSyntaxMacros"), syntax("SwiftSyntaxBuilder"),
    syntax("SwiftDiagnostics"), syntax("SwiftCompilerPlugin"),
  ]
  macroTestDependencies = [
    syntax("SwiftSyntax"), syntax("SwiftParser"), syntax("SwiftParserDiagnostics"),
    syntax("SwiftSyntaxMacroExpansion"), syntax("SwiftDiagnostics"), syntax("SwiftSyntaxBuilder"),
  ]
  insightDependencies = [syntax("SwiftSyntax"), syntax("SwiftParser")]
  syntaxSwiftSettings = []
  syntaxLinkerSettings = []
case .toolchain:
  packageDependencies = []
  macroDependencies = []
  macroTestDependencies = []
  insightDependencies = []
  let syntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftParser", "SwiftDiagnostics",
    "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling", "SwiftBasicFormat",
    "SwiftOperators", "SwiftParserDiagnostics", "SwiftIfConfig",
  ]
  syntaxSwiftSettings = [.unsafeFlags(["-I", hostLibraries])]
  syntaxLinkerSettings =
    [
      .unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])
    ] + syntaxLibraries.map { .linkedLibrary($0) }
}

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// The layers of the library, bottom first, each a target that imports only the layers it
/// lists (docs/architecture.md draws them): each mirrors one of the packages TCA is built from,
/// and a layer that needs C has a shim of its own, named after it.
let layers: [Target] = [
  // What the concurrency extras need from C: atomic operations.
  .target(name: "ReductorConcurrencyExtrasShims"),
  // swift-concurrency-extras: locks, `LockIsolated`, `ActorIsolated`, the main serial executor.
  .target(name: "ReductorConcurrencyExtras", dependencies: ["ReductorConcurrencyExtrasShims"]),
  // issue-reporting: `reportIssue`, runtime warnings, the bridges to the test frameworks.
  .target(name: "ReductorIssueReporting", dependencies: ["ReductorConcurrencyExtras"]),
  // custom-dump: dumps and diffs of values.
  .target(
    name: "ReductorCustomDump",
    dependencies: ["ReductorIssueReporting", "ReductorConcurrencyExtras"]
  ),
  // swift-case-paths: case paths and `@CasePathable`.
  .target(
    name: "ReductorCasePaths",
    dependencies: ["ReductorCustomDump", "ReductorIssueReporting", "ReductorMacros"]
  ),
  // What the identified collections need from C: each thread's block of change stamps.
  .target(name: "ReductorIdentifiedCollectionsShims"),
  // swift-identified-collections: `IdentifiedArray`, `Identified`.
  .target(
    name: "ReductorIdentifiedCollections", dependencies: ["ReductorIdentifiedCollectionsShims"]
  ),
  // swift-clocks: `TestClock`, `ImmediateClock`, `UnimplementedClock`, `AnyClock`, timers.
  .target(
    name: "ReductorClocks", dependencies: ["ReductorConcurrencyExtras", "ReductorIssueReporting"]
  ),
  // What the dependencies need from C: the thread-local values a synchronous call binds.
  .target(name: "ReductorDependenciesShims"),
  // swift-dependencies: `@Dependency`, `DependencyValues`, keys and the built-in values.
  .target(
    name: "ReductorDependencies",
    dependencies: [
      "ReductorClocks", "ReductorConcurrencyExtras", "ReductorIssueReporting",
      "ReductorDependenciesShims",
    ]
  ),
  // swift-dependencies' macros: `@DependencyClient`.
  .target(
    name: "ReductorDependenciesMacros",
    dependencies: ["ReductorDependencies", "ReductorIssueReporting", "ReductorMacros"]
  ),
  // swift-perception: `withPerceptionTracking`, over Observation.
  .target(name: "ReductorPerception"),
  // What shared state needs from C: how reads see shared values while an assertion runs.
  .target(name: "ReductorSharingShims"),
  // swift-sharing: `@Shared`, `@SharedReader` and their keys.
  .target(
    name: "ReductorSharing",
    dependencies: [
      "ReductorDependencies", "ReductorIdentifiedCollections", "ReductorCustomDump",
      "ReductorConcurrencyExtras", "ReductorIssueReporting", "ReductorSharingShims",
    ]
  ),
  // swift-navigation: `AlertState`, `ConfirmationDialogState`, `ButtonState`, `TextState`,
  // `observe`.
  .target(
    name: "ReductorNavigation", dependencies: ["ReductorCustomDump", "ReductorConcurrencyExtras"]
  ),
  // The architecture: reducers, effects, the store, navigation state and actions, `TestStore`,
  // and the macros that expand to them.
  .target(
    name: "ReductorCore",
    dependencies: [
      "ReductorConcurrencyExtras", "ReductorIssueReporting", "ReductorCustomDump",
      "ReductorCasePaths", "ReductorIdentifiedCollections", "ReductorClocks",
      "ReductorDependencies", "ReductorPerception", "ReductorSharing", "ReductorNavigation",
      "ReductorMacros",
    ]
  ),
]

/// The names of the layers `Reductor` re-exports (not their C shims).
let layerNames = layers.map(\.name).filter { !$0.hasSuffix("Shims") }

let package = Package(
  name: "Reductor",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Reductor", targets: ["Reductor"]),
    // `reductor tree` and `reductor lint` (Reductor.docc/Insight.md), and the plugins that run them.
    .executable(name: "reductor", targets: ["ReductorTool"]),
    // The same executable under its target's name: SwiftPM builds a plugin's tool from the
    // product named after the tool's target.
    .executable(name: "ReductorTool", targets: ["ReductorTool"]),
    .plugin(name: "ReductorTreePlugin", targets: ["ReductorTreePlugin"]),
    .plugin(name: "ReductorLintPlugin", targets: ["ReductorLintPlugin"]),
    // No product names the demo or the benchmarks: SwiftPM would count their targets against
    // those of an app that depends on Reductor (two packages may not put same-named targets in
    // products). A root package gets an executable product per executable target, so
    // `swift run inventario` and `swift run -c release reductor-benchmarks` still work here.
  ],
  dependencies: packageDependencies,
  targets: layers + [
    // The compiler plugin that implements Reductor's macros.
    .macro(
      name: "ReductorMacros",
      dependencies: macroDependencies,
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    // The module users import: every layer, re-exported.
    .target(name: "Reductor", dependencies: layerNames.map { .target(name: $0) }),
    // The lessons' samples, one module per lesson (they reuse names such as `AppFeature`).
    .target(
      name: "Leccion001Composicion", dependencies: ["Reductor"],
      path: "Sources/Examples/Leccion001Composicion"
    ),
    .target(
      name: "Leccion000AccionesAnidadas", dependencies: ["Reductor"],
      path: "Sources/Examples/Leccion000AccionesAnidadas"
    ),
    .target(
      name: "Leccion002AccionesSinHuecos", dependencies: ["Reductor"],
      path: "Sources/Examples/Leccion002AccionesSinHuecos"
    ),
    // Lessons 003-004 as code, and the Inventario demo app built on lesson 003.
    .target(
      name: "Leccion003PresentacionesAnidadas", dependencies: ["Reductor"],
      path: "Sources/Examples/Leccion003PresentacionesAnidadas"
    ),
    .target(
      name: "Leccion004Jerarquia", dependencies: ["Reductor"],
      path: "Sources/Examples/Leccion004Jerarquia"
    ),
    .target(
      name: "Reuniones", dependencies: ["Reductor"], path: "Sources/Examples/Reuniones"
    ),
    .target(
      name: "GettingStarted", dependencies: ["Reductor"], path: "Sources/Examples/GettingStarted"
    ),
    .target(
      name: "InventarioApp", dependencies: ["Reductor", "Leccion003PresentacionesAnidadas"],
      path: "Sources/Inventario/InventarioApp"
    ),
    // The demo app: `swift run inventario`.
    .executableTarget(
      name: "inventario", dependencies: ["InventarioApp"], path: "Sources/Inventario/Main"
    ),
    // What the tests of the library and of its examples share (catching runtime warnings).
    .target(
      name: "ReductorTestSupport",
      dependencies: ["ReductorIssueReporting", "ReductorConcurrencyExtras"],
      path: "Tests/ReductorTestSupport"
    ),
    // The library's own tests: no example or lesson module, so that a change in one cannot
    // break them.
    .testTarget(
      name: "ReductorTests",
      dependencies: ["Reductor", "ReductorTestSupport"] + layerNames.map { .target(name: $0) }
    ),
    // The examples' and the lessons' tests: every claim of a lesson, the getting-started
    // features, and the Inventario demo app.
    .testTarget(
      name: "ReductorExamplesTests",
      dependencies: [
        "Reductor", "ReductorTestSupport", "ReductorClocks", "ReductorCore",
        "Leccion001Composicion", "Leccion000AccionesAnidadas", "Leccion002AccionesSinHuecos",
        "Leccion003PresentacionesAnidadas", "Leccion004Jerarquia", "InventarioApp", "Reuniones",
        "GettingStarted",
      ]
    ),
    // Benchmarks: `swift run -c release reductor-benchmarks` (see docs/performance.md).
    .executableTarget(
      name: "reductor-benchmarks",
      dependencies: ["Reductor", "ReductorCore", "BenchmarkAllocations"],
      path: "Sources/Benchmarks"
    ),
    .target(name: "BenchmarkAllocations"),
    // `reductor tree` and `reductor lint`: the analysis (SwiftSyntax, as the macros take it),
    // the command-line tool, and the command plugins that run it over a package's targets.
    .target(
      name: "ReductorInsight",
      dependencies: insightDependencies,
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .executableTarget(
      name: "ReductorTool",
      dependencies: ["ReductorInsight"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .plugin(
      name: "ReductorTreePlugin",
      capability: .command(
        intent: .custom(
          verb: "reductor-tree",
          description: "Draws the feature tree of the package's targets (reductor tree)."
        )
      ),
      dependencies: ["ReductorTool"]
    ),
    .plugin(
      name: "ReductorLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "reductor-lint",
          description: "Checks the package's features against the lessons' rules (reductor lint)."
        )
      ),
      dependencies: ["ReductorTool"]
    ),
    .testTarget(
      name: "ReductorInsightTests",
      dependencies: ["ReductorInsight", "ReductorTool"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    .testTarget(
      name: "ReductorMacrosTests",
      dependencies: ["ReductorMacros"] + macroTestDependencies,
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// On Linux, where SwiftUI does not exist, the SwiftUI layer (`Sources/Reductor/SwiftUI`) is
// type-checked and its bindings tested against a stand-in module named `SwiftUI`
// (`Tests/SwiftUIStandIn`). SwiftPM lets no two targets share a source file, so the test
// target's `Layer` folder is a symbolic link to the layer's folder: the same files, compiled a
// second time, in the test target, with `REDUCTOR_SWIFTUI_STAND_IN` defined. Reductor itself
// compiles them only where SwiftUI is Apple's. No product contains the stand-in, and it is not
// declared on Apple platforms.
#if os(Linux)
  package.targets += [
    .target(name: "SwiftUI", path: "Tests/SwiftUIStandIn"),
    .testTarget(
      name: "ReductorSwiftUITests",
      dependencies: ["Reductor", "ReductorCore", "SwiftUI", "Leccion003PresentacionesAnidadas"],
      swiftSettings: [.define("REDUCTOR_SWIFTUI_STAND_IN")]
    ),
  ]
#endif

// Modules named as TCA's packages name theirs, so that TCA code compiles with no edit of its
// imports, declared only when asked for with REDUCTOR_DROP_IN=1: SwiftPM refuses two packages
// in one graph that put same-named targets in products, whether or not anything uses them, so
// an app whose graph also holds swift-custom-dump or xctest-dynamic-overlay (snapshot testing
// brings them) could not depend on Reductor if these were always declared. Traits cannot do
// this: they gate neither targets nor products. Each drop-in is a thin module that re-exports
// its layer and what the upstream module re-exports.
let dropIn: Bool
switch environment["REDUCTOR_DROP_IN"] {
case nil, "":
  dropIn = false
case "1":
  dropIn = true
case let other?:
  fatalError(
    "Reductor: REDUCTOR_DROP_IN must be '1' (declare the drop-in modules) or unset, not '\(other)'."
  )
}

/// Each drop-in module, with the targets it re-exports.
let dropInModules: [(name: String, dependencies: [String])] = [
  (
    "ComposableArchitecture",
    [
      "Reductor", "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "Dependencies",
      "DependenciesMacros", "IdentifiedCollections", "IssueReporting", "Perception", "Sharing",
      "SwiftNavigation",
    ]
  ),
  ("CasePaths", ["ReductorCasePaths"]),
  ("Clocks", ["ReductorClocks"]),
  ("ConcurrencyExtras", ["ReductorConcurrencyExtras"]),
  ("CustomDump", ["ReductorCustomDump"]),
  (
    "Dependencies",
    [
      "ReductorDependencies", "Clocks", "ConcurrencyExtras", "IssueReporting",
      "XCTestDynamicOverlay",
    ]
  ),
  ("DependenciesMacros", ["ReductorDependenciesMacros"]),
  ("IdentifiedCollections", ["ReductorIdentifiedCollections"]),
  ("IssueReporting", ["ReductorIssueReporting"]),
  ("Perception", ["ReductorPerception"]),
  ("Sharing", ["ReductorSharing"]),
  ("SwiftNavigation", ["ReductorNavigation"]),
  ("XCTestDynamicOverlay", ["IssueReporting", "ReductorDependencies"]),
]

if dropIn {
  for module in dropInModules {
    package.targets.append(
      .target(
        name: module.name, dependencies: module.dependencies.map { .target(name: $0) },
        path: "Sources/DropIn/\(module.name)"
      )
    )
    package.products.append(.library(name: module.name, targets: [module.name]))
  }
}

for target in package.targets where target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
