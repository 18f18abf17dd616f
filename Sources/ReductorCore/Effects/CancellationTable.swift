/// The bookkeeping of ``CancellationRegistry``: which tasks of a store are running, under which
/// cancellation ids, for which `send` (its ``EffectGroup``), and who waits for a group to end.
///
/// A value with no locks and no tasks, so it is unit-testable: `Handle` is what cancels a task
/// (``AnyTaskHandle`` in the registry), `Origin` what started it (an ``EffectOrigin``), and
/// `Waiter` what is resumed when a group's last task ends (a continuation).
///
/// Entries and groups live in slot arrays reused through free lists, named by tokens that carry
/// the slot's generation, so a stale token (a task that already ended, a group already freed) is
/// recognised and ignored. Starting and ending an effect without ids touches only its slot and
/// its group's slot: the id index is kept only for effects that have ids.
@usableFromInline
struct CancellationTable<Handle, Origin, Waiter> {
  /// Names one registered task.
  @usableFromInline
  struct Token: Hashable, Sendable {
    fileprivate let index: UInt32
    fileprivate let generation: UInt32
  }

  /// Names one group of tasks: the effects started on behalf of one `send`.
  struct GroupToken: Hashable, Sendable {
    fileprivate let index: UInt32
    fileprivate let generation: UInt32
  }

  private struct Entry {
    var generation: UInt32 = 0
    /// Between ``start(ids:origin:group:)`` and ``finish(_:)``.
    var isLive = false
    /// Cancelled: no longer counted as in flight nor found by its ids, but still counted in its
    /// group until its task ends.
    var isCancelled = false
    /// The task, once attached; `nil` before and after.
    var handle: Handle?
    /// The ids it is indexed under, until its task ends: a cancelled entry's token stays in
    /// the index (lookups skip it) so that cancelling many tasks does not unindex each one on
    /// the canceller's thread; each task unindexes itself when it ends.
    var ids: [CancelID] = []
    /// What started it; `nil` for background tasks (see ``register(_:for:)``). Kept until the
    /// task ends, even if cancelled.
    var origin: Origin?
    /// How many of the store's effects the task runs that have not finished: one, or each
    /// effect of a batch (see ``finishOne(_:)``); 0 for background tasks and once cancelled.
    var inFlight = 0
    var group: GroupToken?
    /// Start order, for messages that list tasks oldest first.
    var serial: UInt64 = 0
  }

  private struct Group {
    var generation: UInt32 = 0
    var isLive = false
    /// Its ``EffectGroup`` is gone: the slot is freed once no task runs.
    var isReleased = false
    var running = 0
    var isCancelled = false
    var waiters: [Waiter] = []
  }

  private var entries: [Entry] = []
  private var freeEntries: [UInt32] = []
  private var groups: [Group] = []
  private var freeGroups: [UInt32] = []
  private var tokensByID: [CancelID: Set<Token>] = [:]
  private var nextSerial: UInt64 = 0

  /// How many of the store's effects (not background tasks) are in flight and not cancelled.
  private(set) var foregroundCount = 0

  // MARK: Groups

  /// A new, empty group.
  mutating func makeGroup() -> GroupToken {
    let index: UInt32
    if let free = freeGroups.popLast() {
      index = free
    } else {
      index = UInt32(groups.count)
      groups.append(Group())
    }
    groups[Int(index)].isLive = true
    return GroupToken(index: index, generation: groups[Int(index)].generation)
  }

  /// The group's owner is gone; its slot is reused once its last task ends.
  mutating func releaseGroup(_ token: GroupToken) {
    guard isValid(token) else { return }
    groups[Int(token.index)].isReleased = true
    freeGroupIfDone(token)
  }

  /// How many of the group's tasks have not ended, cancelled or not.
  func runningCount(_ token: GroupToken) -> Int {
    isValid(token) ? groups[Int(token.index)].running : 0
  }

  /// Whether the group was cancelled.
  func isCancelled(_ token: GroupToken) -> Bool {
    isValid(token) && groups[Int(token.index)].isCancelled
  }

