import Reductor
import SwiftUI
import Testing

/// The SwiftUI layer's bindings, driven through the stand-in's `Binding` as SwiftUI drives them.
@MainActor
@Suite struct SwiftUILayerTests {
  @Reducer
  struct Hoja {
    @ObservableState
    struct State: Equatable {
      var cuenta = 0
    }
    enum Action: Equatable { case incrementar }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.cuenta += 1
        return .none
      }
    }
  }

  @Reducer
  struct Pantalla {
    @Reducer(state: .equatable, action: .equatable)
    enum Destino {
      case hoja(Hoja)
      case alerta(AlertState<Alerta>)
      enum Alerta: Equatable { case borrar }
    }
    @ObservableState
    struct State: Equatable {
      @Presents var destino: Destino.State?
      var camino = StackState<Hoja.State>()
      var nombre = ""
      var borrado = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case camino(StackActionOf<Hoja>)
      case destino(PresentationAction<Destino.Action>)
      case mostrarHoja
      case mostrarAlerta
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .mostrarHoja: state.destino = .hoja(Hoja.State())
        case .mostrarAlerta:
          state.destino = .alerta(
            AlertState {
              TextState("¿Borrar?")
            } actions: {
              ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
              ButtonState(role: .cancel) { TextState("Cancelar") }
            })
        case .destino(.presented(.alerta(.borrar))): state.borrado = true
        case .binding, .camino, .destino: break
        }
        return .none
      }
      .ifLet(\.$destino, action: \.destino)
      .forEach(\.camino, action: \.camino) { Hoja() }
    }
  }

  @Test func aSheetsBindingHoldsTheChildStoreAndNilDismissesIt() {
    @Bindable var store = Store(initialState: Pantalla.State()) { Pantalla() }
    let hoja = $store.scope(state: \.destino?.hoja, action: \.destino.hoja)
    #expect(hoja.wrappedValue == nil)
    store.send(.mostrarHoja)
    let hijo = try! #require(hoja.wrappedValue)
    #expect(hoja.wrappedValue === hijo)
    hijo.send(.incrementar)
    #expect(store.destino == .hoja(Hoja.State(cuenta: 1)))
    // What SwiftUI does when the sheet is swiped away.
    hoja.wrappedValue = nil
    #expect(store.destino == nil)
  }

  /// A parent view that holds its store as a `Binding` (`@Binding var store`) scopes through
  /// it as through `@Bindable`.
  @Test func aBindingToAStoreScopesAsABindableDoes() {
    let store = Store(initialState: Pantalla.State()) { Pantalla() }
    let vinculo = Binding(get: { store }, set: { _ in })
    let hoja = vinculo.scope(state: \.destino?.hoja, action: \.destino.hoja)
    #expect(hoja.wrappedValue == nil)
    store.send(.mostrarHoja)
    #expect(hoja.wrappedValue != nil)
    hoja.wrappedValue = nil
    #expect(store.destino == nil)
    let pila = vinculo.scope(state: \.camino, action: \.camino)
    #expect(pila.wrappedValue === store.scope(state: \.camino, action: \.camino))
  }

  @Test func aFieldBindsThroughTheBindableStore() {
    @Bindable var store = Store(initialState: Pantalla.State()) { Pantalla() }
    let nombre = $store.nombre
    nombre.wrappedValue = "Ana"
    #expect(store.nombre == "Ana")
    #expect(nombre.wrappedValue == "Ana")
  }

  @Test func anAlertIsPresentedWhileItsStateIsThereAndItsButtonsSendTheirActions() throws {
    @Bindable var store = Store(initialState: Pantalla.State()) { Pantalla() }
    let alerta = $store.scope(state: \.destino?.alerta, action: \.destino.alerta)
    store.send(.mostrarAlerta)
    let vista = EmptyView().alert(alerta) as? _ModifiedView<EmptyView>
    let presentada = try #require(vista?._binding as? Binding<Bool>)
    #expect(presentada.wrappedValue)
    // The destructive button's action, as the layer sends it.
    let estado = try #require(alerta.wrappedValue?.withState { $0 })
    estado.buttons[0].withAction { action in if let action { alerta.wrappedValue?.send(action) } }
    #expect(store.borrado)
    #expect(store.destino == nil)
    #expect(!presentada.wrappedValue)
  }

  @Test func dismissingAnAlertFromSwiftUIDismissesItsState() throws {
    @Bindable var store = Store(initialState: Pantalla.State()) { Pantalla() }
    let alerta = $store.scope(state: \.destino?.alerta, action: \.destino.alerta)
    store.send(.mostrarAlerta)
    let vista = EmptyView().alert(alerta) as? _ModifiedView<EmptyView>
    let presentada = try #require(vista?._binding as? Binding<Bool>)
    presentada.wrappedValue = false
    #expect(store.destino == nil)
    #expect(!store.borrado)
  }

  @Test func aNavigationStacksPathPushesThroughLinksAndPopsWhenShortened() throws {
    @Bindable var store = Store(initialState: Pantalla.State()) { Pantalla() }
    let pila = NavigationStack(path: $store.scope(state: \.camino, action: \.camino)) {
      EmptyView()
    } destination: { hoja in
      Text("\(hoja.cuenta)")
    }
    let camino = try #require(pila._path)
    #expect(camino.wrappedValue.isEmpty)

    // What SwiftUI does when a NavigationLink(state:) is tapped: it appends the link's value.
    let enlace = NavigationLink(state: Hoja.State(cuenta: 7)) { Text("Ir") }
    let pushed = try #require(enlace._value?.base as? _NavigationPathElement<Hoja.State>)
    camino.wrappedValue.append(pushed)
    #expect(store.camino.count == 1)
    #expect(store.camino.first == Hoja.State(cuenta: 7))
    camino.wrappedValue.append(_NavigationPathElement(pushing: Hoja.State(cuenta: 8)))
    #expect(store.camino.count == 2)

    // Each element's view gets its element's store, the same one every time.
    let elementos = camino.wrappedValue
    let primera = store.scope(state: \.camino, action: \.camino)._navigationElementStore(
      elementos[0])
    #expect(
      primera
        === store.scope(state: \.camino, action: \.camino)._navigationElementStore(elementos[0]))
    primera.send(.incrementar)
    #expect(store.camino.first == Hoja.State(cuenta: 8))

    // Back: SwiftUI removes the last element.
    camino.wrappedValue.removeLast()
    #expect(store.camino.count == 1)
    camino.wrappedValue = []
    #expect(store.camino.isEmpty)
  }

  struct FilasView: @MainActor View {
    let store: StoreOf<Pantalla>
    var body:
      ForEach<_StoreCollection<StackElementID, Hoja.State, Hoja.Action>, ObjectIdentifier, Text>
    {
      ForEach(store.scope(state: \.camino, action: \.camino)) { hoja in
        Text("\(hoja.cuenta)")
      }
    }
  }

  @Test func forEachIteratesTheElementStoresOfAScope() {
    let store = Store(initialState: Pantalla.State()) { Pantalla() }
    store.send(.camino(.push(id: 0, state: Hoja.State(cuenta: 3))))
    let vista = FilasView(store: store).body
    #expect(vista.data.map(\.cuenta) == [3])
    #expect(vista.data.first === store.scope(state: \.camino, action: \.camino).first)
  }

  @Test func sendingWithAnAnimationSendsInsideIt() {
    let store = Store(initialState: Hoja.State()) { Hoja() }
    store.send(.incrementar, animation: .spring)
    #expect(store.cuenta == 1)
    store.send(.incrementar, transaction: Transaction(animation: .default))
    #expect(store.cuenta == 2)
  }

  @Test func textFromTextState() {
    #expect(Text(TextState("Hola")) == Text(verbatim: "Hola"))
  }
}
