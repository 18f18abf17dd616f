/// A child's effect whose actions a parent wraps with `transform`: what ``Effect/map(_:)``
/// builds. The store applies the transform once for the whole effect when it runs it, instead
/// of `map` wrapping every operation inside it in a closure that maps its sender.
///
/// The base class erases the child's action type; ``_MappedEffectOf`` holds the effect.
@usableFromInline
class _MappedEffect<Action>: @unchecked Sendable {
  // Sendable: immutable; the subclass holds an effect and a `@Sendable` transform, and effects
  // are handed to one task each (see `Effect`).

  @usableFromInline
  init() {}

  /// Starts the child effect's work: see ``Effect/launch(_:send:enqueue:ids:context:)``.
  @MainActor
  func launch(
    _ launcher: EffectLauncher, send: Send<Action>, enqueue: (Action) -> Void,
    ids: [CancelID], context: EffectContext
  ) {
    fatalError("_MappedEffect is abstract")
  }

  /// Runs the child effect inside the current task: see ``Effect/runInline(send:)``.
  func runInline(send: Send<Action>) async {
    fatalError("_MappedEffect is abstract")
  }
}

/// A child effect of action type `Child`, mapped to `Action`.
@usableFromInline
final class _MappedEffectOf<Child, Action>: _MappedEffect<Action>, @unchecked Sendable {
  // Sendable: see `_MappedEffect`.
  @usableFromInline let effect: Effect<Child>
  @usableFromInline let transform: @Sendable (Child) -> Action

  @usableFromInline
  init(_ effect: Effect<Child>, transform: @escaping @Sendable (Child) -> Action) {
    self.effect = effect
    self.transform = transform
  }

  @MainActor
  override func launch(
    _ launcher: EffectLauncher, send: Send<Action>, enqueue: (Action) -> Void,
    ids: [CancelID], context: EffectContext
  ) {
    let transform = self.transform
    effect.launch(
      launcher, send: send.map(transform), enqueue: { enqueue(transform($0)) },
      ids: ids, context: context
    )
  }

  override func runInline(send: Send<Action>) async {
    await effect.runInline(send: send.map(transform))
  }
}
