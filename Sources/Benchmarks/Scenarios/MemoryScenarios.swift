import Observation
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

/// The bytes each of `count` row stores holds while its row is there and nobody but the
/// parent keeps the store: scoped, read once, and dropped by the caller.
@MainActor
func keptRowStoresMemory(count: Int) -> MemoryOutcome {
  let root = Store(initialState: Rows.state(count: count)) { Rows() }
  let before = heapBytesInUse()
  for id in 0..<count {
    blackHole(root.scope(state: \.rows, action: \.rows)[id: id])
  }
  let bytes = heapBytesInUse() - before
  blackHole(root)
  let perStore = Double(bytes) / Double(count)
  return MemoryOutcome(
    name: "memory/keptRowStores",
    title: "\(count) row stores kept by their parent",
    measured: "\(Int(perStore.rounded())) bytes each",
    targetDescription: "≤ 1024 bytes each",
    holds: perStore <= 1024
  )
}

/// A feature that presents one row at a time, for the soak below.
@Reducer
struct Sheet {
  @ObservableState
  struct State: Equatable {
    @Presents var detail: Row.State?
  }

  enum Action {
    case present(Int)
    case detail(PresentationAction<Row.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .present(id) = action { state.detail = Row.State(id: id) }
      return .none
    }
    .ifLet(\.$detail, action: \.detail) { Row() }
  }
}

/// How much the heap grows over `cycles` presentations and dismissals whose child store is
/// scoped (and kept by the parent) but held by nobody else, half of them observed, after as
/// many cycles to warm up.
@MainActor
func presentDismissSoak(cycles: Int) -> MemoryOutcome {
  let root = Store(initialState: Sheet.State()) { Sheet() }
  func cycle(_ id: Int) {
    root.send(.present(id))
    if id.isMultiple(of: 2) {
      withObservationTracking {
        blackHole(root.scope(state: \.detail, action: \.detail)?.count)
      } onChange: {
      }
    }
    root.scope(state: \.detail, action: \.detail)?.send(.increment)
    root.send(.detail(.dismiss))
    blackHole(root.scope(state: \.detail, action: \.detail))
  }
  for id in 0..<cycles { cycle(id) }
  let before = heapBytesInUse()
  for id in cycles..<(2 * cycles) { cycle(id) }
  let growth = heapBytesInUse() - before
  blackHole(root)
  return MemoryOutcome(
    name: "memory/presentDismiss",
    title: "heap growth over \(cycles) present/dismiss cycles",
    measured: "\(growth) bytes",
    targetDescription: "≤ 16384 bytes",
    holds: growth <= 16_384
  )
}
