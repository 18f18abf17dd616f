import Reductor
import ReductorTestSupport
import Testing

// Lesson 002, "Enums con valores asociados: acciones sin huecos": one test per behaviour the
// lesson states, run against the lesson's samples in `Leccion002AccionesSinHuecos`.
@testable import Leccion002AccionesSinHuecos

private struct ErrorDeRed: Error {}

/// The queries the fake `api.buscar` was called with.
private final class Consultas: Sendable {
  private let registro = LockedArray()
  func anotar(_ consulta: String) { registro.append(consulta) }
  var todas: [String] { registro.values }
}

@MainActor
@Suite struct Leccion002AccionesSinHuecosTests {
  // The test module has top-level features of its own with some of these names.
  typealias Editor = Leccion002AccionesSinHuecos.Editor
  typealias Fila = Leccion002AccionesSinHuecos.Fila

  // MARK: El enum como tipo suma

  @Test func eachCaseCarriesOnlyTheDataItsEventNeeds() {
    // A tap carries nothing; a response carries its Result; a selection carries an id. No
    // value has a "results" field left empty, nor a tap with results.
    let pulsado = Busqueda.Action.buscarPulsado
    #expect(pulsado.is(\.buscarPulsado))
    #expect(pulsado[case: \.resultadosRecibidos] == nil)
    let recibidos = Busqueda.Action.resultadosRecibidos(.success([.demo]))
    #expect(recibidos[case: \.resultadosRecibidos.success] == [.demo])
    #expect(recibidos[case: \.resultadosRecibidos.failure] == nil)
    #expect(Busqueda.Action.resultadoSeleccionado(id: 1)[case: \.resultadoSeleccionado] == 1)
  }

  // MARK: switch exhaustivo

  @Test func theExhaustiveSwitchAnswersEveryAction() async {
    // `Busqueda`'s switch has no `default`: the compiler checked that each case has an answer.
    // Here each answer runs once.
    let consultas = Consultas()
    let store = TestStore(initialState: Busqueda.State()) {
      Busqueda()
    } withDependencies: {
      $0.api.buscar = { consulta in
        consultas.anotar(consulta)
        return [.demo]
      }
    }
    await store.send(.consultaCambiada("demo")) { $0.consulta = "demo" }
    await store.send(.buscarPulsado) { $0.cargando = true }
    await store.receive(\.resultadosRecibidos.success) {
      $0.cargando = false
      $0.items = [.demo]
    }
    await store.send(.resultadoSeleccionado(id: Item.demo.id)) { $0.seleccion = Item.demo.id }
    await store.send(.resultadosRecibidos(.failure(ErrorDeRed())))
    await store.send(.borrarPulsado) {
      $0.consulta = ""
      $0.items = []
    }
    #expect(consultas.todas == ["demo"])
  }

  @Test func busquedaSuccessPathReceivesTheResults() async {
    let consultas = Consultas()
    let store = TestStore(initialState: Busqueda.State(consulta: "de")) {
      Busqueda()
    } withDependencies: {
      $0.api.buscar = { consulta in
        consultas.anotar(consulta)
        return [.demo]
      }
    }
    await store.send(.buscarPulsado) {
      $0.cargando = true
    }
    await store.receive(\.resultadosRecibidos.success) {
      $0.items = [.demo]
      $0.cargando = false
    }
    // The effect captured the query when the button was pressed.
    #expect(consultas.todas == ["de"])
  }

  @Test func busquedaFailurePathStopsLoadingAndKeepsTheItems() async {
    let store = TestStore(initialState: Busqueda.State(consulta: "de", items: [.demo])) {
      Busqueda()
    } withDependencies: {
      $0.api.buscar = { _ in throw ErrorDeRed() }
    }
    await store.send(.buscarPulsado) {
      $0.cargando = true
    }
    await store.receive(\.resultadosRecibidos.failure) {
      $0.cargando = false
    }
  }

  @Test func resultadoSeleccionadoStoresTheSelectedID() async {
    let store = TestStore(initialState: Busqueda.State(items: [.demo])) { Busqueda() }
    await store.send(.resultadoSeleccionado(id: Item.demo.id)) {
      $0.seleccion = Item.demo.id
    }
  }

  @Test func borrarPulsadoClearsTheQueryAndTheItems() async {
    let store = TestStore(
      initialState: Busqueda.State(consulta: "demo", items: [.demo])
    ) { Busqueda() }
    await store.send(.borrarPulsado) {
      $0.consulta = ""
      $0.items = []
    }
  }

