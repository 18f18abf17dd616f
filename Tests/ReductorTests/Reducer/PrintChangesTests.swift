import Reductor
import Testing

@Reducer
private struct Marcador {
  struct State: Equatable {
    var puntos = 0
    var nombre = "local"
  }
  enum Action {
    case anotar
    case nada
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anotar:
        state.puntos += 1
        return .none
      case .nada:
        return .none
      }
    }
  }
}

/// `_printChanges`: the action and a diff of what it changed, one-line labels, or a custom printer.
@MainActor
@Suite struct PrintChangesTests {
  @Test func customDumpPrintsTheActionAndTheStateDiff() {
    let salida = LockedArray()
    let store = Store(initialState: Marcador.State()) {
      Marcador()._printChanges(.customDump { salida.append($0) })
    }
    store.send(.anotar)
    store.send(.nada)
    #expect(
      salida.values == [
        """
        received action:
          Marcador.Action.anotar
           Marcador.State(
        −    puntos: 0,
        +    puntos: 1,
             nombre: "local"
           )
        """,
        """
        received action:
          Marcador.Action.nada
          (No state changes)
        """,
      ]
    )
  }

  @Test func actionLabelsPrintOneLinePerAction() {
    let salida = LockedArray()
    let store = Store(initialState: Marcador.State()) {
      Marcador()._printChanges(.actionLabels { salida.append($0) })
    }
    store.send(.anotar)
    #expect(salida.values == ["received action: Marcador.Action.anotar"])
  }

  @Test func aCustomPrinterGetsTheActionAndBothStates() {
    let salida = LockedArray()
    let store = Store(initialState: Marcador.State()) {
      Marcador()._printChanges(
        _ReducerPrinter { action, antes, despues in
          salida.append("\(action): \(antes.puntos) → \(despues.puntos)")
        }
      )
    }
    store.send(.anotar)
    store.send(.anotar)
    #expect(salida.values == ["anotar: 0 → 1", "anotar: 1 → 2"])
  }
}
