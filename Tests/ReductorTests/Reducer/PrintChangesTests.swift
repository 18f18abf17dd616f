import Reductor
import ReductorTestSupport
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

  @Test func aDeepActionIsWrittenOnceAsThePathOfItsCases() {
    let salida = LockedArray()
    let store = Store(initialState: Obs.Lista.State()) {
      Obs.Lista()._printChanges(.actionLabels { salida.append($0) })
    }
    store.send(.presentar)
    store.send(.destino(.presented(.editar(.escribir("hola")))))
    store.send(.agregar(3))
    store.send(.filas(.element(id: 3, action: .renombrar("Leche"))))
    store.send(.destino(.dismiss))
    #expect(
      salida.values == [
        "received action: Obs.Lista.Action.presentar",
        #"received action: Obs.Lista.Action.destino.editar.escribir("hola")"#,
        "received action: Obs.Lista.Action.agregar(3)",
        #"received action: Obs.Lista.Action.filas[id: 3].renombrar("Leche")"#,
        "received action: Obs.Lista.Action.destino.dismiss",
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