  @Test func theLiveAPISearchesItsBuiltInCatalogue() async throws {
    // Outside tests `@Dependency(\.api)` is the live client; the example ships a catalogue.
    #expect(try await APIClient.liveValue.buscar("dem") == [.demo])
  }

  // MARK: Anidar y agrupar

  @Test func viewInternaDelegateGroupingRoutesEachKindOfEvent() async {
    let store = TestStore(initialState: Editor.State(item: .demo)) {
      Editor()
    } withDependencies: {
      $0.api.guardar = { _ in }
    }
    // What the user does: `view`.
    await store.send(.view(.aparecio)) { $0.aparecido = true }
    await store.send(.view(.guardarPulsado)) { $0.guardando = true }
    // What the system answers: `interna`.
    await store.receive(\.interna.guardadoCompletado.success) { $0.guardando = false }
    // What the feature tells its parent: `delegate`.
    await store.receive(\.delegate.elementoGuardado, Item.demo.id)
  }

  @Test func aFailedSaveStaysInternal() async {
    let store = TestStore(initialState: Editor.State(item: .demo)) {
      Editor()
    } withDependencies: {
      $0.api.guardar = { _ in throw ErrorDeRed() }
    }
    await store.send(.view(.guardarPulsado)) { $0.guardando = true }
    await store.receive(\.interna.guardadoCompletado.failure) {
      $0.guardando = false
      $0.errorAlGuardar = true
    }
    // No delegate action: the parent learns nothing of the internal failure.
  }

  @Test func theViewCanOnlySendViewCases() {
    // A view gets a function of `Action.View`: the internal and delegate cases are not values
    // of that type, so it cannot send them.
    var enviadas: [Editor.Action] = []
    let enviarDesdeLaVista: (Editor.Action.View) -> Void = { enviadas.append(.view($0)) }
    enviarDesdeLaVista(.aparecio)
    enviarDesdeLaVista(.guardarPulsado)
    #expect(enviadas.count == 2)
    #expect(enviadas.allSatisfy { $0.is(\.view) })
  }

  @Test func childActionsAreCasesOfTheParentAndItReadsOnlyTheirDelegate() async {
    let store = TestStore(
      initialState: Catalogo.State(filas: [Fila.State(item: .demo)])
    ) {
      Catalogo()
    } withDependencies: {
      $0.api.guardar = { _ in }
    }
    await store.send(.fila(.element(id: Item.demo.id, action: .view(.pulsada))))
    await store.receive(\.fila[id: Item.demo.id].delegate.abrir, .demo) {
      $0.destino = .editor(Editor.State(item: .demo))
    }
    await store.send(.destino(.presented(.editor(.view(.guardarPulsado))))) {
      $0.destino?.editor?.guardando = true
    }
    await store.receive(\.destino.editor.interna.guardadoCompletado.success) {
      $0.destino?.editor?.guardando = false
    }
    await store.receive(\.destino.editor.delegate.elementoGuardado, Item.demo.id) {
      $0.guardados = [Item.demo.id]
      $0.destino = nil
    }
  }

  // MARK: Key paths de caso

  @Test func scopeWithACaseKeyPathRunsTheChildOnItsSlice() async {
    let store = TestStore(initialState: FilaDestacada.State(fila: Fila.State(item: .demo))) {
      FilaDestacada()
    }
    await store.send(.fila(.view(.pulsada)))
    await store.receive(\.fila.delegate.abrir, .demo)
  }

  @Test func caseKeyPathsEmbedAndExtractLikeKeyPathsOnFields() {
    // A key path reads a field of the product...
    let estado = Busqueda.State(consulta: "demo")
    #expect(estado[keyPath: \.consulta] == "demo")
    // ...a case key path builds a case of the sum...
    let seleccionar = \Busqueda.Action.Cases.resultadoSeleccionado
    let accion = seleccionar(7)
    #expect(accion[case: \.resultadoSeleccionado] == 7)
    // ...and extracts it only when the case matches.
    #expect(Busqueda.Action.borrarPulsado[case: \.resultadoSeleccionado] == nil)
    // Two levels, as `receive(\.resultadosRecibidos.success)` chains them.
    let exito = (\Busqueda.Action.Cases.resultadosRecibidos.success)([.demo])
    #expect(exito[case: \.resultadosRecibidos.success] == [.demo])
  }
}
