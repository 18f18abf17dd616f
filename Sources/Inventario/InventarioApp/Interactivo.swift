import Foundation
import Leccion003PresentacionesAnidadas
import Reductor

/// Lets a person drive the Inventario app: each line of `entrada` is a command for the screen
/// on top (the list, the detail, the editor or the alert). After each command it writes the
/// actions and state diffs it caused and the new screen to `salida`.
///
/// A command that does not exist, or does not apply to the screen on top, or names an article
/// that is not there, gets a short hint and changes nothing. `quit` or the end of `entrada`
/// closes every screen (cancelling their effects) and returns.
///
/// - Parameters:
///   - entrada: The lines typed; see ``lineasDelTeclado()``.
///   - salida: Where to write.
///   - reloj: The clock the tickers sleep on.
/// - Returns: The state the app ended in.
@MainActor
@discardableResult
public func ejecutarInteractivo(
  entrada: AsyncStream<String>,
  salida: @escaping Salida,
  reloj: any Clock<Duration> = ContinuousClock()
) async -> Inventario.State {
  salida(
    """
    INVENTARIO — interactive. Type a command and press return; "help" lists them.
    Effects keep running while you type: the detail refreshes its stock every 5 s and
    the editor autosaves every 3 s.
    """
  )
  let app = await Sesion(
    estadoInicial: Inventario.State(articulos: Muestra.articulos),
    reloj: reloj, resumirTics: true, salida: salida
  )
  app.volcar()
  salida(Pantalla.dibujar(app.estado))
  salida(Orden.ayuda(para: app.estado))

  var terminado = false
  for await linea in entrada {
    switch Orden.interpretar(linea, en: app.estado) {
    case .nada:
      continue
    case let .pista(texto):
      app.volcar()
      salida("? " + texto)
    case .ayuda:
      app.volcar()
      salida(Orden.ayuda(para: app.estado))
    case .salir:
      terminado = true
    case let .enviar(accion, esperando):
      salida("▶ " + linea.trimmingCharacters(in: .whitespaces))
      await app.enviar(accion, esperandoHasta: esperando)
      salida(Pantalla.dibujar(app.estado))
      salida(Orden.ayuda(para: app.estado))
    }
    if terminado { break }
  }
  if !terminado {
    salida("(end of input)")
  }
  if app.estado.destino != nil {
    salida("Closing every screen: the root's slot becomes nil, which cancels their effects.")
  }
  await app.cerrar()
  salida("Bye.")
  return app.estado
}

/// The lines typed on standard input, read on a thread of their own so that neither the main
/// actor (where the store runs) nor the small pool of threads effects run on ever blocks on
/// the keyboard. The stream ends at the end of input.
public func lineasDelTeclado() -> AsyncStream<String> {
  let (lineas, continuacion) = AsyncStream.makeStream(of: String.self)
  let lector = Thread {
    while let linea = readLine() {
      continuacion.yield(linea)
    }
    continuacion.finish()
  }
  lector.start()
  return lineas
}

/// A line typed, understood for the screen on top.
enum Orden {
  /// Send this action (and wait until the condition holds, for a command whose effect ends
  /// the work a little later).
  case enviar(Inventario.Action, esperando: ((Inventario.State) -> Bool)?)
  case ayuda
  case salir
  /// The line made no sense here: say why, change nothing.
  case pista(String)
  /// An empty line.
  case nada

  /// The screen on top, which decides what a command means.
  enum Arriba {
    case lista, detalle, editor, alerta
  }

  static func arriba(_ estado: Inventario.State) -> Arriba {
    switch estado.destino?.detalle?.destino {
    case .editar: .editor
    case .confirmarBorrado: .alerta
    case nil: estado.destino == nil ? .lista : .detalle
    }
  }

