import Foundation
import Reductor
import Testing

// The sessions article's test, compiled (checked by DocExamplesTests); the trace and the test
// the article shows are this session's, compared below.
@testable import GettingStarted

@MainActor
@Suite struct GrabacionDocTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/Reductor/Reductor.docc/Sessions.md")

  func grabar(escribiendoEn archivo: URL) async throws -> SessionRecorder {
    // docs:grabar-prueba
    let recorder = SessionRecorder(
      dependencies: #dependencies {
        $0.despensa.cargar = { [Producto(id: UUID(7), nombre: "Arroz")] }
        $0.uuid = .incrementing
      })
    let store = withDependencies {
      $0.despensa.cargar = { [Producto(id: UUID(7), nombre: "Arroz")] }
      $0.uuid = .incrementing
    } operation: {
      tiendaDeDespensa(grabandoEn: recorder)
    }
    await store.send(.alAparecer).finish()
    store.send(.agregarPulsado)
    store.send(.editor(.presented(.nombreCambiado("Sal"))))
    store.send(.editor(.presented(.guardarPulsado)))

    print(recorder.trace())
    try await recorder.writeTest(named: "reproducirDespensa", to: archivo)
    // docs:end
    return recorder
  }

  /// The block after `<!-- output: NAME -->` in the article.
  func bloque(_ nombre: String) throws -> String {
    let texto = try String(contentsOf: Self.article, encoding: .utf8)
    let marca = try #require(texto.range(of: "<!-- output: \(nombre) -->\n"))
    let inicio = try #require(texto.range(of: "```", range: marca.upperBound..<texto.endIndex))
    let cuerpo = try #require(texto.range(of: "\n", range: inicio.upperBound..<texto.endIndex))
    let fin = try #require(texto.range(of: "\n```", range: cuerpo.upperBound..<texto.endIndex))
    return String(texto[cuerpo.upperBound..<fin.lowerBound]) + "\n"
  }

  @Test func theArticleShowsThisSessionsTraceAndTest() async throws {
    let archivo = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReproducirDespensa-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: archivo) }
    let recorder = try await grabar(escribiendoEn: archivo)
    #expect(try bloque("trace") == recorder.trace())
    let escrito = try String(contentsOf: archivo, encoding: .utf8)
    #expect(try bloque("test") == escrito)
    #expect(escrito == (await recorder.testSource(named: "reproducirDespensa")))
  }
}
