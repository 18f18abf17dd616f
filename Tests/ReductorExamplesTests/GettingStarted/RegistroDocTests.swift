// Checks what docs/architecture.md says of its example.
@testable import GettingStarted
import Reductor
import Testing

@MainActor
@Test func oneSendRunsTheChildThenTheParentThenTheSentAction() {
  #expect(registrarUnToque() == ["el padre ve 1 toque", "anotado"])
}
