import Foundation
import Observation
import Reductor
import ReductorCore
import Synchronization

// Shared state through a store: reading a `@Shared` field of the state, and an action whose
// reducer changes it. The baselines hold the value under a `Mutex` in a main-actor class, and
// tell an `ObservationRegistrar` of the change, as a hand-written shared model does.

/// A feature whose state holds a shared counter.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var taps = 0
  }

  enum Action {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 &+= 1 }
    return .none
  }
}

/// The hand-written model: a counter under a mutex, observable.
@MainActor
final class SharedCounterModel: Observable {
  let count = Mutex(0)
  let registrar = ObservationRegistrar()

  var value: Int {
    registrar.access(self, keyPath: \.value)
    return count.withLock { $0 }
  }

  func increment() {
    registrar.withMutation(of: self, keyPath: \.value) {
      count.withLock { $0 &+= 1 }
    }
  }
}

@MainActor
func sharedReadScenario() -> Scenario {
  let store = Store(initialState: Tally.State(count: Shared(value: 0))) { Tally() }
  let model = SharedCounterModel()
  return Scenario(
    name: "shared.read",
    title: "read a @Shared field through a Store (vs a mutex-guarded observable value)",
    target: .report,
    reductor: Side { n in
      timeLoop(n) { _ in blackHole(store.count) }
    },
    baseline: Side { n in
      timeLoop(n) { _ in blackHole(model.value) }
    },
    variants: [
      // What any field read through a store costs: the store's own read bookkeeping.
      (
        "a plain field of the same store",
        Side { n in
          timeLoop(n) { _ in blackHole(store.taps) }
        }
      ),
      (
        "the Shared value itself",
        Side { n in
          let shared = store.withState { $0.$count }
          return timeLoop(n) { _ in blackHole(shared.wrappedValue) }
        }
      ),
    ]
  )
}

@MainActor
func sharedWriteScenario() -> Scenario {
  let store = Store(initialState: Tally.State(count: Shared(value: 0))) { Tally() }
  let model = SharedCounterModel()
  return Scenario(
    name: "shared.write",
    title: "an action that changes a @Shared field, through Store.send (vs the same model)",
    target: .ratio(3),
    reductor: Side { n in
      timeLoop(n) { _ in store.send(.increment) }
    },
    baseline: Side { n in
      timeLoop(n) { _ in model.increment() }
    }
  )
}

/// How many writes reach the disk when a file-stored value changes 1,000 times in a row.
@MainActor
func sharedFileWritesOutcome(changes: Int) -> MemoryOutcome {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("reductor-benchmarks-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let key: FileStorageKey<[Int]> = .fileStorage(folder.appendingPathComponent("values.json"))
  @Shared(key) var values: [Int] = []
  for value in 0..<changes {
    $values.withLock { $0.append(value) }
  }
  // Waits for the coalesced write still pending.
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    try? await $values.save()
    done.signal()
  }
  done.wait()
  let writes = key._writeCount
  return MemoryOutcome(
    name: "shared/fileWrites",
    title: "file writes for \(changes) changes of a .fileStorage value in a row",
    measured: "\(writes) writes",
    targetDescription: "≤ 3 writes",
    holds: writes <= 3
  )
}
