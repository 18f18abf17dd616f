// Lesson 001 iterates `Fila` without showing it: a row with an id, a mark, and a timer that runs
// until cancelled, so that a test can see `forEach` cancel a removed row's effects.
import Reductor

@Reducer
struct Fila {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var marcada = false
    var segundos = 0
  }
  enum Action {
    case marcar
    case empezar
    case tic
  }
  @Dependency(\.continuousClock) var reloj
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .marcar:
        state.marcada.toggle()
        return .none
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
