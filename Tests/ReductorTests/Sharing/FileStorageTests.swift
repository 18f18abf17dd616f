import Foundation
import Reductor
import ReductorTestSupport
import Testing

@testable import ReductorCore
@testable import ReductorSharing

/// `.fileStorage` keys: what reaches the disk, read back from it.
@MainActor
@Suite(.serialized) struct FileStorageTests {
  struct Ajustes: Codable, Equatable, Sendable {
    var tema = "claro"
    var tamaño = 12
  }

  /// A folder of this test's own, removed afterwards.
  final class Carpeta {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("reductor-file-storage-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  func leer(_ url: URL) throws -> Ajustes {
    try JSONDecoder().decode(Ajustes.self, from: Data(contentsOf: url))
  }

  @Test func aChangeIsWrittenToTheFileAndReadBack() async throws {
    let carpeta = try Carpeta()
    let archivo = carpeta.url.appendingPathComponent("ajustes.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(archivo)) var ajustes = Ajustes()
      $ajustes.withLock { $0.tema = "oscuro" }
      try await $ajustes.save()
      #expect(try leer(archivo) == Ajustes(tema: "oscuro"))
    }
    // A new reference, once the first is gone, starts from the file.
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(archivo)) var ajustes = Ajustes()
      #expect(ajustes.tema == "oscuro")
      _ = try #require(Optional(ajustes))
    }
  }

  @Test func aBurstOfChangesIsCoalescedIntoFewWrites() async throws {
    let carpeta = try Carpeta()
    let archivo = carpeta.url.appendingPathComponent("burst.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      let key: FileStorageKey<Ajustes> = .fileStorage(archivo)
      @Shared(key) var ajustes = Ajustes()
      for tamaño in 1...1_000 {
        $ajustes.withLock { $0.tamaño = tamaño }
      }
      try await $ajustes.save()
      #expect(try leer(archivo).tamaño == 1_000)
      // The first change is written at once (or with the next ones, if the queue is slower
      // than the loop); the rest wait for the second to pass and are written together.
      #expect(key.writer.writes <= 3)
    }
  }

  @Test func aCorruptFileIsLeftAloneAndTheDefaultIsUsed() throws {
    let carpeta = try Carpeta()
    let archivo = carpeta.url.appendingPathComponent("roto.json")
    try Data("{ esto no es JSON".utf8).write(to: archivo)
    let (tema, warnings) = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      capturingWarnings {
        @Shared(.fileStorage(archivo)) var ajustes = Ajustes()
        return ajustes.tema
      }
    }
    #expect(tema == "claro")
    #expect(try String(contentsOf: archivo, encoding: .utf8) == "{ esto no es JSON")
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.message.contains(archivo.path))
    #expect(warning.message.contains("could not be decoded"))
    #expect(warning.line == #line - 10)
  }

  @Test func aFailedWriteKeepsTheValueAndTheNextWriteSavesIt() async throws {
    let carpeta = try Carpeta()
    // A regular file where the folder should be: creating the folder fails, even as root.
    let bloqueo = carpeta.url.appendingPathComponent("bloqueo")
    try Data("x".utf8).write(to: bloqueo)
    let archivo = bloqueo.appendingPathComponent("ajustes.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(archivo)) var ajustes = Ajustes()
      // The writer's queue waits, so that the write runs here, where the warning is caught.
      _fileWriterQueue.suspend()
      let (_, warnings) = capturingWarnings {
        $ajustes.withLock { $0.tema = "oscuro" }
        _fileWriterQueue.resume()
        _PendingWrites.flushAll()
      }
      #expect(warnings.count == 1)
      #expect(warnings.first?.message.contains(archivo.path) == true)
      #expect(warnings.first?.message.contains("could not be written") == true)
      #expect(ajustes.tema == "oscuro")
      #expect($ajustes.saveError != nil)

      try FileManager.default.removeItem(at: bloqueo)
      $ajustes.withLock { $0.tamaño = 20 }
      try await $ajustes.save()
      #expect(try leer(archivo) == Ajustes(tema: "oscuro", tamaño: 20))
      #expect($ajustes.saveError == nil)
    }
  }

  @Test func testsWriteToMemoryUnlessToldOtherwise() throws {
    let carpeta = try Carpeta()
    let archivo = carpeta.url.appendingPathComponent("prueba.json")
    @Shared(.fileStorage(archivo)) var ajustes = Ajustes()
    $ajustes.withLock { $0.tema = "oscuro" }
    #expect(!FileManager.default.fileExists(atPath: archivo.path))
    // The test's own files in memory keep it, for later references in this test.
    @Shared(.fileStorage(archivo)) var otra = Ajustes()
    #expect(otra.tema == "oscuro")
  }

  @Test func aKeyWithItsDefaultInSyncUpsShape() {
    @Shared(.articulosGuardados) var articulos
    #expect(articulos.isEmpty)
    $articulos.withLock { $0.append("Leche") }
    @Shared(.articulosGuardados) var otros
    #expect(otros == ["Leche"])
  }
}

extension SharedKey where Self == FileStorageKey<[String]>.Default {
  static var articulosGuardados: Self {
    Self[.fileStorage(URL.documentsDirectory.appending(component: "articulos.json")), default: []]
  }
}
