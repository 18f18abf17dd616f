import Reductor
import ReductorTestSupport
import Testing

// Issue 4, lesson 004: a navigation stack keeps its screens at one level of composition.

/// A namespace for lesson 004's stack features.
enum Navegacion {
  @Reducer
  struct Detalle {
    @ObservableState
    struct State: Equatable {
      var id: Int
      var toques = 0
    }

    enum Action {
      case tocar
      case tareaLargaPulsada
      case cerrarPulsado
      case avisarPulsado
      case comprobarPresentacion
      case presentacionComprobada(Bool)
      case delegate(Delegate)

      @CasePathable
      enum Delegate: Equatable {
        case visto(Int)
      }
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.bitacora) var bitacora

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tocar:
          state.toques += 1
          return .none
        case .tareaLargaPulsada:
          return .run { [id = state.id] _ in await bitacora.esperarCancelacion("detalle \(id)") }
        case .cerrarPulsado:
          return .run { _ in await dismiss() }
        case .avisarPulsado:
          return .run { [id = state.id] send in await send(.delegate(.visto(id))) }
        case .comprobarPresentacion:
          return .run { send in await send(.presentacionComprobada(isPresented)) }
        case .presentacionComprobada, .delegate:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Ajustes {
    @ObservableState
    struct State: Equatable {
      var oscuro = false
    }

    enum Action {
      case alternar
      case cerrarPulsado
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alternar:
          state.oscuro.toggle()
          return .none
        case .cerrarPulsado:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct Perfil {
    @ObservableState
    struct State: Equatable {
      var nombre = ""
    }

    enum Action {
      case renombrar(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .renombrar(nombre):
          state.nombre = nombre
          return .none
        }
      }
    }
  }

  @Reducer
  enum Camino {
    case detalle(Detalle)
    case ajustes(Ajustes)
    case perfil(Perfil)
  }

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable {
      var camino = StackState<Camino.State>()
      var vistos: [Int] = []
    }

    enum Action {
      case abrirDetalle(Int)
      case abrirAjustes
      case volverAlInicio
      case camino(StackAction<Camino.State, Camino.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .abrirDetalle(id):
          state.camino.append(.detalle(Detalle.State(id: id)))
          return .none
        case .abrirAjustes:
          state.camino.append(.ajustes(Ajustes.State()))
          return .none
        case .volverAlInicio:
          state.camino.removeAll()
          return .none
        case let .camino(.element(id: _, action: .detalle(.delegate(.visto(id))))):
          state.vistos.append(id)
          return .none
        case .camino:
          return .none
        }
      }
      .forEach(\.camino, action: \.camino)
    }
  }
}

extension Navegacion.Camino.State: Equatable {}

@MainActor
@Suite struct StackNavigationTests {
  typealias AppFeature = Navegacion.AppFeature
  typealias Detalle = Navegacion.Detalle
  typealias Ajustes = Navegacion.Ajustes
  typealias Perfil = Navegacion.Perfil

  /// Five screens, ids 0 to 4: detalle 1, ajustes, perfil, detalle 4, detalle 5.
  static let cincoPantallas = StackState<Navegacion.Camino.State>([
    .detalle(Detalle.State(id: 1)),
    .ajustes(Ajustes.State()),
    .perfil(Perfil.State()),
    .detalle(Detalle.State(id: 4)),
    .detalle(Detalle.State(id: 5)),
  ])

  // MARK: Pushing

