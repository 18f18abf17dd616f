import Foundation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore
@testable import ReductorCustomDump
@testable import ReductorIssueReporting

/// Checks the storage invariants and that positions, ids and `[id:]` agree.
private func expectConsistent<Element: Equatable>(
  _ stack: StackState<Element>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(stack._checkInvariants() == nil, sourceLocation: sourceLocation)
  for (position, id) in stack.ids.enumerated() {
    #expect(stack.index(id: id) == position, sourceLocation: sourceLocation)
    #expect(stack.id(at: position) == id, sourceLocation: sourceLocation)
    #expect(stack[id: id] == stack[position], sourceLocation: sourceLocation)
  }
}

private let detalleLeche = CaminoEstado.detalle(Ficha(titulo: "leche"))
private let detallePan = CaminoEstado.detalle(Ficha(titulo: "pan"))

@Suite("Navigation: StackState")
struct NavigationStackStateTests {
  @Test func idsIncreaseAndAreNeverReused() {
    var camino = StackState<CaminoEstado>()
    #expect(camino.isEmpty)
    #expect(camino.nextID == 0)
    camino.append(detalleLeche)
    camino.append(.ajustes(1))
    camino.append(detallePan)
    #expect(camino.ids == [0, 1, 2])
    #expect(Array(camino) == [detalleLeche, .ajustes(1), detallePan])

    #expect(camino.popLast() == detallePan)
    camino.append(.ajustes(2))
    #expect(camino.ids == [0, 1, 3])

    camino.removeLast(2)
    #expect(camino.ids == [0])
    camino.append(detallePan)
    #expect(camino.ids == [0, 4])

    camino.removeAll()
    #expect(camino.popLast() == nil)
    camino.append(detalleLeche)
    #expect(camino.ids == [5])
    #expect(camino.nextID == 6)
    expectConsistent(camino)
  }

  @Test func initializersNumberFromZero() {
    let literal: StackState<CaminoEstado> = [detalleLeche, detallePan]
    #expect(literal.ids == [0, 1])
    let sequence = StackState([detalleLeche, detallePan, .ajustes(3)])
    #expect(sequence.ids == [0, 1, 2])
    #expect(sequence[2] == .ajustes(3))
    expectConsistent(sequence)
  }

  @Test func readAndWriteByID() {
    var camino: StackState<CaminoEstado> = [detalleLeche, .ajustes(1), detallePan]
    #expect(camino[id: 1] == .ajustes(1))
    #expect(camino[id: 7] == nil)

    camino[id: 1] = .ajustes(10)
    #expect(camino[id: 1] == .ajustes(10))
    camino[id: 1]?.modify(\.ajustes) { $0 += 1 }
    #expect(camino[id: 1] == .ajustes(11))
    // In-place mutation of the bottom and top elements too.
    camino[id: 0]?.modify(\.detalle) { $0.cuenta = 3 }
    camino[id: 2]?.modify(\.detalle) { $0.titulo = "detallePan integral" }
    #expect(camino[0] == .detalle(Ficha(titulo: "leche", cuenta: 3)))
    #expect(camino[2] == .detalle(Ficha(titulo: "detallePan integral")))
    #expect(camino.ids == [0, 1, 2])
    expectConsistent(camino)

    // Writing nil removes, through the setter and through `_modify`.
    camino[id: 1] = nil
    #expect(camino.ids == [0, 2])
    func quitar(_ element: inout CaminoEstado?) { element = nil }
    quitar(&camino[id: 0])
    #expect(camino.ids == [2])
    #expect(camino[0] == .detalle(Ficha(titulo: "detallePan integral")))
    expectConsistent(camino)
  }

  @Test func removingThroughModifyKeepsOrder() {
    var camino: StackState<CaminoEstado> = [.ajustes(0), .ajustes(1), .ajustes(2), .ajustes(3)]
    func quitar(_ element: inout CaminoEstado?) { element = nil }
    quitar(&camino[id: 1])
    #expect(Array(camino) == [.ajustes(0), .ajustes(2), .ajustes(3)])
    #expect(camino.ids == [0, 2, 3])
    expectConsistent(camino)
  }

