// The example Reductor.docc/Effects.md shows, compiled (checked by DocExamplesTests).

// docs:guardado
import Reductor

/// Saves a note: says at once that it is saving, and that it is done once the save returns.
@Reducer
struct Guardado {
  @ObservableState
  struct State: Equatable {
    var pasos: [String] = []
  }
  enum Action: Equatable {
    case guardarPulsado
    case anotar(String)
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .guardarPulsado:
        return .merge(
          .concatenate(
            // Reduced while the store handles `guardarPulsado`, before `send` returns.
            .send(.anotar("guardando")),
            .run { [clock] send in
              try await clock.sleep(for: .seconds(1))
              await send(.anotar("guardado"))
            }
          ),
          // Reduced next, also before `send` returns.
          .send(.anotar("botón desactivado"))
        )
      case let .anotar(paso):
        state.pasos.append(paso)
        return .none
      }
    }
  }
}
// docs:end
