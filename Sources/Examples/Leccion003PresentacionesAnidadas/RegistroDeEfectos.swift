import Reductor

/// Hears when a long-running effect of these features ends because it was cancelled.
///
/// Not part of the lesson: it lets the tests and the Inventario app see the cascade dismissal
/// ("cancela de golpe los efectos de todos sus descendientes") happen.
public struct RegistroDeEfectos: Sendable {
  /// Called with the effect's name (e.g. `"Editor · autoguardado"`) when it is cancelled.
  public var cancelado: @Sendable (_ efecto: String) -> Void

  public init(cancelado: @escaping @Sendable (_ efecto: String) -> Void) {
    self.cancelado = cancelado
  }
}

extension RegistroDeEfectos: DependencyKey {
  public static let liveValue = RegistroDeEfectos(cancelado: { _ in })
  public static let testValue = RegistroDeEfectos(cancelado: { _ in })
}

extension DependencyValues {
  /// Where the long-running effects of lesson 003's features report their cancellation.
  public var registroDeEfectos: RegistroDeEfectos {
    get { self[RegistroDeEfectos.self] }
    set { self[RegistroDeEfectos.self] = newValue }
  }
}

extension Effect {
  /// A ticker: sends `accion()` every `intervalo` of `reloj` until it is cancelled, and then
  /// tells `registro` that the effect called `nombre` ended.
  static func temporizador(
    _ nombre: String,
    cada intervalo: Duration,
    reloj: any Clock<Duration>,
    registro: RegistroDeEfectos,
    accion: @escaping @Sendable () -> Action
  ) -> Self {
    .run { send in
      await withTaskCancellationHandler {
        while !Task.isCancelled {
          do {
            try await reloj.sleep(for: intervalo)
          } catch {
            return
          }
          await send(accion())
        }
      } onCancel: {
        registro.cancelado(nombre)
      }
    }
  }
}
