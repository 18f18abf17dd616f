/// How a store runs the tasks of its effects, when it does not leave them to Swift.
///
/// A `Store` has none: its effects' tasks run on the global executor. A `TestStore` injects
/// one (``TestEffectExecutor``) so that effects run on an executor it drains while the test
/// awaits it. Either way the store launches effects through the same code (``EffectLauncher``):
/// the scheduler only says where their tasks prefer to run, and lets code that wakes an effect
/// (``TestClock``) run it to its next suspension without waiting real time.
package protocol EffectScheduler: AnyObject, Sendable {
  /// The executor effect tasks prefer; the child tasks they start inherit the preference.
  var taskExecutor: any TaskExecutor { get }

  /// Whether jobs of effect tasks are queued and have not run yet.
  var hasPendingJobs: Bool { get }

  /// Lets queued effect jobs (and the main-actor work they lead to, such as sending an action)
  /// run, until `condition` holds or nothing has been queued for several turns. No real time
  /// is waited: each turn is a trip through the main queue.
  @MainActor func run(until condition: @Sendable () -> Bool) async
}
