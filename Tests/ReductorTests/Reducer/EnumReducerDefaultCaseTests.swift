import Reductor
import Testing

// `@Reducer enum` cases whose reducer is the case's default value, as TCA's code writes them:
// a feature built with arguments, and another enum's static body.

@Reducer
private struct Greeter {
  let greeting: String
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {
    case greet
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.text = greeting
      return .none
    }
  }
}

@Reducer
private enum GreetingInner {
  case spanish(Greeter = Greeter(greeting: "hola"))
}

@Reducer
private enum GreetingDestination {
  case english(Greeter = Greeter(greeting: "hello"))
  case inner(GreetingInner.Body = GreetingInner.body)
}

@Reducer
private struct GreetingParent {
  @ObservableState
  struct State {
    @Presents var destination: GreetingDestination.State?
  }
  enum Action {
    case destination(PresentationAction<GreetingDestination.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
@Suite struct EnumReducerDefaultCaseTests {
  @Test func aCaseRunsTheReducerItsDefaultBuilds() {
    let store = Store(initialState: GreetingParent.State(destination: .english(Greeter.State()))) {
      GreetingParent()
    }
    store.send(.destination(.presented(.english(.greet))))
    #expect(store.destination?.english?.text == "hello")
  }

  @Test func aCaseRunsAnotherEnumsBody() throws {
    let store = Store(
      initialState: GreetingParent.State(destination: .inner(.spanish(Greeter.State())))
    ) {
      GreetingParent()
    }
    store.send(.destination(.presented(.inner(.spanish(.greet)))))
    #expect(store.destination?.inner?.spanish?.text == "hola")

    // Its store switches as the inner enum's does.
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    let inner = try #require(destination.case.inner)
    let spanish = try #require(inner.case.spanish)
    #expect(spanish.text == "hola")
  }

  @Test func anEnumReducersBodyIsItsStaticBodysType() {
    func body<R: CaseReducer>(of _: R.Type) -> R.Body { R.body }
    var state = GreetingInner.State.spanish(Greeter.State())
    _ = body(of: GreetingInner.self).reduce(into: &state, action: .spanish(.greet))
    #expect(state.spanish?.text == "hola")
  }
}
