import Foundation
import Leccion003PresentacionesAnidadas
import Reductor

/// The running app: a real `Store` of lesson 003's `Inventario`, with `_printChanges` logging
/// every action and state diff, and the part SwiftUI would play — when a sheet appears its
/// view sends `.alAparecer`, which starts that level's ticker.
///
/// The story and the interactive mode both drive the app through a session.
@MainActor
final class Sesion {
  let store: StoreOf<Inventario>
  let salida: Salida
  /// The clock the tickers sleep on; the story passes a `TestClock` so that "5 seconds pass"
  /// takes no real time.
  let relojVirtual: TestClock<Duration>?
  private let registro: Registro
  /// The running tickers of the detail and the editor, while their screens are shown.
  private var tareaDetalle: StoreTask?
  private var tareaEditor: StoreTask?

  /// Starts the app on `estadoInicial`; screens present in it appear at once, as at launch.
  init(
    estadoInicial: Inventario.State,
    reloj: any Clock<Duration>,
    resumirTics: Bool,
    grabadora: SessionRecorder? = nil,
    salida: @escaping Salida
  ) async {
    let registro = Registro(resumirTics: resumirTics)
    self.registro = registro
    self.salida = salida
    self.relojVirtual = reloj as? TestClock<Duration>
    self.store = Store(initialState: estadoInicial) {
      // Runs first and changes nothing: tells the log whether the next change is a tick.
      Reduce<Inventario.State, Inventario.Action> { _, accion in
        registro.siguienteEsTic = Self.nombreDelTic(accion)
        return .none
      }
      // With a recorder (`inventario --trace`), the session is recorded as well.
      if let grabadora {
        Inventario()
          .recordSession(into: grabadora)
          ._printChanges(.customDump(output: { registro.anotarCambio($0) }))
      } else {
        Inventario()
          ._printChanges(.customDump(output: { registro.anotarCambio($0) }))
      }
    } withDependencies: {
      $0.continuousClock = reloj
      $0.registroDeEfectos = RegistroDeEfectos(cancelado: { registro.anotarCancelacion($0) })
    }
    await sincronizarPantallas()
  }

  var estado: Inventario.State { store.state }

  /// Sends an action as a tap would, lets the views that appeared or went away react, and
  /// prints everything that happened.
  func enviar(
    _ accion: Inventario.Action,
    esperandoHasta condicion: ((Inventario.State) -> Bool)? = nil
  ) async {
    store.send(accion)
    if let condicion {
      // An effect (such as the editor's `dismiss()`) finishes the work a little later.
      await cederHasta { condicion(self.store.state) }
    }
    await sincronizarPantallas()
    volcar()
  }

  /// Lets `duracion` pass on the virtual clock, one second at a time, printing the ticks.
  func pasarTiempo(_ duracion: Duration) async {
    guard let reloj = relojVirtual else { return }
    var pasado = Duration.zero
    while pasado < duracion {
      await reloj.advance(by: .seconds(1))
      pasado += .seconds(1)
      // Each ticker's action reaches the store on the main actor; once every ticker sleeps
      // again, its action has been handled.
      let activos = temporizadoresActivos
      await cederHasta { reloj.pendingSleeperCount == activos }
    }
    volcar()
  }

  /// The number of tickers running now.
  var temporizadoresActivos: Int {
    (tareaDetalle == nil ? 0 : 1) + (tareaEditor == nil ? 0 : 1)
  }

  /// Closes every screen, which cancels every effect, and waits for them to end.
  func cerrar() async {
    if store.state.destino != nil {
      store.send(.destino(.dismiss))
    }
    await sincronizarPantallas()
    volcar()
  }

  /// Prints what was logged since the last call.
  func volcar() {
    for texto in registro.vaciar() {
      salida(texto)
    }
  }

  // MARK: The views' part

