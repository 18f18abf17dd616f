// reductor-benchmarks: Reductor's hot paths against hand-written code doing the same job.
//
//   swift run -c release reductor-benchmarks              every scenario, full run
//   swift run -c release reductor-benchmarks --filter scope
//   swift run -c release reductor-benchmarks --json       machine-readable results
//   swift run -c release reductor-benchmarks --smoke      a few iterations (CI)
//
// The exit status is 0 whether or not the targets hold: the table says which do.

#if canImport(Glibc)
  import Glibc
#endif

struct Options {
  var filters: [String] = []
  var json = false
  var smoke = false
  var list = false
  /// `--profile SIDE`: run one side only, `--ops` times, and print nothing (for profilers).
  var profileSide: String?
  var profileOperations = 10_000

  init(arguments: [String]) {
    var remaining = arguments.dropFirst()
    while let argument = remaining.popFirst() {
      switch argument {
      case "--filter":
        if let value = remaining.popFirst() { filters.append(value) }
      case "--json": json = true
      case "--smoke": smoke = true
      case "--list": list = true
      case "--profile":
        profileSide = remaining.popFirst()
        guard profileSide == "reductor" || profileSide == "baseline" else {
          FileHandleStandardError.write("--profile takes reductor or baseline\n")
          exit(2)
        }
      case "--ops":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 0 else {
          FileHandleStandardError.write("--ops takes a count\n")
          exit(2)
        }
        profileOperations = value
      case "--verbose": debugCalibration = true
      case "--help", "-h":
        print(
          """
          usage: reductor-benchmarks [--filter NAME]... [--json] [--smoke] [--list] [--verbose]
                 reductor-benchmarks --filter NAME --profile reductor|baseline [--ops N]
            --filter NAME  run the scenarios whose name contains NAME (repeatable)
            --json         print the results as JSON instead of a table
            --smoke        a few short rounds, to check that everything runs
            --list         print the scenario names
            --verbose      print how each scenario was calibrated
            --profile SIDE run only one side of the matching scenarios, N operations once,
                           untimed (for callgrind or perf; see scripts/instructions.sh)
            --ops N        the operations --profile runs (default 10000)
          """
        )
        exit(0)
      default:
        FileHandleStandardError.write("unknown argument: \(argument)\n")
        exit(2)
      }
    }
  }

  func includes(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }
}

enum FileHandleStandardError {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
  }
}

/// Every scenario, by name, built only when it runs.
@MainActor
func catalog() -> [(name: String, make: @MainActor () -> Scenario)] {
  [
    ("scope/1", { scopeScenario(Scope1.self, depth: 1) }),
    ("scope/5", { scopeScenario(Scope5.self, depth: 5) }),
    ("scope/10", { scopeScenario(Scope10.self, depth: 10) }),
    ("presents/10", { presentsScenario(depth: 10) }),
    ("presents/10/dependency", { dependentPresentsScenario(depth: 10) }),
    ("presents/10/direct", { directPresentsScenario(depth: 10) }),
    ("store.send/1", { storeSendScenario(depth: 1) }),
    ("store.send/10", { storeSendScenario(depth: 10) }),
    ("scopedStore.send/10", { scopedSendScenario() }),
    ("recording/10", { recordingScenario() }),
    ("forEach/100", { forEachScenario(rows: 100) }),
    ("forEach/10000", { forEachScenario(rows: 10_000) }),
    ("forEach/100000", { forEachScenario(rows: 100_000) }),
    ("stack/10", { stackScenario(elements: 10) }),
    ("stack/1000", { stackScenario(elements: 1_000) }),
    ("casePath/10", { casePathScenario() }),
    ("mergeNone", { mergeNoneScenario() }),
    ("mergeNone/store", { mergeNoneStoreScenario() }),
    ("effects/run", { effectsScenario() }),
    ("dismiss/1000", { dismissScenario() }),
    ("scopedStore.read/10", { scopedReadScenario() }),
    ("testStore/1000", { testStoreScenario(viaRun: false) }),
    ("testStore/run", { testStoreScenario(viaRun: true) }),
    ("observation/rows/1000", { observedRowsScenario(rows: 1_000) }),
    ("observation/rows/10000", { observedRowsScenario(rows: 10_000) }),
    ("shared.read", { sharedReadScenario() }),
    ("shared.write", { sharedWriteScenario() }),
  ]
}

let unavailable: [Unavailable] = []

@MainActor
func memoryCatalog() -> [(name: String, run: @MainActor () -> MemoryOutcome)] {
  [
    ("memory/identifiedArray", { identifiedArrayMemory(count: 100_000) }),
    ("memory/rowStores", { scopedRowStoresMemory(count: 10_000) }),
    ("memory/keptRowStores", { keptRowStoresMemory(count: 10_000) }),
    ("memory/presentDismiss", { presentDismissSoak(cycles: 10_000) }),
    ("shared/fileWrites", { sharedFileWritesOutcome(changes: 1_000) }),
  ]
}

let options = Options(arguments: CommandLine.arguments)
let settings = options.smoke ? Settings.smoke : Settings.full

if options.list {
  for entry in catalog() { print(entry.name) }
  for entry in memoryCatalog() { print(entry.name) }
  for entry in unavailable { print(entry.name) }
  exit(0)
}

if let side = options.profileSide {
  // A name given in full runs only that scenario (`store.send/1` is not also `store.send/10`).
  let entries = catalog()
  let exact = entries.filter { options.filters.contains($0.name) }
  for entry in exact.isEmpty ? entries.filter({ options.includes($0.name) }) : exact {
    let scenario = entry.make()
    let run = side == "reductor" ? scenario.reductor : scenario.baseline
    _ = await run?.run(options.profileOperations)
  }
  exit(0)
}

var outcomes: [Outcome] = []
for entry in catalog() where options.includes(entry.name) {
  if !options.json { FileHandleStandardError.write("running \(entry.name)…\n") }
  outcomes.append(await measure(entry.make(), settings: settings))
}
var memory: [MemoryOutcome] = []
for entry in memoryCatalog() where options.includes(entry.name) {
  memory.append(entry.run())
}
let skipped = unavailable.filter { options.includes($0.name) }

if options.json {
  print(jsonReport(outcomes: outcomes, memory: memory, unavailable: skipped, settings: settings))
} else {
  print(tableReport(outcomes: outcomes, memory: memory, unavailable: skipped, settings: settings))
}
