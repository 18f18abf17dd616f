import Reductor

/// A feature that can stand at any level of a `Scope` chain, with its hand-written twin.
protocol ChainFeature: Reducer, SendableMetatype where Action: CasePathable & SendableMetatype {
  init()
  static func initialState() -> State
  /// The leaf's `increment`, wrapped in every level's `child` case down to the leaf.
  static func leafAction() -> Action
  /// The baseline: what a performance-minded engineer writes without a framework, a `switch`
  /// per level that hands the child its part of the state.
  static func handWritten(_ state: inout State, _ action: Action)
}

/// The bottom of a chain: a counter.
struct Leaf: ChainFeature {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action {
    case increment
    case decrement
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count &+= 1
      return .none
    case .decrement:
      state.count &-= 1
      return .none
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case .increment: state.count &+= 1
    case .decrement: state.count &-= 1
    }
  }
}

// Ten concrete levels, as an app writes them (a generic level would run unspecialized code).
// Each level is the same feature over the level below it.

/// Level 1 of the chain: a counter of its own, and `Leaf` scoped in.
@Reducer
struct ScopeLevel1: ChainFeature {
  struct State {
    var child = Leaf.initialState()
    var taps = 0
  }

  enum Action {
    case child(Leaf.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(Leaf.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Leaf()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): Leaf.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 2 of the chain: a counter of its own, and `ScopeLevel1` scoped in.
@Reducer
struct ScopeLevel2: ChainFeature {
  struct State {
    var child = ScopeLevel1.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel1.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel1.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel1()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel1.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 3 of the chain: a counter of its own, and `ScopeLevel2` scoped in.
@Reducer
struct ScopeLevel3: ChainFeature {
  struct State {
    var child = ScopeLevel2.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel2.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel2.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel2()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel2.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 4 of the chain: a counter of its own, and `ScopeLevel3` scoped in.
@Reducer
struct ScopeLevel4: ChainFeature {
  struct State {
    var child = ScopeLevel3.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel3.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel3.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel3()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel3.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 5 of the chain: a counter of its own, and `ScopeLevel4` scoped in.
@Reducer
struct ScopeLevel5: ChainFeature {
  struct State {
    var child = ScopeLevel4.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel4.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel4.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel4()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel4.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 6 of the chain: a counter of its own, and `ScopeLevel5` scoped in.
@Reducer
struct ScopeLevel6: ChainFeature {
  struct State {
    var child = ScopeLevel5.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel5.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel5.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel5()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel5.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 7 of the chain: a counter of its own, and `ScopeLevel6` scoped in.
@Reducer
struct ScopeLevel7: ChainFeature {
  struct State {
    var child = ScopeLevel6.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel6.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel6.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel6()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel6.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 8 of the chain: a counter of its own, and `ScopeLevel7` scoped in.
@Reducer
struct ScopeLevel8: ChainFeature {
  struct State {
    var child = ScopeLevel7.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel7.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel7.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel7()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel7.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 9 of the chain: a counter of its own, and `ScopeLevel8` scoped in.
@Reducer
struct ScopeLevel9: ChainFeature {
  struct State {
    var child = ScopeLevel8.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel8.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel8.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel8()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel8.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

/// Level 10 of the chain: a counter of its own, and `ScopeLevel9` scoped in.
@Reducer
struct ScopeLevel10: ChainFeature {
  struct State {
    var child = ScopeLevel9.initialState()
    var taps = 0
  }

  enum Action {
    case child(ScopeLevel9.Action)
    case tapped
  }

  static func initialState() -> State { State() }
  static func leafAction() -> Action { .child(ScopeLevel9.leafAction()) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      ScopeLevel9()
    }
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tapped:
        state.taps &+= 1
        return .none
      }
    }
  }

  static func handWritten(_ state: inout State, _ action: Action) {
    switch action {
    case let .child(action): ScopeLevel9.handWritten(&state.child, action)
    case .tapped: state.taps &+= 1
    }
  }
}

typealias Scope1 = ScopeLevel1
typealias Scope5 = ScopeLevel5
typealias Scope10 = ScopeLevel10

/// The hand-written extraction through ten `child` cases: a chain of `if case let`.
@inline(never)
func extractTenDeep(_ action: Scope10.Action) -> Leaf.Action? {
  if case let .child(a1) = action, case let .child(a2) = a1, case let .child(a3) = a2,
    case let .child(a4) = a3, case let .child(a5) = a4, case let .child(a6) = a5,
    case let .child(a7) = a6, case let .child(a8) = a7, case let .child(a9) = a8,
    case let .child(a10) = a9
  {
    return a10
  }
  return nil
}
