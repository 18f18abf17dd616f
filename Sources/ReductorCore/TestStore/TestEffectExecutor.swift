/// The executor a `TestStore` runs its effects on: it queues their jobs and runs them only
/// when the test store drains it, on the main actor, one at a time and in order.
///
/// With it, `receive`, `finish` and `TestClock.advance` followed by `receive` see every action
/// an effect sends regardless of how busy the machine is: no effect makes progress behind the
/// test's back, and nothing depends on timing.
final class TestEffectExecutor: TaskExecutor, @unchecked Sendable {
  // Sendable: `jobs` is only touched under `lock`. Jobs are run by `drain()`, which the test
  // store calls from the main actor; `UnownedJob` is a handle that the runtime lets us run on
  // any thread as long as it runs once.
  private let lock = Lock()
  private var jobs: [UnownedJob] = []

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    lock.withLock { jobs.append(job) }
  }

  /// Runs queued jobs (and the jobs they enqueue) until the queue is empty.
  ///
  /// - Returns: Whether any job ran.
  @discardableResult
  func drain() -> Bool {
    var ranAny = false
    while true {
      let next: [UnownedJob] = lock.withLock {
        defer { jobs.removeAll(keepingCapacity: true) }
        return jobs
      }
      if next.isEmpty { return ranAny }
      ranAny = true
      for job in next {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
  }

  /// Whether jobs are waiting to run.
  var hasPendingJobs: Bool { lock.withLock { !jobs.isEmpty } }

  /// The test store executor the current task's effect runs on, if any.
  @TaskLocal static var current: TestEffectExecutor?

  /// Runs jobs, yielding between rounds so work that hopped to the main actor (an effect
  /// sending an action) comes back, until `condition` holds or nothing has made progress for
  /// several rounds.
  ///
  /// It runs on the main actor, like the test store: an effect's hop to the main actor is
  /// queued behind this loop and runs at its next `Task.yield()`, in order, so progress does
  /// not depend on thread scheduling.
  @MainActor
  func run(until condition: @Sendable () -> Bool) async {
    var quietRounds = 0
    while quietRounds < 5 {
      let ran = drain()
      if condition() { return }
      await Task.yield()
      quietRounds = ran ? 0 : quietRounds + 1
    }
  }
}
