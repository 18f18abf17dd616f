import Dispatch
import ReductorConcurrencyExtras

/// The executor a `TestStore` runs its effects on: every job of an effect runs on the main
/// queue, in the order it was enqueued, interleaved with the test itself.
///
/// The test runs on the main actor, whose jobs are queued on the same main queue. So an effect
/// makes progress exactly when the test suspends (awaiting the store, a `TestClock`, or
/// `Task.yield()`), and always in the same order: `receive`, `finish` and `TestClock.advance`
/// followed by `receive` see every action an effect sends regardless of how busy the machine is.
/// Nothing runs an effect's job from inside another task: each job runs from the main queue's
/// own loop, as a real executor's would.
@usableFromInline
final class TestEffectExecutor: TaskExecutor, EffectScheduler {
  /// How many jobs are queued and have not run yet. An atomic word rather than a counter
  /// behind a lock: a `TestStore` reads it twice a step.
  private let pending = AtomicWord()

  deinit {
    pending.deallocate()
  }

  @usableFromInline
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    pending.add(1)
    DispatchQueue.main.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      self.pending.add(-1)
    }
  }

  var taskExecutor: any TaskExecutor { self }

  /// Whether effect jobs are queued and have not run yet.
  @usableFromInline var hasPendingJobs: Bool { pending.load() != 0 }

  /// Lets queued effect jobs (and the main-actor work they lead to, such as sending an action)
  /// run, until `condition` holds or nothing has been queued for several rounds.
  ///
  /// It runs on the main actor, like the test store: each `Task.yield()` puts it behind every
  /// job already queued on the main queue, so those run first, in order.
  @MainActor
  func run(until condition: @Sendable () -> Bool) async {
    var quietRounds = 0
    while quietRounds < 5 {
      let hadPendingJobs = hasPendingJobs
      if condition() { return }
      await Task.yield()
      quietRounds = hadPendingJobs ? 0 : quietRounds + 1
    }
  }
}
