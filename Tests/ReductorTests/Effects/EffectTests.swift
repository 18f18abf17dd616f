import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

@MainActor
@Suite struct EffectTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var log: [String] = []
    }
    enum Action {
      case start(String)
      case stop(String)
      case merged
      case concatenated
      case record(String)
      case startReplacing(String)
    }
    let onCancel: @Sendable (String) -> Void

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .start(id):
          return .run { _ in
            await withTaskCancellationHandler {
              let (stream, _) = AsyncStream.makeStream(of: Never.self)
              for await _ in stream {}
            } onCancel: {
              onCancel(id)
            }
          }
          .cancellable(id: id)
        case let .startReplacing(id):
          return .run { _ in
            await withTaskCancellationHandler {
              let (stream, _) = AsyncStream.makeStream(of: Never.self)
              for await _ in stream {}
            } onCancel: {
              onCancel(id)
            }
          }
          .cancellable(id: id, cancelInFlight: true)
        case let .stop(id):
          return .cancel(id: id)
        case .merged:
          return .merge(.send(.record("a")), .send(.record("b")), .none)
        case .concatenated:
          return .concatenate(
            .run { send in await send(.record("1")) },
            .run { send in await send(.record("2")) },
            .send(.record("3"))
          )
        case let .record(value):
          state.log.append(value)
          return .none
        }
      }
    }
  }

  @Test func mergingNoneGivesNone() {
    let effect = Effect<Int>.merge(.none, .none, .none)
    #expect(effect.isNone)
    #expect(Effect<Int>.concatenate(.none, .none).isNone)
    #expect(Effect<Int>.none.merge(with: .none).isNone)
  }

  @Test func sendEffectsAreHandledInOrderBeforeSendReturns() {
    let store = Store(initialState: Feature.State()) { Feature(onCancel: { _ in }) }
    store.send(.merged)
    #expect(store.log == ["a", "b"])
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let store = TestStore(initialState: Feature.State()) { Feature(onCancel: { _ in }) }
    await store.send(.concatenated)
    await store.receive(\.record, "1") { $0.log = ["1"] }
    await store.receive(\.record, "2") { $0.log = ["1", "2"] }
    await store.receive(\.record, "3") { $0.log = ["1", "2", "3"] }
  }

  @Test func cancelStopsTheEffectWithThatID() async {
    let cancelled = Signal()
    let store = Store(initialState: Feature.State()) {
      Feature(onCancel: { id in if id == "a" { cancelled.fire() } })
    }
    store.send(.start("a"))
    store.send(.stop("a"))
    await cancelled.wait()
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let cancelled = Signal()
    let store = Store(initialState: Feature.State()) {
      Feature(onCancel: { _ in cancelled.fire() })
    }
    store.send(.startReplacing("x"))
    let second = store.send(.startReplacing("x"))
    await cancelled.wait()
    second.cancel()
  }

  @Test func twoStoresNeverCancelEachOthersEffects() async {
    let cancelledInFirst = Signal()
    let cancelledInSecond = LockedArray()
    let first = Store(initialState: Feature.State()) {
      Feature(onCancel: { _ in cancelledInFirst.fire() })
    }
    let second = Store(initialState: Feature.State()) {
      Feature(onCancel: { id in cancelledInSecond.append(id) })
    }
    first.send(.start("shared"))
    let secondTask = second.send(.start("shared"))
    first.send(.stop("shared"))
    await cancelledInFirst.wait()
    #expect(cancelledInSecond.values.isEmpty)
    secondTask.cancel()
    await secondTask.finish()
  }

  @Test func aReleasedStoreCancelsItsEffectsAndIsFreed() async {
    let cancelled = Signal()
    weak var weakStore: Store<Feature.State, Feature.Action>?
    do {
      let store = Store(initialState: Feature.State()) {
        Feature(onCancel: { _ in cancelled.fire() })
      }
      weakStore = store
      store.send(.start("long"))
    }
    #expect(weakStore == nil)
    await cancelled.wait()
  }
}

