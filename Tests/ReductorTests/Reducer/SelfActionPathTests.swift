import Reductor
import Testing

// `\.self` as an action path, wherever TCA takes one: the child's actions are the parent's.

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

/// Optional state whose actions are its own: `.ifLet(\.optional, action: \.self)`.
@Reducer
private struct OptionalCounter {
  @ObservableState
  struct State: Equatable {
    var optional: Counter.State?
  }
  typealias Action = Counter.Action
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.optional, action: \.self) { Counter() }
  }
}

/// Enum state whose case runs with the parent's actions: `.ifCaseLet(\.counter, action: \.self)`.
@Reducer
private struct CaseCounter {
  @ObservableState
  @CasePathable
  enum State: Equatable {
    case counter(Counter.State)
    case idle
  }
  typealias Action = Counter.Action
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.counter, action: \.self) { Counter() }
  }
}

@MainActor
@Suite struct SelfActionPathTests {
  @Test func ifLetRunsTheChildOnTheParentsActions() async {
    let store = TestStore(initialState: OptionalCounter.State(optional: Counter.State())) {
      OptionalCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0.optional?.count = 1
    }
  }

  @Test func ifLetWithNoChildWarnsAndChangesNothing() async {
    let store = TestStore(initialState: OptionalCounter.State()) { OptionalCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("'ifLet' received a child action when child state was nil")
    }
  }

  @Test func ifCaseLetRunsTheCaseOnTheParentsActions() async {
    let store = TestStore(initialState: CaseCounter.State.counter(Counter.State())) {
      CaseCounter()
    }
    await store.send(.incrementButtonTapped) {
      $0 = .counter(Counter.State(count: 1))
    }
  }

  @Test func scopingToSelfGivesAStoreOfTheSameFeature() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let labelled = store.scope(state: \.self, action: \.self)
    let unlabelled = store.scope(\.self, action: \.self)
    labelled.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(unlabelled.count == 1)
    unlabelled.send(.incrementButtonTapped)
    #expect(store.count == 2)
    #expect(labelled.count == 2)
  }
}
