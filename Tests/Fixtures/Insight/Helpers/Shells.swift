import ComposableArchitecture

/// A body that calls a method, whose result goes through a generic wrapper and a modifier.
@Reducer
struct MethodShell {
  struct State {
    var game = Game.State()
    var home = Home.State()
  }
  enum Action {
    case game(Game.Action)
    case home(Home.Action)
  }
  var body: some ReducerOf<Self> {
    makeCore()
      .haptics(isEnabled: true)
  }
  func makeCore() -> some ReducerOf<Self> {
    CombineReducers {
      Scope(state: \.game, action: \.game) { Game().dependency(\.uuid, .incrementing) }
      Scope(state: \.home, action: \.home) { Home()._printChanges() }
    }
  }
}

/// A static helper, reached as `Self.core`, and helpers that call each other.
@Reducer
struct StaticShell {
  struct State { var home = Home.State() }
  enum Action { case home(Home.Action) }
  var body: some ReducerOf<Self> { Self.core }
  static var core: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { Home() }
    Self.again
  }
  static var again: some ReducerOf<Self> { Self.core }
}

/// A reducer that only serves another feature's body: a child of it, not a root.
struct ShellCore: Reducer {
  struct State { var game = Game.State() }
  enum Action { case game(Game.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.game, action: \.game) { Game() }
  }
}

@Reducer
struct CoreHolder {
  struct State { var game = Game.State() }
  enum Action { case game(Game.Action) }
  var body: some ReducerOf<Self> { core }
  var core: some ReducerOf<Self> { ShellCore() }
}

/// A generic wrapper: not a feature.
struct Haptics<Base: Reducer>: Reducer {
  let base: Base
  let isEnabled: Bool
  var body: some ReducerOf<Base> {
    self.base
  }
}

extension Reducer {
  func haptics(isEnabled: Bool) -> Haptics<Self> {
    Haptics(base: self, isEnabled: isEnabled)
  }
}
