import ReductorDependencies

/// What the walk of an effect (``Effect/start(in:)``) starts its work in: where the actions
/// of its `.send`s go, which tasks its `.run`s join, the cancellation ids of the wrappers
/// around it, and the dependencies (with the effect context) those tasks run with.
///
/// A store makes one for the effect an action returned (``StoreEffects``); the walk makes
/// others as it goes down: a wrapper adds an id or changes the context, `map` changes where
/// actions go, and a step of a concatenation collects the tasks it starts so that the next
/// step can wait for them.
@MainActor
@usableFromInline
struct EffectFrame<Action> {
  /// Where actions go, where tasks start, how they are counted, and what they start with.
  @usableFromInline let host: EffectHost<Action>
  /// The ids of the wrappers around, placed in their child's scope, as the registry keeps
  /// them: every task started here is registered under each.
  @usableFromInline var ids: [CancelID]
  /// The effect context, once a wrapper changed it (a child's scope, a presented child's
  /// dismissal); `nil` while it is the host's. One reference, so that a frame is three words
  /// whose copies the compiler knows (with the dependencies inline, every walk copied its frame
  /// through run-time value witnesses).
  @usableFromInline var changedContext: EffectContext?

  @inlinable
  init(host: EffectHost<Action>, ids: [CancelID], context: EffectContext?) {
    self.host = host
    self.ids = ids
    self.changedContext = context
  }

  /// The registry the tasks and cancellations of this frame use.
  var registry: CancellationRegistry { host.registry }

  /// What the tasks started here run with: the store's dependencies (or the running effect's),
  /// with the effect context.
  var taskValues: DependencyValues {
    guard let changedContext else { return host.values }
    var values = host.values
    values.effectContext = changedContext
    return values
  }

  /// The context of the effect: its child scope, what `dismiss()` sends.
  var context: EffectContext { changedContext ?? host.values.effectContext }

  /// This frame, with `id` added to the ids its tasks are registered under.
  func adding(id: CancelID) -> Self {
    var frame = self
    frame.ids.append(id)
    return frame
  }

  /// This frame, with the effect context replaced.
  func with(context: EffectContext) -> Self {
    var frame = self
    frame.changedContext = context
    return frame
  }

  /// This frame for a child effect whose actions `transform` turns into this frame's.
  func mapped<Child>(_ transform: @escaping @Sendable (Child) -> Action) -> EffectFrame<Child> {
    EffectFrame<Child>(
      host: MappedHost(parent: host, transform: transform), ids: ids, context: changedContext
    )
  }

  /// This frame for one step of a concatenation: its tasks are not counted on their own (the
  /// concatenation's task, which waits for them, is), and `group` collects them.
  func step(collectedBy group: EffectGroup) -> Self {
    EffectFrame(host: StepHost(parent: host, group: group), ids: ids, context: changedContext)
  }
}

/// What an effect's walk works with: where the actions of its `.send`s go, the sender its
/// `.run`s report through, where their tasks start (in which registry, on which executor),
/// what they start with, and what counts them.
///
/// A class whose subclasses say each of these for one kind of frame: the root of a store's
/// walk (``StoreEffects``), a child's effect whose actions are mapped (``MappedHost``), a
/// step of a concatenation (``StepHost``), an effect a task runs (``TaskHost``). A class rather
/// than a protocol: a frame holding `any EffectHost<Action>` would be copied through the
/// value witnesses of its generic type, at every walk.
@MainActor
@usableFromInline
class EffectHost<Action> {
  @usableFromInline
  init() {}

