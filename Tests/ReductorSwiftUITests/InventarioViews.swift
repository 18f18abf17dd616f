import Leccion003PresentacionesAnidadas
import Reductor
import SwiftUI

// The Inventario app's views, as a SwiftUI user writes them against lesson 003's features: the
// inventory's list presents the detail in a sheet, the detail presents the editor in a sheet and
// a delete alert, as the lesson shows (`.sheet(item: $store.scope(state: \.destino?.editar,
// action: \.destino.editar))`, `.alert($store.scope(...))`). They compile here against the
// stand-in SwiftUI; `InventarioViewsTests` builds their bodies.

// docs:vistas
struct InventarioView: View {
  @Bindable var store: StoreOf<Inventario>

  var body: some View {
    List {
      ForEach(store.articulos) { articulo in
        Button {
          store.send(.articuloPulsado(articulo.id))
        } label: {
          Text(articulo.nombre)
        }
      }
    }
    .sheet(item: $store.scope(state: \.destino?.detalle, action: \.destino.detalle)) { detalle in
      DetalleView(store: detalle)
    }
  }
}

struct DetalleView: View {
  @Bindable var store: StoreOf<Detalle>

  var body: some View {
    // The lesson's snippet, as written there, with the form's content filled in.
    Form {
      Text(store.articulo.nombre)
      Text("\(store.articulo.cantidad) unidades")
      Button("Editar") { store.send(.editarPulsado) }
      Button("Borrar", role: .destructive) { store.send(.borrarPulsado) }
    }
    .sheet(item: $store.scope(state: \.destino?.editar, action: \.destino.editar)) { editorStore in
      NavigationStack { EditorView(store: editorStore) }
    }
    .alert($store.scope(state: \.destino?.confirmarBorrado, action: \.destino.confirmarBorrado))
    .task { await store.send(.alAparecer).finish() }
  }
}
// docs:end

struct EditorView: View {
  let store: StoreOf<Editor>

  var body: some View {
    Form {
      TextField(
        "Nombre",
        text: Binding(
          get: { store.borrador.nombre },
          set: { store.send(.nombreCambiado($0)) }
        )
      )
      Button("Cancelar") { store.send(.cancelarPulsado) }
      Button("Guardar") { store.send(.guardarPulsado) }
    }
    .task { await store.send(.alAparecer).finish() }
  }
}
