import Observation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

@MainActor
@Suite struct ScopedStoreObservationTests {
  static func lista(filas: Int) -> Obs.Lista.State {
    Obs.Lista.State(
      filas: IdentifiedArray(uniqueElements: (0..<filas).map { Obs.Fila.State(id: $0) })
    )
  }

  @Test func changingOneRowOfAThousandNotifiesThatRowOnly() {
    let store = Store(initialState: Self.lista(filas: 1_000)) { Obs.Lista() }
    let filas = Array(store.scope(state: \.filas, action: \.filas))
    let titulos = filas.map { fila in observing { _ = fila.titulo } }
    let hechos = filas.map { fila in observing { _ = fila.hecho } }
    let coleccion = observing { _ = store.scope(state: \.filas, action: \.filas) }

    let antes = _ObservationMetrics.comparisons
    store.send(.filas(.element(id: 500, action: .renombrar("Leche"))))
    // The collection's ids at the root, and the two reads of the one row that changed: the
    // other 999 rows are skipped without comparing their fields.
    #expect(_ObservationMetrics.comparisons - antes == 3)

    #expect(titulos.indices.filter { titulos[$0].fired } == [500])
    #expect(!hechos.contains { $0.fired })
    #expect(!coleccion.fired)
    #expect(filas[500].titulo == "Leche")

    // Sending through the row's own store does the same.
    filas[7].send(.alternar)
    #expect(hechos.indices.filter { hechos[$0].fired } == [7])
    #expect(titulos.indices.filter { titulos[$0].fired } == [500])
    #expect(!coleccion.fired)
  }

  @Test func appendingARowNotifiesTheCollectionButNoRow() {
    let store = Store(initialState: Self.lista(filas: 1_000)) { Obs.Lista() }
    let filas = Array(store.scope(state: \.filas, action: \.filas))
    let titulos = filas.map { fila in observing { _ = fila.titulo } }
    let coleccion = observing { _ = store.scope(state: \.filas, action: \.filas) }

    store.send(.agregar(1_000))

    #expect(coleccion.fired)
    #expect(!titulos.contains { $0.fired })
    let despues = store.scope(state: \.filas, action: \.filas)
    #expect(despues.count == 1_001)
    #expect(despues.ids.last == 1_000)
  }

  @Test func removingARowNotifiesTheCollection() {
    let store = Store(initialState: Self.lista(filas: 3)) { Obs.Lista() }
    let filas = Array(store.scope(state: \.filas, action: \.filas))
    let coleccion = observing { _ = store.scope(state: \.filas, action: \.filas) }
    store.send(.quitar(1))
    #expect(coleccion.fired)
    #expect(store.scope(state: \.filas, action: \.filas).ids == [0, 2])
    #expect(store.scope(state: \.filas, action: \.filas)[id: 1] == nil)
    _ = filas
  }

  @Test func rowStoresAreTheSameWhileTheirRowsLive() {
    let store = Store(initialState: Self.lista(filas: 3)) { Obs.Lista() }
    let fila = store.scope(state: \.filas, action: \.filas)[id: 1]
    #expect(fila != nil)
    #expect(store.scope(state: \.filas, action: \.filas)[id: 1] === fila)
    #expect(store.scope(state: \.filas, action: \.filas)[1] === fila)
    store.send(.fijarNombre("otra cosa"))
    #expect(store.scope(state: \.filas, action: \.filas)[id: 1] === fila)
  }

  @Test func presentingReplacingAndDismissingNotifyTheSlot() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    var slot = observing { _ = store.scope(state: \.destino?.editar, action: \.destino.editar) }
    let nombre = observing { _ = store.nombre }

    store.send(.presentar)
    #expect(slot.fired)
    let editor = try! #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    #expect(store.scope(state: \.destino?.editar, action: \.destino.editar) === editor)

    // A change inside the child notifies only the observers inside it.
    slot = observing { _ = store.scope(state: \.destino?.editar, action: \.destino.editar) }
    let destino = observing { _ = store.scope(state: \.destino, action: \.destino) }
    let texto = observing { _ = editor.texto }
    let cuenta = observing { _ = editor.cuenta }
    editor.send(.escribir("hola"))
    #expect(texto.fired)
    #expect(!cuenta.fired)
    #expect(!slot.fired)
    #expect(!destino.fired)
    #expect(!nombre.fired)
    #expect(store.destino?.editar?.texto == "hola")

    // Replacing the child with a new one is a change of the slot, and of the child's store.
    store.send(.reemplazar)
    #expect(slot.fired)
    #expect(destino.fired)
    let nuevo = try! #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    #expect(nuevo !== editor)
    #expect(nuevo.texto == "")

    // Switching the destination to another case is too.
    slot = observing { _ = store.scope(state: \.destino?.editar, action: \.destino.editar) }
    store.send(.revisar)
    #expect(slot.fired)
    #expect(store.scope(state: \.destino?.editar, action: \.destino.editar) == nil)
    #expect(store.scope(state: \.destino?.revisar, action: \.destino.revisar) != nil)