  /// Delivers the action of a `.send`, now: the store reduces it before `send` returns when
  /// the store is sending, or at once when an effect's task delivers it.
  @usableFromInline
  func deliver(_ action: Action) { Self.mustOverride() }
  /// The sender tasks started here report through; made the first time a task asks.
  var send: Send<Action> { Self.mustOverride() }
  var registry: CancellationRegistry { Self.mustOverride() }
  /// The executor tasks prefer: the store's scheduler's, or `nil` for the global one.
  var executor: (any TaskExecutor)? { Self.mustOverride() }
  /// What tasks start with where no wrapper changed the effect context.
  var values: DependencyValues { Self.mustOverride() }
  /// Registers a task about to start, running `effects` of the store's effects, under `ids`.
  func register(ids: [CancelID], effects: Int) -> CancellationRegistry.Table.Token {
    Self.mustOverride()
  }

  private static func mustOverride(_ member: StaticString = #function) -> Never {
    preconditionFailure("\(Self.self) does not implement EffectHost.\(member)")
  }
}

/// The host of an effect a task runs to its end (a step of a concatenation after the first
/// that waits, the effect a timing operator wraps): its actions go through the task's sender,
/// which drops them once the task is cancelled, and its tasks are counted only in `group`,
/// which the task waits for (the task itself is one of the store's effects).
final class TaskHost<Action>: EffectHost<Action> {
  private let taskSend: Send<Action>
  private let taskRegistry: CancellationRegistry
  private let taskExecutor: (any TaskExecutor)?
  private let taskValues: DependencyValues
  private let group: EffectGroup

  init(
    send: Send<Action>, registry: CancellationRegistry, executor: (any TaskExecutor)?,
    values: DependencyValues, group: EffectGroup
  ) {
    self.taskSend = send
    self.taskRegistry = registry
    self.taskExecutor = executor
    self.taskValues = values
    self.group = group
  }

  override func deliver(_ action: Action) { taskSend(action) }
  override var send: Send<Action> { taskSend }
  override var registry: CancellationRegistry { taskRegistry }
  override var executor: (any TaskExecutor)? { taskExecutor }
  override var values: DependencyValues { taskValues }

  override func register(ids: [CancelID], effects: Int) -> CancellationRegistry.Table.Token {
    taskRegistry.start(ids: ids, origin: nil, group: group, effects: effects)
  }
}

/// The host of one step of a concatenation, started where the concatenation is: its actions go
/// where the concatenation's do, and its tasks are counted only in `group`, which the
/// concatenation's task waits for before it starts the next step.
final class StepHost<Action>: EffectHost<Action> {
  private let parent: EffectHost<Action>
  private let group: EffectGroup

  init(parent: EffectHost<Action>, group: EffectGroup) {
    self.parent = parent
    self.group = group
  }

  override func deliver(_ action: Action) { parent.deliver(action) }
  override var send: Send<Action> { parent.send }
  override var registry: CancellationRegistry { parent.registry }
  override var executor: (any TaskExecutor)? { parent.executor }
  override var values: DependencyValues { parent.values }

  override func register(ids: [CancelID], effects: Int) -> CancellationRegistry.Table.Token {
    parent.registry.start(ids: ids, origin: nil, group: group, effects: effects)
  }
}

/// The host of a child's effect, which a parent's transform turns into its own (what
/// ``Effect/map(_:)`` marks): its actions are mapped to the parent's, its tasks are the
/// parent's.
final class MappedHost<Child, Action>: EffectHost<Child> {
  private let parent: EffectHost<Action>
  private let transform: @Sendable (Child) -> Action
  /// The parent's sender mapped, once, for every task of the child effect.
  private var mappedSend: Send<Child>?

  init(parent: EffectHost<Action>, transform: @escaping @Sendable (Child) -> Action) {
    self.parent = parent
    self.transform = transform
  }

  override func deliver(_ action: Child) {
    parent.deliver(transform(action))
  }

  override var send: Send<Child> {
    if let mappedSend { return mappedSend }
    let send = parent.send.map(transform)
    mappedSend = send
    return send
  }

  override var registry: CancellationRegistry { parent.registry }
  override var executor: (any TaskExecutor)? { parent.executor }
  override var values: DependencyValues { parent.values }

  override func register(ids: [CancelID], effects: Int) -> CancellationRegistry.Table.Token {
    parent.register(ids: ids, effects: effects)
  }
}
