import Reductor
import Testing

/// A folder that presents a subfolder and pushes folders on a stack of its own: the feature
/// contains itself through `PresentationAction` and `StackAction`, and nothing is marked
/// `indirect`, as in TCA.
@Reducer
private struct Folder {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var opened = 0
    @Presents var child: Folder.State?
    var path = StackState<Folder.State>()
  }
  enum Action {
    case openTapped(String)
    case pushTapped(String)
    case child(PresentationAction<Folder.Action>)
    case path(StackAction<Folder.State, Folder.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openTapped(name):
        state.opened += 1
        state.child = Folder.State(name: name)
        return .none
      case let .pushTapped(name):
        state.path.append(Folder.State(name: name))
        return .none
      case .child, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Folder() }
    .forEach(\.path, action: \.path) { Folder() }
  }
}

@MainActor
@Suite struct RecursiveFeatureTests {
  @Test func presentsItselfThreeLevelsDeepAndDismissesTheMiddle() async {
    let store = TestStore(initialState: Folder.State(name: "root")) { Folder() }
    await store.send(.openTapped("a")) {
      $0.opened = 1
      $0.child = Folder.State(name: "a")
    }
    await store.send(\.child.openTapped, "b") {
      $0.child?.opened = 1
      $0.child?.child = Folder.State(name: "b")
    }
    await store.send(.child(.presented(.child(.presented(.openTapped("c")))))) {
      $0.child?.child?.opened = 1
      $0.child?.child?.child = Folder.State(name: "c")
    }
    await store.send(.child(.presented(.child(.dismiss)))) {
      $0.child?.child = nil
    }
  }

  @Test func pushesItselfOnItsStack() async {
    let store = TestStore(initialState: Folder.State(name: "root")) { Folder() }
    await store.send(.pushTapped("a")) {
      $0.path.append(Folder.State(name: "a"))
    }
    await store.send(.path(.element(id: 0, action: .pushTapped("b")))) {
      $0.path[id: 0]?.path.append(Folder.State(name: "b"))
    }
    await store.send(.path(.element(id: 0, action: .openTapped("c")))) {
      $0.path[id: 0]?.opened = 1
      $0.path[id: 0]?.child = Folder.State(name: "c")
    }
    await store.send(.path(.element(id: 0, action: .child(.presented(.pushTapped("d")))))) {
      $0.path[id: 0]?.child?.path.append(Folder.State(name: "d"))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }
}
