// Lesson 001 presents a `Hijo` without showing it: a stopwatch whose timer runs until cancelled,
// so that a test can see `ifLet` cancel it.
import Reductor

@Reducer
struct Hijo {
  @ObservableState
  struct State: Equatable {
    var segundos = 0
  }
  enum Action {
    case empezar
    case tic
  }
  @Dependency(\.continuousClock) var reloj
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { send in
          while true {
            try await reloj.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}
