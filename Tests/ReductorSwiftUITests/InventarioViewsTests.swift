import Leccion003PresentacionesAnidadas
import Reductor
import SwiftUI
import Testing

/// The Inventario views' bodies, built against the stand-in SwiftUI: what they bind to is the
/// store the features run on.
@MainActor
@Suite struct InventarioViewsTests {
  @Test func theViewsBuildAndTheirSheetsFollowTheStore() throws {
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) { Inventario() }
    let inventario = InventarioView(store: store)
    _ = inventario.body
    store.send(.articuloPulsado(Articulo.prueba.id))
    let detalle = try #require(store.scope(state: \.destino?.detalle, action: \.destino.detalle))
    _ = DetalleView(store: detalle).body
    detalle.send(.editarPulsado)
    let editor = try #require(detalle.scope(state: \.destino?.editar, action: \.destino.editar))
    let vista = EditorView(store: editor)
    _ = vista.body
    editor.send(.nombreCambiado("Tuercas"))
    #expect(editor.borrador.nombre == "Tuercas")

    // The detail's sheet binding, set to nil as SwiftUI does when it is swiped away.
    @Bindable var detalleVinculado = detalle
    $detalleVinculado.scope(state: \.destino?.editar, action: \.destino.editar).wrappedValue = nil
    #expect(detalle.destino == nil)
  }
}
