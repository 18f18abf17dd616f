import Reductor

/// A row of a list: a counter with an id.
@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// A list of rows, integrated with `forEach`.
@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }

  static func state(count: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) }))
  }
}

/// A navigation stack of rows, integrated with `forEach`.
@Reducer
struct Path {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Row.State>()
  }

  enum Action {
    case path(StackAction<Row.State, Row.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) {
        Row()
      }
  }

  static func state(count: Int) -> State {
    State(path: StackState((0..<count).map { Row.State(id: $0) }))
  }
}

// MARK: - Hand-written baseline

/// Rows in an array with a dictionary from id to position: an update by id.
struct PlainRows {
  var rows: [Row.State]
  var positions: [Int: Int]

  init(count: Int) {
    rows = (0..<count).map { Row.State(id: $0) }
    positions = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, $0) })
  }

  @inline(never)
  mutating func increment(id: Int) {
    guard let position = positions[id] else { return }
    rows[position].count &+= 1
  }
}

/// Picks `count` ids spread over `0..<rows`, so that updates do not hit one cached row.
func spreadIDs(count: Int, rows: Int) -> [Int] {
  var generator = SplitMix64(seed: 42)
  return (0..<count).map { _ in Int(generator.next() % UInt64(rows)) }
}

/// A small deterministic random number generator.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
