import ReductorDependencies
import ReductorIssueReporting

// What a session recording keeps: each action that reached the recorded reducer, the levels it
// passed through, and the effects they started. Values are kept as they were (`Any`), and
// described only when a trace, the JSON or a test is asked for.

/// Where an action came from.
enum RecordedSource {
  /// Sent to the store (or to a store scoped from it).
  case store
  /// Sent by a recorded effect: a `.run`'s `send`, or a `.send` effect.
  case effect(Int)
}

/// One action that reached the recorded reducer.
final class RecordedAction {
  /// Its number in the session, from 1.
  let index: Int
  let store: SessionStore
  let action: Any
  let source: RecordedSource
  let stateBefore: Any
  var stateAfter: Any
  /// The levels it passed through, outermost first, in the order they ran.
  var levels: [RecordedLevel] = []
  /// Warnings raised while the recorded reducer ran it, outside any level.
  var warnings: [RuntimeWarning] = []

  init(index: Int, store: SessionStore, action: Any, source: RecordedSource, state: Any) {
    self.index = index
    self.store = store
    self.action = action
    self.source = source
    self.stateBefore = state
    self.stateAfter = state
  }

  /// The root level, if any ran.
  var root: RecordedLevel? { levels.first }
}

/// One feature an action passed through.
final class RecordedLevel {
  /// 0 for the recorded feature, 1 for its children, and so on.
  let depth: Int
  let feature: Any.Type
  let action: Any
  /// The action the level above ran, from which this level's was extracted.
  let parentAction: Any?
  let stateBefore: Any
  var stateAfter: Any
  /// The levels this one ran, in order.
  var children: [RecordedLevel] = []
  /// The effects this level's own reducer returned (not its children's), by number.
  var effects: [Int] = []
  /// The cancellation ids its effects cancelled (`.cancel(id:)`, `cancelInFlight`).
  var cancelled: [String] = []
  /// The dependencies it read while it ran.
  var reads: [DependencyRead] = []
  var warnings: [RuntimeWarning] = []

  init(depth: Int, feature: Any.Type, action: Any, parentAction: Any?, state: Any) {
    self.depth = depth
    self.feature = feature
    self.action = action
    self.parentAction = parentAction
    self.stateBefore = state
    self.stateAfter = state
  }
}

/// An effect a level started. A value: the engine changes it under its lock, as effects end on
/// any thread, and a trace reads the copies it took.
struct RecordedEffect {
  let index: Int
  /// Its `.run(name:)`, or the feature and the action that started it.
  let name: String
  let feature: Any.Type
  /// The action that started it.
  let startedBy: Int
  /// Whether it is a `.send` effect (which delivers its action at once) rather than a task.
  let isSend: Bool
  /// The cancellation ids it runs under.
  let ids: [String]
  /// Whether the level that started it was reached through a presentation, a row or a stack
  /// element: cancelled otherwise than by id, it was cancelled because that child went away.
  let isInChild: Bool
  /// The actions it sent, by number.
  var sent: [Int] = []
  var end: RecordedEffectEnd?
  /// The id a `.cancel(id:)` (or `cancelInFlight`) cancelled it by, while it ran.
  var cancelledBy: String?
  var reads: [DependencyRead] = []
  var warnings: [RuntimeWarning] = []

  init(
    index: Int, name: String, feature: Any.Type, startedBy: Int, isSend: Bool, ids: [String],
    isInChild: Bool
  ) {
    self.index = index
    self.name = name
    self.feature = feature
    self.startedBy = startedBy
    self.isSend = isSend
    self.ids = ids
    self.isInChild = isInChild
  }
}

/// How an effect ended.
enum RecordedEffectEnd: Equatable {
  case finished
  case cancelledByID(String)
  case cancelledByDismissal
  case cancelled

  var description: String {
    switch self {
    case .finished: "finished"
    case let .cancelledByID(id): "cancelled by id \(id)"
    case .cancelledByDismissal: "cancelled by dismissal"
    case .cancelled: "cancelled"
    }
  }

  var jsonValue: String {
    switch self {
    case .finished: "finished"
    case .cancelledByID: "cancelledByID"
    case .cancelledByDismissal: "cancelledByDismissal"
    case .cancelled: "cancelled"
    }
  }
}

/// A store the recorded reducer runs in: each preparation of the reducer is one.
final class SessionStore: @unchecked Sendable {
  // Sendable: immutable.
  /// Its number, from 1.
  let number: Int
  /// The recorded reducer's type (the feature a reproduction test runs).
  let feature: Any.Type
  /// What replays actions in a `TestStore`, when the feature's state is `Equatable`.
  let replayer: (any SessionReplayer)?

  init(number: Int, feature: Any.Type, replayer: (any SessionReplayer)?) {
    self.number = number
    self.feature = feature
    self.replayer = replayer
  }
}
