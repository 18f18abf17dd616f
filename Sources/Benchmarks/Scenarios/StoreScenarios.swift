import Reductor

// The store: `send` runs the reducer on the main actor; the baselines are a main-actor class
// whose method applies the same hand-written switch, with Swift's exclusivity checks off (the
// floor). The same class with the checks on, and `@Observable` objects, are reported beside.

/// The presentation chain behind the store scenarios: ten levels below the root.
let storeChainDepth = 10

@MainActor
func storeSendScenario(depth: Int) -> Scenario {
  let store = Store(initialState: Nest.state(depth: storeChainDepth)) { Nest() }
  let model = UncheckedNestModel(depth: storeChainDepth)
  let checked = CheckedNestModel(depth: storeChainDepth)
  let observable = ObservableNestModel(depth: storeChainDepth)
  let actions = slots { _ in Nest.action(.increment, depth: depth) }
  return Scenario(
    name: "store.send/\(depth)",
    title: "Store.send at depth \(depth) of the ifLet chain",
    target: .ratio(depth <= 1 ? 5 : 3),
    reductor: Side { n in timeLoop(n) { i in store.send(actions[i & 63]) } },
    baseline: Side { n in timeLoop(n) { i in model.send(actions[i & 63]) } },
    variants: [
      ("exclusivity checks on", Side { n in timeLoop(n) { i in checked.send(actions[i & 63]) } }),
      ("@Observable", Side { n in timeLoop(n) { i in observable.send(actions[i & 63]) } }),
    ]
  )
}

/// A store scoped `depth` times down the presentation chain.
@MainActor
func scopedStore(_ root: StoreOf<Nest>, depth: Int) -> StoreOf<Nest> {
  var store = root
  for _ in 0..<depth {
    store = store.scope(state: \.child, action: \.child.presented)!
  }
  return store
}

/// The cost of recording: `Store.send` at the leaf of the ten-level chain with a
/// `SessionRecorder` attached (it keeps the last 64 actions, as a debug build would keep a
/// window), against the same send without one.
@MainActor
func recordingScenario() -> Scenario {
  let recorder = SessionRecorder(limit: 64)
  let recorded = Store(initialState: Nest.state(depth: storeChainDepth)) {
    Nest().recordSession(into: recorder)
  }
  let plain = Store(initialState: Nest.state(depth: storeChainDepth)) { Nest() }
  let actions = slots { _ in Nest.action(.increment, depth: storeChainDepth) }
  return Scenario(
    name: "recording/10",
    title: "Store.send at depth 10 with a SessionRecorder attached (vs without)",
    target: .report,
    reductor: Side { n in timeLoop(n) { i in recorded.send(actions[i & 63]) } },
    baseline: Side { n in timeLoop(n) { i in plain.send(actions[i & 63]) } }
  )
}

@MainActor
func scopedSendScenario() -> Scenario {
  let root = Store(initialState: Nest.state(depth: storeChainDepth)) { Nest() }
  let store = scopedStore(root, depth: storeChainDepth)
  let model = UncheckedNestModel(depth: storeChainDepth)
  let checked = CheckedNestModel(depth: storeChainDepth)
  // The same send at the root of another store (store.send/10), timed in the same rounds:
  // the goal is 1.5× of it.
  let rootStore = Store(initialState: Nest.state(depth: storeChainDepth)) { Nest() }
  let leafAction = Nest.action(.increment, depth: storeChainDepth)
  let actions = slots { _ in Nest.Action.increment }
  let modelActions = slots { _ in leafAction }
  return Scenario(
    name: "scopedStore.send/10",
    title: "send through a 10-deep scoped child store",
    target: .ratio(3),
    reductor: Side { n in timeLoop(n) { i in store.send(actions[i & 63]) } },
    baseline: Side { n in timeLoop(n) { i in model.send(modelActions[i & 63]) } },
    variants: [
      (
        "exclusivity checks on",
        Side { n in timeLoop(n) { i in checked.send(modelActions[i & 63]) } }
      ),
      (
        "Store.send at the root",
        Side { n in timeLoop(n) { i in rootStore.send(modelActions[i & 63]) } }
      ),
    ]
  )
}

