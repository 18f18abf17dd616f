/// Gives other tasks time to run, without real sleeps: the waiting ``TestClock`` needs to let
/// the tasks it wakes (or that were just started) reach their next suspension point, and
/// nothing in Swift's concurrency signals that.
///
/// The unit of waiting is a round trip through the global executor: a job enqueued at the
/// caller's priority, behind the work already queued there (a task just resumed), and awaited,
/// which also lets jobs queued on the caller's actor run. Round trips alone are not enough when
/// the machine is busy (a thread running the woken task can be descheduled for milliseconds),
/// so waits also last for a short quiet period of real time, measured, never slept.
enum TaskYielding {
  /// The fewest round trips a quiet wait makes.
  static let minimumRoundTrips = 20

  /// How long a quiet wait lasts once nothing changes.
  static let quietPeriod: Duration = .milliseconds(50)

  /// How long ``TestClock`` waits for a woken task that slept again after earlier wakes (a
  /// timer) to sleep again; such a task usually does so within microseconds.
  static let repeatSleeperPatience: Duration = .milliseconds(100)

  /// One round trip through the global executor.
  static func roundTrip() async {
    await Task.detached(priority: Task.currentPriority) { await Task.yield() }.value
  }

  /// Makes round trips until `condition` holds, or `limit` of real time has passed.
  static func yield(until limit: Duration, _ condition: () -> Bool) async {
    let giveUp = ContinuousClock.now.advanced(by: limit)
    while !condition(), ContinuousClock.now < giveUp {
      await roundTrip()
    }
  }

  /// Makes round trips until `observed()` has stayed the same for ``quietPeriod``, and at
  /// least ``minimumRoundTrips`` were made.
  static func yieldUntilStable<Observed: Equatable>(_ observed: () -> Observed) async {
    var last = observed()
    var unchangedSince = ContinuousClock.now
    var roundTrips = 0
    while roundTrips < minimumRoundTrips || ContinuousClock.now - unchangedSince < quietPeriod {
      await roundTrip()
      roundTrips += 1
      let current = observed()
      if current != last {
        last = current
        unchangedSince = ContinuousClock.now
      }
    }
  }

  /// Makes round trips until `isSettled()`, or else for `quietPeriod` and at least
  /// ``minimumRoundTrips``.
  static func yield(
    untilSettled isSettled: () -> Bool, quietPeriod: Duration = quietPeriod
  ) async {
    let start = ContinuousClock.now
    var roundTrips = 0
    while !isSettled(),
      roundTrips < minimumRoundTrips || ContinuousClock.now - start < quietPeriod
    {
      await roundTrip()
      roundTrips += 1
    }
  }
}
