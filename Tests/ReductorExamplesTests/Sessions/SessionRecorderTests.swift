import Foundation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore

// What a session recorder records, and the test it writes, on small features of this file:
// where `receive` steps go, what a dependency that was not given becomes, the limit, two
// stores, a child's session, named effects and runtime warnings.

/// An order: sending it starts an effect that waits a second on the clock and confirms it.
@Reducer
struct Pedido {
  @ObservableState
  struct State: Equatable {
    var enviados = 0
    var confirmados = 0
    var nota = ""
  }

  enum Action {
    case enviarPulsado
    case confirmado
    case notaCambiada(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .enviarPulsado:
        state.enviados += 1
        return .run(name: "confirmar") { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.confirmado)
        }
      case .confirmado:
        state.confirmados += 1
        return .none
      case let .notaCambiada(nota):
        state.nota = nota
        return .none
      }
    }
  }
}

/// A search whose request a new query cancels by id.
@Reducer
struct Buscador {
  @ObservableState
  struct State: Equatable {
    var consulta = ""
  }

  enum Action {
    case consultaCambiada(String)
    case cancelarPulsado
    case resultados([String])
  }

  enum ID { case busqueda }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .consultaCambiada(consulta):
        state.consulta = consulta
        return .run(name: "buscar") { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.resultados([consulta]))
        }
        .cancellable(id: ID.busqueda, cancelInFlight: true)
      case .cancelarPulsado:
        return .cancel(id: ID.busqueda)
      case .resultados:
        return .none
      }
    }
  }
}

/// A screen holding an order, and an optional one whose actions can arrive too late.
@Reducer
struct Mostrador {
  @ObservableState
  struct State: Equatable {
    var pedido = Pedido.State()
    var extra: Pedido.State?
  }

  enum Action {
    case pedido(Pedido.Action)
    case extra(Pedido.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.pedido, action: \.pedido) { Pedido() }
      .ifLet(\.extra, action: \.extra) { Pedido() }
  }
}

/// A feature whose state is not `Equatable`: no `TestStore` can hold it.
@Reducer
struct SinIgualdad {
  struct State { var cuenta = 0 }
  enum Action { case sumar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}

@MainActor
@Suite struct SessionRecorderTests {
  /// Live, the effect's action arrives after the second send (the clock is advanced then);
  /// replayed on an immediate clock it arrives right after the first: the `receive` goes where
  /// the replay received it, and a comment says when the live session had it.
  @Test func receiveStepsGoWhereTheReplayReceivedThem() async {
    let recorder = SessionRecorder(
      dependencies: #dependencies { $0.continuousClock = ImmediateClock() })
    let clock = TestClock()
    let store = Store(initialState: Pedido.State()) {
      Pedido().recordSession(into: recorder)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.enviarPulsado)
    store.send(.notaCambiada("urgente"))
    await clock.advance(by: .seconds(1))
    await settle(until: { store.confirmados == 1 })

    #expect(
      await recorder.testSource(named: "reproduce") == """
        // A session recorded with Reductor's SessionRecorder, reproduced as a test.
        // 2 actions sent to the store.

        #if canImport(ComposableArchitecture)
          import ComposableArchitecture
        #else
          import Reductor
        #endif
        import Foundation
        import Testing
        @testable import ReductorExamplesTests

        @MainActor
        @Test func reproduce() async {
          let store = TestStore(initialState: Pedido.State(enviados: 0, confirmados: 0, nota: "")) {
            Pedido()
          } withDependencies: {
            $0.continuousClock = ImmediateClock()
          }

          await store.send(.enviarPulsado) {
            $0.enviados = 1
          }

          // In the live session this action arrived after send #2 (.notaCambiada("urgente")).
          // The live session's state after this step differed from the replay's:
          //   $0.nota = "urgente"
          await store.receive(\\.confirmado) {
            $0.confirmados = 1
          }

          // The live session's state after this step differed from the replay's:
          //   $0.confirmados = 0
          await store.send(.notaCambiada("urgente")) {
            $0.nota = "urgente"
          }

          await store.finish()
        }

        """)
  }

