import ReductorClocks

/// How a store runs the tasks of its effects, when it does not leave them to Swift.
///
/// A `Store` has none: its effects' tasks run on the global executor. A `TestStore` injects
/// one (``TestEffectExecutor``) so that effects run on an executor it drains while the test
/// awaits it. Either way the store launches effects through the same code (``Effect/start(in:)``):
/// the scheduler only says where their tasks prefer to run, and lets code that wakes an effect
/// (``TestClock``, through the clocks layer's `_SleeperScheduler`, which this refines) run it
/// to its next suspension without waiting real time.
package protocol EffectScheduler: _SleeperScheduler {
  /// The executor effect tasks prefer; the child tasks they start inherit the preference.
  var taskExecutor: any TaskExecutor { get }
}

extension EffectContext {
  /// Tells test clocks how to find the scheduler of the task sleeping on them: the one of the
  /// effect it runs for. Installed when the first test store is made; idempotent.
  static func installSleeperSchedulerLookup() {
    _ = sleeperSchedulerLookup
  }

  private static let sleeperSchedulerLookup: Void = _SleeperScheduling.install {
    EffectContext.current.scheduler
  }
}
