import Foundation
import Observation
import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorIdentifiedCollections

// Observed lists: a row change is found from the collection's change stamps, without the
// stores keeping a copy of the list (which would make every row change copy all the rows).

@MainActor
@Suite struct ObservedCollectionTests {
  /// A list whose row stores are held (as row views hold them), each observed reading its
  /// title.
  static func observedList(filas: Int) -> (StoreOf<Obs.Lista>, [StoreOf<Obs.Fila>], [Tripwire]) {
    let store = Store(
      initialState: Obs.Lista.State(
        filas: IdentifiedArray(uniqueElements: (0..<filas).map { Obs.Fila.State(id: $0) })
      )
    ) { Obs.Lista() }
    let filas = Array(store.scope(state: \.filas, action: \.filas))
    let titulos = filas.map { fila in observing { _ = fila.titulo } }
    return (store, filas, titulos)
  }

  /// Where the list's rows live now, read without registering an observation (which would
  /// keep what it read).
  static func rowsAddress(_ store: StoreOf<Obs.Lista>) -> Int {
    store.currentState.filas.elements.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
  }

  @Test func aRowChangeInAnObservedListChangesTheRowsInPlace() {
    let (store, filas, titulos) = Self.observedList(filas: 1_000)
    let coleccion = observing { _ = store.scope(state: \.filas, action: \.filas) }
    let antes = Self.rowsAddress(store)

    store.send(.filas(.element(id: 500, action: .renombrar("Leche"))))
    filas[7].send(.renombrar("Pan"))

    #expect(Self.rowsAddress(store) == antes)
    #expect(titulos.indices.filter { titulos[$0].fired } == [7, 500])
    #expect(!coleccion.fired)
    #expect(filas[500].titulo == "Leche")
  }

  @Test func twoRowsChangedInOneActionNotifyBothRows() {
    let (store, filas, titulos) = Self.observedList(filas: 100)
    store.send(
      .editarFilas {
        $0[id: 3]?.titulo = "tres"
        $0[40].titulo = "cuarenta"
      }
    )
    #expect(titulos.indices.filter { titulos[$0].fired } == [3, 40])
    #expect(filas[40].titulo == "cuarenta")
  }

  @Test func writingARowWithItsOwnValueNotifiesNobody() {
    let (store, filas, titulos) = Self.observedList(filas: 10)
    store.send(.editarFilas { $0[id: 4] = Obs.Fila.State(id: 4) })
    store.send(.editarFilas { $0[2].titulo = "" })
    #expect(!titulos.contains { $0.fired })
    // The row stores are held, as views hold them; a changed row would have notified.
    filas[2].send(.renombrar("dos"))
    #expect(titulos[2].fired)
  }

  @Test func puttingBackAnEarlierCopyOfTheListNotifiesTheRowsThatDiffer() {
    let (store, filas, titulos) = Self.observedList(filas: 10)
    let guardadas = store.currentState.filas
    store.send(.editarFilas { $0[id: 1]?.titulo = "uno" })
    #expect(titulos.indices.filter { titulos[$0].fired } == [1])
    let unoOtraVez = observing { _ = filas[1].titulo }

    // A copy of the list from before, changed elsewhere at another row: the same ids and as
    // many changes since the copy, but not the rows observers saw.
    var otras = guardadas
    otras[id: 2]?.titulo = "dos"
    store.send(.editarFilas { [otras] in $0 = otras })

    #expect(unoOtraVez.fired)
    #expect(titulos.indices.filter { titulos[$0].fired } == [1, 2])
    #expect(filas[1].titulo == "")
    #expect(filas[2].titulo == "dos")
  }

  @Test func reorderingTheListNotifiesTheCollectionButNoRow() {
    let (store, filas, titulos) = Self.observedList(filas: 5)
    let coleccion = observing { _ = store.scope(state: \.filas, action: \.filas) }
    store.send(.editarFilas { $0.reverse() })
    #expect(coleccion.fired)
    #expect(!titulos.contains { $0.fired })
    #expect(store.scope(state: \.filas, action: \.filas).ids == [4, 3, 2, 1, 0])
    #expect(store.scope(state: \.filas, action: \.filas)[id: 4] === filas[4])
  }

  @Test func aRowChangedAfterTheListWasReorderedIsStillFound() {
    let (store, filas, _) = Self.observedList(filas: 5)
    store.send(.editarFilas { $0.reverse() })
    let tres = observing { _ = filas[3].titulo }
    let cero = observing { _ = filas[0].titulo }
    store.send(.filas(.element(id: 3, action: .renombrar("tres"))))
    #expect(tres.fired)
    #expect(!cero.fired)
    #expect(filas[3].titulo == "tres")
  }
}

@Suite struct ElementChangesTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var value = 0
  }

  @Test func writingOneElementRecordsItsPosition() {
    var items: IdentifiedArrayOf<Item> = [Item(id: 10), Item(id: 20), Item(id: 30)]
    let creado = items._changes.stamp

    items[id: 20]?.value = 1
    #expect(items._changes.position == 1)
    #expect(items._changes.previous == creado)

    let antes = items._changes.stamp
    items[2].value = 2
    #expect(items._changes.position == 2)
    #expect(items._changes.previous == antes)
    #expect(items._changes.stamp > antes)

    items[id: 10] = Item(id: 10, value: 3)
    #expect(items._changes.position == 0)
  }

  // Each thread takes its stamps from a block of its own: no two changes, on any threads,
  // take the same stamp, including across the blocks a thread goes through.
  @Test func stampsAreUniqueAcrossThreads() async {
    let perThread = 70_000  // more than one block (65,536 stamps)
    let stamps = await withTaskGroup(of: [UInt64].self) { group in
      for _ in 0..<4 {
        group.addTask {
          await withCheckedContinuation { continuation in
            Thread.detachNewThread {
              continuation.resume(returning: (0..<perThread).map { _ in _nextElementChangeStamp() })
            }
          }
        }
      }
      var all: [UInt64] = []
      for await some in group { all += some }
      return all
    }
    #expect(stamps.count == 4 * perThread)
    #expect(Set(stamps).count == stamps.count)
    #expect(!stamps.contains(0))
  }

  @Test func movingAddingOrRemovingElementsRecordsNoPosition() {
    var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
    items.append(Item(id: 3))
    #expect(items._changes.position == -1)
    items[1].value = 5
    items.swapAt(0, 2)
    #expect(items._changes.position == -1)
    items[0].value = 1
    items.remove(id: 2)
    #expect(items._changes.position == -1)
  }

  @Test func copiesChangedApartTakeDifferentStamps() {
    let original: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)]
    var a = original
    var b = original
    a[0].value = 1
    b[1].value = 1
    #expect(a._changes.previous == b._changes.previous)
    #expect(a._changes.stamp != b._changes.stamp)
  }

  @Test func aStackRecordsTheElementItsIDWrites() {
    var stack = StackState<Int>([1, 2, 3])
    #expect(stack._changes.position == -1)
    let id = stack.ids[1]
    _ = stack._withElement(id: id) { $0 += 10 }
    #expect(stack._changes.position == 1)
    stack[id: stack.ids[2]] = 7
    #expect(stack._changes.position == 2)
    stack[0] = 9
    #expect(stack._changes.position == 0)
    stack.append(4)
    #expect(stack._changes.position == -1)
    #expect(Array(stack) == [9, 12, 7, 4])
  }
}
