import Reductor
import Testing

@testable import ReductorCore

// `@ObservationStateIgnored`: a property read through a store is not observed.

@Reducer
private struct Borrador {
  @ObservableState
  struct State: Equatable {
    var titulo = ""
    @ObservationStateIgnored var cache = ""
  }
  enum Action {
    case escribir(String)
    case cachear(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .escribir(titulo): state.titulo = titulo
    case let .cachear(cache): state.cache = cache
    }
    return .none
  }
}

@MainActor
@Suite struct ObservationIgnoredTests {
  @Test func anIgnoredPropertyIsNotObserved() {
    let store = Store(initialState: Borrador.State()) { Borrador() }
    let cache = observing { _ = store.cache }
    store.send(.cachear("x"))
    #expect(!cache.fired)
    #expect(store.cache == "x")  // still read as it is
  }

  @Test func theOtherPropertiesAreObserved() {
    let store = Store(initialState: Borrador.State()) { Borrador() }
    let titulo = observing { _ = store.titulo }
    store.send(.escribir("Lista"))
    #expect(titulo.fired)
  }

  @Test func theStateListsItsIgnoredProperties() {
    #expect(Borrador.State._$isObservationIgnored(\Borrador.State.cache))
    #expect(!Borrador.State._$isObservationIgnored(\Borrador.State.titulo))
  }
}
