import Reductor
import ReductorTestSupport
import Testing

// One table of effect trees, each run from a `Store` (on the main serial executor, so that its
// order is the same every run) and from a `TestStore`, which must see the same actions in the
// same order: the one interpreter (`Effect.start(in:)`) is what both run.
//
// Each row says what in TCA it follows. Line numbers are those of TCA 1.25: `Effect.swift`'s
// `run` at 92–136 and `send` at 138–149, as its documentation cites them, and the functions
// below them counted from there (`merge(with:)` ≈ 261, `concatenate(with:)` ≈ 321, `map` ≈
// 359); `Core.swift`'s `RootCore._send` ≈ 68, which subscribes an action's effect at once, on
// the main actor (≈ 100), and starts a `.run` in a `Task(priority:)` of its own (≈ 134);
// `Effects/Cancellation.swift`'s `cancellable(id:cancelInFlight:)` and `cancel(id:)`. Lines
// move between versions.

/// How a priority reads in the log.
private func nombre(_ priority: TaskPriority?) -> String {
  switch priority {
  case nil: "ninguna"
  case .high?: "alta"
  case .medium?: "media"
  case .low?: "baja"
  case .background?: "fondo"
  case let other?: "\(other.rawValue)"
  }
}

/// What the task running an effect reports about its priority.
private func prioridades(_ etiqueta: String) -> String {
  "\(etiqueta) base=\(nombre(Task.basePriority)) actual=\(nombre(Task.currentPriority))"
}

/// The same, for a task that is a child of a merge's task: there only the base priority is
/// the effect's own (the current one is the merge's, as in TCA).
private func prioridadBase(_ etiqueta: String) -> String {
  "\(etiqueta) base=\(nombre(Task.basePriority))"
}

@Reducer
private struct Hijo {
  @ObservableState
  struct State: Equatable {}
  enum Action: Equatable {
    case empezar
    case log(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .empezar:
        // Tasks at every depth: a merge's, a concatenation's step and its continuation.
        return .merge(
          .run { _ in try await Task.never() },
          .concatenate(
            .send(.log("cabeza")),
            .run { _ in try await Task.never() },
            .send(.log("nunca"))
          )
        )
      case .log:
        return .none
      }
    }
  }
}

/// The actions a child's effect sends, mapped to the parent's with `map`.
private enum DelHijo: Equatable, Sendable {
  case x, y
  case prioridad(String)
}

/// The rows of the table.
private enum Fila: String, CaseIterable, Sendable {
  case envio, run, envioCancelable
  case mergeDeEnvios, mergeConConcatenacion
  case concatenacionEnvioRunEnvio, concatenacionDeRuns, concatenacionConMergeAlPrincipio
  case mapConcatenacion
  case prioridadArriba, prioridadEnConcatenacion, prioridadEnMap, prioridadEnMergeAnidado
  case prioridadCancelable
  case cancelarUnPaso, cancelarUnPasoEnVuelo, cancelarLaConcatenacion
  case cancelarEsperaLaLimpieza, cancelarLlegaATodasLasTareas, cancelDondeSeAlcanza
  case despedirAlHijo
}

