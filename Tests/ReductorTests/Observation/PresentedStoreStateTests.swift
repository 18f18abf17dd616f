import Observation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// The store of a presented child keeps no copy of the child's state: it reads the child in its
// box while the child is presented, and the box hands its last state to the store's link when
// the child goes away. So the reducer changes presented children in place however their
// stores are held, read and observed, and a dismissed child's store reads the state the child
// had when it was dismissed.

/// A folder that presents a subfolder, which can present its own.
@Reducer
private struct Carpeta {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
    var archivos = Array(0..<100)
    @Presents var subcarpeta: Carpeta.State?
  }

  enum Action {
    case abrir
    case empezarDeNuevo
    case reiniciar
    case renombrar(String)
    case tocar(Int)
    case subcarpeta(PresentationAction<Carpeta.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrir:
        state.subcarpeta = State(nombre: state.nombre + "/sub")
      case .empezarDeNuevo:
        // The whole state replaced: the presented child goes without its setter being called.
        state = State(nombre: state.nombre)
      case .reiniciar:
        // A new value, with a new identity, written over this one in place.
        state = State(nombre: "reiniciada")
      case let .renombrar(nombre):
        state.nombre = nombre
      case let .tocar(indice):
        state.archivos[indice] += 1
      case let .subcarpeta(.presented(.renombrar(nombre))) where nombre.hasSuffix("!"):
        // The subfolder has renamed itself (it runs first); the folder closes it.
        state.subcarpeta = nil
      case .subcarpeta:
        break
      }
      return .none
    }
    .ifLet(\.$subcarpeta, action: \.subcarpeta) { Carpeta() }
  }
}

/// A root folder with two levels of subfolders open, and the stores of both.
@MainActor
private func abrirDosNiveles() throws -> (
  StoreOf<Carpeta>, uno: StoreOf<Carpeta>, dos: StoreOf<Carpeta>
) {
  let store = Store(initialState: Carpeta.State(nombre: "raiz")) { Carpeta() }
  store.send(.abrir)
  let uno = try #require(store.scope(state: \.subcarpeta, action: \.subcarpeta))
  uno.send(.abrir)
  let dos = try #require(uno.scope(state: \.subcarpeta, action: \.subcarpeta))
  return (store, uno, dos)
}

/// Where the second-level subfolder's files live now, read without registering observation.
@MainActor
private func archivosAddress(_ store: StoreOf<Carpeta>) -> Int {
  store.currentState.subcarpeta!.subcarpeta!.archivos.withUnsafeBufferPointer {
    Int(bitPattern: $0.baseAddress)
  }
}