  /// What SwiftUI would do as sheets come and go: a sheet that appears sends `.alAparecer`
  /// (its `.task`); for a sheet that went away, wait until its ticker has ended.
  private func sincronizarPantallas() async {
    if store.state.destino?.detalle?.destino?.editar == nil, let tarea = tareaEditor {
      await tarea.finish()
      tareaEditor = nil
    }
    if store.state.destino?.detalle == nil, let tarea = tareaDetalle {
      await tarea.finish()
      tareaDetalle = nil
    }
    if store.state.destino?.detalle != nil, tareaDetalle == nil {
      registro.anotarNota(
        """
        ⏵ The detail sheet appeared: its view sends .alAparecer, which starts Detalle's
          stock-refresh ticker (every \(Detalle.intervaloDeRefresco.components.seconds) s).
        """
      )
      tareaDetalle = store.send(.destino(.presented(.detalle(.alAparecer))))
    }
    if store.state.destino?.detalle?.destino?.editar != nil, tareaEditor == nil {
      registro.anotarNota(
        """
        ⏵ The editor sheet appeared: its view sends .alAparecer, which starts the Editor's
          autosave ticker (every \(Editor.intervaloDeAutoguardado.components.seconds) s).
        """
      )
      tareaEditor = store.send(
        .destino(.presented(.detalle(.destino(.presented(.editar(.alAparecer))))))
      )
    }
    if let reloj = relojVirtual {
      // Let a ticker just started reach its first sleep, so that time passing counts for it.
      let activos = temporizadoresActivos
      await cederHasta { reloj.pendingSleeperCount == activos }
    }
    registro.cerrarPaso()
  }

  /// The name of a ticker's action, or `nil` for any other action.
  nonisolated static func nombreDelTic(_ accion: Inventario.Action) -> String? {
    if accion.is(\.destino.detalle.existenciasRefrescadas) {
      return "Detalle.existenciasRefrescadas"
    }
    if accion.is(\.destino.detalle.destino.editar.autoguardado) {
      return "Editor.autoguardado"
    }
    return nil
  }
}

/// Yields, without sleeping, until `condicion` holds (giving up after 10 s, so that a bug
/// cannot hang the app).
@MainActor
func cederHasta(_ condicion: () -> Bool) async {
  let limite = ContinuousClock.now.advanced(by: .seconds(10))
  while !condicion(), ContinuousClock.now < limite {
    await Task.yield()
  }
}

/// What happened since the last print: state changes (from `_printChanges`), notes, and the
/// effects cancelled — which arrive from whatever thread cancels them, hence the lock.
final class Registro: @unchecked Sendable {
  // @unchecked Sendable: every stored property is read and written only with `lock` held.
  private let lock = NSLock()
  private var textos: [String] = []
  private var cancelaciones: [String] = []
  private var tics: [String: Int] = [:]
  private var _siguienteEsTic: String?
  private let resumirTics: Bool

  init(resumirTics: Bool) {
    self.resumirTics = resumirTics
  }

  var siguienteEsTic: String? {
    get { lock.withLock { _siguienteEsTic } }
    set { lock.withLock { _siguienteEsTic = newValue } }
  }

  func anotarCambio(_ texto: String) {
    lock.withLock {
      if resumirTics, let tic = _siguienteEsTic {
        tics[tic, default: 0] += 1
      } else {
        textos.append(texto)
      }
    }
  }

  func anotarNota(_ texto: String) {
    lock.withLock { textos.append(texto) }
  }

  func anotarCancelacion(_ efecto: String) {
    lock.withLock { cancelaciones.append(efecto) }
  }

  /// Moves the cancellations seen so far into the log, after the changes that caused them.
  func cerrarPaso() {
    lock.withLock {
      for efecto in cancelaciones.sorted() {
        textos.append("✖ Effect cancelled: \(efecto)")
      }
      cancelaciones.removeAll()
    }
  }

  func vaciar() -> [String] {
    lock.withLock {
      var resultado: [String] = []
      if !tics.isEmpty {
        let resumen = tics.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }
        resultado.append("(meanwhile the tickers ticked: \(resumen.joined(separator: ", ")))")
        tics.removeAll()
      }
      resultado += textos
      textos.removeAll()
      return resultado
    }
  }
}
