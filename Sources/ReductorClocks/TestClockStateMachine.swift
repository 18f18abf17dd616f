/// The logic of ``TestClock``, free of tasks and locks: the current instant, the pending
/// sleepers and their deadlines, which sleeper each step wakes, and how far a woken sleeper's
/// task has got.
///
/// `Waiter` is what the owner resumes (a continuation in ``TestClock``, any value in tests);
/// `Owner` identifies the task that sleeps, so the clock notices when a woken task sleeps
/// again. Operations return the waiters to resume; the owner resumes them outside its lock.
struct TestClockStateMachine<Instant: Comparable, Waiter, Owner: Hashable> {
  /// A sleeper's identity, handed out by ``makeSleeperID()`` before it starts waiting, so a
  /// cancellation that arrives before the waiter is registered is not lost.
  typealias SleeperID = Int

  private struct Sleeper {
    var id: SleeperID
    var deadline: Instant
    var owner: Owner?
    var waiter: Waiter
  }

  /// How far the task of a sleeper woken by an advance has got.
  enum WakeProgress: Equatable {
    /// Resumed, but its task has not run yet (it waits for a thread or for its actor).
    case resuming
    /// Its task runs again.
    case running
    /// Its task sleeps on the clock again, as a timer does.
    case sleepingAgain
  }

  private struct WokenSleeper {
    var owner: Owner?
    var progress: WakeProgress
    var isRepeatSleeper: Bool
  }

  /// The clock's current instant.
  private(set) var now: Instant

  /// Registered sleepers, in registration order.
  private var sleepers: [Sleeper] = []
  /// IDs handed out whose sleeper is not registered yet, and whether each was cancelled.
  private var unregistered: [SleeperID: Bool] = [:]
  /// Sleepers woken by an advance that the clock still watches.
  private var woken: [SleeperID: WokenSleeper] = [:]
  /// Tasks that slept again after being woken: loops, such as timers, likely to do it again.
  private var repeatSleepers: Set<Owner> = []
  private var nextID: SleeperID = 0

  init(now: Instant) {
    self.now = now
  }

  /// The number of sleepers waiting for the clock to advance.
  var pendingCount: Int { sleepers.count }

  /// The earliest deadline among the waiting sleepers.
  var nextDeadline: Instant? { nextDueIndex.map { sleepers[$0].deadline } }

  /// Reserves an identity for a sleeper that is about to register.
  mutating func makeSleeperID() -> SleeperID {
    defer { nextID += 1 }
    unregistered[nextID] = false
    return nextID
  }

  /// What to do with a sleeper that asked to register.
  enum SleepAction {
    /// It was cancelled before it registered: resume it with `CancellationError`.
    case cancel(Waiter)
    /// It waits for the clock to advance.
    case suspend
  }

  /// Registers the sleeper `id`, of the task `owner`, until `deadline`.
  ///
  /// A sleeper whose deadline has already come (a sleep for `.zero`) waits too: it wakes at
  /// the next advance, even one by zero, as every sleeper does once the clock reaches its
  /// deadline. Between advances, no time passes and no sleeper wakes.
  mutating func sleep(
    id: SleeperID, until deadline: Instant, owner: Owner?, waiter: Waiter
  ) -> SleepAction {
    let wasCancelled = unregistered.removeValue(forKey: id) ?? false
    if wasCancelled { return .cancel(waiter) }
    sleepers.append(Sleeper(id: id, deadline: deadline, owner: owner, waiter: waiter))
    if let owner {
      for (wokenID, sleeper) in woken where sleeper.owner == owner {
        woken[wokenID]?.progress = .sleepingAgain
        repeatSleepers.insert(owner)
      }
    }
    return .suspend
  }

  /// Cancels the sleeper `id`. Returns its waiter if it was waiting (resume it with
  /// `CancellationError`); if it has not registered yet, it will be cancelled when it does.
  mutating func cancel(id: SleeperID) -> Waiter? {
    if unregistered[id] != nil {
      unregistered[id] = true
      return nil
    }
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
    return sleepers.remove(at: index).waiter
  }

  /// Records that the task of the sleeper `id` runs again after its sleep.
  mutating func didResume(id: SleeperID) {
    if woken[id]?.progress == .resuming {
      woken[id]?.progress = .running
    }
  }

  /// How far the task of the woken sleeper `id` has got, while the clock watches it.
  func wakeProgress(id: SleeperID) -> WakeProgress? {
    woken[id]?.progress
  }

  /// Whether the task of the woken sleeper `id` had already slept again after an earlier wake,
  /// so it likely sleeps again after this one: the clock is worth waiting for.
  func isRepeatSleeper(id: SleeperID) -> Bool {
    woken[id]?.isRepeatSleeper ?? false
  }

  /// Stops watching the woken sleeper `id`.
  mutating func forgetWoken(id: SleeperID) {
    woken[id] = nil
  }

  /// One step of advancing to `target`: wakes the sleeper with the earliest deadline not after
  /// `target` (the first registered among equal deadlines), moving `now` to its deadline. When
  /// none is due, moves `now` to `target` (never backwards) and returns `nil`.
  ///
  /// Waking one sleeper per step lets it run, and sleep again, before the next one wakes, so
  /// sleepers with equal deadlines run in a fixed order and timers tick within one advance.
  mutating func advanceStep(to target: Instant) -> (id: SleeperID, waiter: Waiter)? {
    guard let index = nextDueIndex, sleepers[index].deadline <= target else {
      now = max(now, target)
      return nil
    }
    return wake(at: index)
  }

  /// One step of running the clock out: wakes the sleeper with the earliest deadline (the first
  /// registered among equal deadlines), moving `now` to it, or returns `nil` when none waits.
  mutating func runStep() -> (id: SleeperID, waiter: Waiter)? {
    guard let index = nextDueIndex else { return nil }
    return wake(at: index)
  }

  /// The index of the sleeper with the earliest deadline, the first registered among equals.
  private var nextDueIndex: Int? {
    sleepers.indices.min { sleepers[$0].deadline < sleepers[$1].deadline }
  }

  private mutating func wake(at index: Int) -> (id: SleeperID, waiter: Waiter) {
    let sleeper = sleepers.remove(at: index)
    now = max(now, sleeper.deadline)
    woken[sleeper.id] = WokenSleeper(
      owner: sleeper.owner,
      progress: .resuming,
      isRepeatSleeper: sleeper.owner.map(repeatSleepers.contains) ?? false
    )
    return (sleeper.id, sleeper.waiter)
  }
}
