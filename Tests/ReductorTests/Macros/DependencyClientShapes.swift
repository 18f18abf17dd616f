import Reductor
import ReductorTestSupport
import Testing

// `@DependencyClient` compiled with the real macro through `import Reductor`, and run: omitted
// endpoints report "Unimplemented" (a runtime warning naming the endpoint) and throw or return
// their placeholder; provided endpoints run.

@DependencyClient
struct ClienteDeNotas: Sendable {
  var cargar: @Sendable (Int) async throws -> String
  var registrar: @Sendable (String) -> Void
  var enCache: @Sendable (Int) -> String?
}

@Suite struct DependencyClientShapes {
  @Test func providedEndpointsRun() async throws {
    let cliente = ClienteDeNotas(cargar: { "nota \($0)" })
    #expect(try await cliente.cargar(3) == "nota 3")
  }

  @Test func omittedThrowingEndpointsWarnAndThrow() async {
    let cliente = ClienteDeNotas()
    let (_, warnings) = await capturingWarnings {
      await #expect(throws: UnimplementedFailure.self) { try await cliente.cargar(1) }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("ClienteDeNotas.cargar") == true)
  }

  @Test func omittedNonThrowingEndpointsWarnAndReturnTheirPlaceholder() {
    let cliente = ClienteDeNotas()
    let (resultado, warnings) = collectingWarnings { cliente.enCache(1) }
    #expect(resultado == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ClienteDeNotas.enCache") == true)
    let (_, otras) = collectingWarnings { cliente.registrar("x") }
    #expect(otras.first?.contains("ClienteDeNotas.registrar") == true)
  }
}

@DependencyClient
struct Buscador: Sendable {
  var buscar: @Sendable (_ consulta: String) async throws -> [String]
  var contar: @Sendable (_ texto: String, _ veces: Int) -> Int = { _, _ in 7 }
  var doblar: @Sendable (Int) -> Int = { $0 * 2 }
}

/// Labelled endpoints are called with their labels, as TCA users call them; an omitted
/// endpoint with a default reports it is unimplemented and then returns that default.
@Suite struct DependencyClientLabelledShapes {
  @Test func labelledEndpointsAreCalledWithTheirLabels() async throws {
    let buscador = Buscador(
      buscar: { consulta in [consulta, consulta] }, contar: { $0.count * $1 })
    #expect(try await buscador.buscar(consulta: "tornillo") == ["tornillo", "tornillo"])
    #expect(buscador.contar(texto: "abc", veces: 2) == 6)
    // The closure stays callable positionally too.
    #expect(buscador.contar("ab", 3) == 6)
  }

  @Test func anOmittedEndpointWithADefaultReportsThenReturnsTheDefault() {
    let buscador = Buscador()
    let (cuenta, avisos) = collectingWarnings { buscador.contar(texto: "x", veces: 1) }
    #expect(cuenta == 7)
    #expect(avisos.count == 1)
    #expect(avisos.first?.contains("Buscador.contar") == true)
    let (doble, otros) = collectingWarnings { buscador.doblar(21) }
    #expect(doble == 42)
    #expect(otros.first?.contains("Buscador.doblar") == true)
  }
}
