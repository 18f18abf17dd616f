import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorConcurrencyExtras
@testable import ReductorCore
@testable import ReductorDependencies

private let greeterLiveComputations = LockIsolated(0)

/// A client with live, test and preview values, and a `DependencyValues` property.
private struct Greeter: DependencyKey, Sendable {
  var greeting: String

  static var liveValue: Greeter {
    greeterLiveComputations.withValue { $0 += 1 }
    return Greeter(greeting: "live")
  }
  static let testValue = Greeter(greeting: "test")
  static let previewValue = Greeter(greeting: "preview")
}

/// A key only for tests and previews.
private enum FixtureKey: TestDependencyKey {
  static let testValue = "fixture"
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

/// A client whose key does not implement `testValue`, as lesson 002's API client.
struct SearchClient: DependencyKey, Sendable {
  var source: String
  static let liveValue = SearchClient(source: "network")
}

extension DependencyValues {
  var search: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

@Suite struct DependencyValuesTests {
  @Test func resolvesEachContextsDefault() {
    #expect(DependencyValues()[Greeter.self].greeting == "live")
    #expect(DependencyValues.test()[Greeter.self].greeting == "test")
    #expect(DependencyValues(context: .preview)[Greeter.self].greeting == "preview")
  }

  @Test func contexts() {
    #expect(DependencyValues().context == .live)
    #expect(DependencyValues.test().context == .test)
    var values = DependencyValues.test()
    values.context = .preview
    #expect(values.greeter.greeting == "preview")
  }

  @Test func previewValueDefaultsToLiveForDependencyKeys() {
    #expect(DependencyValues(context: .preview)[SearchClient.self].source == "network")
  }

  @Test func previewValueDefaultsToTestForTestDependencyKeys() {
    #expect(DependencyValues(context: .preview)[FixtureKey.self] == "fixture")
  }

  @Test func overridesWinOverDefaults() {
    var values = DependencyValues.test()
    values.greeter = Greeter(greeting: "override")
    #expect(values.greeter.greeting == "override")
    #expect(values[Greeter.self].greeting == "override")
    values.context = .live
    #expect(values.greeter.greeting == "override")
  }

  @Test func liveValueIsComputedOnce() {
    let values = DependencyValues()
    _ = values.greeter
    _ = DependencyValues().greeter
    _ = values.greeter
    #expect(greeterLiveComputations.value == 1)
  }

  @Test func missingTestValueWarnsNamingKeyAndFeature() {
    var values = DependencyValues.test()
    values[carried: DependencyReaderName.self] = "Busqueda.Search"
    let (source, warnings) = capturingWarnings {
      DependencyValues._withCurrent(values) {
        @Dependency(\.search) var search
        return search.source
      }
    }
    #expect(source == "network")
    #expect(warnings.count == 1)
    let message = warnings.first?.message ?? ""
    #expect(message.contains("A dependency has no test implementation"))
    #expect(message.contains("ReductorTests.SearchClient"))
    #expect(message.contains("Busqueda.Search"))
    #expect(message.contains("withDependencies"))
    #expect(message.contains("testValue"))
    #expect(warnings.first?.fileID.description == #fileID)
  }

  @Test func missingTestValueWarnsOncePerTest() {
    let values = DependencyValues.test()
    let (_, warnings) = capturingWarnings {
      _ = values.search
      _ = values.search
    }
    #expect(warnings.count == 1)
    let (_, secondTest) = capturingWarnings { _ = DependencyValues.test().search }
    #expect(secondTest.count == 1)
  }

  @Test func overriddenKeyWithoutTestValueDoesNotWarn() {
    var values = DependencyValues.test()
    values.search = SearchClient(source: "mock")
    let (source, warnings) = capturingWarnings { values.search.source }
    #expect(source == "mock")
    #expect(warnings.isEmpty)
  }

  @Test func customTestValueDoesNotWarn() {
    let (greeting, warnings) = capturingWarnings { DependencyValues.test().greeter.greeting }
    #expect(greeting == "test")
    #expect(warnings.isEmpty)
  }

  @Test func testOnlyKeyInLiveContextWarns() {
    let (value, warnings) = capturingWarnings { DependencyValues()[FixtureKey.self] }
    #expect(value == "fixture")
    #expect(warnings.count <= 1)  // Only the first read in the process computes (and warns).
    if let message = warnings.first?.message {
      #expect(message.contains("has no live implementation"))
      #expect(message.contains("FixtureKey"))
    }
  }
}
