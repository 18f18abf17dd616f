import Reductor
import Testing

/// A directory that presents a subdirectory: a feature that presents itself. Its levels have
/// the same bits (the same `rastro`, if any), so they reuse the runner being prepared, which
/// they reach without owning it.
@Reducer
struct Directorio {
  /// An object the body holds (through its `Reduce` closure) for as long as the runner lives.
  var rastro: Rastro?

  @ObservableState
  struct State: Equatable {
    var aperturas = 0
    @Presents var subdirectorio: Directorio.State?
  }

  enum Action {
    case abrir
    case subdirectorio(PresentationAction<Directorio.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { [rastro] state, action in
      withExtendedLifetime(rastro) {}
      if case .abrir = action { state.aperturas += 1 }
      return .none
    }
    .ifLet(\.$subdirectorio, action: \.subdirectorio) {
      Directorio(rastro: rastro)
    }
  }
}

/// A level that presents the next level with other settings: its own depth.
@Reducer
struct Nivel {
  let profundidad: Int
  /// A closure of its own, as a `@Dependency` has: values never have the same bits.
  let etiqueta: @Sendable () -> String

  init(profundidad: Int = 0) {
    self.profundidad = profundidad
    self.etiqueta = { "nivel \(profundidad)" }
  }

  @ObservableState
  struct State: Equatable {
    var vista: Int?
    var texto = ""
    @Presents var siguiente: Nivel.State?
  }

  enum Action {
    case mirar
    case siguiente(PresentationAction<Nivel.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .mirar = action {
        state.vista = profundidad
        state.texto = etiqueta()
      }
      return .none
    }
    .ifLet(\.$siguiente, action: \.siguiente) {
      Nivel(profundidad: profundidad + 1)
    }
  }
}

/// Counts how many of its instances are alive.
final class Rastro: Sendable {
  static let vivos = LockIsolated(0)
  init() { Self.vivos.withValue { $0 += 1 } }
  deinit { Self.vivos.withValue { $0 -= 1 } }
}

@Suite struct PreparedReducerTests {
  @Test func aFeatureThatPresentsItselfIsPrepared() {
    let reducer = _PreparedReducer(Directorio())
    var state = Directorio.State(subdirectorio: Directorio.State(subdirectorio: Directorio.State()))
    _ = reducer.reduce(
      into: &state, action: .subdirectorio(.presented(.subdirectorio(.presented(.abrir)))))
    _ = reducer.reduce(into: &state, action: .subdirectorio(.presented(.abrir)))
    #expect(state.aperturas == 0)
    #expect(state.subdirectorio?.aperturas == 1)
    #expect(state.subdirectorio?.subdirectorio?.aperturas == 1)
  }

  @Test func eachLevelWithOtherSettingsRunsItsOwnValue() {
    let reducer = _PreparedReducer(Nivel())
    var state = Nivel.State(
      siguiente: Nivel.State(siguiente: Nivel.State(siguiente: Nivel.State())))
    for depth in 0...3 {
      var action = Nivel.Action.mirar
      for _ in 0..<depth { action = .siguiente(.presented(action)) }
      _ = reducer.reduce(into: &state, action: action)
      // Again, now that the level has been prepared.
      _ = reducer.reduce(into: &state, action: action)
    }
    #expect(state.vista == 0)
    #expect(state.siguiente?.vista == 1)
    #expect(state.siguiente?.siguiente?.vista == 2)
    #expect(state.siguiente?.siguiente?.siguiente?.vista == 3)
    #expect(state.siguiente?.siguiente?.siguiente?.texto == "nivel 3")
  }

  // The levels below reach the runner through unretained references: a copy of the prepared
  // reducer keeps what they reach alive, and once every copy is gone nothing is left (no
  // cycle between the runner and the levels that reuse it).
  @Test func aPreparedFeatureThatPresentsItselfLivesAsLongAsItsCopies() {
    let antes = Rastro.vivos.value
    do {
      var copia: _PreparedReducer<Directorio.State, Directorio.Action>?
      do {
        let reducer = _PreparedReducer(Directorio(rastro: Rastro()))
        copia = reducer
      }
      var state = Directorio.State(
        subdirectorio: Directorio.State(subdirectorio: Directorio.State())
      )
      let profundo = Directorio.Action.subdirectorio(.presented(.subdirectorio(.presented(.abrir))))
      _ = copia!.reduce(into: &state, action: profundo)
      _ = copia!.reduce(into: &state, action: profundo)
      #expect(state.subdirectorio?.subdirectorio?.aperturas == 2)
      #expect(Rastro.vivos.value == antes + 1)
      copia = nil
    }
    #expect(Rastro.vivos.value == antes)
  }

  // Levels prepared on first use (`Nivel` is another value at each level) are published to
  // the threads that run them without a lock: threads that reach them at the same time each
  // see them prepared, and run them.
  @Test func levelsPreparedOnFirstUseRunOnManyThreadsAtOnce() async {
    struct Shared: @unchecked Sendable {
      // Unchecked: the prepared reducer is immutable once made; what it prepares lazily is
      // what this test exercises.
      let reducer = _PreparedReducer(Nivel())
    }
    let shared = Shared()
    let vistas = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var state = Nivel.State(
            siguiente: Nivel.State(siguiente: Nivel.State(siguiente: Nivel.State()))
          )
          var action = Nivel.Action.mirar
          for _ in 0..<3 { action = .siguiente(.presented(action)) }
          for _ in 0..<200 { _ = shared.reducer.reduce(into: &state, action: action) }
          return state.siguiente?.siguiente?.siguiente?.vista
        }
      }
      var vistas: [Int?] = []
      for await vista in group { vistas.append(vista) }
      return vistas
    }
    #expect(vistas == Array(repeating: 3, count: 8))
  }

  @MainActor
  @Test func aStoreRunsAFeatureThatPresentsItself() {
    let store = Store(initialState: Directorio.State(subdirectorio: Directorio.State())) {
      Directorio()
    }
    store.send(.subdirectorio(.presented(.abrir)))
    #expect(store.subdirectorio?.aperturas == 1)
    store.send(.subdirectorio(.dismiss))
    #expect(store.subdirectorio == nil)
  }
}
