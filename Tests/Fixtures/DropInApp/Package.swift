// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package written for TCA, built on Linux against Reductor's drop-in modules with no edit
// of its imports: its modules import `Dependencies`, `DependenciesMacros`,
// `ComposableArchitecture` and each companion module by its upstream name. On other platforms
// the same manifest takes TCA's packages. `.ci/run` builds it and runs its tests with
// REDUCTOR_DROP_IN=1; the README shows the part between the `docs:` markers.

// The Reductor checkout three folders up, by path (SwiftPM names a path dependency after its
// folder, which differs between clones). An app names its own: `.package(path: "../Reductor")`
// or `.package(url: …, branch: …)`.
let checkout = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // DropInApp
  .deletingLastPathComponent()  // Fixtures
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the checkout
  .standardizedFileURL
let reductor = checkout.lastPathComponent

// docs:manifest
#if os(Linux)
  // Reductor declares the modules with TCA's names only when asked, so that they cannot clash
  // with those packages where they are used. Every SwiftPM command needs the variable.
  guard ProcessInfo.processInfo.environment["REDUCTOR_DROP_IN"] == "1" else {
    fatalError("Set REDUCTOR_DROP_IN=1 for every SwiftPM command on Linux (build, test, resolve).")
  }
  let architecture: [Package.Dependency] = [.package(path: checkout.path)]
  func product(_ name: String, upstream: String) -> Target.Dependency {
    .product(name: name, package: reductor)
  }
#else
  let architecture: [Package.Dependency] = [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.2.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-navigation", from: "2.2.0"),
    .package(url: "https://github.com/pointfreeco/swift-perception", from: "1.4.0"),
    .package(url: "https://github.com/pointfreeco/swift-sharing", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ]
  func product(_ name: String, upstream: String) -> Target.Dependency {
    .product(name: name, package: upstream)
  }
#endif
// docs:end

let package = Package(
  name: "DropInApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: architecture,
  targets: [
    // A dependency client, in a module that imports only Dependencies and DependenciesMacros.
    .target(
      name: "SearchClient",
      dependencies: [
        product("Dependencies", upstream: "swift-dependencies"),
        product("DependenciesMacros", upstream: "swift-dependencies"),
      ]
    ),
    // A feature, importing ComposableArchitecture.
    .target(
      name: "Search",
      dependencies: [
        "SearchClient",
        product("ComposableArchitecture", upstream: "swift-composable-architecture"),
      ]
    ),
    // One use of each other drop-in module, each file importing only its own.
    .target(
      name: "Modelos",
      dependencies: [
        product("CasePaths", upstream: "swift-case-paths"),
        product("Clocks", upstream: "swift-clocks"),
        product("ConcurrencyExtras", upstream: "swift-concurrency-extras"),
        product("CustomDump", upstream: "swift-custom-dump"),
        product("IdentifiedCollections", upstream: "swift-identified-collections"),
        product("IssueReporting", upstream: "xctest-dynamic-overlay"),
        product("Perception", upstream: "swift-perception"),
        product("Sharing", upstream: "swift-sharing"),
        product("SwiftNavigation", upstream: "swift-navigation"),
        product("XCTestDynamicOverlay", upstream: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "SearchTests",
      dependencies: [
        "Search", "SearchClient", "Modelos",
        product("ComposableArchitecture", upstream: "swift-composable-architecture"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
