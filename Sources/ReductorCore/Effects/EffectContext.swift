import ReductorDependencies

/// Where the effect running in the current task belongs: its store, the child it runs for,
/// and the presented feature it can dismiss.
///
/// It travels inside the task-local dependencies (``DependencyValues/_current``, carried under
/// its own key, ``EffectContext/Key``), as the
/// `dismiss` and `isPresented` dependencies it backs: one task-local value, so that an effect
/// task copies one value from the code that creates it. The store binds it, with its
/// dependencies, around the code that creates an action's effect tasks, so an effect task starts
/// with both set and binds nothing itself; that also replaces what the task would otherwise
/// inherit from an effect whose action led to it.
///
/// One reference wide, so that copying the dependencies stays cheap: changing a field makes new
/// storage.
@usableFromInline
struct EffectContext: Sendable {
  fileprivate final class Storage: Sendable {
    let registry: CancellationRegistry?
    let scope: [SendableHashable]
    let dismiss: DismissHandle?
    let root: StoreEffectRoot?

    init(
      registry: CancellationRegistry?, scope: [SendableHashable], dismiss: DismissHandle?,
      root: StoreEffectRoot?
    ) {
      self.registry = registry
      self.scope = scope
      self.dismiss = dismiss
      self.root = root
    }

    static let none = Storage(registry: nil, scope: [], dismiss: nil, root: nil)
  }

  private var storage: Storage

  /// Outside any store's effect.
  static let none = EffectContext(storage: .none)

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The root context of a store's effects.
  init(registry: CancellationRegistry, root: StoreEffectRoot?) {
    storage = Storage(registry: registry, scope: [], dismiss: nil, root: root)
  }

  /// The registry of the store running the effect; `nil` outside any store's effect.
  var registry: CancellationRegistry? { storage.registry }

  /// The identities of the children the effect runs under, outermost first: the scope of the
  /// ids that `Task.cancel(id:)` and `withTaskCancellation(id:)` use inside it, the same as
  /// for the `.cancellable(id:)` and `.cancel(id:)` effects the child's reducer returns.
  var scope: [SendableHashable] {
    get { storage.scope }
    set {
      storage = Storage(
        registry: registry, scope: newValue, dismiss: dismiss, root: storage.root
      )
    }
  }

  /// How the innermost presented feature the effect runs for dismisses itself; `nil` for a
  /// feature that nothing presented.
  var dismiss: DismissHandle? {
    get { storage.dismiss }
    set {
      storage = Storage(
        registry: registry, scope: scope, dismiss: newValue, root: storage.root
      )
    }
  }

  /// What schedules the store's effect tasks, when the store injects a scheduler (a
  /// `TestStore` does).
  var scheduler: (any EffectScheduler)? { storage.root?.scheduler }

  /// How the root feature of the store dismisses itself, when the store offers a way (a
  /// `TestStore` records it in `isDismissed`); presented features use ``dismiss``.
  var rootDismiss: DismissHandle? { storage.root?.dismiss }

  /// The registry that cancellation by id inside this effect uses.
  var cancellationRegistry: CancellationRegistry { registry ?? .global }

  /// The context of the effect running in the current task.
  static var current: EffectContext { DependencyValues._current.effectContext }

  /// Runs `operation` with `context` as the current context.
  static func withCurrent<R>(_ context: EffectContext, operation: () throws -> R) rethrows -> R {
    var values = DependencyValues._current
    values.effectContext = context
    return try DependencyValues._withCurrent(values, operation: operation)
  }

  /// Runs `operation` with `context` as the current context.
  static func withCurrent<R>(
    _ context: EffectContext,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    var values = DependencyValues._current
    values.effectContext = context
    return try await DependencyValues._withCurrent(values, operation: operation)
  }
}

/// What a store that does not leave its effects to Swift gives them: its scheduler, and what
/// dismissing its root feature does. `nil` for a `Store`.
@usableFromInline
final class StoreEffectRoot: Sendable {
  let scheduler: (any EffectScheduler)?
  let dismiss: DismissHandle?

  init(scheduler: (any EffectScheduler)?, dismiss: DismissHandle?) {
    self.scheduler = scheduler
    self.dismiss = dismiss
  }
}

extension DependencyValues {
  /// The context of the effect these values are bound for, carried under the runtime's key.
  var effectContext: EffectContext {
    get { self[carried: EffectContext.Key.self] }
    set { self[carried: EffectContext.Key.self] = newValue }
  }
}

extension EffectContext {
  /// The runtime's key among the values the dependencies carry (``DependencyCarriedKey``).
  enum Key: DependencyCarriedKey {
    static var defaultValue: EffectContext { .none }
  }
}