/// `.run` without a priority and `.run(priority:)` are two overloads (so that a reducer
/// returning `.run { }` never materializes a `TaskPriority?`, a resilient type); both must still
/// reach the task, alone and merged.
@MainActor
@Suite struct EffectPriorityTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var seen: [UInt8] = []
    }
    enum Action {
      case run(TaskPriority?)
      case runTwo(TaskPriority)
      case saw(UInt8)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .run(nil):
          return .run { send in await send(.saw(Task.currentPriority.rawValue)) }
        case let .run(priority?):
          return .run(priority: priority) { send in
            await send(.saw(Task.currentPriority.rawValue))
          }
        case let .runTwo(priority):
          return .merge(
            .run(priority: priority) { send in await send(.saw(Task.currentPriority.rawValue)) },
            .run(priority: priority) { send in await send(.saw(Task.currentPriority.rawValue)) }
          )
        case let .saw(raw):
          state.seen.append(raw)
          return .none
        }
      }
    }
  }

  @Test func aPriorityReachesTheEffectsTask() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.run(.background)).finish()
    await store.send(.run(.high)).finish()
    #expect(store.seen == [TaskPriority.background.rawValue, TaskPriority.high.rawValue])
  }

  @Test func aPriorityReachesTheEffectsTaskInATestStore() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let background = TaskPriority.background.rawValue
    await store.send(.run(.background))
    await store.receive(\.saw, background) { $0.seen = [background] }
    let low = TaskPriority.low.rawValue
    await store.send(.runTwo(.low))
    await store.receive(\.saw, low) { $0.seen = [background, low] }
    await store.receive(\.saw, low) { $0.seen = [background, low, low] }
  }

  @Test func mergedEffectsKeepTheirPriority() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.runTwo(.low)).finish()
    #expect(store.seen == [TaskPriority.low.rawValue, TaskPriority.low.rawValue])
  }

  @Test func withoutAPriorityTheTaskHasTheDefaultOne() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.run(nil)).finish()
    let plain = await Task { Task.currentPriority.rawValue }.value
    #expect(store.seen == [plain])
  }
}

/// `Effect`'s layout must stay one the compiler knows: a resilient type inline in
/// `Effect.Operation` (`AnyHashable`, `TaskPriority`) makes every copy of every effect go
/// through run-time value witnesses, 30 times slower for `.merge` of `.none` effects. Such types
/// go behind a reference (`CancelID`, `Effect.ScopedBox`); this catches one added inline.
///
/// It must also not depend on the action, and keep its case in spare bits: three words, no tag
/// byte. An action inline (`send`), or a case whose first word has no spare bits, adds a tag
/// byte that callers store as one byte and read back as four, a stall at every reducer.
@Suite struct EffectLayoutTests {
  @Test func anEffectIsThreeWordsWithNoTagByteWhateverItsAction() {
    #if _pointerBitWidth(_64)
      // 64-bit pointers have the spare bits the case lives in.
      #expect(MemoryLayout<Effect<Int>>.size == 3 * MemoryLayout<Int>.size)
      #expect(MemoryLayout<Effect<(Int, Int, Int)>>.size == 3 * MemoryLayout<Int>.size)
      #expect(MemoryLayout<Effect<Void>>.size == 3 * MemoryLayout<Int>.size)
    #else
      #expect(MemoryLayout<Effect<Int>>.size <= 3 * MemoryLayout<Int>.size + 1)
      #expect(MemoryLayout<Effect<(Int, Int, Int)>>.size == MemoryLayout<Effect<Void>>.size)
    #endif
  }
}

/// What names an effect in a test failure is kept only where a test reads it: a `Store` in an
/// app allocates nothing per action to name its effects, a `TestStore` keeps the action.
@MainActor
@Suite struct EffectOriginTests {
  @Reducer
  struct Espera {
    struct State: Equatable {}
    enum Action { case esperar }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in try await Task.never() } }
    }
  }

  @Test func aStoresEffectsAreNotNamed() async {
    let store = Store(initialState: Espera.State()) { Espera() }
    let task = store.send(.esperar)
    let runtime = (store.core as! _RootCore<Espera.State, Espera.Action>).runtime
    #expect(runtime.registry.inFlightDescriptions == [""])
    task.cancel()
    await task.finish()
  }

  @Test func aTestStoresEffectsAreNamedByTheirAction() async {
    let store = TestStore(initialState: Espera.State()) { Espera() }
    let task = await store.send(.esperar)
    #expect(store.runtime.registry.inFlightDescriptions.first?.contains("esperar") == true)
    await task.cancel()
  }
}
