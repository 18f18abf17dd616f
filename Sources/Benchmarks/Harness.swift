import BenchmarkAllocations

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One side of a scenario: Reductor's code or the hand-written baseline.
///
/// `run(n)` performs `n` operations and returns how many nanoseconds they took. Most sides time
/// a plain loop with ``timeLoop(_:_:)``; a side that needs untimed setup per sample (building
/// 1,000 in-flight effects before dismissing them, say) times only the part it measures.
struct Side {
  let run: @MainActor (_ operations: Int) async -> UInt64
}

/// What a scenario must show to pass.
enum Target {
  /// Reductor's median ns/op divided by the baseline's must be at most this.
  case ratio(Double)
  /// Reductor must allocate at most this many times per operation.
  case allocations(Double)
  /// Only reported.
  case report
}

/// A measured job: Reductor's way and the hand-written way of doing the same thing.
struct Scenario {
  /// The name `--filter` matches, such as `scope/10`.
  let name: String
  /// What is measured, for the table.
  let title: String
  let target: Target
  let reductor: Side
  let baseline: Side?
  /// Operations per sample; `nil` calibrates so a sample lasts long enough to time.
  var fixedOperations: Int? = nil
  /// Also reported: how other ways of writing the baseline compare (an `@Observable` model,
  /// the same code with Swift's exclusivity checks on), each timed in every round.
  var variants: [(label: String, side: Side)] = []
}

/// A scenario that cannot run on this branch, reported as such.
struct Unavailable {
  let name: String
  let title: String
  let reason: String
}

/// Median and spread of a set of per-operation timings.
struct Summary: Sendable {
  let median: Double
  /// Half the interquartile range, as a fraction of the median.
  let spread: Double

  init(_ values: [Double]) {
    let sorted = values.sorted()
    func quantile(_ q: Double) -> Double {
      guard !sorted.isEmpty else { return .nan }
      let position = q * Double(sorted.count - 1)
      let lower = Int(position.rounded(.down))
      let upper = min(lower + 1, sorted.count - 1)
      let fraction = position - Double(lower)
      return sorted[lower] * (1 - fraction) + sorted[upper] * fraction
    }
    median = quantile(0.5)
    spread = median > 0 ? (quantile(0.75) - quantile(0.25)) / 2 / median : 0
  }
}

/// The outcome of one scenario.
struct Outcome: Sendable {
  let name: String
  let title: String
  let reductor: Summary
  let baseline: Summary?
  /// Each variant's times, and the median of the per-round ratios of Reductor to it.
  let variants: [(label: String, summary: Summary, ratio: Double)]
  /// The median of the per-round ratios (each round times both sides back to back).
  let ratio: Double?
  let targetDescription: String
  let holds: Bool?
  let reductorAllocations: Double?
  let baselineAllocations: Double?
  let operations: Int
}

/// Set by `--verbose`, before any scenario runs; read only on the main actor afterwards.
nonisolated(unsafe) var debugCalibration = false

/// How hard to measure.
struct Settings: Sendable {
  /// Rounds of (Reductor, baseline) pairs, order alternating between rounds.
  var rounds: Int
  /// How long one calibrated sample should last.
  var sampleNanoseconds: UInt64
  /// Divides fixed operation counts (effects, rows) in a smoke pass.
  var fixedScale: Int

  static let full = Settings(rounds: 15, sampleNanoseconds: 20_000_000, fixedScale: 1)
  static let smoke = Settings(rounds: 3, sampleNanoseconds: 500_000, fixedScale: 10)
}

