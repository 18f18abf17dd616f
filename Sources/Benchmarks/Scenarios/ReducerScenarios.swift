import Reductor

// Reducers called directly: the reducer is prepared once (as a store prepares it), then each
// operation is one `reduce(into:action:)`. Actions come from an array the optimizer cannot see
// into, so neither side can hoist the work out of the loop.

/// How many distinct action slots a loop cycles through (a power of two).
let actionSlots = 64

/// `actions` made opaque, padded to `actionSlots` entries.
func slots<Action>(_ make: (Int) -> Action) -> [Action] {
  opaque((0..<actionSlots).map(make))
}

@MainActor
func scopeScenario<Feature: ChainFeature>(_: Feature.Type, depth: Int) -> Scenario {
  let reducer = _PreparedReducer(Feature())
  let actions = slots { _ in Feature.leafAction() }
  return Scenario(
    name: "scope/\(depth)",
    title: "leaf action through \(depth) level\(depth == 1 ? "" : "s") of Scope (reducer)",
    target: .ratio(1.5),
    reductor: Side { n in
      var state = Feature.initialState()
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = reducer.reduce(into: &state, action: actions[i & 63]) }
    },
    baseline: Side { n in
      var state = Feature.initialState()
      defer { blackHole(state) }
      return timeLoop(n) { i in Feature.handWritten(&state, actions[i & 63]) }
    }
  )
}

@MainActor
func presentsScenario(depth: Int) -> Scenario {
  nestScenario(
    Nest(), depth: depth, name: "presents/\(depth)",
    title: "leaf action through \(depth) levels of @Presents + ifLet (reducer)",
    target: .ratio(1.5)
  )
}

/// `presentsScenario` through `reduce(into:action:)` called on a new `Nest()` for every action,
/// as a parent calling a child reducer inside `Reduce` does, against the same feature prepared
/// once (presents/10); the floor is reported beside it.
@MainActor
func directPresentsScenario(depth: Int) -> Scenario {
  let prepared = _PreparedReducer(Nest())
  let actions = slots { _ in Nest.action(.increment, depth: depth) }
  return Scenario(
    name: "presents/\(depth)/direct",
    title: "the same through Nest().reduce(into:action:) per action (vs prepared once)",
    target: .ratio(1.5),
    reductor: Side { n in
      var state = Nest.state(depth: depth)
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = Nest().reduce(into: &state, action: actions[i & 63]) }
    },
    baseline: Side { n in
      var state = Nest.state(depth: depth)
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = prepared.reduce(into: &state, action: actions[i & 63]) }
    },
    variants: [
      (
        "the floor",
        Side { n in
          var state = PlainNest<UncheckedBox>.state(depth: depth)
          defer { blackHole(state) }
          return timeLoop(n) { i in state.apply(actions[i & 63]) }
        }
      )
    ]
  )
}

/// `presentsScenario` for a feature whose levels are prepared when first reached
/// (`DependentNest`); reported against the same baseline.
@MainActor
func dependentPresentsScenario(depth: Int) -> Scenario {
  nestScenario(
    DependentNest(), depth: depth, name: "presents/\(depth)/dependency",
    title: "the same with a @Dependency in the feature (each level its own value)",
    target: .report
  )
}

/// A leaf action through `depth` presented levels of `feature`, against the plain recursive
/// switch over the same nesting.
@MainActor
func nestScenario<Feature: Reducer<Nest.State, Nest.Action>>(
  _ feature: Feature, depth: Int, name: String, title: String, target: Target
) -> Scenario {
  let reducer = _PreparedReducer(feature)
  let actions = slots { _ in Nest.action(.increment, depth: depth) }
  return Scenario(
    name: name,
    title: title,
    target: target,
    reductor: Side { n in
      var state = Nest.state(depth: depth)
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = reducer.reduce(into: &state, action: actions[i & 63]) }
    },
    // The floor: the boxes without Swift's dynamic exclusivity checks, as Reductor's own are.
    baseline: Side { n in
      var state = PlainNest<UncheckedBox>.state(depth: depth)
      defer { blackHole(state) }
      return timeLoop(n) { i in state.apply(actions[i & 63]) }
    },
    variants: [
      (
        "exclusivity checks on",
        Side { n in
          var state = PlainNest<CheckedBox>.state(depth: depth)
          defer { blackHole(state) }
          return timeLoop(n) { i in state.apply(actions[i & 63]) }
        }
      )
    ]
  )
}

