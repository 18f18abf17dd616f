import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorClocks
@testable import ReductorConcurrencyExtras
@testable import ReductorCore

/// Waits, without real sleeps, until `count` tasks sleep on `clock`.
private func waitForSleepers(_ clock: TestClock<Duration>, count: Int) async {
  while clock.pendingSleeperCount < count {
    await Task.yield()
  }
}

/// Serialized: each test checks what a clock lets its sleepers do, best observed without other
/// clock tests competing for the two threads of the cooperative pool.
@Suite(.serialized) struct TestClockTests {
  @Test func advanceWakesSleepersAsTheirDeadlinesPass() async {
    let clock = TestClock()
    let log = LockIsolated<[Int]>([])
    let tasks = (1...3).map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        log.withValue { $0.append(seconds) }
      }
    }
    await waitForSleepers(clock, count: 3)

    await clock.advance(by: .milliseconds(999))
    #expect(log.value == [])
    await clock.advance(by: .milliseconds(1))
    #expect(log.value == [1])
    await clock.advance(by: .seconds(1))
    #expect(log.value == [1, 2])
    await clock.run()
    #expect(log.value == [1, 2, 3])
    #expect(clock.now.offset == .seconds(3))
    for task in tasks { _ = await task.result }
  }

  @Test func advanceLetsWokenTasksSleepAgain() async {
    let clock = TestClock()
    let ticks = LockIsolated(0)
    let timer = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.withValue { $0 += 1 }
      }
    }
    await waitForSleepers(clock, count: 1)
    await clock.advance(by: .seconds(3))
    #expect(ticks.value == 3)
    await clock.advance(by: .milliseconds(500))
    #expect(ticks.value == 3)
    await clock.advance(by: .milliseconds(500))
    #expect(ticks.value == 4)
    timer.cancel()
    _ = await timer.result
  }

  @Test func advanceLetsNewlyStartedTasksReachTheirSleep() async {
    let clock = TestClock()
    let done = LockIsolated(false)
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      done.setValue(true)
    }
    await clock.advance(by: .seconds(1))
    #expect(done.value)
    _ = await task.result
  }

  @Test func cancellingASleepingTaskThrowsPromptly() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(60)) }
    await waitForSleepers(clock, count: 1)
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.pendingSleeperCount == 0)
    #expect(clock.now.offset == .zero)
  }

  @Test func sleepingInACancelledTaskThrows() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func aSleepWhoseDeadlineHasComeWaitsForTheNextAdvance() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    let log = LockIsolated<[String]>([])
    let past = Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
      log.withValue { $0.append("past") }
    }
    let zero = Task {
      try await clock.sleep(for: .zero)
      log.withValue { $0.append("zero") }
    }
    await waitForSleepers(clock, count: 2)
    for _ in 0..<100 { await Task.yield() }
    #expect(log.value == [])
    await clock.advance()
    _ = await past.result
    _ = await zero.result
    #expect(log.value.sorted() == ["past", "zero"])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func runIsDeterministic() async {
    func scenario() async -> [String] {
      let clock = TestClock()
      let log = LockIsolated<[String]>([])
      // Periods chosen so that no two wake-ups coincide.
      let tasks = [("a", 100), ("b", 250), ("c", 370)].map { name, period in
        Task {
          for step in 1...3 {
            try await clock.sleep(for: .milliseconds(period))
            log.withValue { $0.append("\(name)\(step)") }
          }
        }
      }
      await waitForSleepers(clock, count: 3)
      await clock.run()
      for task in tasks { _ = await task.result }
      return log.value
    }
    let first = await scenario()
    #expect(first == ["a1", "a2", "b1", "a3", "c1", "b2", "c2", "b3", "c3"])
    for _ in 0..<4 {
      let again = await scenario()
      #expect(again == first)
    }
  }

  @Test func advancingBackwardsWarns() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    let (_, warnings) = await capturingWarnings {
      await clock.advance(to: .init(offset: .seconds(1)))
    }
    #expect(clock.now.offset == .seconds(2))
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("cannot move backwards") == true)
  }

  @Test func runWarnsWhenATimerNeverStops() async {
    let clock = TestClock()
    let timer = Task {
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    await waitForSleepers(clock, count: 1)
    let (_, warnings) = await capturingWarnings { await clock.run(timeout: .milliseconds(20)) }
    #expect(warnings.count == 1)
    #expect(clock.now.offset >= .seconds(1))
    timer.cancel()
    _ = await timer.result
  }

  @MainActor @Test func worksWithMainActorSleepers() async {
    let clock = TestClock()
    var ticks = 0
    let timer = Task { @MainActor in
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks += 1
      }
    }
    await waitForSleepers(clock, count: 1)
    await clock.advance(by: .seconds(2))
    #expect(ticks == 2)
    timer.cancel()
    _ = await timer.result
  }
}
