import Foundation
import Leccion003PresentacionesAnidadas
import Reductor

/// Draws the app's screens as text: the inventory list, and over it, each presented level
/// indented one step further — the detail sheet, then the editor sheet or the delete alert.
///
/// As in the lesson's SwiftUI code, each level's screen draws what that level presents.
public enum Pantalla {
  /// The whole screen for `estado`, top level first.
  public static func dibujar(_ estado: Inventario.State) -> String {
    var cajas = [lista(estado.articulos)]
    if let detalle = estado.destino?.detalle {
      cajas.append(self.detalle(detalle))
    }
    return cajas.joined(separator: "\n")
  }

  static func lista(_ articulos: IdentifiedArrayOf<Articulo>) -> String {
    let filas =
      articulos.isEmpty
      ? ["(sin artículos)"]
      : articulos.enumerated().map { indice, articulo in
        let nombre = articulo.nombre.padding(toLength: 24, withPad: " ", startingAt: 0)
        let cantidad =
          String(repeating: " ", count: max(0, 5 - "\(articulo.cantidad)".count))
          + "\(articulo.cantidad) u."
        return "\(indice + 1)  \(nombre)\(cantidad)"
      }
    return caja("Inventario", filas, nivel: 0)
  }

  static func detalle(_ detalle: Detalle.State) -> String {
    var cajas = [
      caja(
        "Detalle · hoja",
        [
          detalle.articulo.nombre,
          "Existencias: \(detalle.articulo.cantidad) u.",
          "Refrescos de existencias: \(detalle.refrescos)",
          "[Editar]  [Borrar]",
        ],
        nivel: 1
      )
    ]
    switch detalle.destino {
    case let .editar(editor):
      cajas.append(
        caja(
          "Editor · hoja",
          [
            "Nombre:    \(editor.borrador.nombre)",
            "Cantidad:  \(editor.borrador.cantidad)",
            "Autoguardados: \(editor.autoguardados)",
            "[Cancelar]  [Guardar]",
          ],
          nivel: 2
        )
      )
    case let .confirmarBorrado(alerta):
      var lineas = [alerta.title.string]
      if let mensaje = alerta.message { lineas.append(mensaje.string) }
      lineas.append(alerta.buttons.map { "[\($0.label.string)]" }.joined(separator: "  "))
      cajas.append(caja("Alerta", lineas, nivel: 2))
    case nil:
      break
    }
    return cajas.joined(separator: "\n")
  }

  /// A box with a title, indented four columns per level.
  static func caja(_ titulo: String, _ lineas: [String], nivel: Int) -> String {
    let sangria = String(repeating: " ", count: 4 * nivel)
    let ancho = max(36, titulo.count + 3, lineas.map(\.count).max() ?? 0)
    let arriba = "┌─ \(titulo) " + String(repeating: "─", count: ancho - titulo.count - 1) + "┐"
    let medio = lineas.map {
      "│ " + $0.padding(toLength: ancho, withPad: " ", startingAt: 0) + " │"
    }
    let abajo = "└" + String(repeating: "─", count: ancho + 2) + "┘"
    return ([arriba] + medio + [abajo]).map { sangria + $0 }.joined(separator: "\n")
  }
}