    // Dismissing.
    slot = observing { _ = store.scope(state: \.destino, action: \.destino) }
    store.send(.destino(.dismiss))
    #expect(slot.fired)
    #expect(store.scope(state: \.destino, action: \.destino) == nil)
    #expect(!nombre.fired)
  }

  @Test func aPresentedStoreSendsPresentedActions() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let destino = try! #require(store.scope(state: \.destino, action: \.destino))
    destino.send(.editar(.incrementar))
    #expect(store.destino?.editar?.cuenta == 1)
    #expect(destino.editar?.cuenta == 1)
  }

  @Test func aStoreOfAReplacedChildWarnsInsteadOfSending() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    let editor = try! #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    store.send(.reemplazar)
    let (_, warnings) = collectingWarnings { editor.send(.incrementar) }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("gone away") == true)
    #expect(store.destino?.editar?.cuenta == 0)
  }

  @Test func theWarningNamesTheStoreByTheScopesThatLedToIt() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.presentar)
    store.send(.agregar(7))
    let editor = try! #require(store.scope(state: \.destino?.editar, action: \.destino.editar))
    let fila = try! #require(store.scope(state: \.filas, action: \.filas)[id: 7])
    store.send(.reemplazar)
    store.send(.quitar(7))
    let (_, warnings) = collectingWarnings {
      editor.send(.incrementar)
      fila.send(.alternar)
    }
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("Store: Store<") == true)
    #expect(warnings.first?.contains(".scope(state: ") == true)
    #expect(warnings.last?.contains(".scope(state: ") == true)
    #expect(warnings.last?.contains(")[id: 7]") == true)
    #expect(store.filas.isEmpty)
  }

  @Test func aChildStoreReadsItsParentsStateTenLevelsDown() {
    let store = Store(initialState: Obs.Nivel.anidado(10)) { Obs.Nivel() }
    var stores = [store]
    for _ in 0..<10 {
      stores.append(try! #require(stores.last!.scope(state: \.hijo, action: \.hijo)))
    }
    let hondo = stores[10]
    let valor = observing { _ = hondo.valor }
    let arriba = observing { _ = store.valor }

    // Sent at the root, ten levels down.
    var accion = Obs.Nivel.Action.incrementar
    for _ in 0..<10 { accion = .hijo(.presented(accion)) }
    store.send(accion)
    #expect(hondo.valor == 1)
    #expect(valor.fired)
    #expect(!arriba.fired)

    // Sent at the bottom, seen at every level.
    hondo.send(.incrementar)
    #expect(hondo.valor == 2)
    #expect(hondo.state.valor == 2)
    stores[5].send(.incrementar)
    #expect(stores[5].valor == 1)
    #expect(hondo.valor == 2)
    for (depth, level) in stores.enumerated() {
      #expect(level.valor == [0: 0, 5: 1, 10: 2][depth, default: 0])
    }

    // Dismissing a middle level ends every store below it.
    let nueve = observing { _ = stores[9].valor }
    stores[3].send(.hijo(.dismiss))
    #expect(stores[3].scope(state: \.hijo, action: \.hijo) == nil)
    let (_, warnings) = collectingWarnings { hondo.send(.incrementar) }
    #expect(warnings.count == 1)
    #expect(!nueve.fired)
  }

  // The walk after a send tells a child store's observers while it goes through its parent's
  // child stores; an observer that scopes the parent again, there, adds a child store to the
  // table being walked. The walk goes on over the table as it was, and the new store works.
  @Test func anObserverThatScopesWhileBeingToldChangesNothingTheWalkMisses() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    store.send(.mostrarHijo)
    let hijo = try! #require(store.scope(state: \.hijo, action: \.hijo))
    let filas = store.scope(state: \.filas, action: \.filas)
    #expect(filas.isEmpty)
    let destino = LockIsolated<Store<Obs.Lista.Destino.State, Obs.Lista.Destino.Action>?>(nil)
    withObservationTracking {
      _ = hijo.cuenta
    } onChange: {
      MainActor.assumeIsolated {
        store.send(.presentar)
        let scoped = store.scope(state: \.destino, action: \.destino)
        destino.withValue { $0 = scoped }
      }
    }
    let nombre = observing { _ = store.nombre }
    hijo.send(.incrementar)
    #expect(hijo.cuenta == 1)
    let presentado = try! #require(destino.value)
    #expect(presentado.state == Obs.Lista.Destino.State.editar(Obs.Editor.State()))
    #expect(!nombre.fired)
    store.send(.fijarNombre("Ana"))
    #expect(nombre.fired)
  }

  @Test func aDismissedChildsStoreIsReleased() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    weak var liberado: StoreOf<Obs.Editor>?
    do {
      store.send(.mostrarHijo)
      let hijo = try! #require(store.scope(state: \.hijo, action: \.hijo))
      liberado = hijo
      let cuenta = observing { _ = hijo.cuenta }
      hijo.send(.incrementar)
      #expect(cuenta.fired)
      _ = observing { _ = hijo.cuenta }
      store.send(.ocultarHijo)
      #expect(store.scope(state: \.hijo, action: \.hijo) == nil)
      #expect(store._scopeCacheCount == 0)
      let (_, warnings) = collectingWarnings { hijo.send(.incrementar) }
      #expect(warnings.count == 1)
    }
    #expect(liberado == nil)
  }

  @Test func theCacheDoesNotGrowAcrossTenThousandPresentations() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    let nombre = observing { _ = store.nombre }
    weak var ultimo: StoreOf<Obs.Editor>?
    for _ in 0..<10_000 {
      store.send(.mostrarHijo)
      let hijo = store.scope(state: \.hijo, action: \.hijo)!
      _ = observing { _ = hijo.cuenta }
      hijo.send(.incrementar)
      ultimo = hijo
      store.send(.ocultarHijo)
    }
    #expect(ultimo == nil)
    #expect(store._scopeCacheCount <= 1)
    #expect(!nombre.fired)
  }

  @Test func theRowCacheDoesNotGrowAcrossTenThousandRows() {
    let store = Store(initialState: Obs.Lista.State()) { Obs.Lista() }
    for id in 0..<10_000 {
      store.send(.agregar(id))
      let fila = store.scope(state: \.filas, action: \.filas)[id: id]!
      _ = observing { _ = fila.titulo }
      store.send(.quitar(id))
    }
    #expect(store._scopeCacheCount <= 64)
  }
}
