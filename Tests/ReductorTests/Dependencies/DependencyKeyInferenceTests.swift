import Foundation
import Reductor
import Testing

/// A key that declares only its live value, as TCA's code does for a temporary folder: `Value`
/// is the type of `liveValue`, not the key.
private enum TemporaryDirectoryKey: DependencyKey {
  static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: "/tmp/live") }
}

extension DependencyValues {
  fileprivate var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }
}

/// The value of any key whose values are `Int`: the protocols' primary associated type.
private func liveValue<Key: DependencyKey<Int>>(of key: Key.Type) -> Int {
  key.liveValue
}

private enum AnswerKey: DependencyKey {
  static let liveValue = 42
}

@Reducer
private struct Exporter {
  struct State: Equatable {
    var folder: URL?
  }
  enum Action {
    case exportTapped
  }
  @Dependency(\.temporaryDirectory) var temporaryDirectory
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.folder = temporaryDirectory()
      return .none
    }
  }
}

@MainActor
@Suite struct DependencyKeyInferenceTests {
  @Test func aKeyWithOnlyALiveValueGivesItsValue() {
    #expect(TemporaryDirectoryKey.Value.self == (@Sendable () -> URL).self)
    let store = withDependencies {
      $0.context = .live
    } operation: {
      Store(initialState: Exporter.State()) { Exporter() }
    }
    store.send(.exportTapped)
    #expect(store.folder == URL(fileURLWithPath: "/tmp/live"))
  }

  /// In a test, the key has no test value: reading it fails the test, as in
  /// swift-dependencies, and the live value is used.
  @Test func readInATestWithoutAnOverrideItIsReported() {
    let store = Store(initialState: Exporter.State()) { Exporter() }
    withKnownIssue {
      store.send(.exportTapped)
    } matching: { issue in
      issue.description.contains("has no test implementation")
    }
    #expect(store.folder == URL(fileURLWithPath: "/tmp/live"))
  }

  @Test func itIsOverriddenAsAnyOther() async {
    let store = TestStore(initialState: Exporter.State()) {
      Exporter()
    } withDependencies: {
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp/test") }
    }
    await store.send(.exportTapped) {
      $0.folder = URL(fileURLWithPath: "/tmp/test")
    }
  }

  @Test func keysAreNamedByTheirValueType() {
    #expect(liveValue(of: AnswerKey.self) == 42)
  }
}
