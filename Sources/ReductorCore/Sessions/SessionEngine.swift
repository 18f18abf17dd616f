internal import Foundation
import ReductorConcurrencyExtras
import ReductorDependencies
import ReductorIssueReporting

/// What a ``SessionRecorder`` records with: called by the recorded reducer, by the levels the
/// instrumentation wraps, by the effects it wraps and by the dependency reads it observes.
///
/// Reducers run on the main actor (a recording store is a `Store` or a `TestStore`, both
/// main-actor classes); effects end, and read dependencies, on any thread. Everything recorded
/// is kept under `lock`; the level stack of the action in progress is the main actor's alone.
final class SessionEngine: @unchecked Sendable {
  // Sendable: the mutable state below is read and written under `lock`, except `current`,
  // `stack`, `delivering` and `pendingSends`, which only code on the main queue (the main
  // actor's) touches, checked with `MainQueue.isCurrent` first.
  private let lock = NSLock()
  let limit: Int
  let dependencies: SessionDependencies

  /// The actions kept, oldest first (at most `limit`).
  private var kept: [RecordedAction] = []
  /// How many older actions were let go.
  private(set) var droppedCount = 0
  private var nextAction = 1
  /// Every effect started by a kept action, by number.
  private var effects: [Int: RecordedEffect] = [:]
  private var nextEffect = 1
  private(set) var stores: [SessionStore] = []

  // The main actor's alone, and never accessed while another access to them is in progress:
  // no dynamic exclusivity checks (docs/architecture.md, rule 7).
  /// The action being recorded, and the levels it is in.
  @exclusivity(unchecked) private var current: RecordedAction?
  @exclusivity(unchecked) private var stack: [RecordedLevel] = []
  /// The effect whose `send` is delivering an action now.
  @exclusivity(unchecked) private var delivering: Int?
  /// `.send` effects not delivered yet, in order, with a description of their action.
  @exclusivity(unchecked) private var pendingSends: [(effect: Int, action: String)] = []

  /// What the reducer's dependency reads are told to (the level stack's top).
  private(set) lazy var reducerObserver = ReducerReadObserver(engine: self)
  /// What prepares the recorded reducer's features as levels.
  private(set) lazy var instrumentation = SessionInstrumentation(engine: self)

  init(limit: Int, dependencies: SessionDependencies) {
    self.limit = max(1, limit)
    self.dependencies = dependencies
    DependencyReadObservers.install()
  }