  /// The same session, recorded without the clock: the test is written from the recording,
  /// with the clock a placeholder, and effects still running at the end are skipped.
  @Test func aDependencyNotGivenIsAPlaceholderAndNothingIsReplayed() async {
    let recorder = SessionRecorder()
    let store = Store(initialState: Pedido.State()) {
      Pedido().recordSession(into: recorder)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.send(.enviarPulsado)
    let source = await recorder.testSource(named: "reproduce")
    #expect(source.contains("// Written from the recording, not replayed"))
    #expect(source.contains("  } withDependencies: {\n    $0.continuousClock = <#"))
    #expect(source.contains("  await store.send(.enviarPulsado) {\n    $0.enviados = 1\n  }"))
    #expect(source.hasSuffix("  await store.skipInFlightEffects()\n}\n"))
  }

  @Test func aStateThatIsNotEquatableGivesNoTest() async {
    let recorder = SessionRecorder()
    let store = Store(initialState: SinIgualdad.State()) {
      SinIgualdad().recordSession(into: recorder)
    }
    store.send(.sumar)
    #expect(
      await recorder.testSource(named: "reproduce")
        == """
        #error("SessionRecorder can write a test of SinIgualdad only if its State is Equatable, \
        as a TestStore's is")

        """)
    #expect(recorder.trace().contains("  SinIgualdad: cuenta 0 → 1"))
  }

