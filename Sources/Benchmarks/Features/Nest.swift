import Observation
import Reductor

/// A feature that presents itself: each level can present another level with `ifLet`. Its
/// `Action` contains itself through `PresentationAction` and is not marked `indirect`, as users
/// write it.
@Reducer
struct Nest {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: Nest.State?
  }

  enum Action {
    case increment
    /// Starts `count` effects that run until they are cancelled.
    case startEffects(Int)
    case child(PresentationAction<Nest.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count &+= 1
        return .none
      case let .startEffects(count):
        return .merge(
          (0..<count).map { _ in
            .run { _ in try await Task.sleep(for: .seconds(3_600)) }
          }
        )
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Nest()
    }
  }

  /// A state presenting `depth` more levels below the root.
  static func state(depth: Int) -> State {
    var state = State()
    if depth > 0 { state.child = Self.state(depth: depth - 1) }
    return state
  }

  /// `action` sent to the level `depth` presentations below the root.
  static func action(_ action: Action, depth: Int) -> Action {
    depth == 0 ? action : .child(.presented(Self.action(action, depth: depth - 1)))
  }
}

// MARK: - Hand-written baselines

/// The box a hand-written nesting keeps its child in (a value cannot contain itself).
protocol NestBox: AnyObject {
  init(_ value: PlainNest<Self>)
  var value: PlainNest<Self> { get set }
}

/// A box as Swift code usually declares one: every mutation of `value` goes through Swift's
/// dynamic exclusivity checks (a class's stored property), about three fifths of what the
/// recursive switch below does per level.
final class CheckedBox: NestBox {
  var value: PlainNest<CheckedBox>
  init(_ value: PlainNest<CheckedBox>) { self.value = value }
}

/// The same box with the checks off, as Reductor's own boxes are: the floor.
final class UncheckedBox: NestBox {
  @exclusivity(unchecked) var value: PlainNest<UncheckedBox>
  init(_ value: PlainNest<UncheckedBox>) { self.value = value }
}

/// The same nesting without a framework: a counter and an optional child, boxed and copied
/// on write.
struct PlainNest<Box: NestBox> {
  var count = 0
  var child: Box?

  static func state(depth: Int) -> PlainNest {
    var state = PlainNest()
    if depth > 0 { state.child = Box(Self.state(depth: depth - 1)) }
    return state
  }

  /// The recursive switch.
  mutating func apply(_ action: Nest.Action) {
    switch action {
    case .increment:
      count &+= 1
    case .startEffects:
      break
    case let .child(.presented(action)):
      guard child != nil else { return }
      if !isKnownUniquelyReferenced(&child!) { child = Box(child!.value) }
      child!.value.apply(action)
    case .child(.dismiss):
      child = nil
    }
  }
}

/// A main-actor model whose method applies the recursive switch, as Swift code usually declares
/// one (its state and boxes checked for exclusivity): reported beside the `Store.send` baseline.
@MainActor
final class CheckedNestModel {
  var state: PlainNest<CheckedBox>

  init(depth: Int) {
    state = .state(depth: depth)
  }

  @inline(never)
  func send(_ action: Nest.Action) {
    state.apply(action)
  }
}

/// The same model with Swift's exclusivity checks off, on its state and its boxes: the floor,
/// the baseline for `Store.send`.
@MainActor
final class UncheckedNestModel {
  @exclusivity(unchecked) var state: PlainNest<UncheckedBox>

  init(depth: Int) {
    state = .state(depth: depth)
  }

  @inline(never)
  func send(_ action: Nest.Action) {
    state.apply(action)
  }
}

/// The same as `@Observable` objects, one per level.
@MainActor
@Observable
final class ObservableNestModel {
  var count = 0
  var child: ObservableNestModel?

  init(depth: Int) {
    if depth > 0 { child = ObservableNestModel(depth: depth - 1) }
  }

  @inline(never)
  func send(_ action: Nest.Action) {
    switch action {
    case .increment:
      count &+= 1
    case .startEffects:
      break
    case let .child(.presented(action)):
      child?.send(action)
    case .child(.dismiss):
      child = nil
    }
  }
}

/// `Nest` with a dependency: each level is another value (the dependency's wrapper holds
/// values of its own), so the levels cannot reuse the runner being prepared and each is
/// prepared the first time an action reaches it.
struct DependentNest: Reducer {
  typealias State = Nest.State
  typealias Action = Nest.Action

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count &+= 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) {
      DependentNest()
    }
  }
}