  deinit {
    DependencyReadObservers.uninstall()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  // MARK: Stores

  /// Counts a store the recorded reducer was prepared for; from the second on, warns.
  func addStore(
    feature: Any.Type, replayer: (any SessionReplayer)?, location: _OperatorLocation
  ) -> SessionStore {
    let store = withLock {
      let store = SessionStore(number: stores.count + 1, feature: feature, replayer: replayer)
      stores.append(store)
      return store
    }
    if store.number == 2 {
      location.warn(
        """
        A SessionRecorder is recording a second store of \(feature).

        It records both, each action marked with its store ("store 1", "store 2"), but a \
        reproduction test replays one store's actions: the first's. This usually means the \
        recorder is shared by stores made for different screens or tests, or a store was made \
        again (a SwiftUI view that creates its store in 'body'). Give each store a recorder of \
        its own, or keep the store in a '@State' or a model.
        """
      )
    }
    return store
  }

  // MARK: Actions

  /// Records `action` reaching the recorded reducer, running `body` (the reducer) for it.
  func record<State, Action>(
    _ action: Action,
    state: inout State,
    store: SessionStore,
    body: (inout State) -> Effect<Action>
  ) -> Effect<Action> {
    // Off the main actor (a direct call of the reducer), or re-entered: not recorded.
    guard MainQueue.isCurrent, current == nil else { return body(&state) }
    let source = takeSource(for: action)
    let record = withLock {
      let record = RecordedAction(
        index: nextAction, store: store, action: action, source: source, state: state)
      nextAction += 1
      return record
    }
    current = record
    stack = []
    // The reducer's dependency reads reach the recorder through the values it runs with, and
    // its warnings through a handler that passes them on.
    var values = DependencyValues._current
    values[carried: DependencyReadObservers.self] = reducerObserver
    let box = DependencyBox(values)
    let effect = RuntimeWarnings.$handler.withValue(
      warningHandler { [weak self] warning in
        self?.noteWarning(warning)
      }
    ) {
      SynchronousDependencies.with(box) { body(&state) }
    }
    record.stateAfter = state
    current = nil
    stack = []
    withLock {
      kept.append(record)
      if case let .effect(index) = source { effects[index]?.sent.append(record.index) }
      trimToLimit()
    }
    return effect
  }

  /// Where the action arriving now comes from: the effect delivering it, the oldest pending
  /// `.send` effect whose action it holds, or the store.
  private func takeSource<Action>(for action: Action) -> RecordedSource {
    if let delivering { return .effect(delivering) }
    guard !pendingSends.isEmpty else { return .store }
    let description = SwiftSource.expression(action)
    while let pending = pendingSends.first {
      pendingSends.removeFirst()
      if description.contains(pending.action) { return .effect(pending.effect) }
    }
    return .store
  }

  /// Lets go of the oldest actions beyond `limit`, and of the effects only they started.
  private func trimToLimit() {
    guard kept.count > limit else { return }
    let dropped = kept.count - limit
    kept.removeFirst(dropped)
    droppedCount += dropped
    let oldest = kept.first?.index ?? nextAction
    effects = effects.filter { $0.value.startedBy >= oldest || $0.value.end == nil }
  }

  /// The kept actions and effects, as they are now.
  func snapshot() -> (actions: [RecordedAction], effects: [Int: RecordedEffect], dropped: Int) {
    withLock { (kept, effects, droppedCount) }
  }

  // MARK: Levels

  /// Enters a level: `feature` running `action` on `state`.
  func enterLevel(feature: Any.Type, action: Any, state: Any) -> RecordedLevel? {
    guard MainQueue.isCurrent, let current else { return nil }
    let parent = stack.last
    let level = RecordedLevel(
      depth: stack.count, feature: feature, action: action, parentAction: parent?.action,
      state: state)
    if let parent { parent.children.append(level) }
    current.levels.append(level)
    stack.append(level)
    return level
  }

  /// Leaves `level` with `state`, returning its effect with its own parts recorded.
  func exitLevel<Action>(_ level: RecordedLevel, state: Any, effect: Effect<Action>)
    -> Effect<Action>
  {
    level.stateAfter = state
    let instrumented = instrument(effect, of: level, ids: [])
    if stack.last === level { stack.removeLast() }
    return instrumented
  }

  // MARK: Effects

  /// `effect` with the parts its level returned itself recorded: each `.run` (named or not)
  /// wrapped so that it reports what it sends and how it ends, each `.send` noted so that its
  /// action is attributed to it, each cancellation noted. A child's effects (mapped, scoped or
  /// dismissible) were recorded by the child's level and are left as they are.
  ///
  /// A `.send` or `.cancel` of a level's own is returned inside a one-element `.merge`, which
  /// the store runs exactly as the bare effect: the parent's `map` wraps a merge, so the
  /// parent's level sees it as its child's, where a bare `.send` would pass through `map`
  /// unmarked.
  private func instrument<Action>(
    _ effect: Effect<Action>, of level: RecordedLevel, ids: [String]
  ) -> Effect<Action> {
    switch effect.operation {
    case .none, .mapped, .scoped, .dismissible:
      return effect
    case let .send(action):
      let index = startEffect(of: level, name: nil, isSend: true, ids: ids)
      withLock {
        pendingSends.append((index, SwiftSource.expression(action)))
        effects[index]?.end = .finished
      }
      return Effect(operation: .merge([effect]))
    case let .cancel(id):
      note(cancelled: id, by: level)
      return Effect(operation: .merge([effect]))
    case let .run(priority, operation):
      let index = startEffect(of: level, name: nil, isSend: false, ids: ids)
      return Effect(operation: .run(priority: priority, operation: wrap(operation, effect: index)))
    case let .named(named):
      let index = startEffect(of: level, name: named.name, isSend: false, ids: ids)
      return Effect(
        operation: .named(
          Effect.NamedRun(
            name: named.name, priority: named.priority,
            operation: wrap(named.operation, effect: index))))
    case let .merge(effects):
      return Effect(operation: .merge(effects.map { instrument($0, of: level, ids: ids) }))
    case let .concatenate(steps):
      return Effect(operation: .concatenate(steps.map { instrument($0, of: level, ids: ids) }))
    case let .cancellable(id, cancelInFlight, box):
      if cancelInFlight { note(cancelled: id, by: level) }
      let inner = instrument(box.effect, of: level, ids: ids + [Self.describe(id)])
      return Effect(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect: .init(inner)))
    }
  }

  /// Records an effect `level` started, and returns its number.
  private func startEffect(of level: RecordedLevel, name: String?, isSend: Bool, ids: [String])
    -> Int
  {
    let actionIndex = current?.index ?? 0
    let featureName = SessionNames.feature(level.feature)
    let defaultName = "\(featureName).\(SessionNames.caseName(of: level.action))"
    let isInChild = stack.contains {
      SessionNames.isChildRoute(from: $0.parentAction, to: $0.action)
    }
    return withLock {
      let index = nextEffect
      nextEffect += 1
      effects[index] = RecordedEffect(
        index: index, name: name ?? defaultName, feature: level.feature, startedBy: actionIndex,
        isSend: isSend, ids: ids, isInChild: isInChild)
      level.effects.append(index)
      return index
    }
  }

