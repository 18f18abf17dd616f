import Reductor
import Testing

@testable import ReductorCore

/// The registry's bookkeeping, without tasks or timing: handles, origins and waiters are
/// strings.
@Suite struct CancellationTableTests {
  typealias Table = CancellationTable<String, String, String>

  private let a = CancelID(id: "a", scope: [])
  private let b = CancelID(id: "b", scope: [])

  @Test func cancellingAnIDReturnsTheHandlesRegisteredUnderItOnly() {
    var table = Table()
    let group = table.makeGroup()
    let first = table.start(ids: [a], origin: "first", group: group)
    let second = table.start(ids: [a, b], origin: "second", group: group)
    let third = table.start(ids: [b], origin: "third", group: group)
    let cancelFirst = table.attach("task1", to: first)
    #expect(!cancelFirst)
    let cancelSecond = table.attach("task2", to: second)
    #expect(!cancelSecond)
    let cancelThird = table.attach("task3", to: third)
    #expect(!cancelThird)

    let cancelledByA = table.cancel(a)
    #expect(Set(cancelledByA) == ["task1", "task2"])
    // The second task left the index of `b` too: cancelling `b` finds only the third.
    let cancelledByB = table.cancel(b)
    #expect(cancelledByB == ["task3"])
    let cancelledAgain = table.cancel(a)
    #expect(cancelledAgain.isEmpty)
  }

  @Test func anEffectWithoutIDsIsInFlightUntilItFinishes() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [], origin: "tapped", group: group)
    _ = table.attach("task", to: token)
    #expect(table.foregroundCount == 1)
    #expect(table.inFlightOrigins == ["tapped"])
    #expect(table.count == 1)

    _ = table.finish(token)
    #expect(table.foregroundCount == 0)
    #expect(table.inFlightOrigins.isEmpty)
    #expect(table.count == 0)
  }

  @Test func aCancelledEffectIsNoLongerInFlightButItsGroupWaitsForItsTask() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [a], origin: "load", group: group)
    _ = table.attach("task", to: token)
    let cancelled = table.cancel(a)
    #expect(cancelled == ["task"])
    #expect(table.foregroundCount == 0)
    #expect(table.inFlightOrigins.isEmpty)
    #expect(!table.contains(a))
    // Its task is still unwinding.
    #expect(table.runningCount(group) == 1)
    let waits = table.wait(for: group, "waiter")
    #expect(waits)

    let (waiters, origin) = table.finish(token)
    #expect(waiters == ["waiter"])
    #expect(origin == "load")
    #expect(table.runningCount(group) == 0)
  }

  @Test func cancellingBeforeTheTaskIsAttachedCancelsItOnAttach() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [a], origin: "load", group: group)
    let cancelled = table.cancel(a)
    #expect(cancelled.isEmpty)
    let cancelOnAttach = table.attach("task", to: token)
    #expect(cancelOnAttach)
  }

  @Test func aTaskThatEndedBeforeBeingAttachedIsIgnored() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [a], origin: "quick", group: group)
    _ = table.finish(token)
    let cancelOnAttach = table.attach("task", to: token)
    #expect(!cancelOnAttach)
    #expect(table.count == 0)
    let cancelled = table.cancel(a)
    #expect(cancelled.isEmpty)
  }

  @Test func waitersResumeWhenTheGroupsLastTaskEnds() {
    var table = Table()
    let group = table.makeGroup()
    let waitsForNothing = table.wait(for: group, "nothing running")
    #expect(!waitsForNothing)
    let first = table.start(ids: [], origin: "x", group: group)
    let second = table.start(ids: [], origin: "x", group: group)
    let waits1 = table.wait(for: group, "w1")
    #expect(waits1)
    let waits2 = table.wait(for: group, "w2")
    #expect(waits2)
    let finishedFirst = table.finish(first)
    #expect(finishedFirst.waiters.isEmpty)
    let finishedSecond = table.finish(second)
    #expect(finishedSecond.waiters == ["w1", "w2"])
  }

  @Test func cancellingAGroupCancelsItsTasksAndThoseItStartsLater() {
    var table = Table()
    let group = table.makeGroup()
    let other = table.makeGroup()
    let mine = table.start(ids: [], origin: "mine", group: group)
    let theirs = table.start(ids: [], origin: "theirs", group: other)
    _ = table.attach("mine", to: mine)
    _ = table.attach("theirs", to: theirs)

    let cancelled = table.cancel(group: group)
    #expect(cancelled == ["mine"])
    #expect(table.isCancelled(group))
    #expect(!table.isCancelled(other))
    let later = table.start(ids: [a], origin: "later", group: group)
    let cancelOnAttach = table.attach("later", to: later)
    #expect(cancelOnAttach)
    #expect(!table.contains(a))
    #expect(table.inFlightOrigins == ["theirs"])
  }

  @Test func cancelAllCancelsForegroundAndBackgroundTasks() {
    var table = Table()
    let group = table.makeGroup()
    let effect = table.start(ids: [], origin: "effect", group: group)
    _ = table.attach("effect", to: effect)
    _ = table.register("inner", for: [a])
    #expect(table.foregroundCount == 1)
    #expect(table.count == 2)

    let cancelled = table.cancelAll()
    #expect(Set(cancelled) == ["effect", "inner"])
    #expect(table.count == 0)
  }

  @Test func slotsAreReusedAndStaleTokensIgnored() {
    var table = Table()
    let group = table.makeGroup()
    let first = table.start(ids: [a], origin: "first", group: group)
    _ = table.finish(first)
    let second = table.start(ids: [a], origin: "second", group: group)
    _ = table.attach("second", to: second)
    // The first token names the same slot, one generation ago.
    let finishedStale = table.finish(first)
    #expect(finishedStale.origin == nil)
    let cancelStale = table.attach("stale", to: first)
    #expect(!cancelStale)
    let cancelled = table.cancel(a)
    #expect(cancelled == ["second"])
  }

  @Test func aReleasedGroupIsFreedOnlyOnceItsTasksEnd() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [], origin: "x", group: group)
    table.releaseGroup(group)
    #expect(table.runningCount(group) == 1)
    _ = table.finish(token)
    #expect(table.runningCount(group) == 0)
    // The slot is reused by the next group, under a new generation.
    let next = table.makeGroup()
    #expect(next != group)
    _ = table.start(ids: [], origin: "y", group: next)
    #expect(table.runningCount(group) == 0)
    #expect(table.runningCount(next) == 1)
  }

  @Test func inFlightOriginsAreListedOldestFirst() {
    var table = Table()
    let group = table.makeGroup()
    let first = table.start(ids: [], origin: "1", group: group)
    _ = table.start(ids: [], origin: "2", group: group)
    _ = table.finish(first)
    // The third reuses the first one's slot, but started last.
    _ = table.start(ids: [], origin: "3", group: group)
    #expect(table.inFlightOrigins == ["2", "3"])
  }
}