@MainActor
func scopedReadScenario() -> Scenario {
  let root = Store(initialState: Nest.state(depth: storeChainDepth)) { Nest() }
  let store = scopedStore(root, depth: storeChainDepth)
  return Scenario(
    name: "scopedStore.read/10",
    title: "read state through a 10-deep scoped store (vs the root store)",
    target: .ratio(2),
    reductor: Side { n in
      var total = 0
      defer { blackHole(total) }
      return timeLoop(n) { _ in total &+= store.count }
    },
    baseline: Side { n in
      var total = 0
      defer { blackHole(total) }
      return timeLoop(n) { _ in total &+= root.count }
    }
  )
}

@MainActor
func mergeNoneStoreScenario() -> Scenario {
  let store = Store(initialState: MergeNone.State()) { MergeNone() }
  return Scenario(
    name: "mergeNone/store",
    title: "the same action through Store.send",
    target: .report,
    reductor: Side { n in timeLoop(n) { _ in store.send(.tapped) } },
    baseline: nil
  )
}

@MainActor
func effectsScenario() -> Scenario {
  Scenario(
    name: "effects/run",
    title: ".run effects each sending one action back (per effect)",
    target: .ratio(2),
    reductor: Side { n in
      let store = Store(initialState: Pinger.State()) { Pinger() }
      let start = now()
      await store.send(.start(n)).finish()
      let elapsed = now() - start
      precondition(store.received == n, "received \(store.received) of \(n)")
      return elapsed
    },
    baseline: Side { n in
      let model = PlainPinger()
      let start = now()
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(n)
      // Like an effect, each task starts off the main actor and hops back to it.
      let body: @Sendable () async -> Void = { await model.ping() }
      for _ in 0..<n {
        tasks.append(Task(operation: body))
      }
      for task in tasks { await task.value }
      let elapsed = now() - start
      precondition(model.received == n)
      return elapsed
    },
    fixedOperations: 10_000
  )
}

@MainActor
func dismissScenario() -> Scenario {
  Scenario(
    name: "dismiss/1000",
    title: "dismiss a 3-level presentation with 1,000 in-flight effects (per effect)",
    target: .ratio(3),
    reductor: Side { n in
      let store = Store(initialState: Nest.state(depth: 3)) { Nest() }
      // Effects at each presented level: depth 1, 2 and 3.
      var tasks: [StoreTask] = []
      for level in 1...3 {
        let count = n / 3 + (level <= n % 3 ? 1 : 0)
        tasks.append(store.send(Nest.action(.startEffects(count), depth: level)))
      }
      await Task.yield()
      let start = now()
      store.send(.child(.dismiss))
      for task in tasks { await task.finish() }
      return now() - start
    },
    baseline: Side { n in
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(n)
      for _ in 0..<n {
        tasks.append(Task.detached { try? await Task.sleep(for: .seconds(3_600)) })
      }
      await Task.yield()
      let start = now()
      for task in tasks { task.cancel() }
      for task in tasks { await task.value }
      return now() - start
    },
    fixedOperations: 1_000
  )
}

@MainActor
func testStoreScenario(viaRun: Bool) -> Scenario {
  Scenario(
    name: viaRun ? "testStore/run" : "testStore/1000",
    title: viaRun
      ? "the same steps with the action sent back from a .run effect (per step)"
      : "send/receive steps in a TestStore vs a plain Store (per step)",
    target: viaRun ? .report : .ratio(5),
    reductor: Side { n in
      let store = TestStore(initialState: Echo.State()) { Echo(viaRun: viaRun) }
      let start = now()
      for _ in 0..<n {
        await store.send(.tapped) { $0.count &+= 1 }
        await store.receive(.echoed) { $0.count &+= 1 }
      }
      return now() - start
    },
    baseline: Side { n in
      let store = Store(initialState: Echo.State()) { Echo(viaRun: viaRun) }
      let start = now()
      for _ in 0..<n {
        // The `.run` effect's action arrives once its task ends; `.send`'s right away.
        let task = store.send(.tapped)
        if viaRun { await task.finish() }
      }
      let elapsed = now() - start
      precondition(store.count == 2 * n)
      return elapsed
    },
    fixedOperations: 1_000
  )
}
