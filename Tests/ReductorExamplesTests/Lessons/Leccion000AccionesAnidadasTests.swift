import Reductor
import Testing

// Lesson 000, "Acciones anidadas: el árbol de enums y su enrutamiento": one test per behaviour the
// lesson states, run against the lesson's samples in `Leccion000AccionesAnidadas`.
@testable import Leccion000AccionesAnidadas

@MainActor
@Suite struct Leccion000AccionesAnidadasTests {
  // The test module has top-level features of its own with some of these names.
  typealias AppFeature = Leccion000AccionesAnidadas.AppFeature
  typealias Lista = Leccion000AccionesAnidadas.Lista
  typealias Fila = Leccion000AccionesAnidadas.Fila
  typealias Editor = Leccion000AccionesAnidadas.Editor
  typealias Detalle = Leccion000AccionesAnidadas.Detalle

  static let lista = Lista.State(filas: [
    Fila.State(id: 1, titulo: "Uno"), Fila.State(id: 2, titulo: "Dos"),
  ])

  // MARK: El árbol: un caso por hijo

  @Test func anActionIsTheFullPathFromTheRootToTheLeaf() async {
    let store = TestStore(initialState: AppFeature.State(lista: Self.lista)) { AppFeature() }
    let fila = 2
    // The lesson writes `.lista(.fila(...))`; its `receive` path names the case `filas`, so the
    // list's case is `filas` here too.
    await store.send(.lista(.filas(.init(id: fila, action: .view(.favoritoPulsado))))) {
      $0.lista.filas[id: fila]?.favorito = true
    }
    await store.receive(\.lista.filas[id: fila].delegate.favoritoMarcado) {
      $0.lista.favoritos = [fila]
    }
  }

  @Test func presentationActionAddsDismissToTheChildsActions() async {
    let store = TestStore(
      initialState: AppFeature.State(editor: Editor.State(id: 7))
    ) { AppFeature() }
    await store.send(.editor(.presented(.view(.textoCambiado("Hola"))))) {
      $0.editor?.texto = "Hola"
    }
    await store.send(.editor(.dismiss)) { $0.editor = nil }
  }

  @Test func identifiedActionPairsEachActionWithItsElementsID() {
    let accion = IdentifiedActionOf<Fila>(id: 2, action: .view(.favoritoPulsado))
    #expect(accion.id == 2)
    #expect(accion.action.is(\.view.favoritoPulsado))
    #expect(accion.is(\.element))
    guard case .element(id: 2, action: .view(.favoritoPulsado)) = accion else {
      Issue.record("IdentifiedAction(id:action:) is .element(id:action:)")
      return
    }
  }

  @Test func stackActionAddsTheElementIDAndThePushAndPopNotices() async {
    let store = TestStore(initialState: Contenedor.State()) { Contenedor() }
    await store.send(.ruta(.push(id: 0, state: .detalle(Detalle.State(documento: 7))))) {
      $0.ruta.append(.detalle(Detalle.State(documento: 7)))
    }
    await store.send(.ruta(.element(id: 0, action: .detalle(.marcarLeido)))) {
      $0.ruta[id: 0, case: \.detalle]?.leido = true
    }
    await store.send(.ruta(.popFrom(id: 0))) { $0.ruta = StackState() }
  }

  @Test func eachWrapperIsRoutedByItsOperator() async {
    let store = TestStore(
      initialState: Contenedor.State(
        editor: Editor.State(id: 7),
        filas: [Fila.State(id: 1)],
        ruta: StackState([.detalle(Detalle.State(documento: 3))])
      )
    ) { Contenedor() }
    await store.send(.cabecera(.tituloCambiado("Documentos"))) {
      $0.cabecera.titulo = "Documentos"
    }
    await store.send(.editor(.presented(.view(.textoCambiado("Hola"))))) {
      $0.editor?.texto = "Hola"
    }
    await store.send(.filas(.element(id: 1, action: .view(.favoritoPulsado)))) {
      $0.filas[id: 1]?.favorito = true
    }
    await store.receive(\.filas[id: 1].delegate.favoritoMarcado, true)
    await store.send(.ruta(.element(id: 0, action: .detalle(.marcarLeido)))) {
      $0.ruta[id: 0, case: \.detalle]?.leido = true
    }
  }

  // MARK: Case paths: el dual del key path

