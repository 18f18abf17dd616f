import Reductor
import Testing

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case tap
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite struct ReducerBuilderTests {
  /// A builder takes a reducer held as an existential, as TCA's does, and runs it in order
  /// with the others.
  @Test func existentialReducersRunInABuilder() async {
    let store = TestStore(initialState: Feature.State()) {
      CombineReducers {
        Feature()
        Feature() as any ReducerOf<Feature>
      }
    }
    await store.send(.tap) {
      $0.count = 2
    }
  }
}