@Reducer
private struct Tabla {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
    @Presents var destino: Hijo.State?
  }
  enum Action: Equatable {
    case empezar(Fila)
    case cancelar(Ident)
    case reemplazarPaso
    case esperarOtro
    case log(String)
    case hijo(DelHijo)
    case destino(PresentationAction<Hijo.Action>)
  }
  enum Ident: Hashable, Sendable {
    case paso, todo, otro
  }

  /// What effects do besides sending actions (a cancelled task's cleanup, which can send
  /// nothing), in order.
  let registro: LockedArray

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .empezar(fila):
        if fila == .despedirAlHijo {
          state.destino = Hijo.State()
          return .send(.destino(.presented(.empezar)))
        }
        return efecto(fila)
      case let .cancelar(id):
        return .cancel(id: id)
      case .reemplazarPaso:
        return .run { _ in }.cancellable(id: Ident.paso, cancelInFlight: true)
      case .esperarOtro:
        let registro = registro
        return .run { _ in
          await withTaskCancellationHandler {
            try? await Task.never()
          } onCancel: {
            registro.append("otro cancelado")
          }
        }
        .cancellable(id: Ident.otro)
      case let .log(texto):
        state.log.append(texto)
        return .none
      case let .hijo(accion):
        state.log.append("hijo \(accion)")
        return .none
      case let .destino(.presented(.log(texto))):
        state.log.append("destino \(texto)")
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino) { Hijo() }
  }

  func efecto(_ fila: Fila) -> Effect<Action> {
    let registro = registro
    switch fila {
    case .envio:
      return .send(.log("a"))
    case .run:
      return .run { send in await send(.log("r")) }
    case .envioCancelable:
      return .send(.log("a")).cancellable(id: Ident.paso)
    case .mergeDeEnvios:
      return .merge(.send(.log("a")), .send(.log("b")))
    case .mergeConConcatenacion:
      return .merge(
        .concatenate(.send(.log("uno")), .run { send in await send(.log("tres")) }),
        .send(.log("dos"))
      )
    case .concatenacionEnvioRunEnvio:
      return .concatenate(
        .send(.log("a")), .run { send in await send(.log("b")) }, .send(.log("c"))
      )
    case .concatenacionDeRuns:
      return .concatenate(
        .run { send in await send(.log("1")) }, .run { send in await send(.log("2")) }
      )
    case .concatenacionConMergeAlPrincipio:
      return .concatenate(
        .merge(.send(.log("a")), .run { send in await send(.log("b")) }), .send(.log("c"))
      )
    case .mapConcatenacion:
      return Effect<DelHijo>.concatenate(.send(.x), .run { send in await send(.y) })
        .map(Action.hijo)
    case .prioridadArriba:
      return .run(priority: .background) { send in await send(.log(prioridades("fondo"))) }
    case .prioridadEnConcatenacion:
      return .concatenate(
        .send(.log("cabeza")),
        .run(priority: .background) { send in await send(.log(prioridades("fondo"))) },
        .run(priority: .high) { send in await send(.log(prioridades("alta"))) }
      )
    case .prioridadEnMap:
      return Effect<DelHijo>.concatenate(
        .send(.prioridad("cabeza")),
        .run(priority: .low) { send in await send(.prioridad(prioridades("baja"))) }
      )
      .map(Action.hijo)
    case .prioridadEnMergeAnidado:
      return .concatenate(
        .send(.log("cabeza")),
        .merge(
          .run(priority: .background) { send in await send(.log(prioridadBase("fondo"))) },
          .run(priority: .high) { send in await send(.log(prioridadBase("alta"))) }
        ),
        .send(.log("fin"))
      )
    case .prioridadCancelable:
      return .concatenate(
        .send(.log("cabeza")),
        .run(priority: .low) { send in await send(.log(prioridades("baja"))) }
          .cancellable(id: Ident.paso),
        .send(.log("fin"))
      )
    case .cancelarUnPaso:
      return .concatenate(
        .run { _ in try await Task.never() }.cancellable(id: Ident.paso),
        .send(.log("siguiente"))
      )
    case .cancelarUnPasoEnVuelo:
      return .concatenate(
        .run { _ in try await Task.never() }.cancellable(id: Ident.paso, cancelInFlight: true),
        .send(.log("siguiente"))
      )
    case .cancelarLaConcatenacion:
      return .concatenate(.run { _ in try await Task.never() }, .send(.log("nunca")))
        .cancellable(id: Ident.todo)
    case .cancelarEsperaLaLimpieza:
      return .concatenate(
        .run { _ in
          do {
            try await Task.never()
          } catch {
            // Cleanup that takes several turns of the executor.
            for _ in 0..<20 { await Task.yield() }
            registro.append("limpiado")
          }
        },
        .send(.log("nunca"))
      )
      .cancellable(id: Ident.todo)
    case .cancelarLlegaATodasLasTareas:
      return .merge(
        .run { _ in try await Task.never() },
        .concatenate(
          .send(.log("cabeza")),
          .merge(.run { _ in try await Task.never() }, .run { _ in try await Task.never() }),
          .send(.log("nunca"))
        )
        .map { $0 }
      )
      .cancellable(id: Ident.todo)
    case .cancelDondeSeAlcanza:
      return .concatenate(
        .run { send in
          registro.append("primero")
          await send(.log("primero"))
        },
        .cancel(id: Ident.otro)
      )
    case .despedirAlHijo:
      return .none
    }
  }
}

/// An action a row sends once its effects have started, and the state it changes.
private struct Paso: Sendable {
  let accion: Tabla.Action
  var cambio: (@Sendable (inout Tabla.State) -> Void)?
}

/// A row: what is sent, and what both stores must see.
private struct Caso: Sendable, CustomTestStringConvertible {
  let fila: Fila
  /// What TCA behaviour the row follows.
  let tca: String
  /// Sent before the row's own action (an effect the row cancels).
  var antes: [Tabla.Action] = []
  /// The actions logged by the time `send` returns: the row's `.send`s reduced at once.
  let enSeguida: [String]
  /// Every action logged once the row's effects have started (before `despues`), in order.
  var alEmpezar: [String]? = nil
  /// Sent once the row's effects have started, with the state each changes.
  var despues: [Paso] = []
  /// Every action logged in the end, in order.
  let todo: [String]
  /// What the effects recorded besides actions, in order.
  var registro: [String] = []

