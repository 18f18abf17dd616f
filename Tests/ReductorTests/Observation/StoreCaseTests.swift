import Reductor
import Testing

// `switch store.case`, as views of destinations and stack paths are written, for the
// `CaseScope` and `scope(_:)` `@Reducer` generates.

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action {
    case titleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .titleChanged(title) = action { state.title = title }
      return .none
    }
  }
}

@Reducer
private struct Feature {
  @Reducer(state: .equatable)
  enum Destination {
    case counter(Counter)
    case detail(Detail)
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    case note(String)
    case empty
    enum Alert: Equatable {
      case ok
    }
  }
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case showCounter
    case showDetail
    case showAlert
    case showNote(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showCounter:
        state.destination = .counter(Counter.State())
      case .showDetail:
        state.destination = .detail(Detail.State(title: "A"))
      case .showAlert:
        state.destination = .alert(AlertState { TextState("Done") })
      case let .showNote(note):
        state.destination = .note(note)
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// What a view would draw for the destination, read through `store.case`.
@MainActor
private func render(_ store: StoreOf<Feature>) -> String {
  guard let destination = store.scope(state: \.destination, action: \.destination) else {
    return "nothing"
  }
  switch destination.case {
  case let .counter(store): return "counter \(store.count)"
  case let .detail(store): return "detail \(store.title)"
  case let .alert(alert): return "alert \(alert.title)"
  case let .note(note): return "note \(note)"
  case .empty: return "empty"
  }
}

@MainActor
@Suite struct StoreCaseTests {
  @Test func presentChangeCaseAndDismiss() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    #expect(render(store) == "nothing")

    store.send(.showCounter)
    #expect(render(store) == "counter 0")
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    guard case let .counter(counter) = destination.case else {
      Issue.record("expected the counter's store")
      return
    }
    counter.send(.incrementButtonTapped)
    #expect(render(store) == "counter 1")
    // The same store while the counter is there.
    #expect(destination.case.counter === counter)

    store.send(.showDetail)
    #expect(render(store) == "detail A")
    // Another case is another child: its store is scoped anew, as a view does on its next
    // render, and holds the detail's store.
    let newDestination = try #require(store.scope(state: \.destination, action: \.destination))
    #expect(newDestination.case.counter == nil)
    let detail = try #require(newDestination.case.detail)
    detail.send(.titleChanged("B"))
    #expect(render(store) == "detail B")

    store.send(.showAlert)
    #expect(render(store) == "alert Done")
    store.send(.showNote("n"))
    #expect(render(store) == "note n")

    store.send(.destination(.dismiss))
    #expect(render(store) == "nothing")
  }

  /// Reading `store.case` observes which case is there, not every change inside it.
  @Test func switchingObservesTheCaseNotTheChildsChanges() throws {
    let store = Store(initialState: Feature.State(destination: .counter(Counter.State()))) {
      Feature()
    }
    let counter = try #require(
      store.scope(state: \.destination, action: \.destination)?.case.counter
    )
    let caseRead = observing { _ = store.scope(state: \.destination, action: \.destination)?.case }
    counter.send(.incrementButtonTapped)
    #expect(!caseRead.fired)
    store.send(.showDetail)
    #expect(caseRead.fired)
  }
}
