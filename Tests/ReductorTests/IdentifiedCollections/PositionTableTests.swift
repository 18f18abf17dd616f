import Foundation
import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorIdentifiedCollections

// Tests of the hash table that indexes an identified array (`_PositionTable`): lookups under
// hash collisions, interleaved insertions and removals against a reference `[ID: Int]`, growth
// across resize boundaries, and copy-on-write.

// MARK: - Fixtures

/// An id whose hash is the same for every value: every id lands in one run of buckets.
private struct CollidingID: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "c\(value)" }
}

/// An id with only three distinct hashes: long runs that interleave.
private struct ThreeHashID: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
  var description: String { "t\(value)" }
}

private struct Item<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
  var id: ID
  var payload: Int
}

/// Describes the first way `array` disagrees with `model`, or returns `nil`.
///
/// `model` is the reference: the elements in order. The expected index, `[ID: Int]`, is built
/// from it, and every id in it, plus `absent`, is looked up through `index(id:)`, `[id:]` and
/// `ids`.
private func mismatch<ID>(
  _ array: IdentifiedArray<ID, Item<ID>>,
  _ model: [Item<ID>],
  absent: [ID] = []
) -> String? {
  if let broken = array._checkInvariants() { return broken }
  guard array.elements == model else {
    let first =
      zip(array.elements, model).enumerated().first { $1.0 != $1.1 }?.offset
      ?? Swift.min(array.count, model.count)
    return "\(array.count) elements, expected \(model.count); they differ from position \(first)"
  }
  var expected: [ID: Int] = [:]
  for (position, item) in model.enumerated() { expected[item.id] = position }
  let ids = array.ids
  for (id, position) in expected {
    guard array.index(id: id) == position else {
      return "index(id: \(id)) = \(String(describing: array.index(id: id))), expected \(position)"
    }
    guard array[id: id] == model[position] else { return "[id: \(id)] is wrong" }
    guard ids.contains(id), ids.firstIndex(of: id) == position else { return "ids miss \(id)" }
  }
  for id in absent where expected[id] == nil {
    guard array.index(id: id) == nil, array[id: id] == nil, !ids.contains(id) else {
      return "absent id \(id) was found"
    }
  }
  return nil
}