  /// Records `waiter` to resume when the group's last task ends. Returns `false`, keeping
  /// nothing, when no task of the group is running.
  mutating func wait(for token: GroupToken, _ waiter: Waiter) -> Bool {
    guard isValid(token), groups[Int(token.index)].running > 0 else { return false }
    groups[Int(token.index)].waiters.append(waiter)
    return true
  }

  /// Cancels the group's tasks, and those it starts later. Returns the handles to cancel.
  mutating func cancel(group token: GroupToken) -> [Handle] {
    guard isValid(token) else { return [] }
    groups[Int(token.index)].isCancelled = true
    var handles: [Handle] = []
    for index in entries.indices
    where entries[index].isLive && !entries[index].isCancelled && entries[index].group == token {
      if let handle = cancelEntry(at: index) { handles.append(handle) }
    }
    return handles
  }

  // MARK: Tasks

  /// Registers a task about to start, under `ids`, in `group`; ``attach(_:to:)`` gives its
  /// handle once it exists. A task started in a cancelled group starts cancelled.
  ///
  /// - Parameter effects: How many of the store's effects the task runs (each reported with
  ///   ``finishOne(_:)``, but for the last, which ``finish(_:)`` may report), when `origin` is
  ///   not `nil`.
  mutating func start(
    ids: [CancelID], origin: Origin?, group: GroupToken?, effects: Int = 1
  ) -> Token {
    let index: UInt32
    if let free = freeEntries.popLast() {
      index = free
    } else {
      index = UInt32(entries.count)
      entries.append(Entry())
    }
    let token = Token(index: index, generation: entries[Int(index)].generation)
    nextSerial &+= 1
    var groupIsCancelled = false
    if let group, isValid(group) {
      groups[Int(group.index)].running += 1
      groupIsCancelled = groups[Int(group.index)].isCancelled
    }
    entries[Int(index)].isLive = true
    entries[Int(index)].serial = nextSerial
    entries[Int(index)].group = group
    if groupIsCancelled {
      entries[Int(index)].isCancelled = true
      return token
    }
    entries[Int(index)].origin = origin
    if origin != nil {
      entries[Int(index)].inFlight = effects
      foregroundCount += effects
    }
    if !ids.isEmpty {
      entries[Int(index)].ids = ids
      for id in ids {
        tokensByID[id, default: []].insert(token)
      }
    }
    return token
  }

  /// Gives a started task its handle. Returns `true` when the caller must cancel the task,
  /// because it was cancelled before it had a handle; does nothing if the task already ended.
  mutating func attach(_ handle: Handle, to token: Token) -> Bool {
    guard isValid(token) else { return false }
    if entries[Int(token.index)].isCancelled { return true }
    entries[Int(token.index)].handle = handle
    return false
  }

  /// Registers a task that already has its handle, as a background task: cancellable by
  /// `ids`, but not one of the store's effects (not in flight, in no group).
  mutating func register(_ handle: Handle, for ids: [CancelID]) -> Token {
    let token = start(ids: ids, origin: nil, group: nil)
    entries[Int(token.index)].handle = handle
    return token
  }

  /// Forgets a task that ended.
  ///
  /// - Returns: The waiters to resume (those of its group, if it was the group's last running
  ///   task), and its origin, for the caller to release once it no longer holds the lock that
  ///   protects the table: releasing an action can run arbitrary `deinit`s.
  mutating func finish(_ token: Token) -> (waiters: [Waiter], origin: Origin?) {
    guard isValid(token) else { return ([], nil) }
    let index = Int(token.index)
    unindex(at: index)
    foregroundCount -= entries[index].inFlight
    let group = entries[index].group
    let origin = entries[index].origin
    entries[index] = Entry(generation: entries[index].generation &+ 1)
    freeEntries.append(token.index)
    guard let group, isValid(group) else { return ([], origin) }
    groups[Int(group.index)].running -= 1
    var waiters: [Waiter] = []
    if groups[Int(group.index)].running == 0 {
      swap(&waiters, &groups[Int(group.index)].waiters)
      freeGroupIfDone(group)
    }
    return (waiters, origin)
  }

  /// Records that one of the effects a task runs has finished (the task goes on running the
  /// others): it is no longer in flight.
  mutating func finishOne(_ token: Token) {
    guard isValid(token), entries[Int(token.index)].inFlight > 0 else { return }
    entries[Int(token.index)].inFlight -= 1
    foregroundCount -= 1
  }

