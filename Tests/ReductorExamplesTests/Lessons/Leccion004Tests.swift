import Reductor
import Testing

// Lesson 004, "Diseñar la jerarquía: hojas, contenedores y profundidad": one test per behaviour
// the lesson states. The features are in `Sources/Examples/Leccion004Jerarquia` (internal, as
// the lesson writes them, hence `@testable`).
@testable import Leccion004Jerarquia

@MainActor
@Suite struct Leccion004Tests {
  // This test target has fixtures of its own called `Detalle` and `Contenedor`; inside this
  // suite the names are the lesson's.
  typealias Ajustes = Leccion004Jerarquia.Ajustes
  typealias AppFeature = Leccion004Jerarquia.AppFeature
  typealias Camino = Leccion004Jerarquia.Camino
  typealias Contenedor = Leccion004Jerarquia.Contenedor
  typealias Detalle = Leccion004Jerarquia.Detalle
  typealias Fila = Leccion004Jerarquia.Fila
  typealias Lista = Leccion004Jerarquia.Lista
  typealias Perfil = Leccion004Jerarquia.Perfil

  static let filas: IdentifiedArrayOf<Fila.State> = [
    Fila.State(id: 1, titulo: "Comprar pan"),
    Fila.State(id: 2, titulo: "Leer la lección 004"),
    Fila.State(id: 3, titulo: "Escribir los tests"),
  ]

  // MARK: Containers and leaves

  /// "Su Reduce final no menciona nada que no sea un delegate": every other action is handled
  /// by the child it belongs to; the container's own logic runs only on a row's delegate.
  @Test func theContainersReduceOnlyHandlesDelegates() async {
    let store = TestStore(initialState: Contenedor.State(lista: Self.filas)) { Contenedor() }

    // The header's action: only the header's state changes.
    await store.send(\.cabecera.filtroCambiado, "lección") {
      $0.cabecera.filtro = "lección"
    }
    // A row's own action: only that row changes.
    await store.send(.lista(.element(id: 2, action: .favoritaPulsada))) {
      $0.lista[id: 2]?.favorita = true
    }
    // Tapping a row changes nothing by itself; the row publishes its delegate…
    await store.send(.lista(.element(id: 2, action: .pulsada)))
    // …and that delegate is the one thing the container acts on.
    await store.receive(\.lista[id: 2].delegate.seleccionada) {
      $0.detalle = Detalle.State(id: 2)
    }
    // The presented child's action: only the child's state changes.
    await store.send(\.detalle.completarPulsado) {
      $0.detalle?.completada = true
    }
  }

  // MARK: The cost of depth

  /// "El reenvío manual": in a deep tree (Raiz → Pestana → Lista → Fila) a row's delegate
  /// reaches the root only after every intermediate level re-emits it as its own — one
  /// forwarding hop per level — and the action the root matches on is as deep as the tree.
  @Test func aDeepTreeForwardsTheDelegateOncePerLevel() async {
    let store = TestStore(
      initialState: Raiz.State(pestana: Pestana.State(lista: Lista.State(filas: Self.filas)))
    ) {
      Raiz()
    }
    // "Una acción nacida a cuatro niveles llega a la raíz como .pestana(.lista(.fila(…)))".
    await store.send(.pestana(.lista(.fila(.element(id: 3, action: .pulsada)))))
    await store.receive(\.pestana.lista.fila[id: 3].delegate.seleccionada)
    await store.receive(\.pestana.lista.delegate.filaSeleccionada, 3)
    await store.receive(\.pestana.delegate.filaSeleccionada, 3) {
      $0.seleccionada = 3
    }
  }

  /// Forwarding a delegate through one intermediate level: `Lista` turns its row's
  /// `seleccionada` into its own `filaSeleccionada(id)`, which the root acts on by pushing
  /// the row's detail.
  @Test func forwardingADelegateThroughAnIntermediateLevel() async {
    let store = TestStore(initialState: AppFeature.State(raiz: Lista.State(filas: Self.filas))) {
      AppFeature()
    }
    await store.send(.raiz(.fila(.element(id: 1, action: .pulsada))))
    await store.receive(\.raiz.fila[id: 1].delegate.seleccionada)
    await store.receive(\.raiz.delegate.filaSeleccionada, 1) {
      $0.camino.append(.detalle(Detalle.State(id: 1)))
    }
  }

  /// "Adoptar al nieto": the container holds the rows directly (no `Lista` in between), so
  /// the same tap reaches the level that acts on it with no forwarding at all.
  @Test func adoptingTheGrandchildRemovesTheForwarding() async {
    let store = TestStore(initialState: Contenedor.State(lista: Self.filas)) { Contenedor() }
    await store.send(.lista(.element(id: 1, action: .pulsada)))
    await store.receive(\.lista[id: 1].delegate.seleccionada) {
      $0.detalle = Detalle.State(id: 1)
    }
  }

