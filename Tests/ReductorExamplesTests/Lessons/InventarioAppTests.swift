// The Inventario demo app (`swift run inventario`): its story and its interactive mode, driven
// through the library with an output sink and a scripted input, not as a subprocess.
import Foundation
import InventarioApp
import Leccion003PresentacionesAnidadas
import Reductor
import Testing

@MainActor
@Suite struct InventarioAppTests {
  typealias Articulo = Leccion003PresentacionesAnidadas.Articulo
  typealias Inventario = Leccion003PresentacionesAnidadas.Inventario

  // MARK: The story

  @Test func theStoryPlaysFromStartToEnd() async throws {
    let salida = Salidas()
    await reproducirHistoria(salida: salida.escribir)
    let pasos = salida.pasos

    #expect(
      pasos.map(\.titulo) == [
        "1. The inventory: three articles, nothing presented",
        "2. Tap “Taladro”: the inventory presents its detail",
        "3. 5 seconds pass: the detail's ticker ticks",
        "4. Tap “Editar”: the detail presents the editor over itself",
        "5. Type 5 in “Cantidad”",
        "6. 3 seconds pass: the editor autosaves",
        "7. Tap “Guardar”: each level translates its child's fact into its own",
        "8. Tap “Borrar”: the detail asks for confirmation with an alert",
        "9. Tap “Cancelar” in the alert: it goes away, nothing is deleted",
        "10. Tap “Borrar”, then “Borrar” in the alert: the article is deleted",
        "11. A deep link opens the editor of “Tornillos M4” in one step",
        "12. 5 seconds pass: both tickers tick, one level apart",
        "13. Swipe the detail away: the root's slot becomes nil",
        "14. 10 more seconds pass: nothing happens",
      ]
    )
    guard pasos.count == 14 else { return }

    // 1: the list, drawn as a box.
    #expect(pasos[0].texto.contains("┌─ Inventario"))
    #expect(pasos[0].texto.contains("│ 2  Taladro                     3 u.  │"))

    // 2: the action and its diff, then the sheet appears and starts its ticker.
    #expect(pasos[1].texto.contains("Inventario.Action.articuloPulsado(2)"))
    #expect(pasos[1].texto.contains("+    destino: .detalle(Detalle.State("))
    #expect(pasos[1].texto.contains("⏵ The detail sheet appeared"))
    #expect(pasos[1].texto.contains("┌─ Detalle · hoja"))

    // 3 and 6: the tickers tick on the virtual clock.
    #expect(pasos[2].texto.contains(".destino.detalle.existenciasRefrescadas"))
    #expect(pasos[2].texto.contains("+      refrescos: 1"))
    #expect(pasos[3].texto.contains("┌─ Editor · hoja"))
    #expect(pasos[5].texto.contains(".editar.autoguardado"))

    // 7: the delegate chain, in order, then the editor's ticker is cancelled.
    try expectInOrder(
      pasos[6].texto,
      [
        ".editar.guardarPulsado",
        ".editar.delegate.guardado(Articulo(",
        ".detalle.delegate.articuloActualizado(Articulo(",
        "✖ Effect cancelled: Editor · autoguardado",
        "│ 2  Taladro                     5 u.  │",
      ]
    )
    #expect(!pasos[6].texto.contains("┌─ Editor · hoja"))

    // 8 and 9: the alert, then cancelling it deletes nothing.
    #expect(pasos[7].texto.contains("┌─ Alerta"))
    #expect(pasos[7].texto.contains("│ [Borrar]  [Cancelar]"))
    #expect(!pasos[8].texto.contains("┌─ Alerta"))
    #expect(pasos[8].texto.contains("Taladro"))

    // 10: the alert's button dismisses it; the article goes with its detail and its ticker.
    try expectInOrder(
      pasos[9].texto,
      [
        ".confirmarBorrado.borrar",
        ".detalle.delegate.articuloBorrado(2)",
        "✖ Effect cancelled: Detalle · refresco de existencias",
      ]
    )
    #expect(!pasos[9].texto.contains("│ 2  Taladro"))

    // 11 and 12: the deep link is one value; both levels appear and tick.
    #expect(pasos[10].texto.contains("The deep screen is a value, not a choreography"))
    #expect(pasos[10].texto.contains("⏵ The detail sheet appeared"))
    #expect(pasos[10].texto.contains("⏵ The editor sheet appeared"))
    #expect(pasos[10].texto.contains("┌─ Editor · hoja"))
    #expect(pasos[11].texto.contains(".editar.autoguardado"))
    #expect(pasos[11].texto.contains(".destino.detalle.existenciasRefrescadas"))