  var testDescription: String { fila.rawValue }

  static let todos: [Caso] = [
    Caso(
      fila: .envio, tca: "Effect.swift:138 send: a Just, subscribed at once (Core.swift:100)",
      enSeguida: ["a"], todo: ["a"]
    ),
    Caso(
      fila: .run, tca: "Effect.swift:92 run; Core.swift:134 a Task of its own",
      enSeguida: [], todo: ["r"]
    ),
    Caso(
      fila: .envioCancelable,
      tca: "Cancellation.swift cancellable(id:) over a publisher: delivered at once",
      enSeguida: ["a"], todo: ["a"]
    ),
    Caso(
      fila: .mergeDeEnvios, tca: "Effect.swift:261 merge(with:): Publishers.Merge of two Justs",
      enSeguida: ["a", "b"], todo: ["a", "b"]
    ),
    Caso(
      fila: .mergeConConcatenacion,
      tca: "Effect.swift:321 concatenate(with:) subscribes its prefix at once, inside merge",
      enSeguida: ["uno", "dos"], todo: ["uno", "dos", "tres"]
    ),
    Caso(
      fila: .concatenacionEnvioRunEnvio,
      tca: "Effect.swift:321 concatenate(with:): the suffix once the prefix completes",
      enSeguida: ["a"], todo: ["a", "b", "c"]
    ),
    Caso(
      fila: .concatenacionDeRuns, tca: "Effect.swift:321 concatenate(with:) of two runs, in order",
      enSeguida: [], todo: ["1", "2"]
    ),
    Caso(
      fila: .concatenacionConMergeAlPrincipio,
      tca: "Effect.swift:321 the prefix, a merge, delivers its Just when subscribed",
      enSeguida: ["a"], todo: ["a", "b", "c"]
    ),
    Caso(
      fila: .mapConcatenacion,
      tca: "Effect.swift:359 map: the mapped publisher delivers as the original does",
      enSeguida: ["hijo x"], todo: ["hijo x", "hijo y"]
    ),
    Caso(
      fila: .prioridadArriba, tca: "Core.swift:134 Task(priority:)",
      enSeguida: [], todo: ["fondo base=fondo actual=fondo"]
    ),
    Caso(
      fila: .prioridadEnConcatenacion,
      tca: "Effect.swift:341 concatenate(with:) runs a prioritized step in Task(priority:)",
      enSeguida: ["cabeza"],
      todo: ["cabeza", "fondo base=fondo actual=fondo", "alta base=alta actual=alta"]
    ),
    Caso(
      fila: .prioridadEnMap, tca: "Effect.swift:359 map keeps the run's priority",
      enSeguida: ["hijo prioridad(\"cabeza\")"],
      todo: ["hijo prioridad(\"cabeza\")", "hijo prioridad(\"baja base=baja actual=baja\")"]
    ),
    Caso(
      fila: .prioridadEnMergeAnidado,
      tca: "Effect.swift:281 merge(with:) adds each run with addTask(priority:)",
      enSeguida: ["cabeza"], todo: ["cabeza", "fondo base=fondo", "alta base=alta", "fin"]
    ),
    Caso(
      fila: .prioridadCancelable,
      tca: "Cancellation.swift cancellable(id:) over a run keeps its priority",
      enSeguida: ["cabeza"], todo: ["cabeza", "baja base=baja actual=baja", "fin"]
    ),
    Caso(
      fila: .cancelarUnPaso,
      tca: "Effect.swift:305 concatenate: 'after it completes or is cancelled, runs the other'",
      enSeguida: [], despues: [Paso(accion: .cancelar(.paso))], todo: ["siguiente"]
    ),
    Caso(
      fila: .cancelarUnPasoEnVuelo,
      tca: "Cancellation.swift cancelInFlight cancels the step; the concatenation goes on",
      enSeguida: [], despues: [Paso(accion: .reemplazarPaso)], todo: ["siguiente"]
    ),
    Caso(
      fila: .cancelarLaConcatenacion,
      tca: "Cancellation.swift cancel(id:) ends the step and the rest",
      enSeguida: [], despues: [Paso(accion: .cancelar(.todo))], todo: []
    ),
    Caso(
      fila: .cancelarEsperaLaLimpieza,
      tca: "Effect.swift:341 the awaited Task's cancellableValue waits for the cancelled work",
      enSeguida: [], despues: [Paso(accion: .cancelar(.todo))], todo: [], registro: ["limpiado"]
    ),
    Caso(
      fila: .cancelarLlegaATodasLasTareas,
      tca: "Cancellation.swift cancel(id:) reaches every task the effect started",
      enSeguida: ["cabeza"], despues: [Paso(accion: .cancelar(.todo))], todo: ["cabeza"]
    ),
    Caso(
      fila: .cancelDondeSeAlcanza,
      tca: """
        Cancellation.swift cancel(id:) takes effect when TCA builds it (an accident of \
        Combine); here, when the walk reaches it: after the step before it
        """,
      antes: [.esperarOtro], enSeguida: [], todo: ["primero"],
      registro: ["primero", "otro cancelado"]
    ),
    Caso(
      fila: .despedirAlHijo,
      tca: "PresentationReducer: dismissing cancels the child's effects, at any depth",
      enSeguida: ["destino cabeza"],
      despues: [Paso(accion: .destino(.dismiss)) { $0.destino = nil }], todo: ["destino cabeza"]
    ),
  ]
}

