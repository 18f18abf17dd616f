import Reductor
import Testing

/// A binding action prints as it is written: `.binding(.set(\.tarea.titulo, "Leche de avena"))`.
@MainActor
@Suite struct BindingActionDumpTests {
  struct Tarea: Equatable { var titulo = "" }

  @Reducer
  struct Lista {
    @ObservableState
    struct State: Equatable {
      var tarea = Tarea()
      var hecho = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Test func aBindingActionDumpsAsItIsWritten() {
    let action = Lista.Action.binding(.set(\.tarea.titulo, "Leche de avena"))
    var dump = ""
    customDump(action, to: &dump)
    #expect(
      dump
        == #"BindingActionDumpTests.Lista.Action.binding(.set(\.tarea.titulo, "Leche de avena"))"#)
    var otra = ""
    customDump(Lista.Action.binding(.set(\.hecho, true)), to: &otra)
    #expect(otra == #"BindingActionDumpTests.Lista.Action.binding(.set(\.hecho, true))"#)
  }
}
