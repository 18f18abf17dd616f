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

  /// Starts the child effect's work in `frame`, its actions mapped: see
  /// ``Effect/start(in:)``.
  @MainActor
  func start(in frame: EffectFrame<Action>) {
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
  override func start(in frame: EffectFrame<Action>) {
    effect.start(in: frame.mapped(transform))
  }
}
