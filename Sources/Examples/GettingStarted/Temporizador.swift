import Reductor

// Reductor.docc/Effects.md's example, compiled (checked by DocExamplesTests).

// docs:temporizador
/// A timer that ticks every second until it is stopped: a long-running `.run` effect on the
/// clock dependency, cancelled by id.
@Reducer
struct Temporizador {
  @ObservableState
  struct State: Equatable {
    var segundos = 0
    var enMarcha = false
  }

  enum Action: Equatable {
    case empezarPulsado
    case pararPulsado
    case tic
  }

  enum CancelID { case reloj }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezarPulsado:
        state.enMarcha = true
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tic)
          }
        }
        .cancellable(id: CancelID.reloj, cancelInFlight: true)

      case .pararPulsado:
        state.enMarcha = false
        return .cancel(id: CancelID.reloj)

      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}
// docs:end
