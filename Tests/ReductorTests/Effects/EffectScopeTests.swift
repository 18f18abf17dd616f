import Dispatch
import Reductor
import ReductorTestSupport
import Testing

// Where an effect runs: the cancellation scope of the child it belongs to, the presented level
// `dismiss()` ends, and the dependencies it sees. The store sets all three when it starts the
// effect's task; these tests pin them down at several presentation levels.

/// What the effects of `Piso` did, in order. Cancellation handlers run inside `Task.cancel`,
/// so a cancellation made by a `send` is recorded by the time the `send` returns.
final class Eventos: Sendable {
  private let state = LockIsolated<(events: [String], waiters: [String: [Signal]])>(([], [:]))

  func record(_ event: String) {
    let waiters = state.withValue { state in
      state.events.append(event)
      return state.waiters.removeValue(forKey: event) ?? []
    }
    for waiter in waiters { waiter.fire() }
  }

  func contains(_ event: String) -> Bool { state.withValue { $0.events.contains(event) } }

  /// The recorded events that contain `text`.
  func matching(_ text: String) -> [String] {
    state.withValue { $0.events.filter { $0.contains(text) } }
  }

  /// Waits until `event` has been recorded.
  func wait(for event: String) async {
    let signal = Signal()
    let recorded = state.withValue { state in
      if state.events.contains(event) { return true }
      state.waiters[event, default: []].append(signal)
      return false
    }
    if !recorded { await signal.wait() }
  }

  /// Records "`name` started", runs until cancelled, then records "`name` cancelled".
  func runUntilCancelled(_ name: String) async {
    record("\(name) started")
    await withTaskCancellationHandler {
      let (stream, _) = AsyncStream.makeStream(of: Never.self)
      for await _ in stream {}
    } onCancel: {
      record("\(name) cancelled")
    }
  }
}

private enum EventosKey: DependencyKey {
  static let liveValue = Eventos()
  static let testValue = Eventos()
}

private enum NombreKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var eventos: Eventos {
    get { self[EventosKey.self] }
    set { self[EventosKey.self] = newValue }
  }

  fileprivate var nombre: String {
    get { self[NombreKey.self] }
    set { self[NombreKey.self] = newValue }
  }
}

/// A level that presents another level of itself. Its effects name themselves after the
/// level's depth ("2 carga"), so the tests see which level's effect did what.
@Reducer
private struct Piso {
  @ObservableState
  struct State: Equatable {
    var depth = 0
    var nombreLeido: String?
    @Presents var hijo: Piso.State?
  }

  enum Action {
    case esperar(String)
    case esperarVarios(String, Int)
    case esperarVariosSinID(String, Int)
    case cancelar(String)
    case cancelarDesdeEfecto(String)
    case retrasar(String)
    case avisarAlPadre
    case aviso
    case leerContexto
    case leerContextoConDependencias
    case leerNombre
    case nombreLeido(String)
    case cerrarDesdeEfecto
    case anotar(String)
    case anotarVarios
    case hijo(PresentationAction<Piso.Action>)
  }

