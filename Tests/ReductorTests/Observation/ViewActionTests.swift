import Reductor
import Testing

// View actions, sent the way a SwiftUI view marked `@ViewAction(for:)` sends them, and their
// bindings, applied by `BindingReducer(action: \.view)`.

@Reducer
private struct Redactor {
  @ObservableState
  struct State: Equatable {
    var borrador = ""
    var guardado = false
  }
  enum Action: ViewAction {
    case guardadoCompletado
    case view(View)
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case guardarPulsado
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.guardarPulsado):
        return .send(.guardadoCompletado)
      case .guardadoCompletado:
        state.guardado = true
        return .none
      case .view(.binding):
        return .none
      }
    }
  }
}

@MainActor @ViewAction(for: Redactor.self)
private struct RedactorView {
  let store: StoreOf<Redactor>

  func guardarPulsado() { send(.guardarPulsado) }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func aViewSendsItsViewActions() {
    let store = Store(initialState: Redactor.State()) { Redactor() }
    let view = RedactorView(store: store)
    view.guardarPulsado()
    #expect(store.guardado)
  }

  @Test func bindingsNestedUnderTheViewAction() async {
    let store = TestStore(initialState: Redactor.State()) { Redactor() }
    await store.send(.view(.binding(.set(\.borrador, "tornillo")))) {
      $0.borrador = "tornillo"
    }
    await store.send(\.view.guardarPulsado)
    await store.receive(\.guardadoCompletado) {
      $0.guardado = true
    }
  }
}
