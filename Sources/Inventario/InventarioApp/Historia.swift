import Leccion003PresentacionesAnidadas
import Reductor

/// Plays lesson 003's story on a real `Store`, from the inventory list to a cascade dismissal,
/// writing for each step the screen, the action sent and the state diff to `salida`.
///
/// Time runs on a virtual clock, so "5 seconds pass" takes no real time and the output is the
/// same on every run.
@MainActor
public func reproducirHistoria(salida: @escaping Salida) async {
  await reproducirHistoria(salida: salida, grabadoras: nil)
}

/// Plays the same story with a `SessionRecorder` on each of its two stores (the inventory, then
/// the deep link), and writes each recorded session as a trace: one block an action, one line
/// each level it passed through, saying what that level did.
@MainActor
public func reproducirHistoriaComoTraza(salida: @escaping Salida) async {
  let grabadoras = (SessionRecorder(), SessionRecorder())
  await reproducirHistoria(salida: { _ in }, grabadoras: grabadoras)
  salida(
    """
    INVENTARIO — lesson 003's story, recorded with SessionRecorder

    Each block is an action and where it came from; each line under it a level of the feature
    tree it passed through (Inventario → Detalle → Editor), what that level changed of its own
    state, and the effects it started, with how each ended.

    ━━ The inventory: from the list to the deletion ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

    \(grabadoras.0.trace())
    ━━ The deep link: both sheets at once, then swiped away ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

    \(grabadoras.1.trace())
    """
  )
}

@MainActor
func reproducirHistoria(
  salida: @escaping Salida, grabadoras: (SessionRecorder, SessionRecorder)?
) async {
  let reloj = TestClock()
  var paso = 0
  func titulo(_ texto: String) {
    paso += 1
    let cabecera = "━━ \(paso). \(texto) "
    salida("\n" + cabecera + String(repeating: "━", count: max(4, 72 - cabecera.count)))
  }

  salida(
    """
    INVENTARIO — lesson 003 ("Presentaciones anidadas") played on a real Store

    A list presents a detail sheet; the detail presents an editor sheet or a delete
    alert. Each step shows the action sent, what the reducers received with the state
    diff (− before, + after; from _printChanges), and then the screen. Time runs on a
    virtual clock: "5 seconds pass" takes no real time.
    """
  )

  titulo("The inventory: three articles, nothing presented")
  let app = await Sesion(
    estadoInicial: Inventario.State(articulos: Muestra.articulos),
    reloj: reloj, resumirTics: false, grabadora: grabadoras?.0, salida: salida
  )
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Taladro”: the inventory presents its detail")
  salida("▶ send(.articuloPulsado(\(Muestra.taladro.id)))")
  await app.enviar(.articuloPulsado(Muestra.taladro.id))
  salida(Pantalla.dibujar(app.estado))

  titulo("5 seconds pass: the detail's ticker ticks")
  await app.pasarTiempo(.seconds(5))
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Editar”: the detail presents the editor over itself")
  salida("▶ send(\\.destino.detalle.editarPulsado)")
  await app.enviar(.destino(.presented(.detalle(.editarPulsado))))
  salida(Pantalla.dibujar(app.estado))

  titulo("Type 5 in “Cantidad”")
  salida("▶ send(\\.destino.detalle.destino.editar.cantidadCambiada, 5)")
  await app.enviar(
    .destino(.presented(.detalle(.destino(.presented(.editar(.cantidadCambiada(5))))))))

  titulo("3 seconds pass: the editor autosaves")
  await app.pasarTiempo(.seconds(3))
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Guardar”: each level translates its child's fact into its own")
  salida(
    """
    The editor publishes .delegate(.guardado); Detalle hears it, closes the editor and
    publishes its own .delegate(.articuloActualizado); the inventory, which never mentions
    the editor, updates its list. Closing the editor cancels its autosave.
    ▶ send(\\.destino.detalle.destino.editar.guardarPulsado)
    """
  )
  await app.enviar(.destino(.presented(.detalle(.destino(.presented(.editar(.guardarPulsado)))))))
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Borrar”: the detail asks for confirmation with an alert")
  salida("▶ send(\\.destino.detalle.borrarPulsado)")
  await app.enviar(.destino(.presented(.detalle(.borrarPulsado))))
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Cancelar” in the alert: it goes away, nothing is deleted")
  salida("▶ send(\\.destino.detalle.destino.dismiss)")
  await app.enviar(.destino(.presented(.detalle(.destino(.dismiss)))))
  salida(Pantalla.dibujar(app.estado))

  titulo("Tap “Borrar”, then “Borrar” in the alert: the article is deleted")
  salida(
    """
    The alert's button dismisses the alert; Detalle publishes .delegate(.articuloBorrado);
    the inventory removes the article and closes the detail, which cancels its ticker.
    ▶ send(\\.destino.detalle.borrarPulsado)
    """
  )
  await app.enviar(.destino(.presented(.detalle(.borrarPulsado))))
  salida("▶ send(\\.destino.detalle.destino.confirmarBorrado.borrar)")
  await app.enviar(.destino(.presented(.detalle(.destino(.presented(.confirmarBorrado(.borrar)))))))
  salida(Pantalla.dibujar(app.estado))

  titulo("A deep link opens the editor of “Tornillos M4” in one step")
  let articulos = app.estado.articulos
  salida(
    """
    The deep screen is a value, not a choreography: the app starts a new Store from

      Inventario.State(
        articulos: articulos,  // \(articulos.map(\.nombre).joined(separator: ", "))
        destino: .detalle(Detalle.State(
          articulo: tornillos,
          destino: .editar(Editor.State(borrador: tornillos))
        ))
      )

    and both sheets appear at once, as if the user had tapped their way there.
    """
  )
  let enlace = await Sesion(
    estadoInicial: Inventario.State(
      articulos: articulos,
      destino: .detalle(
        Detalle.State(
          articulo: Muestra.tornillos,
          destino: .editar(Editor.State(borrador: Muestra.tornillos))
        ))
    ),
    reloj: reloj, resumirTics: false, grabadora: grabadoras?.1, salida: salida
  )
  enlace.volcar()
  salida(Pantalla.dibujar(enlace.estado))

  titulo("5 seconds pass: both tickers tick, one level apart")
  await enlace.pasarTiempo(.seconds(5))
  salida(Pantalla.dibujar(enlace.estado))

  titulo("Swipe the detail away: the root's slot becomes nil")
  salida(
    """
    One assignment at the root destroys the whole subtree — detail and editor — and
    cancels the effects of every level below it at once.
    ▶ send(.destino(.dismiss))
    """
  )
  await enlace.enviar(.destino(.dismiss))
  salida(Pantalla.dibujar(enlace.estado))

  titulo("10 more seconds pass: nothing happens")
  await enlace.pasarTiempo(.seconds(10))
  salida(
    "No action arrived: \(enlace.temporizadoresActivos) tickers running, "
      + "\(reloj.pendingSleeperCount) effects waiting on the clock."
  )

  salida(
    """

    The end. Drive the same app yourself with:  swift run inventario --interactive
    """
  )
}
