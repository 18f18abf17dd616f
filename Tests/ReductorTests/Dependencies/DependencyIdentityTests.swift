import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorDependencies

private enum ValorKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

/// `isIdentical(to:)` lets an effect skip binding dependencies its task already has; it must
/// never call two different sets of values identical.
@Suite struct DependencyIdentityTests {
  @Test func aCopyIsIdentical() {
    var values = DependencyValues.test()
    values[ValorKey.self] = 1
    let copy = values
    #expect(copy.isIdentical(to: values))
  }

  @Test func settingAValueMakesItDifferentEvenIfEqual() {
    var values = DependencyValues.test()
    values[ValorKey.self] = 1
    var changed = values
    changed[ValorKey.self] = 1
    #expect(!changed.isIdentical(to: values))
  }

  @Test func contextAndCacheCount() {
    let values = DependencyValues.test()
    var live = values
    live.context = .live
    #expect(!live.isIdentical(to: values))
    // Each `test()` has its own cache of test values.
    #expect(!DependencyValues.test().isIdentical(to: values))
  }

  @Test func carriedValuesAreNotCompared() {
    let values = DependencyValues.test()
    var inEffect = values
    inEffect.effectContext = EffectContext(registry: CancellationRegistry(), root: nil)
    #expect(inEffect.isIdentical(to: values))
    var named = values
    named[carried: DependencyReaderName.self] = "Otro"
    #expect(named.isIdentical(to: values))
  }

  @Test func carriedValuesAreKeptApartByKeyAndReplaced() {
    var values = DependencyValues.test()
    #expect(values[carried: DependencyReaderName.self] == nil)
    #expect(values.effectContext.registry == nil)
    values[carried: DependencyReaderName.self] = "Uno"
    let registry = CancellationRegistry()
    values.effectContext = EffectContext(registry: registry, root: nil)
    values[carried: DependencyReaderName.self] = "Dos"
    #expect(values[carried: DependencyReaderName.self] == "Dos")
    #expect(values.effectContext.registry === registry)
    // Carried from other values: the reader of those, and no effect context.
    var other = DependencyValues.test()
    other[carried: DependencyReaderName.self] = "Tres"
    let carrying = values.carrying(from: other)
    #expect(carrying[carried: DependencyReaderName.self] == "Tres")
    #expect(carrying.effectContext.registry == nil)
    #expect(carrying.isIdentical(to: values))
  }

  @Test func theValuesBoundByWithDependenciesAreNotTheOuterOnes() {
    let outer = DependencyValues._current
    withDependencies {
      $0[ValorKey.self] = 2
    } operation: {
      #expect(!DependencyValues._current.isIdentical(to: outer))
    }
    #expect(DependencyValues._current.isIdentical(to: outer))
  }
}