  @Test func caseKeyPathsEmbedAndExtractLikeKeyPathsReadAndWrite() {
    // A key path into the product: reading always succeeds.
    let estado = AppFeature.State(lista: Self.lista)
    #expect(estado[keyPath: \.lista] == Self.lista)

    // A case path into the sum: embedding builds the action...
    let alLista = \AppFeature.Action.Cases.lista
    let accion = alLista(.filas(.element(id: 1, action: .view(.favoritoPulsado))))
    #expect(accion.is(\.lista.filas[id: 1].view.favoritoPulsado))
    // ...and extracting succeeds only for that case: another case gives nil.
    #expect(accion[case: \.lista] != nil)
    #expect(accion[case: \.editor] == nil)
    #expect(accion[case: \.lista.filas[id: 2]] == nil)
    let otra = AppFeature.Action.editor(.dismiss)
    #expect(otra[case: \.lista] == nil)
    #expect(otra.is(\.editor.dismiss))
  }

  @Test func receiveAssertsTheBranchWithoutTheNonEquatablePayload() async {
    // `Fila.Action` is not Equatable: the case path is the only way to name what arrived.
    let store = TestStore(initialState: AppFeature.State(lista: Self.lista)) { AppFeature() }
    let fila = 1
    await store.send(.lista(.filas(.init(id: fila, action: .view(.favoritoPulsado))))) {
      $0.lista.filas[id: fila]?.favorito = true
    }
    await store.receive(\.lista.filas[id: fila].delegate.favoritoMarcado, true) {
      $0.lista.favoritos = [fila]
    }
    await store.send(.lista(.filas(.init(id: fila, action: .view(.favoritoPulsado))))) {
      $0.lista.filas[id: fila]?.favorito = false
    }
    await store.receive(\.lista.filas[id: fila].delegate.favoritoMarcado) {
      $0.lista.favoritos = []
    }
  }

  // MARK: Enrutamiento

  @Test func aNonMatchingActionPassesThroughEachOperator() async {
    // No editor: the list's action does not match `\.editor`, so `ifLet` lets it pass without
    // running the editor and without reporting an absent child.
    let sinEditor = TestStore(initialState: AppFeature.State(lista: Self.lista)) { AppFeature() }
    await sinEditor.send(.lista(.filas(.init(id: 1, action: .view(.favoritoPulsado))))) {
      $0.lista.filas[id: 1]?.favorito = true
    }
    await sinEditor.receive(\.lista.filas[id: 1].delegate.favoritoMarcado) {
      $0.lista.favoritos = [1]
    }

    // The editor's action does not match `\.lista`: the list's `Scope` lets it pass, and only
    // the editor changes.
    let conEditor = TestStore(
      initialState: AppFeature.State(lista: Self.lista, editor: Editor.State(id: 7))
    ) { AppFeature() }
    await conEditor.send(.editor(.presented(.view(.textoCambiado("Hola"))))) {
      $0.editor?.texto = "Hola"
    }
  }

  // MARK: El orden

  @Test func ifLetRunsTheChildBeforeTheParentSoTheParentCanDismissIt() async {
    // The parent dismisses the editor in response to the editor's own action. The editor sees
    // that action first, while it still exists; were the parent first, the editor would get
    // an action for absent state, which fails a TestStore test.
    let store = TestStore(initialState: Contenedor.State(editor: Editor.State(id: 7))) {
      Contenedor()
    }
    await store.send(.editor(.presented(.delegate(.documentoGuardado(7))))) {
      $0.recientes = [7]
      $0.editor = nil
    }
  }

  @Test func forEachRunsTheRowBeforeTheParentSoTheParentCanRemoveIt() async {
    let store = TestStore(initialState: AppFeature.State(lista: Self.lista)) { AppFeature() }
    await store.send(.lista(.filas(.init(id: 1, action: .view(.borrarPulsado)))))
    // The row sees its delegate action first; then the list removes it. Were the list first,
    // the row's action would find no element, which fails a TestStore test.
    await store.receive(\.lista.filas[id: 1].delegate.borrar) {
      $0.lista.filas.remove(id: 1)
    }
  }

  // MARK: Interceptar sin acoplar

  @Test func theParentInterceptsTheEditorsDelegateInsertingIntoRecientesAndDismissing() async {
    let store = TestStore(
      initialState: Contenedor.State(editor: Editor.State(id: 7), recientes: [3])
    ) { Contenedor() }
    // The editor's gestures are its own: the parent does not react to them.
    await store.send(.editor(.presented(.view(.textoCambiado("Hola"))))) {
      $0.editor?.texto = "Hola"
    }
    await store.send(.editor(.presented(.view(.guardarPulsado))))
    // Its delegate is the contract the parent reads:
    // `case let .editor(.presented(.delegate(.documentoGuardado(id))))`.
    await store.receive(\.editor.delegate.documentoGuardado, 7) {
      $0.recientes = [7, 3]
      $0.editor = nil
    }
  }
}
