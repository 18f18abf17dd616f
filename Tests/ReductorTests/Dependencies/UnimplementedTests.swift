import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore
@testable import ReductorDependencies

@Suite struct UnimplementedTests {
  @Test func placeholderVariantWarnsAndReturnsThePlaceholder() {
    let (value, warnings) = capturingWarnings { unimplemented("Client.count", placeholder: 42) }
    #expect(value == 42)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix("Unimplemented: 'Client.count'") == true)
  }

  @Test func throwingVariantWarnsAndThrows() {
    let (result, warnings) = capturingWarnings {
      Result { () throws -> Int in try unimplemented("Client.fetch") }
    }
    #expect(throws: UnimplementedFailure(description: "Client.fetch")) { try result.get() }
    #expect(warnings.count == 1)
  }
}
