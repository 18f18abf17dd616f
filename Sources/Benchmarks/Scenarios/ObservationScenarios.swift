import Observation
import Reductor

// Observation: 1,000 or 10,000 rows, each observed by its own tracker (as that many row views
// would be); one row changes per operation, which must cost the same in both. Reductor
// observes row stores scoped from the list's store; the baseline is an array of `@Observable`
// row objects. Both re-register the notified observer, as a view does when it re-renders, and
// both must notify exactly once per change.

/// Counts observer notifications (observers fire on whatever thread mutated; here, main).
final class NotificationCounter: @unchecked Sendable {
  // Safe: only touched from the main actor in these scenarios (the mutations happen there).
  var count = 0
}

@Observable
@MainActor
final class ObservableRow {
  var count = 0
}

@MainActor
func observeRowStore(_ store: StoreOf<Row>, counter: NotificationCounter) {
  withObservationTracking {
    _ = store.count
  } onChange: {
    counter.count += 1
  }
}

@MainActor
func observeRowObject(_ row: ObservableRow, counter: NotificationCounter) {
  withObservationTracking {
    _ = row.count
  } onChange: {
    counter.count += 1
  }
}

@MainActor
func observedRowsScenario(rows: Int) -> Scenario {
  let store = Store(initialState: Rows.state(count: rows)) { Rows() }
  // Held, as the row views holding them would: parents keep their child stores weakly.
  let collection = store.scope(state: \.rows, action: \.rows)
  let rowStores = collection.indices.map { collection[$0] }
  let storeCounter = NotificationCounter()
  for rowStore in rowStores {
    observeRowStore(rowStore, counter: storeCounter)
  }
  let objects = (0..<rows).map { _ in ObservableRow() }
  let objectCounter = NotificationCounter()
  for object in objects { observeRowObject(object, counter: objectCounter) }
  let picks = slots { $0 * 7919 % rows }
  let actions = picks.map { Rows.Action.rows(.element(id: $0, action: .increment)) }
  return Scenario(
    name: "observation/rows/\(rows)",
    title: "change one row of \(rows) observed rows (vs @Observable row objects)",
    target: .ratio(2),
    reductor: Side { n in
      let before = storeCounter.count
      let elapsed = timeLoop(n) { i in
        store.send(actions[i & 63])
        observeRowStore(rowStores[picks[i & 63]], counter: storeCounter)
      }
      precondition(storeCounter.count - before == n, "one notification per change")
      return elapsed
    },
    baseline: Side { n in
      let before = objectCounter.count
      let elapsed = timeLoop(n) { i in
        let object = objects[picks[i & 63]]
        object.count &+= 1
        observeRowObject(object, counter: objectCounter)
      }
      precondition(objectCounter.count - before == n, "one notification per change")
      return elapsed
    }
  )
}
