import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// An alert's action while another case of the destination is presented is reported, as a
// feature case's action is.

@Reducer
private struct Nota {
  struct State: Equatable {
    var texto = ""
  }
  enum Action {
    case escribir(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .escribir(texto) = action { state.texto = texto }
    return .none
  }
}

@Reducer
private struct Cuaderno {
  @Reducer(state: .equatable)
  enum Destino {
    case nota(Nota)
    case alerta(AlertState<Alerta>)
    enum Alerta: Equatable {
      case borrar
    }
  }
  @ObservableState
  struct State: Equatable {
    @Presents var destino: Destino.State?
  }
  enum Action {
    case destino(PresentationAction<Destino.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destino, action: \.destino)
  }
}

@MainActor
@Suite struct MisroutedAlertActionTests {
  @Test func anAlertActionWhileANoteIsPresentedWarns() throws {
    let store = Store(initialState: Cuaderno.State(destino: .nota(Nota.State()))) { Cuaderno() }
    let warnings = collectingRuntimeWarnings {
      store.send(.destino(.presented(.alerta(.borrar))))
    }
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1)
    #expect(
      warning.contains(
        "A 'Scope' received a child action while the parent state was in another case"))
    #expect(warning.contains("alerta"))
    // The note stays presented: an alert's action does not dismiss another case.
    #expect(store.destino == .nota(Nota.State()))
  }

  @Test func anAlertActionWhileTheAlertIsPresentedDismissesIt() {
    let alerta = AlertState<Cuaderno.Destino.Alerta> { TextState("¿Borrar?") }
    let store = Store(initialState: Cuaderno.State(destino: .alerta(alerta))) { Cuaderno() }
    let warnings = collectingRuntimeWarnings {
      store.send(.destino(.presented(.alerta(.borrar))))
    }
    #expect(warnings.isEmpty)
    #expect(store.destino == nil)
  }
}
