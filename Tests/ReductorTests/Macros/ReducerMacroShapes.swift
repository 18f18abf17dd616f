import Reductor
import Testing

// `@Reducer` features in the shapes lessons use, compiled with the real macros through
// `import Reductor`. The runtime's `Reduce` and `Effect` are still placeholders, so the features
// implement `reduce(into:action:)`.

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var isSaving = false
  }

  enum Action {
    case view(View)
    case delegate(Delegate)
    case saveFinished(Result<String, EditorError>)

    enum View {
      case saveTapped
      case textChanged(String)
    }

    // Written out by hand, with an enum of its own inside: both still case-pathable.
    @CasePathable
    enum Delegate {
      case saved(text: String)
      case closed(Reason)

      enum Reason {
        case cancelled
      }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let text = action[case: \.view.textChanged] {
      state.text = text
    }
    return .none
  }
}

struct EditorError: Error, Equatable {}

@Reducer
struct Destinations {
  // Enum state gains @CasePathable and @dynamicMemberLookup.
  @ObservableState
  enum State: Equatable {
    case editor(Editor.State)
    case message(String)
    case empty
  }

  enum Action {
    case editor(Editor.Action)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

// Already conforming, with an already case-pathable `Action`.
@Reducer
struct AlreadyConforming: Reducer {
  struct State: Equatable {}

  @CasePathable
  enum Action: Equatable {
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

// `Action` declared elsewhere, through a typealias.
@CasePathable
enum SharedAction {
  case ping
}

@Reducer
struct Aliased {
  struct State {}
  typealias Action = SharedAction

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

@Suite struct ReducerMacroShapes {
  @Test func featuresAreReducers() {
    func name<R: Reducer>(_: R.Type) -> String { "\(R.self)" }
    #expect(name(Editor.self) == "Editor")
    #expect(name(Destinations.self) == "Destinations")
    #expect(name(AlreadyConforming.self) == "AlreadyConforming")
    #expect(name(Aliased.self) == "Aliased")
  }

  @Test func actionsAndTheirNestedEnumsAreCasePathable() {
    let path: CaseKeyPath<Editor.Action, Void> = \Editor.Action.Cases.view.saveTapped
    let action = path()
    #expect(action.is(\.view.saveTapped))
    #expect(!action.is(\.view.textChanged))
    let saved = (\Editor.Action.Cases.delegate.saved)("hi")
    #expect(saved[case: \.delegate.saved] == "hi")
    #expect((\Editor.Action.Cases.delegate.closed.cancelled)().is(\.delegate.closed))
    #expect(Editor.Action.saveFinished(.success("a"))[case: \.saveFinished.success] == "a")
    #expect(AlreadyConforming.Action.tapped.is(\.tapped))
    #expect(Aliased.Action.ping.is(\.ping))
  }

  @Test func reducersRun() {
    var state = Editor.State()
    _ = Editor().reduce(into: &state, action: .view(.textChanged("hello")))
    #expect(state.text == "hello")
  }

  @Test func enumStateIsCasePathableWithDynamicMemberLookup() {
    var state = Destinations.State.editor(Editor.State(text: "a"))
    #expect(state.editor?.text == "a")
    #expect(state.message == nil)
    state.editor?.text = "b"
    #expect(state == .editor(Editor.State(text: "b")))
    state.message = "ignored"
    #expect(state.is(\.editor))
    #expect(Destinations.State.empty.is(\.empty))
    #expect((\Destinations.Action.Cases.editor.view.saveTapped)().is(\.editor.view))
  }
}