  @Test func pushingByAppendingInTheReducer() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.abrirDetalle(1)) {
      $0.camino.append(.detalle(Detalle.State(id: 1)))
    }
    await store.send(.abrirAjustes) {
      $0.camino.append(.ajustes(Ajustes.State()))
    }
    #expect(store.state.camino.ids == [0, 1])
    await store.send(\.camino[id: 1].ajustes.alternar) {
      $0.camino[id: 1, case: \.ajustes]?.oscuro = true
    }
  }

  @Test func pushingWithThePushAction() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.camino(.push(id: 0, state: .perfil(Perfil.State())))) {
      $0.camino.append(.perfil(Perfil.State()))
    }
    await store.send(\.camino[id: 0].perfil.renombrar, "Ana") {
      $0.camino[id: 0, case: \.perfil]?.nombre = "Ana"
    }
    // A pushed element can dismiss itself like an appended one.
    await store.send(.camino(.push(id: 1, state: .ajustes(Ajustes.State())))) {
      $0.camino.append(.ajustes(Ajustes.State()))
    }
    await store.send(\.camino[id: 1].ajustes.cerrarPulsado)
    await store.receive(\.camino.popFrom, 1) {
      $0.camino.removeLast()
    }
  }

  // MARK: Popping

  @Test func popFromRemovesThatElementAndEveryOneAboveIt() async {
    let store = TestStore(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    await store.send(.camino(.popFrom(id: 2))) {
      $0.camino.removeLast(3)
    }
    #expect(store.state.camino.ids == [0, 1])
  }

  @Test func anElementPopsItselfWithDismiss() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.abrirDetalle(1)) {
      $0.camino.append(.detalle(Detalle.State(id: 1)))
    }
    await store.send(.abrirAjustes) {
      $0.camino.append(.ajustes(Ajustes.State()))
    }
    await store.send(\.camino[id: 1].ajustes.cerrarPulsado)
    await store.receive(\.camino.popFrom, 1) {
      $0.camino.removeLast()
    }
    await store.send(\.camino[id: 0].detalle.cerrarPulsado)
    await store.receive(\.camino.popFrom, 0) {
      $0.camino.removeLast()
    }
  }

  @Test func anInitialStackCanPopItself() async {
    // A stack deep link: the screens were never pushed through the reducer.
    let store = TestStore(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    await store.send(\.camino[id: 3].detalle.cerrarPulsado)
    await store.receive(\.camino.popFrom, 3) {
      $0.camino.removeLast(2)
    }
  }

  @Test func elementsArePresented() async {
    let store = TestStore(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    await store.send(\.camino[id: 4].detalle.comprobarPresentacion)
    await store.receive(\.camino[id: 4].detalle.presentacionComprobada, true)
  }

  // MARK: Effects of popped elements

  @Test func poppingCancelsOnlyThePoppedElementsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.abrirDetalle(1))
    store.send(.abrirDetalle(2))
    store.send(.camino(.element(id: 0, action: .detalle(.tareaLargaPulsada))))
    store.send(.camino(.element(id: 1, action: .detalle(.tareaLargaPulsada))))
    await bitacora.esperar("detalle 1 empezó")
    await bitacora.esperar("detalle 2 empezó")

    store.send(.camino(.popFrom(id: 1)))
    await bitacora.esperar("detalle 2 cancelado")
    #expect(store.state.camino.ids == [0])

    // The element below still runs until it is popped in turn.
    store.send(.camino(.popFrom(id: 0)))
    await bitacora.esperar("detalle 1 cancelado")
  }

  @Test func dismissCancelsThePoppedElementsEffects() async {
    let bitacora = Bitacora()
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.bitacora = bitacora
    }
    store.send(.abrirDetalle(7))
    store.send(.camino(.element(id: 0, action: .detalle(.tareaLargaPulsada))))
    await bitacora.esperar("detalle 7 empezó")
    await store.send(.camino(.element(id: 0, action: .detalle(.cerrarPulsado)))).finish()
    await bitacora.esperar("detalle 7 cancelado")
    #expect(store.state.camino.isEmpty)
  }

  @Test func clearingTheStackCancelsEveryElementsEffects() async {
    let store = TestStore(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    await store.send(\.camino[id: 0].detalle.tareaLargaPulsada)
    await store.send(\.camino[id: 4].detalle.tareaLargaPulsada)
    await store.send(.volverAlInicio) {
      $0.camino = StackState()
    }
    await store.finish()
  }

  @Test func anActionForAPoppedElementWarnsAndChangesNothing() async {
    let store = TestStore(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    await store.send(.camino(.popFrom(id: 3))) {
      $0.camino.removeLast(2)
    }
    await withKnownIssue {
      await store.send(\.camino[id: 4].detalle.tocar)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("not in the stack") }
    }
    await withKnownIssue {
      await store.send(.camino(.popFrom(id: 3)))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("not in the stack") }
    }
  }

  @Test func anActionForAPoppedElementWarnsInALiveStore() {
    let store = Store(initialState: AppFeature.State(camino: Self.cincoPantallas)) {
      AppFeature()
    }
    store.send(.camino(.popFrom(id: 1)))
    let antes = store.state
    let (_, avisos) = collectingWarnings {
      store.send(.camino(.element(id: 2, action: .perfil(.renombrar("Ana")))))
    }
    #expect(avisos.count == 1)
    #expect(store.state == antes)
  }

  // MARK: Action shape

  @Test func anActionFromTheFifthScreenIsWrappedTwice() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.abrirDetalle(1)) { $0.camino.append(.detalle(Detalle.State(id: 1))) }
    await store.send(.abrirAjustes) { $0.camino.append(.ajustes(Ajustes.State())) }
    await store.send(.camino(.push(id: 2, state: .perfil(Perfil.State())))) {
      $0.camino.append(.perfil(Perfil.State()))
    }
    await store.send(.abrirDetalle(4)) { $0.camino.append(.detalle(Detalle.State(id: 4))) }
    await store.send(.abrirDetalle(5)) { $0.camino.append(.detalle(Detalle.State(id: 5))) }
    #expect(store.state.camino.count == 5)

    await store.send(\.camino[id: 4].detalle.avisarPulsado)
    await store.receive(\.camino[id: 4].detalle.delegate.visto, 5) {
      $0.vistos = [5]
    }

    // The same action, spelled out: the stack action and the path case, nothing more.
    await store.send(\.camino[id: 4].detalle.avisarPulsado)
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    // As TCA's docs write a `receive` that matches by a closure and asserts state.
    await store.receive({ action in
      guard case .camino(.element(id: 4, action: .detalle(.delegate(.visto(5))))) = action
      else { return false }
      return true
    }) {
      $0.vistos = [5, 5]
    }
  }
}
