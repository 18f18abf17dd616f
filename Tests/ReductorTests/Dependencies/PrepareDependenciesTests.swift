import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// Keys of their own: `prepareDependencies` changes the process's live values, so these tests
// use dependencies nothing else reads.
private enum SaludoKey: DependencyKey {
  static let liveValue = "hola"
  static let testValue = "hola (prueba)"
}
private enum DespedidaKey: DependencyKey {
  static let liveValue = "adiós"
  static let testValue = "adiós (prueba)"
}
extension DependencyValues {
  fileprivate var saludo: String {
    get { self[SaludoKey.self] }
    set { self[SaludoKey.self] = newValue }
  }
  fileprivate var despedida: String {
    get { self[DespedidaKey.self] }
    set { self[DespedidaKey.self] = newValue }
  }
}

@Suite struct PrepareDependenciesTests {
  @Test func preparedValuesAreTheLiveValuesFromThenOn() {
    let (_, warnings) = capturingWarnings {
      prepareDependencies { $0.saludo = "buenas" }
    }
    #expect(warnings.isEmpty)
    @Dependency(\.saludo) var saludo
    // What the app reads from then on.
    TestContext.$isRunningAsApp.withValue(true) {
      #expect(saludo == "buenas")
    }
    #expect(DependencyValues().saludo == "buenas")
    // A test resolves its own values: the test value, or what it sets.
    #expect(saludo == "hola (prueba)")
    withDependencies {
      $0.saludo = "en la prueba"
    } operation: {
      #expect(saludo == "en la prueba")
    }
  }

  @Test func preparingADependencyAlreadyReadWarns() {
    #expect(DependencyValues().despedida == "adiós")
    let (_, warnings) = capturingWarnings {
      prepareDependencies { $0.despedida = "hasta luego" }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("had already been read") == true)
    #expect(DependencyValues().despedida == "hasta luego")
  }
}