@MainActor
func forEachScenario(rows: Int) -> Scenario {
  let reducer = _PreparedReducer(Rows())
  let ids = opaque(spreadIDs(count: actionSlots, rows: rows))
  let actions = slots { Rows.Action.rows(.element(id: ids[$0], action: .increment)) }
  // Built once; each round writes its own copy (whose first write copies the rows, once a
  // round: a fraction of a nanosecond an action, against building them each round, which
  // counted thousands of allocations against the round's actions).
  let initial = Rows.state(count: rows)
  let plainInitial = PlainRows(count: rows)
  return Scenario(
    name: "forEach/\(rows)",
    title: "row action in forEach over \(rows) rows (reducer)",
    target: .ratio(2),
    // Each side's state is a local of the round, as in the other reducer scenarios: a variable
    // captured from here lives in a box the closures share, and passing it `inout` to code the
    // optimizer cannot see into (the prepared reducer) checks exclusivity at run time, which
    // the baseline, whose callee it sees, did not pay (about 120 instructions an action).
    reductor: Side { n in
      var state = initial
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = reducer.reduce(into: &state, action: actions[i & 63]) }
    },
    baseline: Side { n in
      var plain = plainInitial
      defer { blackHole(plain) }
      return timeLoop(n) { i in plain.increment(id: ids[i & 63]) }
    }
  )
}

@MainActor
func stackScenario(elements: Int) -> Scenario {
  let reducer = _PreparedReducer(Path())
  let initial = Path.state(count: elements)
  let stackIDs = initial.path.ids
  var generator = SplitMix64(seed: 7)
  let picks = opaque((0..<actionSlots).map { _ in Int(generator.next() % UInt64(elements)) })
  let actions = slots { Path.Action.path(.element(id: stackIDs[picks[$0]], action: .increment)) }
  let plainInitial = PlainRows(count: elements)
  return Scenario(
    name: "stack/\(elements)",
    title: "element action in a StackState of \(elements) (reducer)",
    target: .ratio(2),
    // Local state per round, as in `forEachScenario`.
    reductor: Side { n in
      var state = initial
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = reducer.reduce(into: &state, action: actions[i & 63]) }
    },
    baseline: Side { n in
      var plain = plainInitial
      defer { blackHole(plain) }
      return timeLoop(n) { i in plain.increment(id: picks[i & 63]) }
    }
  )
}

@MainActor
func casePathScenario() -> Scenario {
  let path = AnyCasePath(
    \Scope10.Action.Cases.child.child.child.child.child.child.child.child.child.child
  )
  let actions = slots { $0.isMultiple(of: 8) ? Scope10.Action.tapped : Scope10.leafAction() }
  return Scenario(
    name: "casePath/10",
    title: "extract through a 10-deep case key path",
    target: .ratio(2),
    reductor: Side { n in
      var found = 0
      defer { blackHole(found) }
      return timeLoop(n) { i in if path.extract(from: actions[i & 63]) != nil { found &+= 1 } }
    },
    baseline: Side { n in
      var found = 0
      defer { blackHole(found) }
      return timeLoop(n) { i in if extractTenDeep(actions[i & 63]) != nil { found &+= 1 } }
    }
  )
}

@MainActor
func mergeNoneScenario() -> Scenario {
  let reducer = _PreparedReducer(MergeNone())
  let actions = slots { _ in MergeNone.Action.tapped }
  return Scenario(
    name: "mergeNone",
    title: "action returning .merge of 100 .none (reducer)",
    target: .allocations(0),
    reductor: Side { n in
      var state = MergeNone.State()
      defer { blackHole(state) }
      return timeLoop(n) { i in _ = reducer.reduce(into: &state, action: actions[i & 63]) }
    },
    baseline: nil
  )
}
