// swift-tools-version: 6.0
import Foundation
import CompilerPluginSupport
import PackageDescription

// Reductor's macros build against the SwiftSyntax that ships inside the active Swift toolchain
// (`usr/lib/swift/host/` beside the `swift` binary), so a fresh clone builds with no network and
// no package dependency. The folder is found from `PATH`; set `REDUCTOR_SWIFT_HOST_LIBS` to
// point at it explicitly.
let hostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let override = environment["REDUCTOR_SWIFT_HOST_LIBS"], !override.isEmpty {
    return override
  }
  let fileManager = FileManager.default
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
    // Resolve links such as /usr/bin/swift -> /opt/swift/usr/bin/swift.
    let binary = swift.resolvingSymlinksInPath()
    let host = binary.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if fileManager.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
      return host.path
    }
  }
  return ""
}()

guard !hostLibraries.isEmpty,
  FileManager.default.fileExists(atPath: hostLibraries + "/SwiftSyntax.swiftmodule")
else {
  fatalError(
    """
    Reductor: could not find the toolchain's SwiftSyntax (usr/lib/swift/host beside `swift`).
    Put a Swift 6 toolchain's `swift` on PATH, or set REDUCTOR_SWIFT_HOST_LIBS to the folder \
    that holds SwiftSyntax.swiftmodule and libSwiftSyntax.so (e.g. /opt/swift/usr/lib/swift/host).
    """
  )
}

let syntaxLibraries = [
  "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftParser", "SwiftDiagnostics",
  "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling", "SwiftBasicFormat",
  "SwiftOperators", "SwiftParserDiagnostics", "SwiftIfConfig",
]

let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let syntaxLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])
] + syntaxLibraries.map { .linkedLibrary($0) }

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Reductor",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Reductor", targets: ["Reductor"]),
    // The demo app: `swift run inventario`.
    .executable(name: "inventario", targets: ["inventario"]),
    // Benchmarks: `swift run -c release reductor-benchmarks` (see docs/performance.md).
    .executable(name: "reductor-benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The runtime: case paths, identified collections, reducers, effects, the store,
    // dependencies, navigation and testing. It does not link SwiftSyntax.
    .target(name: "ReductorCore", dependencies: ["ReductorCoreShims"]),
    // What the runtime needs from C: thread-local storage.
    .target(name: "ReductorCoreShims"),
    // The compiler plugin that implements Reductor's macros.
    .macro(
      name: "ReductorMacros",
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
    // The module users import: macro declarations plus the runtime, re-exported.
    .target(name: "Reductor", dependencies: ["ReductorCore", "ReductorMacros"]),
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
      name: "InventarioApp", dependencies: ["Reductor", "Leccion003PresentacionesAnidadas"],
      path: "Sources/Inventario/InventarioApp"
    ),
    .executableTarget(
      name: "inventario", dependencies: ["InventarioApp"], path: "Sources/Inventario/Main"
    ),
    .testTarget(
      name: "ReductorTests",
      dependencies: [
        "Reductor",
        "Leccion001Composicion", "Leccion000AccionesAnidadas", "Leccion002AccionesSinHuecos",
        // Lessons 003-004 and the Inventario demo app.
        "Leccion003PresentacionesAnidadas", "Leccion004Jerarquia", "InventarioApp", "Reuniones",
      ]
    ),
    .executableTarget(
      name: "Benchmarks", dependencies: ["Reductor", "ReductorCore", "BenchmarkAllocations"]
    ),
    .target(name: "BenchmarkAllocations"),
    .testTarget(
      name: "ReductorMacrosTests",
      dependencies: ["ReductorMacros"],
      swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
