// The example Reductor.docc/Observation.md shows, compiled (checked by DocExamplesTests).

// docs:observacion
import Reductor

@Reducer
struct Visitas {
  @ObservableState
  struct State: Equatable {
    var nombre = "Ana"
    var visitas = 0
  }
  enum Action {
    case visitar
    case renombrar(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .visitar:
        state.visitas += 1
      case let .renombrar(nombre):
        state.nombre = nombre
      }
      return .none
    }
  }
}

/// A label kept in step with the store outside SwiftUI: `observe` runs its closure now, and
/// again on the main actor after each change to what the closure read (here `visitas` only).
@MainActor
final class EtiquetaDeVisitas {
  private(set) var texto = ""
  private(set) var veces = 0
  private var token: ObserveToken?

  init(store: StoreOf<Visitas>) {
    token = observe { [weak self] in
      guard let self else { return }
      texto = "\(store.visitas) visitas"
      veces += 1
    }
  }
}
// docs:end