  // MARK: Navigation is not nesting

  /// `StackState` navigation: the root pushes a row's detail; `.push` and `.popFrom` (what
  /// a navigation link and the back button send) push and pop.
  @Test func stackPushAndPop() async {
    let store = TestStore(initialState: AppFeature.State(raiz: Lista.State(filas: Self.filas))) {
      AppFeature()
    }
    await store.send(.raiz(.fila(.element(id: 2, action: .pulsada))))
    await store.receive(\.raiz.fila[id: 2].delegate.seleccionada)
    await store.receive(\.raiz.delegate.filaSeleccionada) {
      $0.camino.append(.detalle(Detalle.State(id: 2)))
    }
    await store.send(.camino(.push(id: 1, state: .ajustes(Ajustes.State())))) {
      $0.camino.append(.ajustes(Ajustes.State()))
    }
    await store.send(.camino(.push(id: 2, state: .perfil(Perfil.State())))) {
      $0.camino.append(.perfil(Perfil.State()))
    }
    #expect(store.state.camino.ids == [0, 1, 2])

    // Back from the settings screen: it and everything above it go.
    await store.send(.camino(.popFrom(id: 1))) {
      $0.camino.removeLast(2)
    }
    #expect(store.state.camino.ids == [0])
    await store.send(.camino(.popFrom(id: 0))) {
      $0.camino.removeAll()
    }
  }

  /// "Una acción emitida en la quinta pantalla llega a la raíz con dos envoltorios, no con
  /// cinco": `.camino(.element(id:action:))` around the screen's own action.
  @Test func anActionFromTheFifthScreenArrivesWrappedTwice() async {
    let store = TestStore(initialState: Self.cincoPantallas) { AppFeature() }

    let quinta: AppFeature.Action = .camino(
      .element(id: 4, action: .ajustes(.notificacionesCambiadas(true)))
    )
    await store.send(quinta) {
      $0.camino[id: 4, case: \.ajustes]?.notificaciones = true
    }
    // The same action through its case key path: two steps, then the screen's case.
    await store.send(\.camino[id: 4].ajustes.notificacionesCambiadas, false) {
      $0.camino[id: 4, case: \.ajustes]?.notificaciones = false
    }
    // And as a pattern the root could match.
    guard case let .camino(.element(id: id, action: .ajustes(accion))) = quinta,
      case let .notificacionesCambiadas(activas) = accion
    else {
      Issue.record("the fifth screen's action did not match two wrappers")
      return
    }
    #expect(id == 4 && activas)
  }

  /// "La navegación creció; el árbol de reducers, no": five screens are five siblings in one
  /// flat `StackState`, and the first and the fifth take actions of the same shape.
  @Test func theTreeStaysFlat() async {
    let store = TestStore(initialState: Self.cincoPantallas) { AppFeature() }
    #expect(store.state.camino.ids == [0, 1, 2, 3, 4])
    #expect(
      store.state.camino.map(\.pantalla) == ["detalle", "ajustes", "perfil", "detalle", "ajustes"]
    )

    // The first screen and the fourth (a second Detalle, three screens deeper) are reached the
    // same way: no deeper nesting for a deeper screen.
    await store.send(.camino(.element(id: 0, action: .detalle(.completarPulsado)))) {
      $0.camino[id: 0, case: \.detalle]?.completada = true
    }
    await store.send(.camino(.element(id: 3, action: .detalle(.completarPulsado)))) {
      $0.camino[id: 3, case: \.detalle]?.completada = true
    }
    await store.send(.camino(.element(id: 2, action: .perfil(.nombreCambiado("Ana"))))) {
      $0.camino[id: 2, case: \.perfil]?.nombre = "Ana"
    }
  }

  // MARK: Helpers

  /// A user five screens deep: Detalle → Ajustes → Perfil → Detalle → Ajustes.
  static var cincoPantallas: AppFeature.State {
    AppFeature.State(
      raiz: Lista.State(filas: filas),
      camino: StackState([
        .detalle(Detalle.State(id: 1)),
        .ajustes(Ajustes.State()),
        .perfil(Perfil.State()),
        .detalle(Detalle.State(id: 2)),
        .ajustes(Ajustes.State()),
      ])
    )
  }
}

extension Camino.State {
  /// The screen's case, for assertions.
  fileprivate var pantalla: String {
    switch self {
    case .detalle: "detalle"
    case .ajustes: "ajustes"
    case .perfil: "perfil"
    }
  }
}