  /// Cancels every task registered under `id`, or, for a ``_CancelSelection``, under every id
  /// in the same scope that it selects. Returns the handles to cancel.
  mutating func cancel(_ id: CancelID) -> [Handle] {
    guard let tokens = tokensByID.removeValue(forKey: id) else {
      guard let selection = id.id.base as? _CancelSelection else { return [] }
      let selected = tokensByID.keys.filter {
        $0.scope == id.scope && selection.selector.selects($0.id)
      }
      return selected.flatMap { cancel($0) }
    }
    var handles: [Handle] = []
    handles.reserveCapacity(tokens.count)
    for token in tokens where isValid(token) && !entries[Int(token.index)].isCancelled {
      if let handle = cancelEntry(at: Int(token.index)) { handles.append(handle) }
    }
    return handles
  }

  /// Cancels every task (the store is going away). Returns the handles to cancel.
  mutating func cancelAll() -> [Handle] {
    var handles: [Handle] = []
    for index in entries.indices where entries[index].isLive && !entries[index].isCancelled {
      if let handle = cancelEntry(at: index) { handles.append(handle) }
    }
    return handles
  }

  /// The origins of the effects in flight, oldest first (an origin once per effect).
  var inFlightOrigins: [Origin] {
    inFlightEffects.map(\.origin)
  }

  /// The effects in flight, oldest first (once per effect), each with the group of the `send`
  /// it belongs to.
  var inFlightEffects: [(origin: Origin, group: GroupToken?)] {
    entries.filter { $0.isLive && !$0.isCancelled && $0.origin != nil }
      .sorted { $0.serial < $1.serial }
      .flatMap { repeatElement(($0.origin!, $0.group), count: $0.inFlight) }
  }

  /// The id equal to `id` that tasks in flight are registered under, if any, else `id`.
  ///
  /// Registering tasks under the same instance keeps later lookups on the fast path of
  /// ``CancelID``'s `==` (one identity check instead of comparing type-erased values).
  func canonical(_ id: CancelID) -> CancelID {
    tokensByID.index(forKey: id).map { tokensByID.keys[$0] } ?? id
  }

  /// Whether a task in flight is registered under `id`.
  func contains(_ id: CancelID) -> Bool {
    tokensByID[id]?.contains { isValid($0) && !entries[Int($0.index)].isCancelled } ?? false
  }

  /// How many tasks are registered and not cancelled, foreground or background.
  var count: Int { entries.count { $0.isLive && !$0.isCancelled } }

  // MARK: Private

  private func isValid(_ token: Token) -> Bool {
    Int(token.index) < entries.count && entries[Int(token.index)].isLive
      && entries[Int(token.index)].generation == token.generation
  }

  private func isValid(_ token: GroupToken) -> Bool {
    Int(token.index) < groups.count && groups[Int(token.index)].isLive
      && groups[Int(token.index)].generation == token.generation
  }

  /// Marks a live entry cancelled and takes its handle. Its origin and its place in the index
  /// stay until ``finish(_:)``, which hands the origin out to be released outside the lock.
  private mutating func cancelEntry(at index: Int) -> Handle? {
    foregroundCount -= entries[index].inFlight
    entries[index].inFlight = 0
    entries[index].isCancelled = true
    let handle = entries[index].handle
    entries[index].handle = nil
    return handle
  }

  /// Removes an entry from the id index.
  private mutating func unindex(at index: Int) {
    guard !entries[index].ids.isEmpty else { return }
    let token = Token(index: UInt32(index), generation: entries[index].generation)
    for id in entries[index].ids {
      guard let position = tokensByID.index(forKey: id) else { continue }
      tokensByID.values[position].remove(token)
      if tokensByID.values[position].isEmpty { tokensByID.remove(at: position) }
    }
    entries[index].ids = []
  }

  private mutating func freeGroupIfDone(_ token: GroupToken) {
    let index = Int(token.index)
    guard groups[index].isReleased, groups[index].running == 0 else { return }
    groups[index] = Group(generation: groups[index].generation &+ 1)
    freeGroups.append(token.index)
  }
}
