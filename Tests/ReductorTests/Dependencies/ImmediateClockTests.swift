import Reductor
import Testing

@testable import ReductorClocks
@testable import ReductorCore
@testable import ReductorDependencies

@Suite struct ImmediateClockTests {
  @Test func sleepsReturnAndMoveTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(5))
    #expect(clock.now.duration(to: .init(offset: .seconds(7))) == .seconds(2))
  }

  @Test func sleepingInACancelledTaskThrows() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func usableAsTheContinuousClock() async throws {
    struct Feature {
      @Dependency(\.continuousClock) var clock
    }
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await Feature().clock.sleep(for: .seconds(60))
    }
  }
}
