import Reductor
import Testing

private struct Usuario: Equatable {
  var id: Int
  var nombre: String
}

private final class Modelo {
  var cuenta = 0
  func incrementar() { cuenta += 1 }
}

/// The dumping and diffing API that custom-dump gives TCA code, written as its documentation
/// uses it.
@Suite struct CustomDumpAPITests {
  @Test func customDumpWritesTheDumpAndReturnsTheValue() {
    var salida = ""
    let usuario = customDump(Usuario(id: 42, nombre: "Blob"), to: &salida, name: "usuario")
    #expect(usuario == Usuario(id: 42, nombre: "Blob"))
    #expect(
      salida == """
        usuario: Usuario(
          id: 42,
          nombre: "Blob"
        )
        """
    )
    #expect(String(customDumping: Usuario(id: 1, nombre: "a")).hasPrefix("Usuario(\n  id: 1,"))
  }

  @Test func diffShowsWhatChanged() {
    #expect(diff(Usuario(id: 1, nombre: "a"), Usuario(id: 1, nombre: "a")) == nil)
    let cambio = diff(Usuario(id: 42, nombre: "Blob"), Usuario(id: 42, nombre: "Blob, Esq."))
    #expect(cambio?.contains("−  nombre: \"Blob\"") == true)
    #expect(cambio?.contains("+  nombre: \"Blob, Esq.\"") == true)
    let ascii = diff(1, 2, format: DiffFormat(first: "-", second: "+", both: " "))
    #expect(ascii == "-1\n+2")
  }

  @Test func expectNoDifferenceFailsWithADiff() {
    expectNoDifference(Usuario(id: 1, nombre: "a"), Usuario(id: 1, nombre: "a"))
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(Usuario(id: 42, nombre: "Blob"), Usuario(id: 42, nombre: "Blob, Esq."))
    } matching: { issue in
      let text = issue.comments.first?.rawValue ?? ""
      return text.hasPrefix("expectNoDifference failed")
        && text.contains("  +  nombre: \"Blob, Esq.\"") && text.contains("(First: −, Second: +)")
        && issue.sourceLocation?.line == line
    }
  }

  @Test func expectDifferenceChecksTheChange() {
    let modelo = Modelo()
    expectDifference(modelo.cuenta) {
      modelo.incrementar()
    } changes: {
      $0 = 1
    }
    withKnownIssue {
      expectDifference(modelo.cuenta) {
        modelo.incrementar()
      } changes: {
        $0 = 3
      }
    } matching: { issue in
      let text = issue.comments.first?.rawValue ?? ""
      return text.hasPrefix("expectDifference failed") && text.contains("(Expected: −, Actual: +)")
    }
  }

  @Test func expectDifferenceWithAnAsyncOperation() async {
    let cuenta = LockIsolated(0)
    await expectDifference(cuenta.value) {
      await Task { cuenta.withValue { $0 += 2 } }.value
    } changes: {
      $0 += 2
    }
  }
}
