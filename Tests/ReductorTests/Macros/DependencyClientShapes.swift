import Reductor
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
    let warnings = LockedArray()
    await RuntimeWarnings.$handler.withValue(RuntimeWarnings.Handler { warning in
      warnings.append(warning.message)
      return true
    }) {
      await #expect(throws: UnimplementedFailure.self) { try await cliente.cargar(1) }
    }
    #expect(warnings.values.count == 1)
    #expect(warnings.values.first?.contains("ClienteDeNotas.cargar") == true)
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
