import ReductorDependencies

/// The effects of a root store: the registry they are registered in, where their tasks run,
/// what they start with, and what the effects of the `send` in progress share (its group, the
/// sender its tasks report through), made the first time one of them starts a task.
///
/// It is the host of the root frame of every effect the store's reducer returns
/// (``start(_:for:)``): its `.send` actions join the send loop's buffer, and its tasks are
/// counted as the store's effects, in the group of the `send`.
@MainActor
@usableFromInline
final class StoreEffects<State, Action>: EffectHost<Action> {
  // The mutable state skips dynamic exclusivity checks, as the store's does: it is confined to
  // the main actor, and no access to it overlaps another.
  @usableFromInline let storeRegistry = CancellationRegistry()
  /// What a `TestStore` injects into its effects (their scheduler, its root's dismissal);
  /// `nil` for a `Store`, whose effects run on the global executor.
  @usableFromInline @exclusivity(unchecked) var root: StoreEffectRoot? {
    didSet {
      storeExecutor = root?.scheduler?.taskExecutor
      startValues = nil
    }
  }
  /// Where effect tasks run: the scheduler's executor, or the global one.
  @usableFromInline @exclusivity(unchecked) var storeExecutor: (any TaskExecutor)?
  /// The store's dependencies, which effect tasks start with.
  @exclusivity(unchecked) var dependencies: DependencyValues {
    didSet { startValues = nil }
  }
  /// `dependencies` with the root effect context (no child scope, nothing to dismiss), made
  /// once: every task an action starts copies them from the code that creates it, instead of
  /// inheriting those of an effect whose action led here.
  @exclusivity(unchecked) private var startValues: DependencyValues?
  /// Appends an action to the send loop's buffer: set by the runtime, where the store is made,
  /// so that it runs specialized for the action (see `StoreRuntime.enqueuer(_:)`).
  @usableFromInline @exclusivity(unchecked) var enqueue: @MainActor (Action) -> Void = { _ in }
  /// The runtime the effects belong to, unretained: it holds them, and they are used only
  /// from its send loop (the walk) and from the senders they make, which hold it weakly. Weakly
  /// only once a sender is made: a weak reference gives the runtime a side table, and every
  /// retain of it from then on takes the slow path.
  @exclusivity(unchecked) unowned(unsafe) var runtime: StoreRuntime<State, Action>?

  /// The group of the `send` in progress, once a task joined it (or the group of the effect
  /// whose action is being sent).
  @usableFromInline @exclusivity(unchecked) var group: EffectGroup?
  /// The sender of the `send` in progress, once a task asked for it.
  @usableFromInline @exclusivity(unchecked) var sender: Send<Action>?
  /// What started the effect being walked, once a task asked; for a `TestStore`, the action
  /// (`walkedAction`), else ``EffectOrigin/unnamed``.
  @usableFromInline @exclusivity(unchecked) var origin: EffectOrigin?
  @usableFromInline @exclusivity(unchecked) var walkedAction: Action?

  @usableFromInline
  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  override var registry: CancellationRegistry { storeRegistry }
  override var executor: (any TaskExecutor)? { storeExecutor }

  /// Connects the effects to their runtime, once it exists.
  func connect(_ runtime: StoreRuntime<State, Action>) {
    self.runtime = runtime
  }

  /// Starts the effect `action`'s reducer returned: its `.send` actions join the buffer, its
  /// tasks this `send`'s group. Inlinable, so that the frame is made in code specialized for
  /// the store's actions, where the conformances it holds are known.
  @inlinable
  func start(_ effect: Effect<Action>, for action: Action) {
    if origin != nil { origin = nil }
    // Named only where a test reads the name.
    if root != nil { walkedAction = action }
    effect.start(in: EffectFrame(host: self, ids: [], context: nil))
  }

  @usableFromInline
  override var values: DependencyValues {
    if let startValues { return startValues }
    var values = dependencies
    values.effectContext = EffectContext(registry: storeRegistry, root: root)
    startValues = values
    return values
  }

  @usableFromInline
  override func register(ids: [CancelID], effects: Int) -> CancellationRegistry.Table.Token {
    storeRegistry.start(ids: ids, origin: currentOrigin(), group: currentGroup(), effects: effects)
  }

  /// Ends a `send`: returns its group, and forgets it and its sender.
  @inlinable
  func endSend() -> EffectGroup? {
    let group = self.group
    self.group = nil
    if sender != nil { sender = nil }
    return group
  }

  @inlinable
  override func deliver(_ action: Action) {
    enqueue(action)
  }

  @usableFromInline
  override var send: Send<Action> {
    if let sender { return sender }
    let group = currentGroup()
    let send = Send<Action> { [weak runtime] action in
      _ = runtime?.send(action, group: group)
    }
    sender = send
    return send
  }

  /// The group of the `send` in progress, made when its first task starts.
  @usableFromInline
  func currentGroup() -> EffectGroup {
    if let group { return group }
    let group = storeRegistry.makeGroup()
    self.group = group
    return group
  }

  /// What started the effect being walked, made when its first task starts.
  @usableFromInline
  func currentOrigin() -> EffectOrigin {
    if let origin { return origin }
    let origin: EffectOrigin = walkedAction.map { ActionOrigin($0) } ?? .unnamed
    self.origin = origin
    return origin
  }
}
