import Reductor

/// A feature whose action returns `.merge` of 100 `.none` effects.
@Reducer
struct MergeNone {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .merge(repeatElement(Effect.none, count: 100))
  }
}

/// A feature that starts `.run` effects, each of which sends one action back.
@Reducer
struct Pinger {
  struct State: Equatable {
    var received = 0
  }

  enum Action {
    case start(Int)
    case ping
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(count):
      return .merge((0..<count).map { _ in .run { send in await send(.ping) } })
    case .ping:
      state.received &+= 1
      return .none
    }
  }
}

/// The raw-task baseline for `Pinger`: a main-actor counter that tasks hop back to.
@MainActor
final class PlainPinger {
  var received = 0
  func ping() { received &+= 1 }
}

/// A feature whose action sends another back, for `TestStore` steps: right away (`.send`), or
/// from a `.run` effect's task.
@Reducer
struct Echo {
  var viaRun = false

  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case tapped
    case echoed
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.count &+= 1
      return viaRun ? .run { send in await send(.echoed) } : .send(.echoed)
    case .echoed:
      state.count &+= 1
      return .none
    }
  }
}