  /// `limit` keeps the last actions, and the test starts from the state before the oldest.
  @Test func theLimitKeepsTheLastActions() async {
    let recorder = SessionRecorder(limit: 2)
    let store = Store(initialState: Pedido.State()) {
      Pedido().recordSession(into: recorder)
    }
    store.send(.notaCambiada("a"))
    store.send(.notaCambiada("b"))
    store.send(.notaCambiada("c"))
    #expect(
      recorder.trace() == """
        (1 earlier action not kept; limit 2)
        [2] .notaCambiada("b") — sent to the store
          Pedido: nota "a" → "b"
        [3] .notaCambiada("c") — sent to the store
          Pedido: nota "b" → "c"

        """)
    let source = await recorder.testSource(named: "reproduce")
    #expect(
      source.contains(
        "TestStore(initialState: Pedido.State(enviados: 0, confirmados: 0, nota: \"a\"))"))
    #expect(source.contains("// The recorder kept the last 2 actions"))
  }

  /// A recorder given to two stores records both, marks each action with its store, and warns
  /// once.
  @Test func twoStoresAreBothRecordedWithAWarning() {
    let recorder = SessionRecorder()
    let (_, warnings) = capturingWarnings {
      let first = Store(initialState: Pedido.State()) { Pedido().recordSession(into: recorder) }
      let second = Store(initialState: Pedido.State()) { Pedido().recordSession(into: recorder) }
      let third = Store(initialState: Pedido.State()) { Pedido().recordSession(into: recorder) }
      first.send(.notaCambiada("uno"))
      second.send(.notaCambiada("dos"))
      third.send(.notaCambiada("tres"))
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message.hasPrefix(
        "A SessionRecorder is recording a second store of Pedido.") == true)
    #expect("\(warnings.first?.fileID ?? "")" == "ReductorExamplesTests/SessionRecorderTests.swift")
    #expect(
      recorder.trace() == """
        [1] .notaCambiada("uno") — sent to the store (store 1)
          Pedido: nota "" → "uno"
        [2] .notaCambiada("dos") — sent to the store (store 2)
          Pedido: nota "" → "dos"
        [3] .notaCambiada("tres") — sent to the store (store 3)
          Pedido: nota "" → "tres"

        """)
  }

  /// Applied to a child's reducer, it records the child's session: its actions, as the child's.
  @Test func aChildsSessionIsTheChilds() async {
    let recorder = SessionRecorder()
    let store = Store(initialState: Mostrador.State()) {
      Scope(state: \Mostrador.State.pedido, action: \Mostrador.Action.Cases.pedido) {
        Pedido().recordSession(into: recorder)
      }
    }
    store.send(.pedido(.notaCambiada("para llevar")))
    store.send(.extra(.notaCambiada("nada")))
    #expect(
      recorder.trace() == """
        [1] .notaCambiada("para llevar") — sent to the store
          Pedido: nota "" → "para llevar"

        """)
  }

  /// A store without the recorder, made while one records, runs and records nothing of it.
  @Test func otherStoresAreNotRecorded() {
    let recorder = SessionRecorder()
    let recorded = Store(initialState: Pedido.State()) { Pedido().recordSession(into: recorder) }
    let plain = Store(initialState: Pedido.State()) { Pedido() }
    plain.send(.notaCambiada("sin grabar"))
    recorded.send(.notaCambiada("grabado"))
    #expect(
      recorder.trace()
        == "[1] .notaCambiada(\"grabado\") — sent to the store\n  Pedido: nota \"\" → \"grabado\"\n"
    )
    #expect(plain.nota == "sin grabar")
  }

  /// `.run(name:)` names the effect's task, and the trace names the effect by it; how it ended
  /// (cancelled with the store's task) is said.
  @Test func aNamedEffectIsTracedByItsName() async {
    let recorder = SessionRecorder()
    let names = LockIsolated<[String?]>([])
    let store = Store(initialState: Pedido.State()) {
      Reduce<Pedido.State, Pedido.Action> { _, _ in
        .run(name: "registrar") { _ in names.withValue { $0.append(Task.name) } }
      }
      .recordSession(into: recorder)
    }
    await store.send(.enviarPulsado).finish()
    #expect(names.value == ["registrar"])
    let pedidos = SessionRecorder()
    let clock = TestClock()
    let pedido = Store(initialState: Pedido.State()) {
      Pedido().recordSession(into: pedidos)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = pedido.send(.enviarPulsado)
    task.cancel()
    await task.finish()
    #expect(
      pedidos.trace().contains(
        """
          Pedido: enviados 0 → 1; read continuousClock; started effect confirmar
            Pedido: effect confirmar sent nothing; ended: cancelled
        """))
  }

  /// An effect cancelled by its id, by `cancelInFlight` and by `.cancel(id:)`, says so. (The
  /// clock is read where the effect is made, by the reducer.)
  @Test func effectsCancelledByID() async {
    let recorder = SessionRecorder()
    let store = Store(initialState: Buscador.State()) {
      Buscador().recordSession(into: recorder)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let primera = store.send(.consultaCambiada("pa"))
    let segunda = store.send(.consultaCambiada("pan"))
    store.send(.cancelarPulsado)
    await primera.finish()
    await segunda.finish()
    let trace = recorder.trace()
    #expect(
      trace.contains(
        """
        [2] .consultaCambiada("pan") — sent to the store
          Buscador: consulta "pa" → "pan"; read continuousClock; started effect buscar; cancelled \
        id Buscador.ID.busqueda
            Buscador: effect buscar sent nothing; ended: cancelled by id Buscador.ID.busqueda
        [3] .cancelarPulsado — sent to the store
          Buscador: cancelled id Buscador.ID.busqueda
        """))
    #expect(
      trace.contains(
        "    Buscador: effect buscar sent nothing; ended: cancelled by id Buscador.ID.busqueda\n[2]"
      ))
  }

  /// An action for a child that is gone raises a runtime warning: the trace shows it at the
  /// level that raised it, and the test says the live session raised it there.
  @Test func runtimeWarningsOnTheWay() async {
    let recorder = SessionRecorder()
    let store = Store(initialState: Mostrador.State()) {
      Mostrador().recordSession(into: recorder)
    }
    let (_, warnings) = capturingWarnings {
      store.send(.extra(.notaCambiada("tarde")))
    }
    #expect(warnings.count == 1)
    let trace = recorder.trace()
    #expect(
      trace.hasPrefix(
        "[1] .extra(.notaCambiada(\"tarde\")) — sent to the store\n  Mostrador\n    ⚠︎ "))
    let source = await recorder.testSource(named: "reproduce")
    #expect(source.contains("  // The live session raised a runtime warning here: "))
  }
}
