import Reductor
import Testing

/// `store.field = value` on a feature with bindable actions: what `$store.field` binds to in a
/// SwiftUI view with `@Bindable var store`.
@MainActor
@Suite struct StoreBindableMembersTests {
  @Reducer
  struct Perfil {
    @ObservableState
    struct State: Equatable {
      var nombre = ""
      var avisos = false
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Reducer
  struct Ajustes {
    @ObservableState
    struct State: Equatable {
      var tema = "claro"
    }
    enum Action: ViewAction, Equatable {
      case view(View)
      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
      }
    }
    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
    }
  }

  @Test func writingAFieldSendsABindingAction() async {
    let store = TestStore(initialState: Perfil.State()) { Perfil() }
    await store.send(.binding(.set(\.nombre, "Ana"))) {
      $0.nombre = "Ana"
    }
    let vivo = Store(initialState: Perfil.State()) { Perfil() }
    vivo.nombre = "Luis"
    vivo.avisos = true
    #expect(vivo.nombre == "Luis")
    #expect(vivo.avisos)
  }

  @Test func writingTheValueAlreadyThereSendsNothing() {
    let enviadas = LockIsolated(0)
    let store = Store(initialState: Perfil.State(nombre: "Ana")) {
      Reduce<Perfil.State, Perfil.Action> { _, _ in
        enviadas.withValue { $0 += 1 }
        return .none
      }
      Perfil()
    }
    store.nombre = "Ana"
    #expect(enviadas.value == 0)
    store.nombre = "Eva"
    #expect(enviadas.value == 1)
  }

  @Test func aViewActionFeatureWritesThroughItsViewActions() async {
    let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
    await store.send(.view(.binding(.set(\.tema, "oscuro")))) {
      $0.tema = "oscuro"
    }
    let vivo = Store(initialState: Ajustes.State()) { Ajustes() }
    vivo.tema = "oscuro"
    #expect(vivo.tema == "oscuro")
  }

  @Test func aStoreIsIdentifiedByTheObject() {
    let store = Store(initialState: Perfil.State()) { Perfil() }
    let otro = Store(initialState: Perfil.State()) { Perfil() }
    #expect(store.id == ObjectIdentifier(store))
    #expect(store.id != otro.id)
  }
}
