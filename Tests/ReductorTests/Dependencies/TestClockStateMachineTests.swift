import Reductor
import Testing

@testable import ReductorClocks
@testable import ReductorCore

@Suite struct TestClockStateMachineTests {
  typealias Machine = TestClockStateMachine<Int, String, String>

  private func register(
    _ machine: inout Machine, _ waiter: String, until deadline: Int, owner: String? = nil
  ) -> Machine.SleeperID {
    let id = machine.makeSleeperID()
    guard case .suspend = machine.sleep(id: id, until: deadline, owner: owner, waiter: waiter)
    else {
      Issue.record("\(waiter) did not suspend")
      return id
    }
    return id
  }

  @Test func advanceWakesDueSleepersInDeadlineOrder() {
    var machine = Machine(now: 0)
    _ = register(&machine, "c", until: 3)
    _ = register(&machine, "a", until: 1)
    _ = register(&machine, "b", until: 2)
    _ = register(&machine, "a2", until: 1)

    #expect(machine.advanceStep(to: 2)?.waiter == "a")
    #expect(machine.now == 1)
    #expect(machine.advanceStep(to: 2)?.waiter == "a2")
    #expect(machine.now == 1)
    #expect(machine.advanceStep(to: 2)?.waiter == "b")
    #expect(machine.now == 2)
    #expect(machine.advanceStep(to: 2) == nil)
    #expect(machine.now == 2)
    #expect(machine.pendingCount == 1)
    #expect(machine.nextDeadline == 3)
  }

  @Test func advanceWithNothingDueMovesToTarget() {
    var machine = Machine(now: 0)
    _ = register(&machine, "later", until: 10)
    #expect(machine.advanceStep(to: 5) == nil)
    #expect(machine.now == 5)
    #expect(machine.advanceStep(to: 4) == nil)
    #expect(machine.now == 5)  // Never backwards.
  }

  @Test func sleepersRegisteredDuringAnAdvanceAreWokenInTheSameAdvance() {
    var machine = Machine(now: 0)
    _ = register(&machine, "first", until: 1)
    #expect(machine.advanceStep(to: 3)?.waiter == "first")
    // The woken task sleeps again, as a timer does.
    _ = register(&machine, "second", until: machine.now + 1)
    #expect(machine.advanceStep(to: 3)?.waiter == "second")
    #expect(machine.now == 2)
    #expect(machine.advanceStep(to: 3) == nil)
    #expect(machine.now == 3)
  }

  @Test func sleepingUntilNowOrEarlierWaitsForTheNextAdvance() {
    var machine = Machine(now: 5)
    let now = machine.makeSleeperID()
    guard case .suspend = machine.sleep(id: now, until: 5, owner: nil, waiter: "now") else {
      Issue.record("expected .suspend")
      return
    }
    let earlier = machine.makeSleeperID()
    guard case .suspend = machine.sleep(id: earlier, until: 2, owner: nil, waiter: "earlier")
    else {
      Issue.record("expected .suspend")
      return
    }
    #expect(machine.pendingCount == 2)
    // An advance by zero wakes both, earliest deadline first; the clock does not go back.
    #expect(machine.advanceStep(to: 5)?.waiter == "earlier")
    #expect(machine.advanceStep(to: 5)?.waiter == "now")
    #expect(machine.advanceStep(to: 5) == nil)
    #expect(machine.now == 5)
  }

  @Test func runWakesEverythingInOrder() {
    var machine = Machine(now: 0)
    _ = register(&machine, "b", until: 20)
    _ = register(&machine, "a", until: 10)
    #expect(machine.runStep()?.waiter == "a")
    #expect(machine.runStep()?.waiter == "b")
    #expect(machine.runStep() == nil)
    #expect(machine.now == 20)
  }

  @Test func cancellingAWaitingSleeperReturnsItsWaiter() {
    var machine = Machine(now: 0)
    let id = register(&machine, "sleeper", until: 1)
    #expect(machine.cancel(id: id) == "sleeper")
    #expect(machine.pendingCount == 0)
    #expect(machine.cancel(id: id) == nil)
    #expect(machine.advanceStep(to: 1) == nil)
  }

  @Test func cancellationBeforeRegistrationIsNotLost() {
    var machine = Machine(now: 0)
    let id = machine.makeSleeperID()
    #expect(machine.cancel(id: id) == nil)
    guard case .cancel("sleeper") = machine.sleep(id: id, until: 1, owner: nil, waiter: "sleeper")
    else {
      Issue.record("expected .cancel")
      return
    }
    #expect(machine.pendingCount == 0)
  }

  @Test func tracksAWokenSleepersTaskUntilItSleepsAgain() {
    var machine = Machine(now: 0)
    let id = register(&machine, "tick", until: 1, owner: "timer")
    _ = register(&machine, "other", until: 5, owner: "other task")
    #expect(machine.wakeProgress(id: id) == nil)
    #expect(machine.advanceStep(to: 3)?.id == id)
    #expect(machine.wakeProgress(id: id) == .resuming)
    machine.didResume(id: id)
    #expect(machine.wakeProgress(id: id) == .running)
    #expect(!machine.isRepeatSleeper(id: id))
    let next = register(&machine, "tick", until: 2, owner: "timer")
    #expect(machine.wakeProgress(id: id) == .sleepingAgain)
    machine.forgetWoken(id: id)
    #expect(machine.wakeProgress(id: id) == nil)
    // Having slept again once, the timer is expected to keep doing so.
    #expect(machine.advanceStep(to: 3)?.id == next)
    #expect(machine.isRepeatSleeper(id: next))
  }

  @Test func anotherTasksSleepDoesNotSettleAWokenSleeper() {
    var machine = Machine(now: 0)
    let id = register(&machine, "once", until: 1, owner: "effect")
    #expect(machine.advanceStep(to: 1)?.id == id)
    machine.didResume(id: id)
    _ = register(&machine, "elsewhere", until: 2, owner: "other task")
    #expect(machine.wakeProgress(id: id) == .running)
  }

  @Test func cancellingAFinishedSleeperIsANoOp() {
    var machine = Machine(now: 0)
    let id = register(&machine, "sleeper", until: 1)
    #expect(machine.advanceStep(to: 1)?.waiter == "sleeper")
    #expect(machine.cancel(id: id) == nil)
    #expect(machine.pendingCount == 0)
  }
}
