import Foundation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorClocks
@testable import ReductorCore
@testable import ReductorDependencies

@Suite struct BuiltinDependenciesTests {
  @Test func incrementingUUIDs() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
    #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    for _ in 3..<42 { _ = uuid() }
    #expect(uuid().uuidString == "00000000-0000-0000-0000-00000000002A")
    #expect(
      UUIDGenerator.incrementing() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
  }

  @Test func uuidThroughDependency() {
    struct Model {
      @Dependency(\.uuid) var uuid
    }
    let model = Model()
    let ids = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      [model.uuid(), model.uuid()]
    }
    #expect(ids.map(\.uuidString).map { $0.suffix(1) } == ["0", "1"])
  }

  @Test func uuidTestValueIsUnimplemented() {
    let (_, warnings) = capturingWarnings { _ = DependencyValues.test().uuid() }
    #expect(
      warnings.map(\.message).first?.contains(#"Unimplemented: '@Dependency(\.uuid)'"#) == true)
  }

  @Test func dateConstantAndTestValue() {
    let epoch = Date(timeIntervalSince1970: 0)
    var values = DependencyValues.test()
    let (_, warnings) = capturingWarnings { _ = values.date.now }
    #expect(
      warnings.map(\.message).first?.contains(#"Unimplemented: '@Dependency(\.date)'"#) == true)
    values.date = .constant(epoch)
    #expect(values.date() == epoch)
    #expect(values.date.now == epoch)
  }

  @Test func randomNumbersAreDeterministicInTests() {
    func rolls() -> [Int] {
      let values = DependencyValues.test()
      return (0..<10).map { _ in
        values.withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
      }
    }
    #expect(rolls() == rolls())
    var a = SeededRandomNumberGenerator(seed: 1)
    var b = SeededRandomNumberGenerator(seed: 2)
    #expect(a.next() != b.next())
  }

  @Test func fixedFoundationValuesInTests() {
    let values = DependencyValues.test()
    #expect(values.calendar.identifier == .gregorian)
    #expect(values.locale.identifier == "en_US_POSIX")
    #expect(values.timeZone.secondsFromGMT() == 0)
  }

  @Test func clockTestValueIsUnimplemented() async throws {
    let clock = DependencyValues.test().continuousClock
    let (result, warnings) = await capturingWarnings {
      await Task { try await clock.sleep(for: .seconds(1)) }.result
    }
    // Once reported, it sleeps as an immediate clock does, so the feature goes on.
    #expect(throws: Never.self) { try result.get() }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains(#"Unimplemented: '\.continuousClock.sleep'"#) == true)
  }

  @Test func unimplementedClockReportsWhereItWasMade() async throws {
    let line: UInt = #line + 1
    let clock: UnimplementedClock<Duration> = .unimplemented("Reloj")
    let (_, warnings) = await capturingWarnings {
      _ = clock.now
      try? await clock.sleep(for: .seconds(5))
    }
    #expect(
      warnings.map { $0.message.split(separator: "\n").first } == ["Unimplemented: 'Reloj.sleep'"])
    #expect(warnings.first?.line == line)
    #expect(clock.now == UnimplementedClock<Duration>.Instant(offset: .seconds(5)))
  }

  @Test func liveValues() {
    let values = DependencyValues()
    #expect(values.continuousClock is ContinuousClock)
    #expect(values.suspendingClock is SuspendingClock)
    #expect(abs(values.date().timeIntervalSinceNow) < 60)
    #expect(values.uuid() != values.uuid())
  }
}