  @Dependency(\.eventos) var eventos
  @Dependency(\.nombre) var nombre
  @Dependency(\.isPresented) var isPresented
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      let depth = state.depth
      switch action {
      case let .esperar(id):
        return .run { _ in await eventos.runUntilCancelled("\(depth) \(id)") }
          .cancellable(id: id)
      case let .esperarVarios(id, count):
        return .merge(
          (0..<count).map { index in
            .run { _ in await eventos.runUntilCancelled("\(depth) \(id) \(index)") }
          }
        )
        .cancellable(id: id)
      case let .esperarVariosSinID(nombre, count):
        return .merge(
          (0..<count).map { index in
            .run { _ in await eventos.runUntilCancelled("\(depth) \(nombre) \(index)") }
          }
        )
      case let .cancelar(id):
        return .cancel(id: id)
      case let .cancelarDesdeEfecto(id):
        return .run { _ in
          Task.cancel(id: id)
          eventos.record("\(depth) cancelled \(id) from an effect")
        }
      case let .retrasar(id):
        return .run { _ in await eventos.runUntilCancelled("\(depth) \(id)") }
          .cancellable(id: id)
          .debounce(id: "retraso", for: .seconds(1), clock: clock)
      case .avisarAlPadre:
        return .run { send in
          eventos.record("\(depth) isPresented \(isPresented)")
          eventos.record("\(depth) nombre \(nombre)")
          await send(.aviso)
        }
      case .aviso:
        return .none
      case .hijo(.presented(.aviso)):
        // An effect the parent starts because of an action a child's effect sent.
        return .run { _ in
          eventos.record("\(depth) isPresented \(isPresented) after aviso")
          eventos.record("\(depth) nombre \(nombre) after aviso")
        }
      case .leerContexto:
        return .run { _ in eventos.record("\(depth) isPresented \(isPresented)") }
      case .leerContextoConDependencias:
        return .run { _ in
          withDependencies {
            $0.nombre = "dentro"
          } operation: {
            eventos.record("\(depth) isPresented \(isPresented) nombre \(nombre)")
          }
        }
      case .leerNombre:
        return .run { send in await send(.nombreLeido(nombre)) }
      case let .nombreLeido(nombre):
        state.nombreLeido = nombre
        return .none
      case .cerrarDesdeEfecto:
        return .run { _ in await dismiss() }
      case let .anotar(texto):
        eventos.record("\(depth) anotado \(texto)")
        return .none
      case .anotarVarios:
        return .merge(
          .send(.anotar("0")),
          .concatenate(
            .send(.anotar("1")),
            .run { send in await send(.anotar("2")) },
            .send(.anotar("3"))
          )
        )
      case .hijo:
        return .none
      }
    }
    .ifLet(\.$hijo, action: \.hijo) {
      Piso().dependency(\.nombre, "hijo")
    }
  }

  /// Levels 0 through `depth`.
  static func state(depth: Int, from level: Int = 0) -> State {
    State(depth: level, hijo: level < depth ? state(depth: depth, from: level + 1) : nil)
  }

  /// `action` sent to the level `depth` presentations below the root.
  static func action(_ action: Action, at depth: Int) -> Action {
    depth == 0 ? action : .hijo(.presented(Self.action(action, at: depth - 1)))
  }
}

@MainActor
@Suite struct EffectScopeTests {
  private func makeStore(depth: Int, eventos: Eventos) -> StoreOf<Piso> {
    Store(initialState: Piso.state(depth: depth)) {
      Piso()
    } withDependencies: {
      $0.eventos = eventos
      $0.nombre = "store"
    }
  }

  private func startWaiting(
    _ id: String, levels: ClosedRange<Int>, in store: StoreOf<Piso>, eventos: Eventos
  ) async {
    for depth in levels {
      store.send(Piso.action(.esperar(id), at: depth))
      await eventos.wait(for: "\(depth) \(id) started")
    }
  }

  @Test func aChildsCancelIDReachesNeitherItsParentNorItsChild() async {
    let eventos = Eventos()
    let store = makeStore(depth: 2, eventos: eventos)
    await startWaiting("carga", levels: 0...2, in: store, eventos: eventos)

    store.send(Piso.action(.cancelar("carga"), at: 1))
    #expect(eventos.matching("cancelled") == ["1 carga cancelled"])

    let task = store.send(.cancelar("carga"))
    #expect(eventos.matching("cancelled") == ["1 carga cancelled", "0 carga cancelled"])
    await task.finish()
    store.send(Piso.action(.cancelar("carga"), at: 2))
    #expect(eventos.contains("2 carga cancelled"))
  }

  @Test func taskCancelInsideAChildsEffectCancelsThatChildsEffectOnly() async {
    let eventos = Eventos()
    let store = makeStore(depth: 3, eventos: eventos)
    await startWaiting("carga", levels: 0...3, in: store, eventos: eventos)

    store.send(Piso.action(.cancelarDesdeEfecto("carga"), at: 2))
    await eventos.wait(for: "2 cancelled carga from an effect")
    #expect(eventos.matching("carga cancelled") == ["2 carga cancelled"])
    store.send(.hijo(.dismiss))
  }

