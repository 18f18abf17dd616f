import Reductor
import ReductorTestSupport
import Testing

/// A child whose `empezar` action starts an effect that runs until cancelled.
@Reducer
private struct Hijo {
  struct State: Equatable, Identifiable {
    var id: Int
    var toques = 0
  }
  enum Action {
    case empezar
    case tocar
  }
  let alCancelar: @Sendable (Int) -> Void
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        let id = state.id
        return .run { _ in
          await withTaskCancellationHandler {
            let (stream, _) = AsyncStream.makeStream(of: Never.self)
            for await _ in stream {}
          } onCancel: {
            alCancelar(id)
          }
        }
      case .tocar:
        state.toques += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Contenedor {
  struct State: Equatable {
    var opcional: Hijo.State?
    var filas: IdentifiedArrayOf<Hijo.State> = []
    /// Another collection, with ids of its own that may equal those of `filas`.
    var otras: IdentifiedArrayOf<Hijo.State> = []
  }
  enum Action {
    case opcional(Hijo.Action)
    case filas(IdentifiedActionOf<Hijo>)
    case otras(IdentifiedActionOf<Hijo>)
    case cerrarOpcional
    case quitarFila(Int)
    case reemplazarFilas([Hijo.State])
    /// Removes the row and appends it again, in one action.
    case reinsertarFila(Int)
  }
  let alCancelar: @Sendable (Int) -> Void
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cerrarOpcional:
        state.opcional = nil
        return .none
      case let .quitarFila(id):
        state.filas.remove(id: id)
        return .none
      case let .reemplazarFilas(filas):
        state.filas = IdentifiedArray(uniqueElements: filas)
        return .none
      case let .reinsertarFila(id):
        if let fila = state.filas.remove(id: id) { state.filas.append(fila) }
        return .none
      case .opcional, .filas, .otras:
        return .none
      }
    }
    .ifLet(\.opcional, action: \.opcional) { Hijo(alCancelar: alCancelar) }
    .forEach(\.filas, action: \.filas) { Hijo(alCancelar: alCancelar) }
    // Reported as 100 + id.
    .forEach(\.otras, action: \.otras) {
      Hijo(alCancelar: { [alCancelar] in alCancelar(100 + $0) })
    }
  }
}

/// A parent that shows a `Contenedor` as an optional child: its rows' effects run inside the
/// child's scope.
@Reducer
private struct Marco {
  struct State: Equatable {
    var contenedor: Contenedor.State?
  }
  enum Action {
    case contenedor(Contenedor.Action)
  }
  let alCancelar: @Sendable (Int) -> Void
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.contenedor, action: \.contenedor) { Contenedor(alCancelar: alCancelar) }
  }
}

/// Enum state: a session that is either inactive or holds an active child.
@Reducer
private struct Sesion {
  @CasePathable
  enum State: Equatable {
    case inactiva
    case activa(Hijo.State)
  }
  enum Action {
    case activa(Hijo.Action)
    case salir
  }
  let alCancelar: @Sendable (Int) -> Void
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .salir:
        state = .inactiva
        return .none
      case .activa:
        return .none
      }
    }
    .ifCaseLet(\.activa, action: \.activa) { Hijo(alCancelar: alCancelar) }
  }
}