@MainActor
@Suite struct PresentedStoreStateTests {
  @Test func theStorageOfAPresentsPropertyIsFoundByItsKeyPath() {
    #expect(
      Carpeta.State._$presentationStorage(for: \Carpeta.State.subcarpeta)
        == \Carpeta.State.$subcarpeta)
    #expect(Carpeta.State._$presentationStorage(for: \Carpeta.State.nombre) == nil)
    #expect(_presentationStorageOffset(\Carpeta.State.subcarpeta) != nil)
    // Through the child's case or a plain optional: read through the key path as written.
    #expect(_presentationStorageOffset(\Carpeta.State.subcarpeta?.subcarpeta) == nil)
  }

  @Test func aPresentedChildIsChangedInPlaceWhileItsStoresAreHeldAndObserved() throws {
    let (store, uno, dos) = try abrirDosNiveles()
    let nombreUno = observing { _ = uno.nombre }
    let nombreDos = observing { _ = dos.nombre }
    let cajaUno = ObjectIdentifier(store.currentState.$subcarpeta._box!)
    let antes = archivosAddress(store)

    for vuelta in 1...3 {
      dos.send(.tocar(3))
      dos.send(.renombrar("dos \(vuelta)"))
      _ = dos.nombre
      _ = uno.nombre
    }

    #expect(archivosAddress(store) == antes)
    #expect(ObjectIdentifier(store.currentState.$subcarpeta._box!) == cajaUno)
    #expect(dos.currentState.archivos[3] == 6)
    #expect(dos.nombre == "dos 3")
    #expect(nombreDos.fired)
    #expect(!nombreUno.fired)
  }

  @Test func aDismissedChildsStoreReadsTheStateItHadWhenItWasDismissed() throws {
    let (store, uno, dos) = try abrirDosNiveles()
    dos.send(.tocar(5))

    // The subfolder renames itself and its folder closes it, in the same action.
    uno.send(.renombrar("uno!"))

    #expect(store.subcarpeta == nil)
    #expect(uno.nombre == "uno!")
    #expect(dos.nombre == "raiz/sub/sub")
    #expect(dos.archivos[5] == 6)
    let (_, warnings) = collectingWarnings { dos.send(.tocar(5)) }
    #expect(warnings.count == 1)
    #expect(dos.archivos[5] == 6)
  }

  @Test func aChildsStoreFollowsItsStateWhenTheReducerCopiesItsBox() throws {
    let (store, uno, _) = try abrirDosNiveles()
    // A copy of the state shares the boxes, so the next change to the child copies its box.
    let copia = store.currentState
    let cajaAntes = ObjectIdentifier(store.currentState.$subcarpeta._box!)

    uno.send(.renombrar("nuevo"))
    #expect(ObjectIdentifier(store.currentState.$subcarpeta._box!) != cajaAntes)
    #expect(uno.nombre == "nuevo")

    store.send(.subcarpeta(.dismiss))
    #expect(uno.nombre == "nuevo")
    // The copy kept its own child.
    #expect(copia.subcarpeta?.nombre == "raiz/sub")
    withExtendedLifetime(copia) {}
    #expect(uno.nombre == "nuevo")
  }

  @Test func aChildReplacedByANewPresentationKeepsItsLastStateInItsOldStore() throws {
    let (store, uno, _) = try abrirDosNiveles()
    uno.send(.renombrar("primera"))

    // Presenting again replaces the child with a new one (a new identity).
    store.send(.abrir)

    #expect(uno.nombre == "primera")
    let nueva = try #require(store.scope(state: \.subcarpeta, action: \.subcarpeta))
    #expect(nueva !== uno)
    #expect(nueva.nombre == "raiz/sub")
    nueva.send(.renombrar("segunda"))
    #expect(nueva.nombre == "segunda")
    #expect(uno.nombre == "primera")
    let (_, warnings) = collectingWarnings { uno.send(.renombrar("tarde")) }
    #expect(warnings.count == 1)
    #expect(store.subcarpeta?.nombre == "segunda")
  }

  @Test func aChildGoneWithTheWholeStateReplacedKeepsItsLastState() throws {
    let (store, uno, dos) = try abrirDosNiveles()
    dos.send(.renombrar("hoja"))

    store.send(.empezarDeNuevo)

    #expect(store.subcarpeta == nil)
    #expect(uno.nombre == "raiz/sub")
    #expect(dos.nombre == "hoja")
  }

  @Test func anUnobservedChildsStoreReadsItsStateAfterTheReducerCopiedItsBox() throws {
    // Nothing observes these stores, so no walk follows the box after each send.
    let store = Store(initialState: Carpeta.State(nombre: "raiz")) { Carpeta() }
    store.send(.abrir)
    let uno = try #require(store.scope(state: \.subcarpeta, action: \.subcarpeta))
    let copia = store.currentState
    uno.send(.renombrar("despues de copiar"))
    #expect(uno.nombre == "despues de copiar")
    store.send(.subcarpeta(.dismiss))
    #expect(uno.nombre == "despues de copiar")
    #expect(copia.subcarpeta?.nombre == "raiz/sub")
  }

  @Test func aDismissedChildsStateOutlivesItsBoxReleasedOnAnotherThread() async throws {
    let (store, uno, _) = try abrirDosNiveles()
    uno.send(.renombrar("guardada"))
    let (señal, continuación) = AsyncStream<Void>.makeStream()
    // Another task holds a copy of the state, with the child's box, until told to let go.
    let tarea = Task.detached { [copia = store.currentState] in
      for await _ in señal { break }
      return copia.subcarpeta?.nombre
    }

    store.send(.subcarpeta(.dismiss))
    #expect(uno.nombre == "guardada")
    continuación.finish()
    #expect(await tarea.value == "guardada")
    // The box went away with the task, on its thread; its last state stayed with the store.
    #expect(uno.nombre == "guardada")
    #expect(uno.archivos.count == 100)
  }
}

// The limit of keeping no copy: a presented child that replaces its own state in place (a new
// `@ObservableState` value, so a new presentation, written from the child's reducer) leaves
// no state of the old presentation behind. Its old store is done with, as for any new
// presentation, and reads the new child's state.
@MainActor
@Suite struct PresentedStoreStateLimitsTests {
  @Test func aChildThatReplacesItselfInPlaceLeavesItsOldStoreReadingTheNewChild() throws {
    let (store, uno, _) = try abrirDosNiveles()
    uno.send(.renombrar("vieja"))

    uno.send(.reiniciar)

    let nueva = try #require(store.scope(state: \.subcarpeta, action: \.subcarpeta))
    #expect(nueva !== uno)
    #expect(nueva.nombre == "reiniciada")
    #expect(uno.nombre == "reiniciada")
    let (_, warnings) = collectingWarnings { uno.send(.renombrar("tarde")) }
    #expect(warnings.count == 1)
    #expect(nueva.nombre == "reiniciada")
  }
}
