import Foundation
import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorIdentifiedCollections

// MARK: - Fixtures

private struct Todo: Identifiable, Hashable, Codable, Sendable {
  var id: Int
  var title = ""
  var tags: [String] = []
}

/// An element without `Identifiable`, identified by a closure.
private struct User: Equatable, Sendable {
  var email: String
  var name: String
}

/// Checks every storage invariant and that `index(id:)`, `[id:]` and `ids` agree with the
/// order of the elements.
private func expectConsistent<ID, Element: Equatable>(
  _ array: IdentifiedArray<ID, Element>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(array._checkInvariants() == nil, sourceLocation: sourceLocation)
  #expect(array.ids.count == array.count, sourceLocation: sourceLocation)
  for (offset, element) in array.enumerated() {
    let id = array._id(element)
    #expect(array.index(id: id) == offset, sourceLocation: sourceLocation)
    #expect(array[id: id] == element, sourceLocation: sourceLocation)
    #expect(array.ids[offset] == id, sourceLocation: sourceLocation)
    #expect(array.ids.contains(id), sourceLocation: sourceLocation)
  }
}

private func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
  IdentifiedArray(uniqueElements: ids.map { Todo(id: $0, title: "t\($0)") })
}

// MARK: - Tests

@Suite struct IdentifiedArrayTests {
  @Test func keepsOrderAndFindsByID() {
    let array = todos(3, 1, 2)
    #expect(array.map(\.id) == [3, 1, 2])
    #expect(Array(array.ids) == [3, 1, 2])
    #expect(array.ids == [3, 1, 2])
    #expect(array.elements.map(\.id) == [3, 1, 2])
    #expect(array.count == 3)
    #expect(array.first?.id == 3)
    #expect(array.last?.id == 2)
    #expect(array[1].id == 1)
    #expect(array[id: 2]?.title == "t2")
    #expect(array[id: 9] == nil)
    #expect(array.index(id: 1) == 1)
    #expect(array.index(id: 9) == nil)
    #expect(!array.ids.contains(9))
    #expect(array.ids.firstIndex(of: 2) == 2)
    expectConsistent(array)
  }

  @Test func emptyAndLiteral() {
    let empty = IdentifiedArrayOf<Todo>()
    #expect(empty.isEmpty)
    #expect(empty.ids.isEmpty)
    let literal: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
    #expect(literal.ids == [1, 2])
    let unchecked = IdentifiedArrayOf<Todo>(uncheckedUniqueElements: [Todo(id: 5), Todo(id: 4)])
    #expect(unchecked.ids == [5, 4])
    expectConsistent(literal)
    expectConsistent(unchecked)
  }

  @Test func subscriptIDWrites() {
    var array = todos(1, 2, 3)
    array[id: 2] = Todo(id: 2, title: "two")
    #expect(array[id: 2]?.title == "two")
    #expect(array.ids == [1, 2, 3])

    array[id: 4] = Todo(id: 4, title: "four")
    #expect(array.ids == [1, 2, 3, 4])
    expectConsistent(array)

    array[id: 2] = nil
    #expect(array.ids == [1, 3, 4])
    expectConsistent(array)

    array[id: 99] = nil
    #expect(array.ids == [1, 3, 4])
    expectConsistent(array)
  }

