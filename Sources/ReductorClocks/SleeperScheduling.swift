import ReductorConcurrencyExtras

/// What runs the task of code sleeping on a ``TestClock`` to its next suspension point without
/// waiting real time: a test store's executor, whose effect tasks prefer it.
///
/// The clocks layer owns the protocol and the lookup below; the layer that runs tasks on such
/// executors (the runtime's `EffectScheduler`) conforms and installs the lookup. A clock with no
/// lookup installed, or a sleeper whose task has no scheduler, is followed by waiting for a
/// quiet period instead.
package protocol _SleeperScheduler: AnyObject, Sendable {
  /// Whether jobs are queued and have not run yet.
  var hasPendingJobs: Bool { get }

  /// Lets queued jobs (and the main-actor work they lead to) run, until `condition` holds or
  /// nothing has been queued for several turns.
  @MainActor func run(until condition: @Sendable () -> Bool) async
}

/// How a ``TestClock`` finds the scheduler of the task that sleeps on it.
package enum _SleeperScheduling {
  private static let lookup = LockedValue<(@Sendable () -> (any _SleeperScheduler)?)?>(nil)

  /// The scheduler of the calling task, if the installed lookup finds one.
  static func current() -> (any _SleeperScheduler)? {
    lookup.withValue { $0 }?()
  }

  /// Installs how the scheduler of the calling task is found; the layer that schedules tasks
  /// calls it before its first task can sleep.
  package static func install(_ find: @escaping @Sendable () -> (any _SleeperScheduler)?) {
    lookup.withValue { $0 = find }
  }
}
