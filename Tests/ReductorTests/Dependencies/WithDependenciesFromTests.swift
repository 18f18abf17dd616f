import Foundation
import Observation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

private struct Greeting: TestDependencyKey, Sendable {
  var text: String
  static let testValue = Greeting(text: "default")
}

extension DependencyValues {
  fileprivate var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

/// The parent and child models of swift-dependencies' documentation, as `@Observable` classes.
@MainActor @Observable
private final class ParentModel {
  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.greeting) var greeting
  var child: ChildModel?

  func childButtonTapped() {
    child = withDependencies(from: self) {
      ChildModel()
    }
  }
}

@MainActor @Observable
private final class ChildModel {
  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.greeting) var greeting
  let id: UUID

  init() {
    @Dependency(\.uuid) var uuid
    id = uuid()
  }
}

/// A model that holds no `@Dependency` of its own.
private final class PlainModel {}

private class BaseModel {
  @Dependency(\.greeting) var greeting
}

private final class DerivedModel: BaseModel {}

/// A feature that stamps what it adds with an id and a greeting.
@Reducer
private struct Stamper {
  struct State: Equatable {
    var stamps: [String] = []
  }
  enum Action {
    case stamp
  }
  @Dependency(\.uuid) var uuid
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.stamps.append("\(greeting.text) \(uuid().uuidString.suffix(2))")
    return .none
  }
}

@MainActor
@Suite struct WithDependenciesFromTests {
  @Test func aStoresValuesComeBeforeThoseItsReducerWasCreatedWith() async {
    let feature = withDependencies {
      $0.uuid = .incrementing
      $0.greeting = Greeting(text: "made")
    } operation: {
      Stamper()
    }
    let store = TestStore(initialState: Stamper.State()) {
      feature
    } withDependencies: {
      $0.greeting = Greeting(text: "tested")
    }
    await store.send(.stamp) {
      $0.stamps = ["tested 00"]
    }
    store.dependencies.greeting = Greeting(text: "changed")
    await store.send(.stamp) {
      $0.stamps = ["tested 00", "changed 01"]
    }
  }

  @Test func aModelKeepsTheValuesSetWhereItWasCreated() {
    let model = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      ParentModel()
    }
    // Outside the operation, nothing sets `uuid`: the model's own values apply.
    #expect(model.uuid() == UUID(0))
    #expect(model.uuid() == UUID(1))
  }

  @Test func valuesSetWhereTheModelIsReadComeFirst() {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.greeting = Greeting(text: "kept")
    } operation: {
      ParentModel()
    }
    withDependencies {
      $0.greeting = Greeting(text: "read here")
    } operation: {
      #expect(model.greeting.text == "read here")
      #expect(model.uuid() == UUID(0))
    }
    #expect(model.greeting.text == "kept")
  }

  @Test func aChildModelGetsItsParentsDependencies() throws {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.greeting = Greeting(text: "from the parent")
    } operation: {
      ParentModel()
    }

    model.childButtonTapped()

    let child = try #require(model.child)
    #expect(child.id == UUID(0))
    #expect(child.greeting.text == "from the parent")
    // The generator is the parent's: the child's next id follows the first.
    #expect(child.uuid() == UUID(1))
    #expect(model.uuid() == UUID(2))
  }

  @Test func theCallerCanChangeWhatTheChildGets() {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.greeting = Greeting(text: "from the parent")
    } operation: {
      ParentModel()
    }

    let child = withDependencies(from: model) {
      $0.greeting = Greeting(text: "for this child")
    } operation: {
      ChildModel()
    }

    #expect(child.greeting.text == "for this child")
    #expect(child.id == UUID(0))
    #expect(model.greeting.text == "from the parent")
  }

  @Test func anObjectReturnedFromWithDependenciesCarriesItsValues() {
    let plain = withDependencies {
      $0.greeting = Greeting(text: "returned")
      $0.uuid = .incrementing
    } operation: {
      PlainModel()
    }

    let child = withDependencies(from: plain) {
      ChildModel()
    }

    #expect(child.greeting.text == "returned")
  }

  @Test func aSuperclassDependencyCounts() {
    let derived = withDependencies {
      $0.greeting = Greeting(text: "inherited")
    } operation: {
      DerivedModel()
    }
    let greeting = withDependencies(from: derived) {
      @Dependency(\.greeting) var greeting
      return greeting.text
    }
    #expect(greeting == "inherited")
  }

  @Test func aModelWithNoDependenciesIsReportedAtTheCall() throws {
    let plain = PlainModel()  // Neither a `@Dependency` nor returned from `withDependencies`.
    let line: UInt = #line + 5
    let (text, warnings) = withDependencies {
      $0.greeting = Greeting(text: "current")
    } operation: {
      capturingWarnings {
        withDependencies(from: plain) {
          @Dependency(\.greeting) var greeting
          return greeting.text
        }
      }
    }
    #expect(text == "current")
    let warning = try #require(warnings.only)
    #expect(warning.message.contains("'withDependencies(from:)' was given a 'PlainModel'"))
    #expect(warning.message.contains("operation ran with the current ones"))
    #expect(warning.line == line)
    #expect("\(warning.fileID)".hasSuffix("WithDependenciesFromTests.swift"))
  }

  @Test func theAsyncOverloadsPassTheValuesOnAcrossSuspensions() async {
    let model = withDependencies {
      $0.greeting = Greeting(text: "async")
    } operation: {
      ParentModel()
    }
    let text = await withDependencies(from: model) {
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting.text
    }
    #expect(text == "async")

    let changed = await withDependencies(from: model) {
      await Task.yield()
      $0.greeting.text += " and changed"
    } operation: {
      await Task { @MainActor in
        @Dependency(\.greeting) var greeting
        return greeting.text
      }.value
    }
    #expect(changed == "async and changed")
  }

  @Test func escapedDependenciesReachAnEscapingClosure() async {
    let done = AsyncStream<String>.makeStream()
    withDependencies {
      $0.greeting = Greeting(text: "escaped")
    } operation: {
      withEscapedDependencies { dependencies in
        DispatchQueue.global().async {
          dependencies.yield {
            @Dependency(\.greeting) var greeting
            done.continuation.yield(greeting.text)
          }
        }
      }
    }
    var iterator = done.stream.makeAsyncIterator()
    #expect(await iterator.next() == "escaped")
  }
}

extension Array {
  fileprivate var only: Element? { count == 1 ? first : nil }
}
