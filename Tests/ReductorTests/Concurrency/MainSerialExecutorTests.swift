import Reductor
import Testing

@Reducer
private struct Carrera {
  @ObservableState
  struct State: Equatable { var llegadas: [String] = [] }
  enum Action: Equatable {
    case salida
    case llegada(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .salida:
        // Two effects that race: on the global executor either may send first.
        return .merge(
          .run { send in
            for _ in 0..<50 { await Task.yield() }
            await send(.llegada("a"))
          },
          .run { send in
            for _ in 0..<50 { await Task.yield() }
            await send(.llegada("b"))
          }
        )
      case let .llegada(nombre):
        state.llegadas.append(nombre)
        return .none
      }
    }
  }
}

/// The suites that turn the main serial executor on: it is a hook of the whole process, so
/// they run one test at a time, never beside each other.
@Suite(.serialized) struct MainSerialExecutorSuites {}

/// `withMainSerialExecutor`: effects a plain `Store` runs on the global executor run on the
/// main actor one job at a time, so their order is the same every run. (Without it, the same
/// 100 runs gave both orders, `["a", "b"]` and `["b", "a"]`.)
extension MainSerialExecutorSuites {
  @MainActor
  @Suite struct MainSerialExecutorTests {
    @Test func racingEffectsArriveInTheSameOrderEveryRun() async {
      var ordenes: Set<[String]> = []
      await withMainSerialExecutor {
        #expect(uncheckedUseMainSerialExecutor)
        for _ in 0..<100 {
          let store = Store(initialState: Carrera.State()) { Carrera() }
          await store.send(.salida).finish()
          ordenes.insert(store.llegadas)
        }
      }
      #expect(!uncheckedUseMainSerialExecutor)
      #expect(ordenes == [["a", "b"]])
    }

    @Test func theSynchronousFormRestoresTheSetting() {
      #expect(!uncheckedUseMainSerialExecutor)
      withMainSerialExecutor {
        #expect(uncheckedUseMainSerialExecutor)
      }
      #expect(!uncheckedUseMainSerialExecutor)
    }
  }
}