  @Test func subscriptIDModifiesInPlace() {
    var array = todos(1, 2, 3)
    array[id: 2]?.title = "edited"
    #expect(array[id: 2]?.title == "edited")
    #expect(array.ids == [1, 2, 3])
    expectConsistent(array)

    // Absent ids: optional chaining does nothing, assignment through the optional appends.
    array[id: 7]?.title = "ignored"
    #expect(array[id: 7] == nil)
    expectConsistent(array)

    // Setting the optional to nil through `_modify` removes, from the front, middle and end.
    func remove(_ id: Int, from array: inout IdentifiedArrayOf<Todo>) {
      func clear(_ value: inout Todo?) { value = nil }
      clear(&array[id: id])
    }
    remove(1, from: &array)
    #expect(array.ids == [2, 3])
    expectConsistent(array)
    array.append(contentsOf: [Todo(id: 4), Todo(id: 5)])
    remove(3, from: &array)
    #expect(array.ids == [2, 4, 5])
    expectConsistent(array)
    remove(5, from: &array)
    #expect(array.ids == [2, 4])
    expectConsistent(array)

    // Writing a new element through `_modify` appends it.
    func fill(_ value: inout Todo?) { value = Todo(id: 8, title: "new") }
    fill(&array[id: 8])
    #expect(array.ids == [2, 4, 8])
    expectConsistent(array)
  }

  @Test func subscriptIDMutationDoesNotCopyStorage() {
    var array = todos(1, 2, 3)
    array[id: 1]?.tags.reserveCapacity(16)
    array[id: 1]?.tags.append("a")
    let tagsBefore = array[id: 1]!.tags.withUnsafeBufferPointer { $0.baseAddress }
    let elementsBefore = array._elements.withUnsafeBufferPointer { $0.baseAddress }

    array[id: 1]?.tags.append("b")
    array[id: 3]?.title = "three"

    let tagsAfter = array[id: 1]!.tags.withUnsafeBufferPointer { $0.baseAddress }
    let elementsAfter = array._elements.withUnsafeBufferPointer { $0.baseAddress }
    #expect(tagsBefore == tagsAfter)
    #expect(elementsBefore == elementsAfter)
    #expect(array[id: 1]?.tags == ["a", "b"])
    expectConsistent(array)
  }

  @Test func mutationKeepsCopiesIndependent() {
    var array = todos(1, 2)
    let copy = array
    array[id: 1]?.title = "changed"
    array[id: 2] = nil
    array[0].tags = ["x"]
    #expect(copy[id: 1]?.title == "t1")
    #expect(copy.ids == [1, 2])
    #expect(copy[0].tags.isEmpty)
    expectConsistent(array)
    expectConsistent(copy)
  }

  @Test func identifiableHotPathsReadIDDirectly() {
    // An array whose stored id closure counts its calls: the `Identifiable` overloads of
    // `[id:]`, `append` and `insert` should never call it.
    final class Counter { var calls = 0 }
    let counter = Counter()
    var array = IdentifiedArrayOf<Todo>(_id: {
      counter.calls += 1
      return $0.id
    })
    array.append(Todo(id: 1))
    array.insert(Todo(id: 0), at: 0)
    array[id: 2] = Todo(id: 2)
    array[id: 2]?.title = "two"
    array[id: 1] = Todo(id: 1, title: "one")
    array[id: 0] = nil
    #expect(array.ids == [1, 2])
    #expect(counter.calls == 0)
  }

  @Test func keyPathThroughSubscript() {
    var array = todos(1, 2)
    let path = \IdentifiedArrayOf<Todo>.[id: 2]
    array[keyPath: path]?.title = "via key path"
    #expect(array[id: 2]?.title == "via key path")
  }