/// The monotonic clock, in nanoseconds.
@inline(__always)
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// Times `body` run `operations` times.
@inline(__always)
func timeLoop(_ operations: Int, _ body: (Int) -> Void) -> UInt64 {
  let start = now()
  for index in 0..<operations { body(index) }
  return now() - start
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument, which the optimizer cannot see through.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Counts the heap allocations `body` makes, on every thread.
@MainActor
func countAllocations(_ body: () async -> Void) async -> UInt64? {
  guard benchmark_allocations_available() != 0 else { return nil }
  benchmark_allocations_start()
  await body()
  return benchmark_allocations_stop()
}

/// The bytes the heap holds for the program: small blocks plus mmapped ones.
func heapBytesInUse() -> Int {
  Int(benchmark_heap_bytes_in_use())
}

/// Runs a scenario: calibrates, warms up, times both sides alternately, counts allocations.
@MainActor
func measure(_ scenario: Scenario, settings: Settings) async -> Outcome {
  let operations: Int
  if let fixed = scenario.fixedOperations {
    operations = max(1, fixed / settings.fixedScale)
  } else {
    var candidate = 1
    while true {
      let elapsed = await scenario.reductor.run(candidate)
      if debugCalibration { print("calibrate \(scenario.name): \(candidate) ops in \(elapsed) ns") }
      if elapsed >= settings.sampleNanoseconds || candidate >= 1 << 30 { break }
      let grow = elapsed == 0 ? 16 : Double(settings.sampleNanoseconds) / Double(elapsed)
      candidate = max(candidate * 2, Int(Double(candidate) * min(grow * 1.1, 16)))
    }
    operations = candidate
  }
  // Warm up both sides once.
  _ = await scenario.reductor.run(operations)
  _ = await scenario.baseline?.run(operations)
  for variant in scenario.variants { _ = await variant.side.run(operations) }

  var reductorTimes: [Double] = []
  var baselineTimes: [Double] = []
  var variantTimes = Array(repeating: [Double](), count: scenario.variants.count)
  var variantRatios = Array(repeating: [Double](), count: scenario.variants.count)
  var ratios: [Double] = []
  for round in 0..<settings.rounds {
    let perOp = { (nanoseconds: UInt64) in Double(nanoseconds) / Double(operations) }
    var reductorTime = 0.0
    var baselineTime: Double?
    if round.isMultiple(of: 2) {
      reductorTime = perOp(await scenario.reductor.run(operations))
      if let baseline = scenario.baseline { baselineTime = perOp(await baseline.run(operations)) }
    } else {
      if let baseline = scenario.baseline { baselineTime = perOp(await baseline.run(operations)) }
      reductorTime = perOp(await scenario.reductor.run(operations))
    }
    for (index, variant) in scenario.variants.enumerated() {
      let time = perOp(await variant.side.run(operations))
      variantTimes[index].append(time)
      variantRatios[index].append(reductorTime / max(time, 0.001))
    }
    reductorTimes.append(reductorTime)
    if let baselineTime {
      baselineTimes.append(baselineTime)
      ratios.append(reductorTime / max(baselineTime, 0.001))
    }
  }

  // Allocations per operation, counted on a separate run so timing never pays for counting.
  let countOperations = max(1, min(operations, 10_000))
  let reductorCount = await countAllocations { _ = await scenario.reductor.run(countOperations) }
  var baselineCount: UInt64?
  if let baseline = scenario.baseline {
    baselineCount = await countAllocations { _ = await baseline.run(countOperations) }
  }
  let perOperation = { (count: UInt64?) in count.map { Double($0) / Double(countOperations) } }

  let reductor = Summary(reductorTimes)
  let baseline = baselineTimes.isEmpty ? nil : Summary(baselineTimes)
  let ratio = ratios.isEmpty ? nil : Summary(ratios).median
  let reductorAllocations = perOperation(reductorCount)
  let holds: Bool?
  let targetDescription: String
  switch scenario.target {
  case let .ratio(limit):
    targetDescription = "≤ \(format(limit))×"
    holds = ratio.map { $0 <= limit }
  case let .allocations(limit):
    targetDescription = "≤ \(format(limit)) allocs/op"
    holds = reductorAllocations.map { $0 <= limit }
  case .report:
    targetDescription = "report"
    holds = nil
  }
  let variants = scenario.variants.indices.map { index in
    (
      label: scenario.variants[index].label, summary: Summary(variantTimes[index]),
      ratio: Summary(variantRatios[index]).median
    )
  }
  return Outcome(
    name: scenario.name, title: scenario.title, reductor: reductor, baseline: baseline,
    variants: variants, ratio: ratio, targetDescription: targetDescription, holds: holds,
    reductorAllocations: reductorAllocations, baselineAllocations: perOperation(baselineCount),
    operations: operations
  )
}

/// A number with up to two decimals, trailing zeros dropped.
func format(_ value: Double) -> String {
  if value.isNaN { return "–" }
  if value >= 100 { return String(Int(value.rounded())) }
  var text = String(Double(Int((value * 100).rounded())) / 100)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
