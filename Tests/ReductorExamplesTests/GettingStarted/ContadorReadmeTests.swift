// swift-format-ignore-file: OrderedImports
// The README shows its test from `import Reductor` on; the testable import comes first.
// The README's test of its smallest example, compiled (checked by DocExamplesTests).
@testable import GettingStarted

// docs:readme-test
import Reductor
import Testing

@MainActor
@Test func incrementar() async {
  let store = TestStore(initialState: Contador.State()) { Contador() }
  await store.send(.incrementar) {
    $0.cuenta = 1
  }
}
// docs:end