extension MainSerialExecutorSuites {
  @MainActor
  @Suite struct EffectTableTests {
    @Test(arguments: Caso.todos)
    fileprivate func aStoreAndATestStoreSeeTheSameActions(_ caso: Caso) async throws {
      let enStore = await Self.runInStore(caso)
      #expect(enStore.enSeguida == caso.enSeguida, "\(caso.tca)")
      #expect(enStore.todo == caso.todo, "\(caso.tca)")
      #expect(enStore.registro == caso.registro, "\(caso.tca)")
      let registro = await Self.runInTestStore(caso)
      #expect(registro == caso.registro, "\(caso.tca)")
    }

    /// The row in a `Store` on the main serial executor: what was logged when `send` returned,
    /// in the end, and what the effects recorded.
    fileprivate static func runInStore(_ caso: Caso) async -> (
      enSeguida: [String], todo: [String], registro: [String]
    ) {
      let registro = LockedArray()
      var resultado: (enSeguida: [String], todo: [String], registro: [String]) = ([], [], [])
      await withMainSerialExecutor {
        let store = Store(initialState: Tabla.State()) { Tabla(registro: registro) }
        var tareas = caso.antes.map { store.send($0) }
        await Self.turns()
        tareas.append(store.send(.empezar(caso.fila)))
        resultado.enSeguida = store.log
        await Self.turns()
        if let alEmpezar = caso.alEmpezar { #expect(store.log == alEmpezar) }
        for paso in caso.despues {
          tareas.append(store.send(paso.accion))
          await Self.turns()
        }
        for tarea in tareas { await tarea.finish() }
        resultado.todo = store.log
      }
      resultado.registro = registro.values
      return resultado
    }

    /// The row in a `TestStore`, written as a TCA test is: each logged action received in order,
    /// every effect finished by the end.
    fileprivate static func runInTestStore(_ caso: Caso) async -> [String] {
      let registro = LockedArray()
      let store = TestStore(initialState: Tabla.State()) { Tabla(registro: registro) }
      var log: [String] = []
      func receive(_ texto: String) async {
        log.append(texto)
        let esperado = log
        if texto.hasPrefix("hijo ") {
          await store.receive(\.hijo) { $0.log = esperado }
        } else if texto.hasPrefix("destino ") {
          await store.receive(\.destino.presented.log) { $0.log = esperado }
        } else {
          await store.receive(\.log, texto) { $0.log = esperado }
        }
      }
      for accion in caso.antes { await store.send(accion) }
      if caso.fila == .despedirAlHijo {
        await store.send(.empezar(caso.fila)) { $0.destino = Hijo.State() }
        await store.receive(\.destino.presented.empezar)
      } else {
        await store.send(.empezar(caso.fila))
      }
      let aLaEspera = caso.despues.isEmpty ? caso.todo : (caso.alEmpezar ?? caso.enSeguida)
      for texto in aLaEspera { await receive(texto) }
      for paso in caso.despues {
        await store.send(paso.accion, assert: paso.cambio)
      }
      for texto in caso.todo.dropFirst(aLaEspera.count) { await receive(texto) }
      await store.finish()
      return registro.values
    }

    /// Lets the effects run until they wait on something: on the main serial executor they run
    /// one job at a time each time the test yields, so a fixed number of turns is the same point
    /// every run.
    static func turns() async {
      for _ in 0..<100 { await Task.yield() }
    }
  }
}
