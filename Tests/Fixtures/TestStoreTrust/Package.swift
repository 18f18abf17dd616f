// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A package as a user writes one: it depends on the Reductor checkout three folders up, by
// path, and its tests are plain `swift test` tests. `scripts/check-teststore-fixture.sh` runs
// them in a child process and `check-fixture-output` reads what they printed: tests marked
// must-fail must fail by name with their messages, the others must pass.
//
// SwiftPM names a path dependency after its folder, which differs between clones, so the
// folder's name is read here.
let checkout = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // TestStoreTrust
  .deletingLastPathComponent()  // Fixtures
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the checkout
  .standardizedFileURL

let package = Package(
  name: "TestStoreTrust",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: checkout.path)],
  targets: [
    .target(
      name: "Caja",
      dependencies: [.product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    .testTarget(
      name: "TrustTests",
      dependencies: ["Caja", .product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    // Changes a file-stored shared value and calls `exit(0)`; a test runs it and reads the
    // file back.
    .executableTarget(
      name: "persist-and-exit",
      dependencies: [.product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    // A list with a presented editor and rows, whose sessions `record-session` records and
    // writes as tests into `ReproducedTests`, which `scripts/check-session-fixture.sh` builds
    // and runs.
    .target(
      name: "Sesiones",
      dependencies: [.product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    .executableTarget(
      name: "record-session",
      dependencies: ["Sesiones", .product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    .testTarget(
      name: "ReproducedTests",
      dependencies: ["Sesiones", .product(name: "Reductor", package: checkout.lastPathComponent)]
    ),
    // Reads the output of `swift test` and the markers in the tests' sources; depends on
    // nothing, so it builds in seconds.
    .executableTarget(name: "check-fixture-output"),
  ],
  swiftLanguageModes: [.v6]
)
