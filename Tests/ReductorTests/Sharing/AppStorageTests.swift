import Foundation
import Reductor
import Testing

/// `.appStorage` keys, against a `UserDefaults` of the test's own or the test's in-memory values.
@Suite struct AppStorageTests {
  enum Tema: String, Sendable { case claro, oscuro }

  @Test func aTestWritesNothingToTheStandardDefaults() {
    @Shared(.appStorage("reductor.tieneSonido")) var tieneSonido = true
    $tieneSonido.withLock { $0 = false }
    #expect(UserDefaults.standard.object(forKey: "reductor.tieneSonido") == nil)
    @Shared(.appStorage("reductor.tieneSonido")) var otra = true
    #expect(otra == false)
  }

  @Test func valuesAreWrittenToTheDefaultsTheTestSets() {
    let suite = "reductor-app-storage-\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: suite)!
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set(7, forKey: "veces")
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage("veces")) var veces = 0
      #expect(veces == 7)
      $veces.withLock { $0 += 1 }
      @Shared(.appStorage("tema")) var tema = Tema.claro
      $tema.withLock { $0 = .oscuro }
      @Shared(.appStorage("apodo")) var apodo: String?
      #expect(apodo == nil)
      $apodo.withLock { $0 = "Ana" }
      @Shared(.appStorage("web")) var web = URL(string: "https://example.com")!
      $web.withLock { $0 = URL(string: "https://example.org")! }
    }
    #expect(defaults.integer(forKey: "veces") == 8)
    #expect(defaults.string(forKey: "tema") == "oscuro")
    #expect(defaults.string(forKey: "apodo") == "Ana")
    #expect(defaults.string(forKey: "web") == "https://example.org")
  }

  @Test func aValueOfAnotherKindInTheDefaultsGivesTheDefault() {
    let suite = "reductor-app-storage-\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: suite)!
    defer { defaults.removePersistentDomain(forName: suite) }
    defaults.set("no es un número", forKey: "veces")
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage("veces")) var veces = 3
      #expect(veces == 3)
    }
  }
}