extension CancellationTableTests {
  @Test func canonicalGivesTheInstanceTasksAreRegisteredUnder() {
    var table = Table()
    let group = table.makeGroup()
    let registered = CancelID(id: "carga", scope: [])
    let equal = CancelID(id: "carga", scope: [])
    #expect(table.canonical(equal).storage === equal.storage)
    let token = table.start(ids: [registered], origin: "x", group: group)
    #expect(table.canonical(equal).storage === registered.storage)
    _ = table.finish(token)
    #expect(table.canonical(equal).storage === equal.storage)
  }
}

extension CancellationTableTests {
  @Test func aTaskRunningABatchCountsEachEffectInFlight() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [], origin: "lote", group: group, effects: 3)
    #expect(table.foregroundCount == 3)
    #expect(table.inFlightOrigins == ["lote", "lote", "lote"])
    table.finishOne(token)
    #expect(table.foregroundCount == 2)
    #expect(table.runningCount(group) == 1)
    _ = table.finish(token)
    #expect(table.foregroundCount == 0)
    #expect(table.runningCount(group) == 0)
  }

  @Test func cancellingABatchTakesItsRemainingEffectsOutOfFlight() {
    var table = Table()
    let group = table.makeGroup()
    let token = table.start(ids: [a], origin: "lote", group: group, effects: 3)
    _ = table.attach("task", to: token)
    table.finishOne(token)
    let cancelled = table.cancel(a)
    #expect(cancelled == ["task"])
    #expect(table.foregroundCount == 0)
    table.finishOne(token)
    #expect(table.foregroundCount == 0)
    _ = table.finish(token)
    #expect(table.foregroundCount == 0)
  }
}
