import Foundation
import Reductor
import Testing

@testable import ReductorCore

// TCA evaluates a reducer's `body` for every action. A store here builds it once, unless
// building it read a dependency: then it is built again for every action, so that store sends
// and direct `reduce(into:action:)` calls give the same state and effects, shape by shape.

/// A switch that a test flips while a store that read it keeps its dependencies.
private final class Interruptor: @unchecked Sendable {
  // Unchecked: flipped and read by one test on the main actor.
  var encendido = false
}

private enum InterruptorKey: DependencyKey {
  static let liveValue = Interruptor()
}

extension DependencyValues {
  fileprivate var interruptor: Interruptor {
    get { self[InterruptorKey.self] }
    set { self[InterruptorKey.self] = newValue }
  }
}

/// A body that reads a dependency while it is built.
@Reducer
private struct Conmutado {
  struct State: Equatable {
    var registro: [String] = []
  }
  enum Action {
    case tocar
  }

  @Dependency(\.interruptor) var interruptor

  var body: some ReducerOf<Self> {
    if interruptor.encendido {
      Registrar(nota: "encendido")
    } else {
      Registrar(nota: "apagado")
    }
  }
}

/// Notes `nota` for every action.
private struct Registrar: Reducer {
  let nota: String

  func reduce(
    into state: inout Conmutado.State, action: Conmutado.Action
  ) -> Effect<Conmutado.Action> {
    state.registro.append(nota)
    return .none
  }
}

/// The same with no stored property: the dependency is read by a wrapper local to `body`, so
/// direct calls run a body prepared once for the type, which is built again for every action.
@Reducer
private struct ConmutadoSinPropiedades {
  typealias State = Conmutado.State
  typealias Action = Conmutado.Action

  var body: some ReducerOf<Self> {
    @Dependency(\.interruptor) var interruptor
    Registrar(nota: interruptor.encendido ? "encendido" : "apagado")
  }
}

/// A leaf that notes the next id its `uuid` gives, and sends it back as an effect.
@Reducer
private struct Anotador {
  struct State: Equatable {
    var ids: [UUID] = []
    var recibidos: [UUID] = []
  }
  enum Action {
    case anotar
    case anotado(UUID)
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .anotar:
      let id = uuid()
      state.ids.append(id)
      return .send(.anotado(id))
    case let .anotado(id):
      state.recibidos.append(id)
      return .none
    }
  }
}

/// A body that makes a dependency's value where it is built.
@Reducer
private struct ConIncrementales {
  typealias State = Anotador.State
  typealias Action = Anotador.Action

  var body: some ReducerOf<Self> {
    Anotador()
      .dependency(\.uuid, .incrementing)
  }
}

/// A reducer whose stored property a parent sets from its state, for every action.
@Reducer
private struct Multiplicador {
  let factor: Int

  struct State: Equatable {
    var valor = 1
  }
  enum Action {
    case aplicar
    case aplicado(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aplicar:
        state.valor *= factor
        return .send(.aplicado(state.valor))
      case .aplicado:
        return .none
      }
    }
  }
}

/// A parent that builds its child inside `Reduce`, from its state.
@Reducer
private struct Cadena {
  struct State: Equatable {
    var hijo = Multiplicador.State()
    var factor = 2
    var aplicados: [Int] = []
  }
  enum Action {
    case aplicar
    case fijarFactor(Int)
    case hijo(Multiplicador.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aplicar:
        return Multiplicador(factor: state.factor)
          .reduce(into: &state.hijo, action: .aplicar)
          .map(Action.hijo)
      case let .fijarFactor(factor):
        state.factor = factor
        return .none
      case let .hijo(.aplicado(valor)):
        state.aplicados.append(valor)
        return .none
      case .hijo:
        return .none
      }
    }
  }
}

/// A feature with no stored property that presents itself: direct calls run one body, prepared
/// once for the type.
@Reducer
private struct Rama {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    @Presents var hija: Rama.State?
  }
  enum Action {
    case sumar
    case hija(PresentationAction<Rama.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .sumar = action { state.cuenta += 1 }
      return .none
    }
    .ifLet(\.$hija, action: \.hija) {
      Rama()
    }
  }
}

/// The action a lone `.send` effect sends, `nil` for any other effect.
private func sentAction<Action>(_ effect: Effect<Action>) -> Action? {
  if case let .send(action) = effect.operation { return action }
  return nil
}

@MainActor
@Suite struct BodyEvaluationTests {
  /// What a `Conmutado`-like feature notes for one `.tocar` per entry of `switches` (the
  /// switch set to each in turn), through a store and through direct calls.
  private func registros<Feature: Reducer<Conmutado.State, Conmutado.Action>>(
    _ feature: @escaping () -> Feature, switches: [Bool]
  ) -> (store: [String], direct: [String]) {
    let interruptor = Interruptor()
    let store = Store(initialState: Conmutado.State()) {
      feature()
    } withDependencies: {
      $0.interruptor = interruptor
    }
    for encendido in switches {
      interruptor.encendido = encendido
      store.send(.tocar)
    }

    let direct = Interruptor()
    var state = Conmutado.State()
    withDependencies {
      $0.interruptor = direct
    } operation: {
      for encendido in switches {
        direct.encendido = encendido
        _ = feature().reduce(into: &state, action: .tocar)
      }
    }
    return (store.registro, state.registro)
  }