/// Applies `steps` random operations to an identified array and to a plain array of the same
/// elements, checking after each one that the array and its index agree with the plain one.
///
/// With `reserve`, the table has far more buckets than ids, so moving positions hashes each moved
/// id instead of walking the buckets.
private func checkRandomOperations<ID: Hashable & Sendable>(
  seed: UInt64,
  steps: Int,
  maximumCount: Int,
  reserve: Int = 0,
  makeID: (Int) -> ID,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var generator = SeededGenerator(seed: seed)
  var array = IdentifiedArrayOf<Item<ID>>()
  array.reserveCapacity(reserve)
  var model: [Item<ID>] = []
  var nextID = 0
  func newItem(_ generator: inout SeededGenerator) -> Item<ID> {
    defer { nextID += 1 }
    return Item(id: makeID(nextID), payload: Int.random(in: 0..<1_000, using: &generator))
  }
  for step in 0..<steps {
    let count = model.count
    // Grow while small, shrink while large, so the count sweeps up and down across resizes.
    let growing =
      count < maximumCount / 4 || (count < maximumCount && (step / 200).isMultiple(of: 2))
    var operation = "none"
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<4 where growing:
      operation = "append"
      let item = newItem(&generator)
      array.append(item)
      model.append(item)
    case 4..<7 where growing:
      let index = Int.random(in: 0...count, using: &generator)
      operation = "insert at \(index)"
      let item = newItem(&generator)
      #expect(array.insert(item, at: index) == (true, index), sourceLocation: sourceLocation)
      model.insert(item, at: index)
    case 7 where growing:
      operation = "append(contentsOf:)"
      let items = (0..<Int.random(in: 1...40, using: &generator)).map { _ in newItem(&generator) }
      array.append(contentsOf: items)
      model.append(contentsOf: items)
    case 8 where count > 0:
      let index = Int.random(in: 0..<count, using: &generator)
      operation = "remove(at: \(index))"
      #expect(array.remove(at: index) == model.remove(at: index), sourceLocation: sourceLocation)
    case 9 where count > 0:
      let id = model.randomElement(using: &generator)!.id
      operation = "remove(id: \(id))"
      #expect(array.remove(id: id) != nil, sourceLocation: sourceLocation)
      model.removeAll { $0.id == id }
    case 10 where count > 0:
      let id = model.randomElement(using: &generator)!.id
      operation = "[id: \(id)] = nil"
      array[id: id] = nil
      model.removeAll { $0.id == id }
    case 11 where count > 0:
      let id = model.randomElement(using: &generator)!.id
      operation = "[id: \(id)]?.payload += 1"
      array[id: id]?.payload += 1
      model[model.firstIndex { $0.id == id }!].payload += 1
    case 12 where count > 0:
      let low = Int.random(in: 0..<count, using: &generator)
      let high = Int.random(in: low...count, using: &generator)
      operation = "removeSubrange(\(low)..<\(high))"
      array.removeSubrange(low..<high)
      model.removeSubrange(low..<high)
    case 13 where count > 0:
      let offsets = IndexSet(
        (0..<count).filter { _ in Int.random(in: 0..<8, using: &generator) == 0 }
      )
      operation = "remove(atOffsets: \(Array(offsets)))"
      array.remove(atOffsets: offsets)
      for offset in offsets.reversed() { model.remove(at: offset) }
    case 14 where count > 1:
      let i = Int.random(in: 0..<count, using: &generator)
      let j = Int.random(in: 0..<count, using: &generator)
      operation = "swapAt(\(i), \(j))"
      array.swapAt(i, j)
      model.swapAt(i, j)
    case 15 where count > 0:
      let first = Int.random(in: 0..<count, using: &generator)
      let length = Int.random(in: 1...3, using: &generator)
      let source = IndexSet(first..<Swift.min(count, first + length))
      let destination = Int.random(in: 0...count, using: &generator)
      operation = "move(\(Array(source)), \(destination))"
      array.move(fromOffsets: source, toOffset: destination)
      let moved = source.map { model[$0] }
      var rest = model.indices.filter { !source.contains($0) }.map { model[$0] }
      rest.insert(contentsOf: moved, at: (0..<destination).filter { !source.contains($0) }.count)
      model = rest
    case 16 where count > 0:
      operation = Bool.random(using: &generator) ? "removeFirst" : "removeLast"
      if operation == "removeFirst" {
        #expect(array.removeFirst() == model.removeFirst(), sourceLocation: sourceLocation)
      } else {
        #expect(array.removeLast() == model.removeLast(), sourceLocation: sourceLocation)
      }
    case 17:
      operation = Bool.random(using: &generator) ? "sort" : "reverse"
      if operation == "sort" {
        array.sort { $0.payload < $1.payload }
        model.sort { $0.payload < $1.payload }
      } else {
        array.reverse()
        model.reverse()
      }
    case 18 where count > 0:
      let modulus = Int.random(in: 3...7, using: &generator)
      operation = "removeAll(where: payload % \(modulus) == 0)"
      array.removeAll { $0.payload % modulus == 0 }
      model.removeAll { $0.payload % modulus == 0 }
    case 19:
      // An id that is present, was removed, or is new.
      let value = Int.random(in: 0...nextID, using: &generator)
      if value == nextID { nextID += 1 }
      let id = makeID(value)
      let item = Item(id: id, payload: -1)
      operation = "updateOrAppend(\(id))"
      if let position = model.firstIndex(where: { $0.id == id }) {
        #expect(array.updateOrAppend(item) == model[position], sourceLocation: sourceLocation)
        model[position] = item
      } else if growing {
        #expect(array.updateOrAppend(item) == nil, sourceLocation: sourceLocation)
        model.append(item)
      }
    default:
      continue
    }
    let absent =
      [makeID(nextID), makeID(nextID + 1)]
      + (0..<3).map { _ in makeID(Int.random(in: 0..<nextID + 1, using: &generator)) }
    if let problem = mismatch(array, model, absent: absent) {
      Issue.record("step \(step), after \(operation): \(problem)", sourceLocation: sourceLocation)
      return
    }
  }
}

// MARK: - Tests

@Suite struct PositionTableTests {
  @Test func collidingIDsAreAllFound() {
    var array = IdentifiedArrayOf<Item<CollidingID>>()
    var model: [Item<CollidingID>] = []
    for value in 0..<200 {
      let item = Item(id: CollidingID(value: value), payload: value)
      array.append(item)
      model.append(item)
    }
    let outside = [CollidingID(value: -1), CollidingID(value: 200)]
    #expect(mismatch(array, model, absent: outside) == nil)
    // A present id cannot be added again, however long the run it is in.
    #expect(array.append(Item(id: CollidingID(value: 150), payload: 0)) == (false, 150))
    #expect(array.insert(Item(id: CollidingID(value: 3), payload: 0), at: 0) == (false, 3))

    // Removing from the start of the run shifts the rest of it back; every id stays reachable.
    for value in stride(from: 0, to: 200, by: 3) {
      array.remove(id: CollidingID(value: value))
      model.removeAll { $0.id.value == value }
    }
    #expect(mismatch(array, model, absent: [CollidingID(value: 0), CollidingID(value: 99)]) == nil)

    array.insert(Item(id: CollidingID(value: 0), payload: 0), at: 5)
    model.insert(Item(id: CollidingID(value: 0), payload: 0), at: 5)
    array.swapAt(0, array.count - 1)
    model.swapAt(0, model.count - 1)
    array.reverse()
    model.reverse()
    #expect(mismatch(array, model, absent: [CollidingID(value: 3)]) == nil)
  }

