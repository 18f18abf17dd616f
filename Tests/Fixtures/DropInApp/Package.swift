// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package written for TCA on Apple platforms, built on Linux against Reductor's drop-in
// modules with no edit of its imports: its modules import `Dependencies`,
// `DependenciesMacros`, `ComposableArchitecture` and each companion module by its upstream
// name. `.ci/run` builds it and runs its tests with REDUCTOR_DROP_IN=1, which Reductor's
// manifest needs to declare those modules; without it, this manifest stops here.
guard ProcessInfo.processInfo.environment["REDUCTOR_DROP_IN"] == "1" else {
  fatalError("DropInApp: set REDUCTOR_DROP_IN=1, so that Reductor declares its drop-in modules.")
}

// The Reductor checkout three folders up, by path (SwiftPM names a path dependency after its
// folder, which differs between clones).
let checkout = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // DropInApp
  .deletingLastPathComponent()  // Fixtures
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the checkout
  .standardizedFileURL
let reductor = checkout.lastPathComponent

let package = Package(
  name: "DropInApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: checkout.path)],
  targets: [
    // A dependency client, in a module that imports only Dependencies and DependenciesMacros.
    .target(
      name: "SearchClient",
      dependencies: [
        .product(name: "Dependencies", package: reductor),
        .product(name: "DependenciesMacros", package: reductor),
      ]
    ),
    // A feature, importing ComposableArchitecture.
    .target(
      name: "Search",
      dependencies: ["SearchClient", .product(name: "ComposableArchitecture", package: reductor)]
    ),
    // One use of each other drop-in module, each file importing only its own.
    .target(
      name: "Modelos",
      dependencies: [
        "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "IdentifiedCollections",
        "IssueReporting", "Perception", "Sharing", "SwiftNavigation", "XCTestDynamicOverlay",
      ].map { .product(name: $0, package: reductor) }
    ),
    .testTarget(
      name: "SearchTests",
      dependencies: [
        "Search", "SearchClient", "Modelos",
        .product(name: "ComposableArchitecture", package: reductor),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
