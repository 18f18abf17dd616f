import Reductor
import Testing

// Checks what docs/architecture.md says of its example.
@testable import GettingStarted

@MainActor
@Test func oneSendRunsTheChildThenTheParentThenTheSentAction() {
  #expect(registrarUnToque() == ["el padre ve 1 toque", "anotado"])
}