@MainActor
// A regression in cancellation leaves a test waiting for a signal: the time limit turns that
// into a failure instead of a hung run.
@Suite(.timeLimit(.minutes(1))) struct ChildLifecycleTests {
  @Test func ifLetCancelsTheChildsEffectsWhenItsStateBecomesNil() async {
    let cancelled = Signal()
    let store = Store(initialState: Contenedor.State(opcional: Hijo.State(id: 1))) {
      Contenedor(alCancelar: { _ in cancelled.fire() })
    }
    store.send(.opcional(.empezar))
    store.send(.cerrarOpcional)
    await cancelled.wait()
  }

  @Test func forEachCancelsOnlyTheRemovedRowsEffects() async {
    let cancelledRows = LockedArray()
    let rowTwoCancelled = Signal()
    let store = Store(
      initialState: Contenedor.State(filas: [Hijo.State(id: 1), Hijo.State(id: 2)])
    ) {
      Contenedor(alCancelar: { id in
        cancelledRows.append("\(id)")
        if id == 2 { rowTwoCancelled.fire() }
      })
    }
    let rowOne = store.send(.filas(.element(id: 1, action: .empezar)))
    store.send(.filas(.element(id: 2, action: .empezar)))
    store.send(.quitarFila(2))
    await rowTwoCancelled.wait()
    #expect(cancelledRows.values == ["2"])
    #expect(!rowOne.isCancelled)
    rowOne.cancel()
    await rowOne.finish()
  }

  // The parent replaces the whole collection: the rows it no longer has are cancelled, the
  // one it kept (by id) is not.
  @Test func forEachCancelsTheEffectsOfTheRowsAReplacementDropped() async {
    let cancelledRows = LockedArray()
    let rowOneCancelled = Signal()
    let rowThreeCancelled = Signal()
    let store = Store(
      initialState: Contenedor.State(filas: [
        Hijo.State(id: 1), Hijo.State(id: 2), Hijo.State(id: 3),
      ])
    ) {
      Contenedor(alCancelar: { id in
        cancelledRows.append("\(id)")
        if id == 1 { rowOneCancelled.fire() }
        if id == 3 { rowThreeCancelled.fire() }
      })
    }
    store.send(.filas(.element(id: 1, action: .empezar)))
    let rowTwo = store.send(.filas(.element(id: 2, action: .empezar)))
    store.send(.filas(.element(id: 3, action: .empezar)))
    store.send(.reemplazarFilas([Hijo.State(id: 2), Hijo.State(id: 4)]))
    await rowOneCancelled.wait()
    await rowThreeCancelled.wait()
    #expect(Set(cancelledRows.values) == ["1", "3"])
    #expect(!rowTwo.isCancelled)
    rowTwo.cancel()
    await rowTwo.finish()
  }

  // A row removed and added again by the same action is still there afterwards: its effects
  // go on. And a row of another collection with the same id is not touched.
  @Test func forEachKeepsTheEffectsOfARowThatIsStillThere() async {
    let cancelledRows = LockedArray()
    let store = Store(
      initialState: Contenedor.State(filas: [Hijo.State(id: 1)], otras: [Hijo.State(id: 1)])
    ) {
      Contenedor(alCancelar: { id in cancelledRows.append("\(id)") })
    }
    let row = store.send(.filas(.element(id: 1, action: .empezar)))
    let otherRow = store.send(.otras(.element(id: 1, action: .empezar)))
    store.send(.reinsertarFila(1))
    #expect(!row.isCancelled)
    store.send(.quitarFila(1))
    await row.finish()
    #expect(cancelledRows.values == ["1"])
    #expect(!otherRow.isCancelled)
    otherRow.cancel()
    await otherRow.finish()
    #expect(cancelledRows.values == ["1", "101"])
  }

  // The rows' effects run inside the child's scope, and so does the cancellation of the rows
  // that went away: it finds them there, and only them.
  @Test func forEachInsideAChildCancelsItsRemovedRowsEffects() async {
    let cancelledRows = LockedArray()
    let rowOneCancelled = Signal()
    let store = Store(
      initialState: Marco.State(
        contenedor: Contenedor.State(filas: [Hijo.State(id: 1), Hijo.State(id: 2)])
      )
    ) {
      Marco(alCancelar: { id in
        cancelledRows.append("\(id)")
        if id == 1 { rowOneCancelled.fire() }
      })
    }
    store.send(.contenedor(.filas(.element(id: 1, action: .empezar))))
    let rowTwo = store.send(.contenedor(.filas(.element(id: 2, action: .empezar))))
    store.send(.contenedor(.quitarFila(1)))
    await rowOneCancelled.wait()
    #expect(cancelledRows.values == ["1"])
    #expect(!rowTwo.isCancelled)
    rowTwo.cancel()
    await rowTwo.finish()
  }

  @Test func ifCaseLetCancelsTheCasesEffectsWhenTheCaseChanges() async {
    let cancelled = Signal()
    let store = Store(initialState: Sesion.State.activa(Hijo.State(id: 7))) {
      Sesion(alCancelar: { _ in cancelled.fire() })
    }
    store.send(.activa(.empezar))
    store.send(.salir)
    await cancelled.wait()
  }

  @Test func aChildActionForAbsentStateWarnsAndChangesNothing() {
    let store = Store(initialState: Contenedor.State()) { Contenedor(alCancelar: { _ in }) }
    let sesion = Store(initialState: Sesion.State.inactiva) { Sesion(alCancelar: { _ in }) }
    let (_, warnings) = collectingWarnings {
      store.send(.opcional(.tocar))
      store.send(.filas(.element(id: 42, action: .tocar)))
      sesion.send(.activa(.tocar))
    }
    #expect(store.state == Contenedor.State())
    #expect(sesion.state == .inactiva)
    #expect(warnings.count == 3)
    #expect(warnings[0].contains("An 'ifLet' received a child action when child state was nil"))
    #expect(warnings[0].contains("Contenedor.Action.opcional(.tocar)"))
    #expect(
      warnings[1].contains(
        "'forEach' received an action for an element that is not in the collection"))
    #expect(warnings[1].contains("42"))
    #expect(
      warnings[2].contains(
        "'ifCaseLet' received a child action while the state was in another case"))
  }

  @Test func aChildActionForAbsentStateFailsATestStoreTest() async {
    let store = TestStore(initialState: Contenedor.State()) { Contenedor(alCancelar: { _ in }) }
    await withKnownIssue {
      await store.send(.opcional(.tocar))
    } matching: { issue in
      issue.description.contains("child state was nil")
    }
  }

  @Test func theParentCanRemoveARowInResponseToThatRowsAction() async {
    let store = TestStore(initialState: Contenedor.State(filas: [Hijo.State(id: 1)])) {
      Contenedor(alCancelar: { _ in })
    }
    await store.send(.filas(.element(id: 1, action: .tocar))) {
      $0.filas[id: 1]?.toques = 1
    }
    await store.send(.quitarFila(1)) {
      $0.filas = []
    }
  }
}
