import Reductor
import Testing

// An alert case marked `@ReducerCaseIgnored`, in a destination that declares its `Action`, as
// TCA's code writes it: the alert is still an alert, and its button dismisses it.

@Reducer
private struct EditFeature {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {
    case textChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .textChanged(text) = action { state.text = text }
      return .none
    }
  }
}

@Reducer
private struct Feature {
  @Reducer(state: .equatable)
  enum Destination {
    case edit(EditFeature)
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)

    enum Action {
      case alert(Alert)
      case edit(EditFeature.Action)
    }
    enum Alert: Equatable {
      case delete
    }
  }
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var isDeleted = false
  }
  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(AlertState { TextState("Delete?") })
        return .none
      case .destination(.presented(.alert(.delete))):
        state.isDeleted = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
@Suite struct IgnoredAlertCaseTests {
  @Test func theAlertsButtonDismissesIt() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await store.send(.destination(.presented(.alert(.delete)))) {
      $0.isDeleted = true
      $0.destination = nil
    }
  }

  @Test func anotherCasesActionLeavesTheAlertPresented() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") })
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.edit(.textChanged("x")))))
    } matching: { issue in
      issue.description.contains(
        "A 'Scope' received a child action while the parent state was in another case")
    }
  }

  @Test func itsCaseHoldsAStoreOfTheAlertAndItsActions() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.deleteButtonTapped)
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    guard case let .alert(alert) = destination.case else {
      Issue.record("expected the alert's store")
      return
    }
    #expect(alert.state.title == TextState("Delete?"))
    alert.send(.delete)
    #expect(store.isDeleted)
    #expect(store.destination == nil)
  }
}
