import Foundation
import Reductor
import Testing

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
  }
  enum Action {
    case incrementButtonTapped
    case toggleTimerButtonTapped
    case timerTicked
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped, .timerTicked:
        state.count += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

/// TCA's "navigate and load" case study: a row's counter, loaded a second after the row is
/// selected, held as `Identified` optional state.
@Reducer
private struct NavigateAndLoadList {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(count: 1, id: 1), Row(count: 42, id: 2)]
    var selection: Identified<Row.ID, Counter.State?>?

    struct Row: Equatable, Identifiable {
      var count: Int
      let id: Int
    }
  }
  enum Action {
    case counter(Counter.Action)
    case setNavigation(selection: Int?)
    case setNavigationSelectionDelayCompleted
  }
  enum CancelID { case load }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case let .setNavigation(selection: .some(id)):
        state.selection = Identified(nil, id: id)
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.setNavigationSelectionDelayCompleted)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      case .setNavigation(selection: .none):
        if let selection = state.selection, let count = selection.value?.count {
          state.rows[id: selection.id]?.count = count
        }
        state.selection = nil
        return .cancel(id: CancelID.load)
      case .setNavigationSelectionDelayCompleted:
        guard let id = state.selection?.id else { return .none }
        state.selection?.value = Counter.State(count: state.rows[id: id]?.count ?? 0)
        return .none
      }
    }
    .ifLet(\.selection, action: \.counter) {
      EmptyReducer()
        .ifLet(\.value, action: \.self) {
          Counter()
        }
    }
  }
}

@Suite struct IdentifiedTests {
  private struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  @Test func itsIDComesFromAValueAClosureOrAKeyPath() {
    let row = Row(id: 7, title: "siete")
    #expect(Identified(row, id: 1).id == 1)
    #expect(Identified(row, id: { $0.id * 2 }).id == 14)
    #expect(Identified(row, id: \.id).id == 7)
    #expect(Identified(5, id: \.self).id == 5)
  }

  @Test func membersOfTheValueReadAndWriteThroughIt() {
    var identified = Identified(Row(id: 7, title: "siete"), id: \.id)
    identified.title = "seven"
    #expect(identified.value.title == "seven")
    #expect(identified.title == "seven")
  }

  @Test func equalityHashingAndCoding() throws {
    let a = Identified("a", id: 1)
    #expect(a == Identified("a", id: 1))
    #expect(a != Identified("a", id: 2))
    #expect(a != Identified("b", id: 1))
    #expect(Set([a, Identified("a", id: 1)]).count == 1)
    let data = try JSONEncoder().encode(a)
    #expect(try JSONDecoder().decode(Identified<Int, String>.self, from: data) == a)
  }

  @MainActor
  @Test func selectingLoadsTheCounterAndDeselectingWritesItBack() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoadList.State()) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(selection: 2)) {
      $0.selection = Identified(nil, id: 2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 42)
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.selection?.value?.count = 43
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: 2]?.count = 43
      $0.selection = nil
    }
  }

  /// Replacing the selection with one of another id ends the counter that was there: its
  /// timer is cancelled, so the test ends with nothing running.
  @MainActor
  @Test func selectingAnotherRowCancelsTheCountersEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoadList.State()) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(selection: 1)) {
      $0.selection = Identified(nil, id: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 1)
    }
    await store.send(\.counter.toggleTimerButtonTapped) {
      $0.selection?.value?.isTimerOn = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.counter.timerTicked) {
      $0.selection?.value?.count = 2
    }
    await store.send(.setNavigation(selection: 2)) {
      $0.selection = Identified(nil, id: 2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 42)
    }
    await clock.advance(by: .seconds(5))
  }
}
