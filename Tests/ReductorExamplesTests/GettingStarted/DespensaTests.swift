import Foundation
import GettingStarted
import Reductor
import Testing

// The tests Reductor.docc/GettingStarted.md quotes, one region per step.

@MainActor
@Suite struct DespensaTests {
  // docs:test-fila
  @Test func aRowCountsUpAndNotBelowZero() async {
    let store = TestStore(
      initialState: FilaDeProducto.State(
        producto: Producto(id: UUID(0), nombre: "Arroz", cantidad: 1))
    ) {
      FilaDeProducto()
    }
    await store.send(.sumarPulsado) {
      $0.producto.cantidad = 2
    }
    await store.send(.restarPulsado) {
      $0.producto.cantidad = 1
    }
    await store.send(.restarPulsado) {
      $0.producto.cantidad = 0
    }
    await store.send(.restarPulsado)
  }
  // docs:end

  // docs:test-cargar
  @Test func appearingLoadsTheItems() async {
    let arroz = Producto(id: UUID(0), nombre: "Arroz")
    let store = TestStore(initialState: Despensa.State()) {
      Despensa()
    } withDependencies: {
      $0.despensa.cargar = { [arroz] }
    }
    await store.send(.alAparecer) {
      $0.cargando = true
    }
    await store.receive(\.cargados.success) {
      $0.cargando = false
      $0.filas = [FilaDeProducto.State(producto: arroz)]
    }
  }
  // docs:end

  // docs:test-editor
  @Test func addingAnItemPresentsTheEditorAndAppendsWhatItSaves() async {
    let store = TestStore(initialState: Despensa.State()) {
      Despensa()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.agregarPulsado) {
      $0.editor = EditorDeProducto.State(producto: Producto(id: UUID(0), nombre: ""))
    }
    await store.send(\.editor.nombreCambiado, "Lentejas") {
      $0.editor?.producto.nombre = "Lentejas"
    }
    await store.send(\.editor.guardarPulsado)
    await store.receive(\.editor.delegate.guardado) {
      $0.editor = nil
      $0.filas = [FilaDeProducto.State(producto: Producto(id: UUID(0), nombre: "Lentejas"))]
    }
  }
  // docs:end

  // docs:test-filas
  @Test func aRowsActionReachesThatRow() async {
    let arroz = Producto(id: UUID(0), nombre: "Arroz")
    var estado = Despensa.State()
    estado.filas = [FilaDeProducto.State(producto: arroz)]
    let store = TestStore(initialState: estado) {
      Despensa()
    }
    await store.send(\.filas[id: arroz.id].sumarPulsado) {
      $0.filas[id: arroz.id]?.producto.cantidad = 2
    }
  }
  // docs:end

  // docs:test-cancelar
  @Test func cancellingTheEditorDismissesIt() async {
    let store = TestStore(initialState: Despensa.State()) {
      Despensa()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.agregarPulsado) {
      $0.editor = EditorDeProducto.State(producto: Producto(id: UUID(0), nombre: ""))
    }
    await store.send(\.editor.cancelarPulsado)
    await store.receive(\.editor.dismiss) {
      $0.editor = nil
    }
  }
  // docs:end
}