  @Test func dismissingAMiddleLevelCancelsItsEffectsAndItsDescendantsOnly() async {
    let eventos = Eventos()
    let store = makeStore(depth: 3, eventos: eventos)
    await startWaiting("tarea", levels: 0...3, in: store, eventos: eventos)

    // Dismiss level 2 (its parent, level 1, receives `.hijo(.dismiss)`).
    store.send(Piso.action(.hijo(.dismiss), at: 1))
    #expect(Set(eventos.matching("cancelled")) == ["2 tarea cancelled", "3 tarea cancelled"])
    #expect(store.hijo?.hijo == nil)

    store.send(.hijo(.dismiss))
    #expect(
      Set(eventos.matching("cancelled")) == [
        "1 tarea cancelled", "2 tarea cancelled", "3 tarea cancelled",
      ])
    store.send(.cancelar("tarea"))
    #expect(eventos.contains("0 tarea cancelled"))
  }

  // A live store runs sibling `.run` effects as child tasks of one task: each must still be
  // cancellable as the whole merged effect is.

  @Test func mergedEffectsAreCancelledTogetherByTheirID() async {
    let eventos = Eventos()
    let store = makeStore(depth: 1, eventos: eventos)
    let task = store.send(Piso.action(.esperarVarios("lote", 3), at: 1))
    for index in 0..<3 { await eventos.wait(for: "1 lote \(index) started") }
    store.send(.cancelar("lote"))
    #expect(eventos.matching("cancelled").isEmpty)
    store.send(Piso.action(.cancelar("lote"), at: 1))
    #expect(
      Set(eventos.matching("cancelled")) == [
        "1 lote 0 cancelled", "1 lote 1 cancelled", "1 lote 2 cancelled",
      ])
    await task.finish()
  }

  @Test func dismissingAChildCancelsItsMergedEffects() async {
    let eventos = Eventos()
    let store = makeStore(depth: 2, eventos: eventos)
    let tasks = [
      store.send(Piso.action(.esperarVariosSinID("lote", 2), at: 1)),
      store.send(Piso.action(.esperarVariosSinID("lote", 2), at: 2)),
    ]
    for depth in 1...2 {
      for index in 0..<2 { await eventos.wait(for: "\(depth) lote \(index) started") }
    }
    store.send(Piso.action(.hijo(.dismiss), at: 1))
    #expect(Set(eventos.matching("cancelled")) == ["2 lote 0 cancelled", "2 lote 1 cancelled"])
    store.send(.hijo(.dismiss))
    #expect(eventos.matching("cancelled").count == 4)
    for task in tasks { await task.finish() }
  }

  @Test func storeTaskCancelStopsMergedEffects() async {
    let eventos = Eventos()
    let store = makeStore(depth: 0, eventos: eventos)
    let task = store.send(.esperarVariosSinID("lote", 3))
    for index in 0..<3 { await eventos.wait(for: "0 lote \(index) started") }
    task.cancel()
    #expect(eventos.matching("cancelled").count == 3)
    await task.finish()
  }

  @Test func aTestStoreListsEachMergedEffectStillRunning() async {
    let eventos = Eventos()
    let store = TestStore(initialState: Piso.state(depth: 0)) {
      Piso()
    } withDependencies: {
      $0.eventos = eventos
    }
    await store.send(.esperarVariosSinID("lote", 3))
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.description.contains("3 are still running")
    }
    await store.skipInFlightEffects()
  }

  @Test func dismissInsideANestedEffectEndsItsOwnLevel() async {
    let eventos = Eventos()
    let store = makeStore(depth: 3, eventos: eventos)
    await store.send(Piso.action(.cerrarDesdeEfecto, at: 3)).finish()
    #expect(store.hijo?.hijo?.hijo == nil)
    #expect(store.hijo?.hijo != nil)
    await store.send(Piso.action(.cerrarDesdeEfecto, at: 1)).finish()
    #expect(store.hijo == nil)
  }

  @Test func anEffectStartedByAChildsActionRunsAsTheParentsEffect() async {
    let eventos = Eventos()
    let store = makeStore(depth: 2, eventos: eventos)
    await store.send(Piso.action(.avisarAlPadre, at: 2)).finish()
    #expect(eventos.contains("2 isPresented true"))
    // Level 1 handled `.hijo(.presented(.aviso))`: its effect runs as level 1's, which is
    // presented; the root's effects are not.
    #expect(eventos.contains("1 isPresented true after aviso"))
    await store.send(.leerContexto).finish()
    #expect(eventos.contains("0 isPresented false"))
    await store.send(Piso.action(.avisarAlPadre, at: 1)).finish()
    #expect(eventos.contains("0 isPresented false after aviso"))
  }

  @Test func aNestedChildsActionsReachItThroughEveryLevelInOrder() async {
    let eventos = Eventos()
    let store = makeStore(depth: 2, eventos: eventos)
    await store.send(Piso.action(.anotarVarios, at: 2)).finish()
    #expect(
      eventos.matching("anotado") == [
        "2 anotado 0", "2 anotado 1", "2 anotado 2", "2 anotado 3",
      ])
  }

  @Test func effectsSeeTheDependenciesOfTheReducerThatReturnedThem() async {
    let store = makeStore(depth: 1, eventos: Eventos())
    await store.send(.leerNombre).finish()
    #expect(store.nombreLeido == "store")
    // The child runs under `.dependency(\.nombre, "hijo")`.
    await store.send(.hijo(.presented(.leerNombre))).finish()
    #expect(store.hijo?.nombreLeido == "hijo")
  }

  @Test func anEffectStartedByAChildsEffectSeesItsOwnReducersDependencies() async {
    let eventos = Eventos()
    let store = makeStore(depth: 1, eventos: eventos)
    // The child's effect runs with `nombre` "hijo"; the root's effect that its action starts
    // is created from that task, yet sees the root's "store".
    await store.send(.hijo(.presented(.avisarAlPadre))).finish()
    #expect(eventos.contains("1 nombre hijo"))
    #expect(eventos.contains("0 nombre store after aviso"))
  }

  @Test func withDependenciesInsideAChildsEffectKeepsItPresented() async {
    let eventos = Eventos()
    let store = makeStore(depth: 2, eventos: eventos)
    await store.send(Piso.action(.leerContextoConDependencias, at: 2)).finish()
    #expect(eventos.contains("2 isPresented true nombre dentro"))
    await store.send(.leerContextoConDependencias).finish()
    #expect(eventos.contains("0 isPresented false nombre dentro"))
  }

  @Test func effectsSeeTheStoresDependenciesWhenSentFromOutsideAnyTask() async {
    let store = makeStore(depth: 1, eventos: Eventos())
    // A dispatch block on the main queue runs outside any task, as a UI callback does.
    let task = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          continuation.resume(returning: store.send(.leerNombre))
        }
      }
    }
    await task.finish()
    #expect(store.nombreLeido == "store")
  }

  @Test func aDebouncedEffectsInnerIDIsScopedToItsChild() async {
    let eventos = Eventos()
    let clock = TestClock()
    let store = TestStore(initialState: Piso.state(depth: 1)) {
      Piso()
    } withDependencies: {
      $0.eventos = eventos
      $0.continuousClock = clock
    }
    await store.send(.hijo(.presented(.retrasar("interno"))))
    await clock.advance(by: .seconds(1))
    await eventos.wait(for: "1 interno started")

    // The same id at the root names another effect.
    await store.send(.cancelar("interno"))
    #expect(!eventos.contains("1 interno cancelled"))
    await store.send(.hijo(.presented(.cancelar("interno"))))
    #expect(eventos.contains("1 interno cancelled"))
    await store.finish()
  }

  @Test func storeTaskFinishWaitsForEffectsStartedByItsEffectsActions() async {
    let eventos = Eventos()
    let store = makeStore(depth: 1, eventos: eventos)
    // The child's effect sends `.aviso`; the root answers it with an effect of its own.
    let task = store.send(.hijo(.presented(.avisarAlPadre)))
    await task.finish()
    #expect(eventos.contains("1 isPresented true"))
    #expect(eventos.contains("0 isPresented false after aviso"))
    #expect(!task.isCancelled)
  }

  @Test func storeTaskCancelStopsItsEffects() async {
    let eventos = Eventos()
    let store = makeStore(depth: 1, eventos: eventos)
    let task = store.send(.hijo(.presented(.esperar("larga"))))
    await eventos.wait(for: "1 larga started")
    task.cancel()
    #expect(eventos.contains("1 larga cancelled"))
    #expect(task.isCancelled)
    await task.finish()
  }
}
