import Foundation
import Reductor
import Testing

/// The spellings of the built-in dependencies that TCA tests use: `UUID(0)` with
/// `.incrementing`, and `$0.date.now = …`.
@Suite struct UUIDIntegerTests {
  @Test func integerUUIDsMatchTheIncrementingGenerator() {
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
    #expect(uuid() == UUID(2))
  }
}

@Suite struct DateNowTests {
  @Test func nowIsSettableInWithDependencies() {
    let fecha = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date.now = fecha
    } operation: {
      @Dependency(\.date) var date
      #expect(date.now == fecha)
      #expect(date() == fecha)
    }
  }
}