  /// Notes that `level` cancelled `id`: running effects of the same feature under that id end
  /// "cancelled by id".
  private func note(cancelled id: CancelID, by level: RecordedLevel) {
    let description = Self.describe(id)
    withLock {
      // The ids operators cancel a departed child's effects under are the library's: those
      // effects end "cancelled by dismissal", which says it.
      if FeatureInstrumentations.isFeature(type(of: id.id.base.base)) {
        level.cancelled.append(description)
      }
      for (index, effect) in effects
      where effect.end == nil && effect.feature == level.feature && effect.ids.contains(description)
      {
        effects[index]?.cancelledBy = description
      }
    }
  }

  /// A `.run` operation that reports what it sends, the dependencies it reads, the warnings it
  /// raises and how it ends.
  private func wrap<Action>(
    _ operation: @escaping @Sendable (Send<Action>) async -> Void, effect index: Int
  ) -> @Sendable (Send<Action>) async -> Void {
    { [weak self] send in
      guard let self else { return await operation(send) }
      let recordingSend = Send<Action> { action in
        self.delivering = index
        send.send(action)
        self.delivering = nil
      }
      var values = DependencyValues._current
      values[carried: DependencyReadObservers.self] = EffectReadObserver(
        engine: self, effect: index)
      await RuntimeWarnings.$handler.withValue(
        self.warningHandler { [weak self] warning in
          self?.withLock { self?.effects[index]?.warnings.append(warning) }
        }
      ) {
        await DependencyValues._withCurrent(values) { await operation(recordingSend) }
      }
      let cancelled = Task.isCancelled
      self.withLock {
        guard let effect = self.effects[index] else { return }
        if !cancelled {
          self.effects[index]?.end = .finished
        } else if let id = effect.cancelledBy {
          self.effects[index]?.end = .cancelledByID(id)
        } else {
          self.effects[index]?.end = effect.isInChild ? .cancelledByDismissal : .cancelled
        }
      }
    }
  }

  // MARK: Reads and warnings

  /// A handler that records a warning and passes it on to the handler installed before it.
  private func warningHandler(_ record: @escaping @Sendable (RuntimeWarning) -> Void)
    -> RuntimeWarnings.Handler
  {
    let previous = RuntimeWarnings.handler
    return RuntimeWarnings.Handler { warning in
      record(warning)
      return previous?(warning) ?? false
    }
  }

  private func noteWarning(_ warning: RuntimeWarning) {
    guard MainQueue.isCurrent, let current else { return }
    withLock {
      if let level = stack.last {
        level.warnings.append(warning)
      } else {
        current.warnings.append(warning)
      }
    }
  }

  func noteReducerRead(_ read: DependencyRead) {
    guard MainQueue.isCurrent, let level = stack.last, !SessionNames.isLibrary(read.fileID) else {
      return
    }
    withLock { level.reads.append(read) }
  }

  func noteEffectRead(_ read: DependencyRead, effect index: Int) {
    guard !SessionNames.isLibrary(read.fileID) else { return }
    withLock { effects[index]?.reads.append(read) }
  }

  /// A cancellation id as the trace prints it.
  static func describe(_ id: CancelID) -> String {
    ValueChange.short(id.id.base.base)
  }
}

/// Hears the recorded reducer's dependency reads.
final class ReducerReadObserver: DependencyReadObserver, @unchecked Sendable {
  // Sendable: `engine` is only read.
  private unowned let engine: SessionEngine
  init(engine: SessionEngine) { self.engine = engine }
  func dependencyRead(_ read: DependencyRead) { engine.noteReducerRead(read) }
}

/// Hears the dependency reads of one recorded effect.
final class EffectReadObserver: DependencyReadObserver, @unchecked Sendable {
  // Sendable: immutable.
  private weak var engine: SessionEngine?
  private let effect: Int
  init(engine: SessionEngine, effect: Int) {
    self.engine = engine
    self.effect = effect
  }
  func dependencyRead(_ read: DependencyRead) { engine?.noteEffectRead(read, effect: effect) }
}

/// Prepares the recorded reducer's features as levels: each wrapped runner records the level
/// it runs, and what its own reducer returned.
final class SessionInstrumentation: FeatureInstrumentation, @unchecked Sendable {
  // Sendable: `engine` is only read.
  private unowned let engine: SessionEngine
  init(engine: SessionEngine) { self.engine = engine }

  func instrument<State, Action>(
    feature: Any.Type, _ run: @escaping (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    { [engine] state, action in
      guard let level = engine.enterLevel(feature: feature, action: action, state: state) else {
        return run(&state, action)
      }
      let effect = run(&state, action)
      return engine.exitLevel(level, state: state, effect: effect)
    }
  }
}