  @Test func appendAndInsertOfPresentIDKeepExisting() {
    var array = todos(1, 2, 3)
    let appended = array.append(Todo(id: 2, title: "dup"))
    #expect(appended.inserted == false)
    #expect(appended.index == 1)
    #expect(array[id: 2]?.title == "t2")

    let inserted = array.insert(Todo(id: 3, title: "dup"), at: 0)
    #expect(inserted.inserted == false)
    #expect(inserted.index == 2)
    #expect(array[id: 3]?.title == "t3")
    #expect(array.ids == [1, 2, 3])

    #expect(array.append(Todo(id: 4)) == (true, 3))
    #expect(array.insert(Todo(id: 0), at: 0) == (true, 0))
    #expect(array.insert(Todo(id: 9), at: 2) == (true, 2))
    #expect(array.insert(Todo(id: 10), at: array.count) == (true, 6))
    #expect(array.ids == [0, 1, 9, 2, 3, 4, 10])
    expectConsistent(array)

    array.append(contentsOf: [Todo(id: 4, title: "dup"), Todo(id: 11), Todo(id: 11, title: "dup")])
    #expect(array.ids == [0, 1, 9, 2, 3, 4, 10, 11])
    #expect(array[id: 11]?.title == "")
    expectConsistent(array)

    #expect(array.updateOrAppend(Todo(id: 4, title: "updated")) == Todo(id: 4))
    #expect(array.updateOrAppend(Todo(id: 12)) == nil)
    #expect(array[id: 4]?.title == "updated")
    #expect(array.ids == [0, 1, 9, 2, 3, 4, 10, 11, 12])
    expectConsistent(array)
  }

  @Test func removals() {
    var array = todos(1, 2, 3, 4, 5, 6)
    #expect(array.remove(id: 3)?.id == 3)
    #expect(array.remove(id: 3) == nil)
    #expect(array.ids == [1, 2, 4, 5, 6])
    expectConsistent(array)

    #expect(array.remove(at: 0).id == 1)
    #expect(array.ids == [2, 4, 5, 6])
    expectConsistent(array)

    #expect(array.removeLast().id == 6)
    #expect(array.removeFirst().id == 2)
    #expect(array.ids == [4, 5])
    expectConsistent(array)

    array.append(contentsOf: (7...12).map { Todo(id: $0) })
    array.removeAll(where: { $0.id.isMultiple(of: 2) })
    #expect(array.ids == [5, 7, 9, 11])
    expectConsistent(array)

    array.removeFirst(1)
    array.removeLast(2)
    #expect(array.ids == [7])
    expectConsistent(array)

    array.removeAll()
    #expect(array.isEmpty)
    expectConsistent(array)
    array.append(Todo(id: 7))
    #expect(array.ids == [7])
    expectConsistent(array)
  }

