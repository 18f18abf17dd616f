// The feature Reductor.docc/SharedState.md opens with, compiled (checked by DocExamplesTests).
import Reductor

// docs:marcador
@Reducer
struct Marcador {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("puntos")) var puntos = 0
    var jugadas = 0
  }
  enum Action { case anotar }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.$puntos.withLock { $0 += 1 }
      state.jugadas += 1
      return .none
    }
  }
}
// docs:end
