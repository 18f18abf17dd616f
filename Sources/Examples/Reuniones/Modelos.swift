import Foundation
import Reductor

/// A recurring meeting: who attends, how long it lasts, and the minutes of each time it met.
/// (The shape of TCA's SyncUps example, in the lessons' Spanish.)
public struct Reunion: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var asistentes: IdentifiedArrayOf<Asistente> = []
  public var duracion: Duration = .seconds(60 * 5)
  public var actas: IdentifiedArrayOf<Acta> = []
  public var titulo = ""

  public init(
    id: UUID,
    asistentes: IdentifiedArrayOf<Asistente> = [],
    duracion: Duration = .seconds(60 * 5),
    actas: IdentifiedArrayOf<Acta> = [],
    titulo: String = ""
  ) {
    self.id = id
    self.asistentes = asistentes
    self.duracion = duracion
    self.actas = actas
    self.titulo = titulo
  }

  /// How long each attendee speaks.
  public var duracionPorAsistente: Duration {
    duracion / max(asistentes.count, 1)
  }
}

/// Someone who attends a meeting.
public struct Asistente: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var nombre = ""

  public init(id: UUID, nombre: String = "") {
    self.id = id
    self.nombre = nombre
  }
}

/// The minutes of one meeting: when it was and what was said.
public struct Acta: Codable, Equatable, Identifiable, Sendable {
  public let id: UUID
  public var fecha: Date
  public var transcripcion: String

  public init(id: UUID, fecha: Date, transcripcion: String) {
    self.id = id
    self.fecha = fecha
    self.transcripcion = transcripcion
  }
}

/// Where the meetings are kept: `reuniones.json` in the documents folder. A dependency, so
/// that a test can point it at a folder of its own.
public struct ArchivoDeReuniones: Sendable {
  public var url: URL

  public init(url: URL) {
    self.url = url
  }
}

extension ArchivoDeReuniones: DependencyKey {
  public static var liveValue: ArchivoDeReuniones {
    ArchivoDeReuniones(url: .documentsDirectory.appending(component: "reuniones.json"))
  }
  public static var testValue: ArchivoDeReuniones { liveValue }
}

extension DependencyValues {
  /// The file the meetings are kept in.
  public var archivoDeReuniones: ArchivoDeReuniones {
    get { self[ArchivoDeReuniones.self] }
    set { self[ArchivoDeReuniones.self] = newValue }
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Reunion>>.Default {
  /// Every meeting, persisted in a file: `@Shared(.reuniones) var reuniones`.
  public static var reuniones: Self {
    @Dependency(\.archivoDeReuniones) var archivo
    return Self[.fileStorage(archivo.url), default: []]
  }
}

/// Turns speech into text while a meeting is recorded. There is no speech recognizer on Linux:
/// the live value transcribes nothing, and tests give their own.
public struct ReconocimientoDeVoz: Sendable {
  public var transcribir: @Sendable () async throws -> AsyncThrowingStream<String, any Error>

  public init(
    transcribir: @escaping @Sendable () async throws -> AsyncThrowingStream<String, any Error>
  ) {
    self.transcribir = transcribir
  }
}

extension ReconocimientoDeVoz: DependencyKey {
  public static var liveValue: ReconocimientoDeVoz {
    ReconocimientoDeVoz(transcribir: { AsyncThrowingStream { $0.finish() } })
  }
  public static var testValue: ReconocimientoDeVoz {
    ReconocimientoDeVoz(transcribir: { try unimplemented("ReconocimientoDeVoz.transcribir") })
  }
}

extension DependencyValues {
  /// The speech recognizer a recording uses.
  public var reconocimientoDeVoz: ReconocimientoDeVoz {
    get { self[ReconocimientoDeVoz.self] }
    set { self[ReconocimientoDeVoz.self] = newValue }
  }
}
