/// Where the effect running in the current task belongs: its store, the child it runs for,
/// and the presented feature it can dismiss. One task-local value, so that starting an effect
/// binds it once.
///
/// The store binds it (with its dependencies) around the code that creates effect tasks, and
/// tasks copy the task-locals of the code that creates them: an effect task starts with it
/// already set, without binding anything itself. That also resets what an effect task would
/// otherwise inherit from the effect whose action started it.
struct EffectContext: Sendable {
  /// The registry of the store running the effect; `nil` outside any store's effect.
  var registry: CancellationRegistry?
  /// The identities of the children the effect runs under, outermost first: the scope of the
  /// ids that `Task.cancel(id:)` and `withTaskCancellation(id:)` use inside it, the same as
  /// for the `.cancellable(id:)` and `.cancel(id:)` effects the child's reducer returns.
  var scope: [SendableHashable] = []
  /// How the innermost presented feature the effect runs for dismisses itself; `nil` for a
  /// feature that nothing presented.
  var dismiss: DismissHandle?
  /// The `TestStore` executor the effect runs on, if any.
  var testExecutor: TestEffectExecutor?

  /// The context of the effect running in the current task.
  @TaskLocal static var current = EffectContext()

  /// The registry that cancellation by id inside this effect uses.
  var cancellationRegistry: CancellationRegistry { registry ?? .global }
}
