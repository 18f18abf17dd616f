import Reductor

/// The feature of the issue that found `TestStore` passing broken tests.
@Reducer
public struct Caja {
  @ObservableState
  public struct State: Equatable {
    public var cuenta = 0
    public init(cuenta: Int = 0) { self.cuenta = cuenta }
  }
  public enum Action: Equatable {
    case tarde, hecho, larga, primero, segundo
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tarde: return .run { send in await send(.hecho) }
      case .hecho:
        state.cuenta += 1
        return .none
      case .larga: return .run { _ in try await Task.sleep(for: .seconds(3600)) }
      case .primero: return .send(.segundo)
      case .segundo: return .none
      }
    }
  }
}

/// A timer that ticks every second until stopped.
@Reducer
public struct Cronometro {
  @ObservableState
  public struct State: Equatable {
    public var segundos = 0
    public init() {}
  }
  public enum Action: Equatable { case empezar, parar, tic }
  enum ID { case temporizador }
  @Dependency(\.continuousClock) var clock
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .empezar:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
        .cancellable(id: ID.temporizador)
      case .parar:
        return .cancel(id: ID.temporizador)
      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}

/// A counter whose count is shared state, changed by the reducer and by an effect.
@Reducer
public struct Marcador {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("marcador")) public var puntos = 0
    public var jugadas = 0
    public init() {}
  }
  public enum Action: Equatable {
    case anotar, anotarEnEfecto, anotarYAvisar, anotarDosVeces, anotado, nada
  }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anotar:
        state.$puntos.withLock { $0 += 1 }
        state.jugadas += 1
        return .none
      case .anotarEnEfecto:
        return .run { [puntos = state.$puntos] _ in puntos.withLock { $0 += 10 } }
      case .anotarYAvisar:
        return .run { [puntos = state.$puntos] send in
          puntos.withLock { $0 += 10 }
          await send(.anotado)
        }
      case .anotarDosVeces:
        return .run { [puntos = state.$puntos] send in
          puntos.withLock { $0 += 1 }
          await send(.anotado)
          puntos.withLock { $0 += 1 }
          await send(.anotado)
        }
      case .anotado, .nada:
        return .none
      }
    }
  }
}