  static func interpretar(_ linea: String, en estado: Inventario.State) -> Orden {
    let palabras = linea.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let primera = palabras.first?.lowercased() else { return .nada }
    let resto = palabras.dropFirst().joined(separator: " ")

    switch primera {
    case "help", "h", "?": return .ayuda
    case "quit", "q", "exit": return .salir
    default: break
    }

    let detalle = Inventario.Action.destino
    let enDetalle = { (accion: Detalle.Action) in detalle(.presented(.detalle(accion))) }
    let enEditor = { (accion: Editor.Action) in enDetalle(.destino(.presented(.editar(accion)))) }

    switch (arriba(estado), primera) {
    case (.lista, "open"), (.lista, "o"):
      return abrir(resto, en: estado)
    case (.lista, _) where Int(primera) != nil:
      return abrir(primera, en: estado)

    case (.detalle, "edit"), (.detalle, "e"):
      return .enviar(enDetalle(.editarPulsado), esperando: nil)
    case (.detalle, "delete"), (.detalle, "d"):
      return .enviar(enDetalle(.borrarPulsado), esperando: nil)
    case (.detalle, "back"), (.detalle, "b"):
      return .enviar(detalle(.dismiss), esperando: nil)

    case (.editor, "name"), (.editor, "n"):
      guard !resto.isEmpty else {
        return .pista("Write the new name after “name”, e.g. name Taladro rojo.")
      }
      return .enviar(enEditor(.nombreCambiado(resto)), esperando: nil)
    case (.editor, "qty"), (.editor, "quantity"):
      guard let cantidad = Int(resto), cantidad >= 0 else {
        return .pista("Write a whole number of units after “qty”, e.g. qty 12.")
      }
      return .enviar(enEditor(.cantidadCambiada(cantidad)), esperando: nil)
    case (.editor, "save"), (.editor, "s"):
      return .enviar(enEditor(.guardarPulsado), esperando: nil)
    case (.editor, "cancel"), (.editor, "back"), (.editor, "b"):
      // The editor's own Cancelar button: it dismisses itself with `@Dependency(\.dismiss)`,
      // whose `.dismiss` reaches the store a moment later.
      return .enviar(enEditor(.cancelarPulsado), esperando: { $0.destino?.detalle?.destino == nil })

    case (.alerta, "yes"), (.alerta, "y"), (.alerta, "delete"):
      return .enviar(enDetalle(.destino(.presented(.confirmarBorrado(.borrar)))), esperando: nil)
    case (.alerta, "no"), (.alerta, "cancel"), (.alerta, "back"), (.alerta, "b"):
      return .enviar(enDetalle(.destino(.dismiss)), esperando: nil)

    case (let pantalla, _):
      if todas.contains(primera) || Int(primera) != nil {
        return .pista("“\(primera)” does nothing on \(nombre(pantalla)). " + comandos(pantalla))
      }
      return .pista("Unknown command “\(primera)”. " + comandos(pantalla))
    }
  }

  /// Opens the article at a 1-based position of the list.
  static func abrir(_ texto: String, en estado: Inventario.State) -> Orden {
    let cuantos = estado.articulos.count
    guard cuantos > 0 else {
      return .pista("The inventory is empty: nothing to open. Type quit to leave.")
    }
    guard let numero = Int(texto) else {
      return .pista("Write the article's number, e.g. open 1 (or just 1).")
    }
    guard (1...cuantos).contains(numero) else {
      return .pista("There is no article \(numero): pick a number from 1 to \(cuantos).")
    }
    return .enviar(.articuloPulsado(estado.articulos[numero - 1].id), esperando: nil)
  }

  static let todas: Set<String> = [
    "open", "o", "edit", "e", "delete", "d", "back", "b", "name", "n", "qty", "quantity",
    "save", "s", "cancel", "yes", "y", "no",
  ]

  static func nombre(_ pantalla: Arriba) -> String {
    switch pantalla {
    case .lista: "the list"
    case .detalle: "the detail"
    case .editor: "the editor"
    case .alerta: "the alert"
    }
  }

  static func comandos(_ pantalla: Arriba) -> String {
    switch pantalla {
    case .lista: "Here: a number (or open N) opens an article · quit."
    case .detalle: "Here: edit · delete · back · quit."
    case .editor: "Here: name TEXT · qty N · save · cancel · quit."
    case .alerta: "Here: yes (delete it) · no · quit."
    }
  }

  static func ayuda(para estado: Inventario.State) -> String {
    "On \(nombre(arriba(estado))). " + comandos(arriba(estado)) + " (help lists these)"
  }
}
