import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorDependencies

private struct Counter: TestDependencyKey, Sendable {
  var value: Int
  static let testValue = Counter(value: 0)
}

extension DependencyValues {
  fileprivate var counter: Counter {
    get { self[Counter.self] }
    set { self[Counter.self] = newValue }
  }
}

/// A feature that reads its dependency when asked, like a reducer running an action.
private struct Feature {
  @Dependency(\.counter) var counter
  @Dependency(Counter.self) var counterByKey
  @Dependency(\.context) var context
}

@Suite struct WithDependenciesTests {
  @Test func overridesForTheOperationAndRestores() {
    DependencyValues._withCurrent(.test()) {
      let feature = Feature()
      #expect(feature.counter.value == 0)
      let inside = withDependencies {
        $0.counter = Counter(value: 1)
      } operation: {
        feature.counter.value
      }
      #expect(inside == 1)
      #expect(feature.counter.value == 0)
    }
  }

  @Test func nests() {
    DependencyValues._withCurrent(.test()) {
      let feature = Feature()
      withDependencies {
        $0.counter = Counter(value: 1)
      } operation: {
        withDependencies {
          $0.counter.value += 10
        } operation: {
          #expect(feature.counter.value == 11)
        }
        #expect(feature.counter.value == 1)
      }
      #expect(feature.counter.value == 0)
    }
  }

  @Test func propertyWrapperReadsAtAccessTime() {
    let feature = Feature()  // Created outside any override, as a store's reducer is.
    DependencyValues._withCurrent(.test()) {
      withDependencies {
        $0.counter = Counter(value: 7)
      } operation: {
        #expect(feature.counter.value == 7)
        #expect(feature.counterByKey.value == 7)
        #expect(feature.context == .test)
      }
    }
  }

  @Test func rethrowsErrors() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withDependencies { _ in
      } operation: {
        throw Failure()
      }
    }
  }

  @MainActor @Test func asyncOverloadFromTheMainActor() async {
    let feature = Feature()
    let value = await DependencyValues._withCurrent(.test()) {
      await withDependencies {
        $0.counter = Counter(value: 3)
      } operation: {
        await Task.yield()
        // Child tasks inherit the overrides.
        let fromChild = await Task { feature.counter.value }.value
        return feature.counter.value + fromChild
      }
    }
    #expect(value == 6)
  }

  @Test func syncOverloadInAsyncContext() async {
    await Task.yield()
    let value = DependencyValues._withCurrent(.test()) {
      withDependencies {
        $0.counter = Counter(value: 2)
      } operation: {
        Feature().counter.value
      }
    }
    #expect(value == 2)
  }
}