  @Test func randomOperationsMatchAReferenceIndex() {
    checkRandomOperations(seed: 0xA11CE, steps: 3_000, maximumCount: 400, makeID: { $0 })
  }

  @Test func randomOperationsWithCollidingIDs() {
    checkRandomOperations(seed: 0xC0111DE, steps: 1_500, maximumCount: 120) {
      CollidingID(value: $0)
    }
    checkRandomOperations(seed: 0x3A54, steps: 1_500, maximumCount: 200) {
      ThreeHashID(value: $0)
    }
  }

  @Test func randomOperationsInASparseTable() {
    checkRandomOperations(seed: 0x5BA5E, steps: 1_500, maximumCount: 120, reserve: 6_000) {
      CollidingID(value: $0)
    }
    checkRandomOperations(seed: 0x5BA5F, steps: 1_500, maximumCount: 300, reserve: 20_000) { $0 }
  }

  @Test func randomOperationsWithEveryIntegerWidthAndUUIDs() {
    // These ids skip `Hashable` for a seeded mix of their bits (`_PositionTable._hash`).
    checkRandomOperations(seed: 0x1D64, steps: 800, maximumCount: 200) { Int64($0) - 100 }
    checkRandomOperations(seed: 0x1D65, steps: 800, maximumCount: 200) { UInt($0) }
    checkRandomOperations(seed: 0x1D66, steps: 800, maximumCount: 200) { UInt64($0) &* 977 }
    checkRandomOperations(seed: 0x1D32, steps: 800, maximumCount: 200) { Int32($0) - 50 }
    checkRandomOperations(seed: 0x1D33, steps: 800, maximumCount: 200) { UInt32($0) }
    checkRandomOperations(seed: 0x0001D, steps: 800, maximumCount: 200) { value in
      UUID(
        uuid: (
          UInt8(value & 0xFF), UInt8(value >> 8), 0, 0, 0, 0, 0, 0,
          0, 0, 0, 0, 0, 0, 0, UInt8(value % 7)
        ))
    }
  }

  @Test func integerIDsThatDifferOnlyInTheirHighBitsSpreadOverTheBuckets() {
    // Multiples of a large power of two: without mixing, every one would start its probe at
    // bucket 0, and each lookup would walk one long run.
    checkRandomOperations(seed: 0x41B, steps: 1_000, maximumCount: 300) { Int64($0) << 40 }
    let ids = (0..<1_024).map { Int64($0) << 40 }
    let array = IdentifiedArray(uniqueElements: ids.map { Item(id: $0, payload: 0) })
    let longestRun = array._index._longestRun()
    #expect(longestRun < 40, "a run of \(longestRun) buckets")
  }

  @Test func randomOperationsWithStringIDs() {
    checkRandomOperations(seed: 7, steps: 1_000, maximumCount: 300) { "id-\($0)" }
  }

  @Test func largeArraysMoveManyPositionsAtOnce() {
    // Long tails take the path that walks every bucket; short ones hash each moved id.
    var array = IdentifiedArray(uniqueElements: (0..<5_000).map { Item(id: $0, payload: $0) })
    var model = array.elements
    for (step, index) in [2_500, 0, 4_990, 10, 4_000, 1].enumerated() {
      let removed = array.remove(at: index)
      #expect(removed == model.remove(at: index))
      let item = Item(id: 10_000 + step, payload: 0)
      array.insert(item, at: index / 2)
      model.insert(item, at: index / 2)
      #expect(mismatch(array, model) == nil, "step \(step)")
    }
    array.removeSubrange(100..<4_000)
    model.removeSubrange(100..<4_000)
    #expect(mismatch(array, model) == nil)
    array.move(fromOffsets: IndexSet([3, 900]), toOffset: 500)
    let moved = [model[3], model[900]]
    model.remove(at: 900)
    model.remove(at: 3)
    model.insert(contentsOf: moved, at: 499)
    #expect(mismatch(array, model) == nil)
  }

