import Reductor

/// A memory measurement: bytes the heap holds for one structure, against a limit.
struct MemoryOutcome: Sendable {
  let name: String
  let title: String
  let measured: String
  let targetDescription: String
  let holds: Bool
}

/// A small identifiable element: two words.
struct Small: Identifiable, Equatable {
  let id: Int
  var value: Int
}

/// The bytes an `IdentifiedArray` of 100,000 small elements holds against those of an `Array`.
func identifiedArrayMemory(count: Int) -> MemoryOutcome {
  let elements = (0..<count).lazy.map { Small(id: $0, value: $0) }
  let beforeArray = heapBytesInUse()
  let array = Array(elements)
  let arrayBytes = heapBytesInUse() - beforeArray
  let beforeIdentified = heapBytesInUse()
  let identified = IdentifiedArray(uniqueElements: elements)
  let identifiedBytes = heapBytesInUse() - beforeIdentified
  blackHole(array)
  blackHole(identified)
  let ratio = Double(identifiedBytes) / Double(max(arrayBytes, 1))
  return MemoryOutcome(
    name: "memory/identifiedArray",
    title: "IdentifiedArray of \(count) small elements vs Array",
    measured:
      "\(identifiedBytes / 1024) KiB vs \(arrayBytes / 1024) KiB = \(format(ratio))×",
    targetDescription: "≤ 2.5×",
    holds: ratio <= 2.5
  )
}

/// The bytes each of `count` row stores scoped from one root holds.
@MainActor
func scopedRowStoresMemory(count: Int) -> MemoryOutcome {
  let root = Store(initialState: Rows.state(count: count)) { Rows() }
  let ids = Array(0..<count)
  var stores: [StoreOf<Row>] = []
  stores.reserveCapacity(count)
  let before = heapBytesInUse()
  for id in ids {
    stores.append(root.scope(state: \.rows[id: id], action: \.rows[id: id])!)
  }
  let bytes = heapBytesInUse() - before
  blackHole(stores)
  let perStore = Double(bytes) / Double(count)
  return MemoryOutcome(
    name: "memory/rowStores",
    title: "\(count) scoped row stores",
    measured: "\(Int(perStore.rounded())) bytes each",
    targetDescription: "≤ 1024 bytes each",
    holds: perStore <= 1024
  )
}