  @Test func removeAllWhereThrowingLeavesArrayUnchanged() {
    struct Failure: Error {}
    var array = todos(1, 2, 3)
    #expect(throws: Failure.self) {
      try array.removeAll { todo in
        if todo.id == 3 { throw Failure() }
        return true
      }
    }
    #expect(array.ids == [1, 2, 3])
    expectConsistent(array)
  }

  @Test func removeAtOffsetsMatchesReference() {
    let ids = Array(0..<6)
    for mask in 0..<(1 << ids.count) {
      let offsets = IndexSet(ids.filter { mask & (1 << $0) != 0 })
      var array = todos(0, 1, 2, 3, 4, 5)
      array.remove(atOffsets: offsets)
      #expect(Array(array.ids) == ids.filter { !offsets.contains($0) })
      expectConsistent(array)
    }
  }

  @Test func moveMatchesReference() {
    let ids = Array(0..<5)
    for mask in 0..<(1 << ids.count) {
      let source = IndexSet(ids.filter { mask & (1 << $0) != 0 })
      for destination in 0...ids.count {
        var array = todos(0, 1, 2, 3, 4)
        array.move(fromOffsets: source, toOffset: destination)
        #expect(
          Array(array.ids) == referenceMove(ids, source, destination),
          "move(\(Array(source)), \(destination))"
        )
        expectConsistent(array)
      }
    }
  }

  @Test func sortAndSorted() {
    var array = todos(3, 1, 4, 5, 2)
    array.sort { $0.id < $1.id }
    #expect(array.ids == [1, 2, 3, 4, 5])
    expectConsistent(array)

    let descending = array.sorted { $0.id > $1.id }
    #expect(descending.ids == [5, 4, 3, 2, 1])
    #expect(array.ids == [1, 2, 3, 4, 5])
    expectConsistent(descending)

    array.reverse()
    #expect(array.ids == [5, 4, 3, 2, 1])
    expectConsistent(array)

    array.swapAt(0, 4)
    #expect(array.ids == [1, 4, 3, 2, 5])
    expectConsistent(array)

    array.shuffle()
    expectConsistent(array)

    var scores: IdentifiedArrayOf<Score> = [Score(id: "b", points: 2), Score(id: "a", points: 1)]
    scores.sort()
    #expect(scores.ids == ["a", "b"])
    #expect(scores.sorted().ids == ["a", "b"])
    expectConsistent(scores)
  }

  @Test func filterReturnsIdentifiedArray() {
    let array = todos(1, 2, 3, 4)
    let even: IdentifiedArrayOf<Todo> = array.filter { $0.id.isMultiple(of: 2) }
    #expect(even.ids == [2, 4])
    expectConsistent(even)
    let plain: [Todo] = array.filter { $0.id > 2 }
    #expect(plain.map(\.id) == [3, 4])
  }

  @Test func positionalWritesKeepingTheID() {
    var array = todos(1, 2, 3)
    array[1].title = "two"
    array[2] = Todo(id: 3, title: "three")
    #expect(array.map(\.title) == ["t1", "two", "three"])
    array[0...1] = array[0...1]
    expectConsistent(array)
  }

  @Test func equatableAndHashable() {
    let a = todos(1, 2)
    let b: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "t1"), Todo(id: 2, title: "t2")]
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != todos(2, 1))
    #expect(a != todos(1))
    var c = a
    c[id: 1]?.title = "other"
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
    #expect(a.ids.hashValue == b.ids.hashValue)
  }

  @Test func codableRoundTrip() throws {
    let array = todos(2, 1, 3)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(array)
    #expect(data == (try encoder.encode(array.elements)))
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
    #expect(decoded == array)
    expectConsistent(decoded)
  }

  @Test func decodingDuplicateIDsThrows() throws {
    let json = Data(
      #"[{"id":1,"title":"a","tags":[]},{"id":2,"title":"b","tags":[]},{"id":1,"title":"c","tags":[]}]"#
        .utf8)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
    }
    guard case let .dataCorrupted(context) = error else {
      Issue.record("Expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription.contains("Duplicate id 1"))
    #expect(context.codingPath.last?.intValue == 2)
  }

  @Test func descriptions() {
    let array: IdentifiedArrayOf<Score> = [Score(id: "a", points: 1)]
    #expect(array.description == [Score(id: "a", points: 1)].description)
    #expect(array.debugDescription.hasPrefix("IdentifiedArray(["))
    #expect(array.ids.description == #"["a"]"#)
    #expect(Mirror(reflecting: array).children.count == 1)
  }

  @Test func sendable() async {
    let array = todos(1, 2)
    let count = await Task.detached { array.count }.value
    #expect(count == 2)
  }

  @Test func generalElementsUseTheIDClosure() {
    let alice = User(email: "a@x", name: "Alice")
    let bob = User(email: "b@x", name: "Bob")
    var users = IdentifiedArray(uniqueElements: [alice, bob], id: \.email)
    #expect(users.ids == ["a@x", "b@x"])
    users[id: "a@x"]?.name = "Alicia"
    #expect(users[id: "a@x"]?.name == "Alicia")
    #expect(users.append(User(email: "b@x", name: "Bobby")) == (false, 1))
    #expect(users.insert(User(email: "c@x", name: "Carol"), at: 0) == (true, 0))
    users[id: "d@x"] = User(email: "d@x", name: "Dan")
    #expect(users.ids == ["c@x", "a@x", "b@x", "d@x"])
    expectConsistent(users)

    var generic = users
    renameFirst(&generic, to: "Cee")
    #expect(generic[id: "c@x"]?.name == "Cee")
    expectConsistent(generic)

    let empty = IdentifiedArray<String, User>(id: { $0.email })
    #expect(empty.isEmpty)
    let unchecked = IdentifiedArray(uncheckedUniqueElements: [bob], id: \.email)
    #expect(unchecked.ids == ["b@x"])
  }

  @Test func randomOperationsMatchReferenceModel() {
    var generator = SeededGenerator(seed: 0x1D)
    var array = IdentifiedArrayOf<Todo>()
    var model: [Todo] = []
    var nextID = 0
    for step in 0..<3_000 {
      let count = model.count
      switch Int.random(in: 0..<11, using: &generator) {
      case 0, 1:
        let todo = Todo(id: nextID)
        nextID += 1
        array.append(todo)
        model.append(todo)
      case 2:
        let todo = Todo(id: nextID)
        nextID += 1
        let index = Int.random(in: 0...count, using: &generator)
        array.insert(todo, at: index)
        model.insert(todo, at: index)
      case 3 where count > 0:
        let index = Int.random(in: 0..<count, using: &generator)
        #expect(array.remove(at: index) == model.remove(at: index))
      case 4 where count > 0:
        let id = model.randomElement(using: &generator)!.id
        array[id: id] = nil
        model.removeAll { $0.id == id }
      case 5 where count > 0:
        let id = model.randomElement(using: &generator)!.id
        array[id: id]?.title += "x"
        model[model.firstIndex { $0.id == id }!].title += "x"
      case 6 where count > 0:
        let low = Int.random(in: 0..<count, using: &generator)
        let high = Int.random(in: low...Swift.min(count, low + 3), using: &generator)
        array.removeSubrange(low..<high)
        model.removeSubrange(low..<high)
      case 7 where count > 1:
        let i = Int.random(in: 0..<count, using: &generator)
        let j = Int.random(in: 0..<count, using: &generator)
        array.swapAt(i, j)
        model.swapAt(i, j)
      case 8 where count > 0:
        let source = IndexSet(
          (0..<count).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
        let destination = Int.random(in: 0...count, using: &generator)
        array.move(fromOffsets: source, toOffset: destination)
        model = referenceMove(model, source, destination)
      case 9:
        let modulus = Int.random(in: 5...9, using: &generator)
        array.removeAll { $0.id % modulus == 0 }
        model.removeAll { $0.id % modulus == 0 }
      default:
        if step.isMultiple(of: 2) {
          array.sort { $0.title.count > $1.title.count }
          model.sort { $0.title.count > $1.title.count }
        }
      }
      #expect(array.elements == model, "step \(step)")
      #expect(array._checkInvariants() == nil, "step \(step)")
      if array.elements != model { return }
    }
    expectConsistent(array)
  }

  @Test func diagnosticMessagesNameTheIDs() {
    #expect(_duplicateIDMessage(42).contains("duplicate id 42"))
    let mismatch = _mismatchedIDMessage(subscriptID: 1, elementID: 2)
    #expect(mismatch.contains("id 2") && mismatch.contains("id 1"))
    let changed = _changedIDMessage(position: 0, oldID: 1, newID: 9)
    #expect(changed.contains("id 9") && changed.contains("id 1") && changed.contains("position 0"))
  }
}

private struct Score: Identifiable, Comparable, Sendable {
  var id: String
  var points: Int
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
}

/// Renames the first user through fully generic code, which identifies with the stored closure.
private func renameFirst<ID>(_ users: inout IdentifiedArray<ID, User>, to name: String) {
  users[0].name = name
  let id = users.ids[0]
  users[id: id]?.name = name
}

/// `move(fromOffsets:toOffset:)` as SwiftUI defines it, written out on a plain array.
private func referenceMove<T>(_ array: [T], _ source: IndexSet, _ destination: Int) -> [T] {
  let moved = source.map { array[$0] }
  var rest = array.indices.filter { !source.contains($0) }.map { array[$0] }
  let insertion = (0..<destination).filter { !source.contains($0) }.count
  rest.insert(contentsOf: moved, at: insertion)
  return rest
}
