import Foundation
import Reductor
import Testing

// Runtime warnings raised in a test, with no TestStore involved, fail that test at their
// source location, as issue-reporting's issues do. Markers as in SwiftTestingTrustTests.swift.

// An omitted endpoint of a `@DependencyClient` points at the endpoint's declaration.
@DependencyClient
struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]  // expect-issue(anOmittedClientEndpoint()): Unimplemented: 'SearchClient.search'
}

@DependencyClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String  // expect-known-issue(anOmittedClientEndpointInsideWithKnownIssue()): Unimplemented: 'FactClient.fetch'
}

@Reducer
struct Lista {
  @ObservableState
  struct State: Equatable {
    var detalle: Detalle.State?
  }
  enum Action {
    case detalle(Detalle.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.detalle, action: \.detalle) {  // expect-issue(aPlainStoresMisroutedAction()): 'ifLet' received a child action when child state was nil
        Detalle()
      }
  }
}

/// The same shape, for the test that expects its warning.
@Reducer
struct OtraLista {
  @ObservableState
  struct State: Equatable {
    var detalle: Detalle.State?
  }
  enum Action {
    case detalle(Detalle.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.detalle, action: \.detalle) {  // expect-known-issue(aPlainStoresWarningInsideWithKnownIssue()): 'ifLet' received a child action when child state was nil
        Detalle()
      }
  }
}

@Reducer
struct Detalle {
  @ObservableState
  struct State: Equatable {}
  enum Action { case tocar }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Test func anUnimplementedEndpoint() {
  let count = unimplemented("Contador.cuenta", placeholder: 0)  // expect-issue(anUnimplementedEndpoint()): Unimplemented: 'Contador.cuenta'
  #expect(count == 0)
}

@Test func anOmittedClientEndpointInsideWithKnownIssue() async {
  // expect-pass(anOmittedClientEndpointInsideWithKnownIssue())
  await withKnownIssue {
    _ = try? await FactClient().fetch(number: 7)
  }
}

@Test func anOmittedClientEndpoint() async {
  let results = try? await SearchClient().search(query: "x")
  #expect(results == nil)
}

@MainActor @Test func aPlainStoresMisroutedAction() {
  let store = Store(initialState: Lista.State()) { Lista() }
  store.send(.detalle(.tocar))
}

@MainActor @Test func aPlainStoresWarningInsideWithKnownIssue() {
  // expect-pass(aPlainStoresWarningInsideWithKnownIssue())
  let store = Store(initialState: OtraLista.State()) { OtraLista() }
  withKnownIssue {
    store.send(.detalle(.tocar))
  } matching: { issue in
    issue.description.contains("'ifLet' received a child action when child state was nil")
  }
}
