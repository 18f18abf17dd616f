import Reductor
import ReductorTestSupport
import Testing

/// `forEach`'s types let a stack be paired with an `IdentifiedAction` case (and an identified
/// array keyed by `StackElementID` with a `StackAction` case), though neither can address its
/// elements. That is a warning where the operator is, never a crash: the parent still runs and
/// element actions are ignored.
@MainActor
@Suite struct ForEachMismatchTests {
  @Reducer
  struct Ficha {
    struct State: Equatable, Identifiable {
      var id: StackElementID
      var cuenta = 0
    }
    enum Action { case sumar }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.cuenta += 1
      return .none
    }
  }

  @Reducer
  struct PilaConAccionesIdentificadas {
    struct State: Equatable {
      var pila = StackState<Ficha.State>()
      var toques = 0
    }
    enum Action {
      case pila(IdentifiedAction<StackElementID, Ficha.Action>)
      case tocar
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tocar = action { state.toques += 1 }
        return .none
      }
      .forEach(\.pila, action: \.pila) { Ficha() }
    }
  }

  @Reducer
  struct ListaConAccionesDePila {
    struct State: Equatable {
      var lista: IdentifiedArrayOf<Ficha.State> = []
      var toques = 0
    }
    enum Action {
      case lista(StackAction<Ficha.State, Ficha.Action>)
      case tocar
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tocar = action { state.toques += 1 }
        return .none
      }
      .forEach(\.lista, action: \.lista) { Ficha() }
    }
  }

  @Test func aStackWithAnIdentifiedActionCaseWarnsAndRunsTheParent() {
    var pila = StackState<Ficha.State>()
    pila.append(Ficha.State(id: 0))
    let (store, warnings) = collectingWarnings {
      let store = Store(initialState: PilaConAccionesIdentificadas.State(pila: pila)) {
        PilaConAccionesIdentificadas()
      }
      store.send(.tocar)
      store.send(.pila(.element(id: 0, action: .sumar)))
      return store
    }
    #expect(store.toques == 1)
    #expect(store.pila.first?.cuenta == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("A 'forEach' over a StackState was given") == true)
    #expect(warnings.first?.contains("'StackAction'") == true)
  }

  @Test func anIdentifiedArrayWithAStackActionCaseWarnsAndRunsTheParent() {
    let (store, warnings) = collectingWarnings {
      let store = Store(
        initialState: ListaConAccionesDePila.State(lista: [Ficha.State(id: 0)])
      ) {
        ListaConAccionesDePila()
      }
      store.send(.tocar)
      store.send(.lista(.element(id: 0, action: .sumar)))
      return store
    }
    #expect(store.toques == 1)
    #expect(store.lista.first?.cuenta == 0)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("A 'forEach' over an IdentifiedArray was given") == true)
    #expect(warnings.first?.contains("'IdentifiedAction'") == true)
  }
}