  @Test func writingAnAbsentIDInAnAppIsIgnoredWithAWarning() {
    var camino: StackState<CaminoEstado> = [detalleLeche]
    let warnings = TestContext.$isRunningAsApp.withValue(true) {
      collectingRuntimeWarnings {
        camino[id: 5] = detallePan
        camino[id: 6]?.modify(\.ajustes) { $0 += 1 }  // nothing to modify: no write, no warning
        func escribir(_ element: inout CaminoEstado?) { element = detallePan }
        escribir(&camino[id: 7])
      }
    }
    #expect(camino == [detalleLeche])
    #expect(warnings.count == 2)
    #expect(
      warnings.first?.contains("under the id #5, which is not in the stack (ids: #0)") == true)
    camino[id: 5] = nil  // removing an absent id is not a misuse
    #expect(camino.count == 1)
  }

  /// As a test's expected state writes what a `.push(id:state:)` did.
  @Test func writingAnAbsentIDInATestPushesUnderThatID() {
    var camino: StackState<CaminoEstado> = [detalleLeche]
    let warnings = collectingRuntimeWarnings {
      camino[id: 3] = detallePan
      camino[id: 2] = .ajustes(1)  // below an id handed out already: ignored, with a warning
    }
    #expect(Array(camino) == [detalleLeche, detallePan])
    #expect(camino.ids == [0, 3])
    #expect(camino.nextID == 4)
    #expect(warnings.count == 1)
    expectConsistent(camino)
  }

  @Test func readAndWriteACaseByID() {
    var camino: StackState<CaminoEstado> = [detalleLeche, .ajustes(1)]
    #expect(camino[id: 0, case: \.detalle] == Ficha(titulo: "leche"))
    #expect(camino[id: 0, case: \.ajustes] == nil)
    #expect(camino[id: 9, case: \.detalle] == nil)

    camino[id: 0, case: \.detalle]?.cuenta += 1
    #expect(camino[id: 0] == .detalle(Ficha(titulo: "leche", cuenta: 1)))
    camino[id: 1, case: \.ajustes] = 5
    #expect(camino[id: 1] == .ajustes(5))

    // Writes to another case, to an absent id, or of nil are ignored.
    camino[id: 1, case: \.detalle] = Ficha(titulo: "x")
    camino[id: 9, case: \.ajustes] = 1
    camino[id: 0, case: \.detalle] = nil
    #expect(camino == StackState([.detalle(Ficha(titulo: "leche", cuenta: 1)), .ajustes(5)]))

    let path: WritableKeyPath<StackState<CaminoEstado>, Int?> = \.[id: 1, case: \.ajustes]
    camino[keyPath: path]? += 1
    #expect(camino[id: 1] == .ajustes(6))
  }

  @Test func popFromAndPopTo() {
    var camino: StackState<CaminoEstado> = [.ajustes(0), .ajustes(1), .ajustes(2), .ajustes(3)]
    var popped = camino.pop(to: 1)
    #expect(popped)
    #expect(camino.ids == [0, 1])
    camino.append(.ajustes(4))
    #expect(camino.ids == [0, 1, 4])
    popped = camino.pop(from: 1)
    #expect(popped)
    #expect(camino.ids == [0])
    popped = camino.pop(from: 1)
    #expect(!popped)
    popped = camino.pop(to: 3)
    #expect(!popped)
    #expect(camino.ids == [0])
    popped = camino.pop(to: 0)
    #expect(popped)
    #expect(camino.ids == [0])
    popped = camino.pop(from: 0)
    #expect(popped)
    #expect(camino.isEmpty)
    camino.append(.ajustes(5))
    #expect(camino.ids == [5])
    expectConsistent(camino)
  }

  @Test func rangeReplacingGivesNewIDs() {
    var camino: StackState<CaminoEstado> = [.ajustes(0), .ajustes(1), .ajustes(2)]
    camino.insert(.ajustes(9), at: 1)
    #expect(camino.ids == [0, 3, 1, 2])
    #expect(camino.remove(at: 2) == .ajustes(1))
    #expect(camino.ids == [0, 3, 2])
    camino.replaceSubrange(0..<1, with: [.ajustes(7), .ajustes(8)])
    #expect(camino.ids == [4, 5, 3, 2])
    #expect(Array(camino) == [.ajustes(7), .ajustes(8), .ajustes(9), .ajustes(2)])
    camino.replaceSubrange(2..<4, with: [.ajustes(1)])
    #expect(camino.ids == [4, 5, 6])
    expectConsistent(camino)

    camino.removeAll { $0 == .ajustes(8) }
    #expect(camino.ids == [4, 6])
    let filtrada = camino.filter { $0 == .ajustes(1) }
    #expect(filtrada.ids == [6])
    #expect(filtrada.nextID == 7)
    camino.removeFirst()
    #expect(camino.ids == [6])
    expectConsistent(camino)
    expectConsistent(filtrada)
  }

  @Test func positionalWritesKeepThePositionsID() {
    var camino: StackState<CaminoEstado> = [detalleLeche, detallePan]
    camino[1] = .ajustes(1)
    camino[0].modify(\.detalle) { $0.cuenta = 2 }
    #expect(camino.ids == [0, 1])
    #expect(camino[id: 1] == .ajustes(1))
    #expect(camino[id: 0] == .detalle(Ficha(titulo: "leche", cuenta: 2)))
    #expect(camino.first == camino[0])
    #expect(camino.last == .ajustes(1))
    expectConsistent(camino)
  }

  @Test func pushingWithAGivenID() {
    var camino: StackState<CaminoEstado> = [detalleLeche]
    var pushed = camino.append(detallePan, id: 4)
    #expect(pushed)
    #expect(camino.ids == [0, 4])
    #expect(camino.nextID == 5)
    pushed = camino.append(detallePan, id: 4)
    #expect(!pushed)
    pushed = camino.append(detallePan, id: 2)
    #expect(!pushed)
    #expect(camino.ids == [0, 4])
    camino.append(.ajustes(1))
    #expect(camino.ids == [0, 4, 5])
    expectConsistent(camino)
  }

  @Test func equalityComparesElementsAndIDs() {
    let uno: StackState<CaminoEstado> = [detalleLeche, detallePan]
    var otro: StackState<CaminoEstado> = [detalleLeche, detallePan]
    #expect(uno == otro)
    #expect(uno.hashValue == otro.hashValue)

    // Same elements under other ids: not equal.
    otro.removeAll()
    otro.append(contentsOf: [detalleLeche, detallePan])
    #expect(otro.ids == [2, 3])
    #expect(uno != otro)

    // Same elements and ids, different history (id counters): equal.
    var conHistoria: StackState<CaminoEstado> = [detalleLeche, detallePan, .ajustes(1)]
    conHistoria.removeLast()
    #expect(conHistoria == uno)
    #expect(conHistoria.nextID != uno.nextID)

    var distinto = uno
    distinto[id: 1] = detalleLeche
    #expect(distinto != uno)
  }

  @Test func codableAsAPlainArray() throws {
    var camino: StackState<CaminoEstado> = [.ajustes(1), .ajustes(2), .ajustes(3)]
    camino.pop(from: 1)
    camino.append(.ajustes(4))
    #expect(camino.ids == [0, 3])
    let data = try JSONEncoder().encode(camino)
    #expect(
      String(decoding: data, as: UTF8.self) == #"[{"ajustes":{"_0":1}},{"ajustes":{"_0":4}}]"#)
    let decoded = try JSONDecoder().decode(StackState<CaminoEstado>.self, from: data)
    #expect(decoded.ids == [0, 1])
    #expect(Array(decoded) == Array(camino))
    #expect(decoded == StackState([.ajustes(1), .ajustes(4)]))
  }

  @Test func dumpShowsIDs() {
    var camino: StackState<CaminoEstado> = [detalleLeche, .ajustes(1)]
    camino.removeFirst()
    camino.append(detallePan)
    #expect(
      reductorDump(camino) == """
        [
          #1: .ajustes(1),
          #2: .detalle(Ficha(
            titulo: "pan",
            cuenta: 0
          ))
        ]
        """)
    #expect(reductorDump(StackState<CaminoEstado>()) == "[]")
    // Elements are described as `String(describing:)` does, which qualifies enum payloads.
    #expect(
      camino.description
        == #"[#1: ajustes(1), #2: detalle(ReductorTests.Ficha(titulo: "pan", cuenta: 0))]"#)
  }

  @Test func randomOperationsMatchAReferenceModel() {
    // The stack's index is a hash table over its ids (as an identified array's is): every
    // kind of change, from either end and from the middle, must leave it agreeing with a plain
    // list of (id, value) pairs.
    var generator = SeededGenerator(seed: 0x57AC)
    var stack = StackState<Int>()
    var model: [(id: StackElementID, value: Int)] = []
    var nextValue = 0
    func newValue() -> Int {
      nextValue += 1
      return nextValue
    }
    for step in 0..<3_000 {
      let count = model.count
      switch Int.random(in: 0..<10, using: &generator) {
      case 0, 1, 2:
        let value = newValue()
        stack.append(value)
        model.append((stack.ids.last!, value))
      case 3 where count > 0:
        let removed = stack.removeLast()
        #expect(removed == model.removeLast().value)
      case 4 where count > 0:
        let position = Int.random(in: 0..<count, using: &generator)
        let popped = stack.pop(from: model[position].id)
        #expect(popped)
        model.removeSubrange(position...)
      case 5 where count > 0:
        let position = Int.random(in: 0..<count, using: &generator)
        let popped = stack.pop(to: model[position].id)
        #expect(popped)
        model.removeSubrange((position + 1)...)
      case 6 where count > 0:
        let position = Int.random(in: 0..<count, using: &generator)
        stack[id: model[position].id] = nil
        model.remove(at: position)
      case 7 where count > 0:
        let lower = Int.random(in: 0..<count, using: &generator)
        let upper = Int.random(in: lower...count, using: &generator)
        let values = (0..<Int.random(in: 0...3, using: &generator)).map { _ in newValue() }
        stack.replaceSubrange(lower..<upper, with: values)
        let newIDs = stack.ids[lower..<(lower + values.count)]
        model.replaceSubrange(lower..<upper, with: zip(newIDs, values).map { ($0, $1) })
      case 8 where count > 1:
        let i = Int.random(in: 0..<count, using: &generator)
        let j = Int.random(in: 0..<count, using: &generator)
        stack.swapAt(i, j)
        (model[i].value, model[j].value) = (model[j].value, model[i].value)
      case 9:
        let modulus = Int.random(in: 2...5, using: &generator)
        stack.removeAll { $0 % modulus == 0 }
        model.removeAll { $0.value % modulus == 0 }
      default:
        continue
      }
      guard stack.ids == model.map(\.id), Array(stack) == model.map(\.value) else {
        Issue.record("step \(step): the stack differs from the model")
        return
      }
      if let broken = stack._checkInvariants() {
        Issue.record("step \(step): \(broken)")
        return
      }
      for (position, entry) in model.enumerated() where stack.index(id: entry.id) != position {
        Issue.record("step \(step): \(entry.id) is not found at \(position)")
        return
      }
      #expect(stack[id: stack.nextID] == nil)
    }
  }

  @Test func stackElementID() {
    let id: StackElementID = 3
    #expect(id.description == "#3")
    #expect(reductorDump(id) == "3")
    #expect(StackElementID(integerLiteral: 2) < id)
    #expect([StackElementID(rawValue: 4), 1, 3].sorted() == [1, 3, 4])
    #expect(
      reductorDump(StackAction<Int, Int>.element(id: 2, action: 5))
        == "StackAction<Int, Int>.element(id: 2, action: 5)")
  }
}
