import Observation
import Reductor
import Testing

@MainActor
@Suite struct BindingTests {
  @Test func bindingReducerSetsFieldsBeforeTheFeatureRuns() async {
    let store = TestStore(initialState: Obs.Perfil.State()) { Obs.Perfil() }
    await store.send(.binding(.set(\.nombre, "Ana"))) {
      $0.nombre = "Ana"
      $0.valido = true
      $0.cambios = 1
    }
    await store.send(.set(\.edad, 30)) {
      $0.edad = 30
      $0.cambios = 2
    }
    await store.send(\.binding.nombre, "") {
      $0.nombre = ""
      $0.valido = false
      $0.cambios = 3
    }
    await store.send(.guardar)
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    typealias Accion = BindingAction<Obs.Perfil.State>
    #expect(Accion.set(\.nombre, "Ana") == .set(\.nombre, "Ana"))
    #expect(Accion.set(\.nombre, "Ana") != .set(\.nombre, "Beto"))
    #expect(Accion.set(\.edad, 1) != .set(\.cambios, 1))
    #expect(Accion.set(\.edad, 1).value(of: \.edad) == 1)
    #expect(Accion.set(\.edad, 1).value(of: \.cambios) == nil)
    let accion = Obs.Perfil.Action.binding(.set(\.nombre, "Ana"))
    #expect(accion[case: \.binding.nombre] == "Ana")
    #expect(accion[case: \.binding.edad] == nil)
  }

  @Test func aBindableFieldReadsAndSendsThroughTheStore() {
    let store = Store(initialState: Obs.Perfil.State()) { Obs.Perfil() }
    let nombre = store.binding(\.nombre)
    let observado = observing { _ = nombre.wrappedValue }
    let edad = observing { _ = store.edad }
    nombre.wrappedValue = "Ana"
    #expect(observado.fired)
    #expect(!edad.fired)
    #expect(store.nombre == "Ana")
    #expect(store.valido)
    #expect(store.cambios == 1)
    // An equal value sends nothing.
    nombre.wrappedValue = "Ana"
    #expect(store.cambios == 1)
  }

  @Test func presentingAndDismissingThroughTheGetSetPair() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let destino = store.presentation(state: \.destino, action: \.destino)
    let slot = observing { _ = destino.wrappedValue }
    #expect(destino.wrappedValue == nil)
    destino.wrappedValue = nil  // nothing presented: nothing sent
    #expect(!slot.fired)

    store.send(.presentar)
    #expect(slot.fired)
    let presentado = destino.wrappedValue
    #expect(presentado != nil)
    #expect(destino.wrappedValue === presentado)

    destino.wrappedValue = nil
    #expect(store.destino == nil)
    #expect(destino.wrappedValue == nil)
  }

  @Test func switchingOverAnEnumStoresCase() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let destino = store.scope(state: \.destino, action: \.destino)!
    // Another case is another child: the observers of the slot hear of it, and scoping again
    // gives the new child's store.
    let caso = observing { _ = store.scope(state: \.destino, action: \.destino)?.case }
    guard case let .editar(editor) = destino.case else {
      Issue.record("expected .editar")
      return
    }
    editor.send(.incrementar)
    #expect(!caso.fired)
    #expect(store.destino?.editar?.cuenta == 1)

    store.send(.revisar)
    #expect(caso.fired)
    let nuevo = try! #require(store.scope(state: \.destino, action: \.destino))
    guard case let .revisar(revision) = nuevo.case else {
      Issue.record("expected .revisar")
      return
    }
    revision.send(.escribir("listo"))
    #expect(store.destino?.revisar?.texto == "listo")
  }

  @Test func poppingThroughTheNavigationPathPair() {
    let store = Store(initialState: Obs.Navegacion.State()) { Obs.Navegacion() }
    store.send(.empujar)
    store.send(.empujar)
    store.send(.empujar)
    let camino = store.navigationPath(state: \.camino, action: \.camino)
    var path = camino.wrappedValue
    #expect(path.ids == [0, 1, 2])
    let elementos = Array(path)
    let ids = observing { _ = camino.wrappedValue }
    let cuenta = observing { _ = elementos[0].state }

    elementos[1].send(.editar(.incrementar))
    #expect(store.camino[id: 1]?.editar?.cuenta == 1)
    #expect(!ids.fired)
    #expect(!cuenta.fired)

    path.removeLast(2)
    camino.wrappedValue = path
    #expect(ids.fired)
    #expect(store.camino.ids == [0])
    #expect(camino.wrappedValue.count == 1)
    #expect(camino.wrappedValue[0] === elementos[0])
  }
}