  @Test func aBodyThatReadsADependencyIsEvaluatedForEveryAction() {
    let registros = registros({ Conmutado() }, switches: [false, true, false])
    #expect(registros.store == ["apagado", "encendido", "apagado"])
    #expect(registros.direct == registros.store)
  }

  @Test func aBodyWithNoStoredPropertyThatReadsADependencyIsEvaluatedForEveryAction() {
    #expect(MemoryLayout<ConmutadoSinPropiedades>.size == 0)
    let registros = registros({ ConmutadoSinPropiedades() }, switches: [false, true, false])
    #expect(registros.store == ["apagado", "encendido", "apagado"])
    #expect(registros.direct == registros.store)
  }

  @Test func aDependencyOverrideMadeInTheBodyIsMadeForEveryAction() {
    let store = Store(initialState: Anotador.State()) { ConIncrementales() }
    store.send(.anotar)
    store.send(.anotar)

    var state = Anotador.State()
    let first = ConIncrementales().reduce(into: &state, action: .anotar)
    let second = ConIncrementales().reduce(into: &state, action: .anotar)

    // Each action sees a new `.incrementing` generator, as TCA builds the body anew.
    #expect(store.ids == [UUID(0), UUID(0)])
    #expect(store.recibidos == [UUID(0), UUID(0)])
    #expect(state.ids == store.ids)
    #expect(sentAction(first).map { "\($0)" } == "\(Anotador.Action.anotado(UUID(0)))")
    #expect(sentAction(second).map { "\($0)" } == "\(Anotador.Action.anotado(UUID(0)))")
  }

  @Test func storedPropertiesThatChangeBetweenCalls() {
    var state = Multiplicador.State()
    let byTwo = Multiplicador(factor: 2).reduce(into: &state, action: .aplicar)
    let byThree = Multiplicador(factor: 3).reduce(into: &state, action: .aplicar)
    #expect(state.valor == 6)
    #expect(sentAction(byTwo).map { "\($0)" } == "\(Multiplicador.Action.aplicado(2))")
    #expect(sentAction(byThree).map { "\($0)" } == "\(Multiplicador.Action.aplicado(6))")

    let store = Store(initialState: Multiplicador.State()) { Multiplicador(factor: 2) }
    store.send(.aplicar)
    store.send(.aplicar)
    #expect(store.valor == 4)
  }

  @Test func reducersBuiltInsideReduce() {
    let store = Store(initialState: Cadena.State()) { Cadena() }
    store.send(.aplicar)
    store.send(.fijarFactor(3))
    store.send(.aplicar)

    var state = Cadena.State()
    var effects: [Effect<Cadena.Action>] = []
    for action in [Cadena.Action.aplicar, .fijarFactor(3), .aplicar] {
      effects.append(Cadena().reduce(into: &state, action: action))
      // What the store runs next: the action a `.send` effect sends.
      if let sent = sentAction(effects.last!) {
        _ = Cadena().reduce(into: &state, action: sent)
      }
    }

    #expect(store.hijo.valor == 6)
    #expect(store.aplicados == [2, 6])
    #expect(state == store.state)
  }

  @Test func aBodyThatReadsNothingIsBuiltOnce() {
    final class Builds: @unchecked Sendable {
      // Unchecked: counted by one test on the main actor.
      var count = 0
    }
    let builds = Builds()
    struct Contado: Reducer {
      let builds: Builds
      var body: some Reducer<Int, Void> {
        // swift-format-ignore: NoAssignmentInExpressions
        // A result builder takes declarations, not statements: the count is kept in one.
        let _ = builds.count += 1
        Reduce { state, _ in
          state += 1
          return .none
        }
      }
    }
    let store = Store(initialState: 0) { Contado(builds: builds) }
    store.send(())
    store.send(())
    store.send(())
    #expect(store.state == 3)
    #expect(builds.count == 1)
  }

  /// What `task` returns in each of eight tasks run at once.
  nonisolated func inEightTasks(_ task: @escaping @Sendable () -> Int) async -> [Int] {
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask(operation: task)
      }
      var results: [Int] = []
      for await result in group { results.append(result) }
      return results
    }
  }

  @Test func directCallsFromManyThreadsShareOnePreparedBody() async {
    // Each task counts the ids it got; a run that saw a generator shared across actions would
    // count ids other than `UUID(0)`.
    let counts = await inEightTasks {
      var state = Anotador.State()
      for _ in 0..<500 {
        _ = ConIncrementales().reduce(into: &state, action: .anotar)
      }
      return state.ids.filter { $0 == UUID(0) }.count
    }
    #expect(counts == Array(repeating: 500, count: 8))
  }

  @Test func aBodyThatReadsNothingIsPreparedOnceForDirectCallsFromManyThreads() async {
    let counts = await inEightTasks {
      var state = Rama.State(hija: Rama.State(hija: Rama.State()))
      for _ in 0..<500 {
        _ = Rama().reduce(into: &state, action: .hija(.presented(.hija(.presented(.sumar)))))
      }
      return state.hija?.hija?.cuenta ?? -1
    }
    #expect(counts == Array(repeating: 500, count: 8))
    #expect(_DirectBodies.prepared(for: Rama.self) != nil)
  }
}