  @Test func growsAcrossResizeBoundaries() {
    var array = IdentifiedArrayOf<Item<Int>>()
    #expect(array._index.bucketCount == 0)
    var model: [Item<Int>] = []
    var bucketCounts: [Int] = []
    for id in 0..<3_100 {
      let item = Item(id: id, payload: id)
      array.append(item)
      model.append(item)
      let buckets = array._index.bucketCount
      if bucketCounts.last != buckets {
        bucketCounts.append(buckets)
        // Check just after each resize, and just before the next one.
        #expect(mismatch(array, model, absent: [-1, id + 1]) == nil, "count \(id + 1)")
      }
      if array.count == array._index.capacity {
        #expect(mismatch(array, model, absent: [-1, id + 1]) == nil, "count \(id + 1)")
      }
      #expect(array.count * 4 <= buckets * 3)
    }
    // The buckets double each time the table is three quarters full.
    #expect(bucketCounts == (1...13).map { 1 << $0 })
    #expect(mismatch(array, model) == nil)

    // A reserved table does not grow while it fills up to the reservation.
    var reserved = IdentifiedArrayOf<Item<Int>>()
    reserved.reserveCapacity(1_000)
    let storage = reserved._index._storage.map(ObjectIdentifier.init)
    for id in 0..<1_000 { reserved.append(Item(id: id, payload: id)) }
    #expect(reserved._index._storage.map(ObjectIdentifier.init) == storage)
    #expect(reserved._index.capacity >= 1_000)
    #expect(mismatch(reserved, reserved.elements) == nil)

    // Emptying keeps the buckets only when asked to.
    reserved.removeAll(keepingCapacity: true)
    #expect(reserved._index.bucketCount == 2_048)
    #expect(mismatch(reserved, [], absent: [1]) == nil)
    reserved.append(Item(id: 1, payload: 1))
    #expect(mismatch(reserved, [Item(id: 1, payload: 1)], absent: [0]) == nil)
    reserved.removeAll()
    #expect(reserved._index.bucketCount == 0)
  }

  @Test func indexTakesFourBytesPerBucket() {
    // The benchmark's case: 100,000 elements fit in 2^18 buckets of 4 bytes.
    let array = IdentifiedArray(uniqueElements: (0..<100_000).map { Item(id: $0, payload: 0) })
    #expect(array._index.bucketCount == 1 << 18)
    let bucket = array._index._storage!.withUnsafeMutablePointerToElements { $0.pointee }
    #expect(MemoryLayout.size(ofValue: bucket) == 4)
  }

  @Test func copiesAreIndependent() {
    let items = (0..<50).map { Item(id: $0, payload: $0) }
    let original = IdentifiedArray(uniqueElements: items)
    let originalStorage = original._index._storage.map(ObjectIdentifier.init)
    let originalIDs = original.ids

    var copy = original
    // Updating an element in place does not touch, or copy, the shared index.
    copy[id: 7]?.payload = -7
    #expect(copy._index._storage.map(ObjectIdentifier.init) == originalStorage)

    // Each structural change on the copy leaves the original's index as it was.
    copy.remove(id: 10)
    copy.insert(Item(id: 100, payload: 0), at: 0)
    copy.swapAt(1, 2)
    copy.sort { $0.payload > $1.payload }
    copy.append(contentsOf: (200..<300).map { Item(id: $0, payload: $0) })
    #expect(copy._index._storage.map(ObjectIdentifier.init) != originalStorage)
    #expect(original._index._storage.map(ObjectIdentifier.init) == originalStorage)
    #expect(mismatch(original, items, absent: [100, 200]) == nil)
    #expect(copy.index(id: 10) == nil)
    #expect(copy.index(id: 100) != nil)

    // `ids` taken before the changes shares the original's table and still answers for it.
    #expect(originalIDs.contains(10))
    #expect(!originalIDs.contains(100))
    #expect(originalIDs.firstIndex(of: 49) == 49)

    // A change on the original, while the copy and `ids` share nothing more with it.
    var second = original
    second.removeLast()
    second.remove(at: 0)
    #expect(mismatch(second, (1..<49).map { Item(id: $0, payload: $0) }, absent: [0, 49]) == nil)
    #expect(original.index(id: 49) == 49)
    #expect(originalIDs.firstIndex(of: 0) == 0)
  }

  @Test func idsLiteralIndexesItsIDs() {
    let ids: IdentifiedArrayOf<Item<Int>>.IDs = [5, 3, 9]
    #expect(ids.firstIndex(of: 9) == 2)
    #expect(ids.contains(3))
    #expect(!ids.contains(4))
    let empty: IdentifiedArrayOf<Item<Int>>.IDs = []
    #expect(!empty.contains(0))
  }
}