    // 13: the cascade dismissal cancels both levels' effects.
    try expectInOrder(
      pasos[12].texto,
      [
        "Inventario.Action.destino.dismiss",
        "✖ Effect cancelled: Detalle · refresco de existencias",
        "✖ Effect cancelled: Editor · autoguardado",
      ]
    )
    #expect(!pasos[12].texto.contains("┌─ Detalle · hoja"))

    // 14: nothing is left running.
    #expect(
      pasos[13].texto.contains(
        "No action arrived: 0 tickers running, 0 effects waiting on the clock."))
    #expect(!pasos[13].texto.contains("received action"))
  }

  // MARK: The interactive mode

  /// `inventario --trace`: the same story recorded, each store's session as a trace: the
  /// cascade of delegates at the save, and every ticker cancelled by a dismissal.
  @Test func theStoryAsATrace() async {
    let salida = Salidas()
    await reproducirHistoriaComoTraza(salida: salida.escribir)
    let pasos = salida.pasos
    #expect(
      pasos.map(\.titulo) == [
        "The inventory: from the list to the deletion",
        "The deep link: both sheets at once, then swiped away",
      ])
    guard pasos.count == 2 else { return }
    let inventario = pasos[0].texto
    #expect(inventario.contains("[1] .articuloPulsado(2) — sent to the store\n"))
    #expect(
      inventario.contains(
        """
              Editor (destino.editar presented): borrador.cantidad 3 → 5
        """))
    #expect(
      inventario.contains(
        """
          Inventario: articulos[id: 2].cantidad 3 → 5
            Detalle (destino.detalle presented)
        """))
    #expect(inventario.contains("  Inventario: articulos removed [id: 2]; destino "))
    #expect(!inventario.contains("still running"))
    let enlace = pasos[1].texto
    #expect(enlace.contains("[5] .destino(.dismiss) — sent to the store\n"))
    #expect(
      enlace.components(separatedBy: "ended: cancelled by dismissal").count - 1 == 2,
      "both tickers end when the detail is swiped away")
  }

  @Test func interactiveOpenEditSaveDeleteAndQuit() async {
    let salida = Salidas()
    let final = await ejecutarInteractivo(
      entrada: Self.guion(
        "2", "edit", "qty 7", "name Taladro rojo", "save", "back",
        "3", "delete", "yes", "1", "edit", "cancel", "quit"),
      salida: salida.escribir,
      reloj: TestClock()
    )

    #expect(
      final
        == Inventario.State(articulos: [
          Muestra.tornillos, Articulo(id: 2, nombre: "Taladro rojo", cantidad: 7),
        ])
    )
    let texto = salida.todo
    #expect(texto.contains("│ 2  Taladro rojo                7 u.  │"))
    #expect(texto.contains(".detalle.delegate.articuloActualizado("))
    #expect(texto.contains(".detalle.delegate.articuloBorrado(3)"))
    // The editor's Cancelar dismisses it with `@Dependency(\.dismiss)`.
    #expect(texto.contains("Inventario.Action.destino.detalle.destino.dismiss"))
    #expect(salida.textos.filter { $0 == "✖ Effect cancelled: Editor · autoguardado" }.count == 2)
    #expect(salida.textos.last == "Bye.")
  }

  @Test func badInputGetsAHintAndChangesNothing() async {
    let salida = Salidas()
    let final = await ejecutarInteractivo(
      entrada: Self.guion("9", "open 0", "open x", "frobnicate", "save", "", "   ", "quit"),
      salida: salida.escribir,
      reloj: TestClock()
    )

    #expect(final == Inventario.State(articulos: Muestra.articulos))
    #expect(
      salida.textos.filter { $0.hasPrefix("? ") } == [
        "? There is no article 9: pick a number from 1 to 3.",
        "? There is no article 0: pick a number from 1 to 3.",
        "? Write the article's number, e.g. open 1 (or just 1).",
        "? Unknown command “frobnicate”. Here: a number (or open N) opens an article · quit.",
        "? “save” does nothing on the list. Here: a number (or open N) opens an article · quit.",
      ]
    )
    #expect(!salida.todo.contains("received action"))
  }

  @Test func badInputInsideTheEditorChangesNothing() async {
    let salida = Salidas()
    let final = await ejecutarInteractivo(
      entrada: Self.guion("1", "edit", "qty x", "qty -3", "name", "delete", "quit"),
      salida: salida.escribir,
      reloj: TestClock()
    )
    #expect(final == Inventario.State(articulos: Muestra.articulos))
    #expect(
      salida.textos.filter { $0.hasPrefix("? ") } == [
        "? Write a whole number of units after “qty”, e.g. qty 12.",
        "? Write a whole number of units after “qty”, e.g. qty 12.",
        "? Write the new name after “name”, e.g. name Taladro rojo.",
        "? “delete” does nothing on the editor. Here: name TEXT · qty N · save · cancel · quit.",
      ]
    )
    // Between the hints nothing was sent: the last action before quitting opened the editor.
    let acciones = salida.textos.filter { $0.hasPrefix("received action:") }
    #expect(acciones.count == 4 + 1)  // open + appear, edit + appear, and the final dismissal
  }

  @Test func endOfInputExitsCleanly() async {
    let salida = Salidas()
    let final = await ejecutarInteractivo(
      entrada: Self.guion("2", "edit"),
      salida: salida.escribir,
      reloj: TestClock()
    )
    #expect(final == Inventario.State(articulos: Muestra.articulos))
    let cola = Array(salida.textos.suffix(6))
    guard cola.count == 6 else { return }
    #expect(cola[0] == "(end of input)")
    #expect(
      cola[1] == "Closing every screen: the root's slot becomes nil, which cancels their effects.")
    #expect(cola[2].hasPrefix("received action:\n  Inventario.Action.destino.dismiss"))
    #expect(
      cola[3...] == [
        "✖ Effect cancelled: Detalle · refresco de existencias",
        "✖ Effect cancelled: Editor · autoguardado",
        "Bye.",
      ]
    )
  }

  @Test func helpListsTheCommandsOfTheScreenOnTop() async {
    let salida = Salidas()
    await ejecutarInteractivo(
      entrada: Self.guion("help", "2", "help", "delete", "help", "no", "edit", "help", "q"),
      salida: salida.escribir,
      reloj: TestClock()
    )
    let ayudas = salida.textos.filter { $0.hasPrefix("On the ") }
    #expect(
      ayudas.contains(
        "On the list. Here: a number (or open N) opens an article · quit. (help lists these)"))
    #expect(ayudas.contains("On the detail. Here: edit · delete · back · quit. (help lists these)"))
    #expect(ayudas.contains("On the alert. Here: yes (delete it) · no · quit. (help lists these)"))
    #expect(
      ayudas.contains(
        "On the editor. Here: name TEXT · qty N · save · cancel · quit. (help lists these)"))
  }

  // MARK: Helpers

  /// A scripted keyboard: these lines, then the end of input.
  static func guion(_ lineas: String...) -> AsyncStream<String> {
    let (flujo, continuacion) = AsyncStream.makeStream(of: String.self)
    for linea in lineas { continuacion.yield(linea) }
    continuacion.finish()
    return flujo
  }

  /// Fails unless each of `partes` occurs in `texto`, each after the previous one.
  func expectInOrder(
    _ texto: String, _ partes: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var resto = texto[...]
    for parte in partes {
      let rango = try #require(
        resto.range(of: parte), "“\(parte)” missing or out of order", sourceLocation: sourceLocation
      )
      resto = resto[rango.upperBound...]
    }
  }
}

/// Collects what the app writes.
@MainActor
final class Salidas {
  private(set) var textos: [String] = []

  var escribir: Salida {
    { [unowned self] texto in textos.append(texto) }
  }

  var todo: String { textos.joined(separator: "\n") }

  /// The story's steps: each heading ("━━ 3. … ━━━") with the text written under it.
  var pasos: [(titulo: String, texto: String)] {
    var pasos: [(titulo: String, texto: String)] = []
    for linea in todo.split(separator: "\n", omittingEmptySubsequences: false) {
      if linea.hasPrefix("━━ ") {
        let titulo = linea.dropFirst(3).trimmingCharacters(in: CharacterSet(charactersIn: "━ "))
        pasos.append((String(titulo), ""))
      } else if !pasos.isEmpty {
        pasos[pasos.count - 1].texto += linea + "\n"
      }
    }
    return pasos
  }
}
