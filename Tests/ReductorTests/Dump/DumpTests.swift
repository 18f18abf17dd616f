import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorCustomDump

@Suite("reductorDump")
struct DumpTests {
  @Test func nestedStructs() {
    let state = Inventario.State(
      articulos: [leche, pan], filtro: nil,
      detalle: Detalle.State(articulo: leche, editando: true))
    #expect(
      reductorDump(state) == """
        Inventario.State(
          articulos: [
            [0]: Articulo(
              id: 1,
              nombre: "Leche",
              precio: 1.25
            ),
            [1]: Articulo(
              id: 2,
              nombre: "Pan",
              precio: 0.9
            )
          ],
          filtro: nil,
          detalle: Detalle.State(
            articulo: Articulo(
              id: 1,
              nombre: "Leche",
              precio: 1.25
            ),
            editando: true
          )
        )
        """)
  }

  @Test func emptyStruct() {
    #expect(reductorDump(Vacio()) == "Vacio()")
  }

  @Test func enumsWithoutPayload() {
    #expect(reductorDump(Detalle.Action.cerrar) == "Detalle.Action.cerrar")
    #expect(reductorDump(Estado.activo) == "Estado.activo")
    #expect(reductorDump([Estado.inactivo]) == "[\n  [0]: .inactivo\n]")
  }

  @Test func enumsWithPayloads() {
    #expect(reductorDump(Detalle.Action.cantidad(3)) == "Detalle.Action.cantidad(3)")
    #expect(
      reductorDump(Detalle.Action.mover(desde: 1, hasta: 4))
        == "Detalle.Action.mover(desde: 1, hasta: 4)")
    #expect(reductorDump(Detalle.Action.par(7, "siete")) == #"Detalle.Action.par(7, "siete")"#)
    #expect(
      reductorDump(Detalle.Action.guardar(pan)) == """
        Detalle.Action.guardar(Articulo(
          id: 2,
          nombre: "Pan",
          precio: 0.9
        ))
        """)
  }

  @Test func nestedEnumsArePrefixedWithTheirTypeOnlyAtTheTop() {
    #expect(
      reductorDump(Detalle.Action.delegate(.articuloActualizado(leche))) == """
        Detalle.Action.delegate(.articuloActualizado(Articulo(
          id: 1,
          nombre: "Leche",
          precio: 1.25
        )))
        """)
    #expect(
      reductorDump(Detalle.Action.delegate(.cancelado)) == "Detalle.Action.delegate(.cancelado)")
  }

  @Test func longPayloadsBreakOverLines() {
    let action = Detalle.Action.par(1, String(repeating: "x", count: 80))
    #expect(
      reductorDump(action) == """
        Detalle.Action.par(
          1,
          "\(String(repeating: "x", count: 80))"
        )
        """)
  }

  @Test func optionals() {
    let none: Int? = nil
    let some: Int? = 5
    let nested: Detalle.Action?? = .some(.some(.cerrar))
    #expect(reductorDump(none as Any) == "nil")
    #expect(reductorDump(some as Any) == "5")
    #expect(reductorDump(nested as Any) == "Detalle.Action.cerrar")
  }

  @Test func arrays() {
    #expect(reductorDump([Int]()) == "[]")
    #expect(
      reductorDump([[1], []]) == """
        [
          [0]: [
            [0]: 1
          ],
          [1]: []
        ]
        """)
  }

  @Test func dictionariesAreSortedByKey() {
    let precios = ["pan": 0.9, "leche": 1.25, "arroz": 2.0]
    #expect(
      reductorDump(precios) == """
        [
          "arroz": 2.0,
          "leche": 1.25,
          "pan": 0.9
        ]
        """)
    #expect(reductorDump([String: Int]()) == "[:]")
    #expect(
      reductorDump([2: "b", 10: "j", 1: "a"]) == "[\n  1: \"a\",\n  2: \"b\",\n  10: \"j\"\n]")
  }

  @Test func setsAreSortedByDump() {
    #expect(
      reductorDump(Set(["b", "c", "a"])) == """
        Set([
          "a",
          "b",
          "c"
        ])
        """)
    #expect(reductorDump(Set<Int>()) == "Set([])")
  }

  @Test func tuples() {
    #expect(reductorDump((a: 1, b: 2)) == "(a: 1, b: 2)")
    #expect(reductorDump((1, "uno", true)) == #"(1, "uno", true)"#)
    #expect(reductorDump(()) == "()")
  }

  @Test func strings() {
    #expect(reductorDump("dijo \"hola\"\tc:\\") == #""dijo \"hola\"\tc:\\""#)
    #expect(
      reductorDump(Articulo(id: 3, nombre: "línea 1\nlínea 2\n", precio: 0)) == """
        Articulo(
          id: 3,
          nombre: \"""
          línea 1
          línea 2

          \""",
          precio: 0.0
        )
        """)
    #expect(
      reductorDump(["k\nv": 1]) == #"""
        [
          "k\nv": 1
        ]
        """#)
  }

  @Test func classesByIdentity() {
    let hoja = Nodo(nombre: "hoja")
    let raiz = Nodo(nombre: "raíz", siguiente: hoja)
    #expect(
      reductorDump([raiz, hoja]) == """
        [
          [0]: Nodo(
            nombre: "raíz",
            siguiente: Nodo(
              nombre: "hoja",
              siguiente: nil
            )
          ),
          [1]: Nodo(↩︎)
        ]
        """)
  }

  @Test func referenceCyclesTerminate() {
    let a = Nodo(nombre: "a")
    let b = Nodo(nombre: "b", siguiente: a)
    a.siguiente = b
    defer { a.siguiente = nil }
    #expect(
      reductorDump(a) == """
        Nodo(
          nombre: "a",
          siguiente: Nodo(
            nombre: "b",
            siguiente: Nodo(↩︎)
          )
        )
        """)
  }

  @Test func customDumpRepresentable() {
    #expect(reductorDump(Clave(valor: "1234")) == #""••••""#)
    #expect(reductorDump(Presentado(wrapped: Detalle.Action.cerrar)) == "Detalle.Action.cerrar")
    #expect(reductorDump(Presentado<Int>(wrapped: nil)) == "nil")
  }

  @Test func customDumpChildren() {
    let lista = ListaIdentificada(elementos: [(id: 7, valor: pan), (id: 3, valor: leche)])
    #expect(
      reductorDump(lista) == """
        [
          #7: Articulo(
            id: 2,
            nombre: "Pan",
            precio: 0.9
          ),
          #3: Articulo(
            id: 1,
            nombre: "Leche",
            precio: 1.25
          )
        ]
        """)
    #expect(reductorDump(ListaIdentificada<Int>(elementos: [])) == "[]")
    #expect(reductorDump(Punto(x: 1, y: 2)) == "Punto(\n  x: 1,\n  y: 2,\n  suma: 3\n)")
    #expect(reductorDump(Pila(elementos: ["a"])) == "[\n  [0]: \"a\"\n]")
  }

  @Test func typeNames() {
    struct Local {
      var x = 1
    }
    #expect(reductorDump(Local()) == "DumpTests.Local(\n  x: 1\n)")
    #expect(reductorDump(Int.self) == "Int.self")
    #expect(
      readableTypeName([Int: Detalle.State?].self) == "Dictionary<Int, Optional<Detalle.State>>")
    #expect(readableTypeName((a: Int, b: Articulo).self) == "(a: Int, b: Articulo)")
  }

  @Test func depthIsLimited() {
    #expect(reductorDump([[[1]]], maxDepth: 1) == "[\n  [0]: [\n    [0]: …\n  ]\n]")
  }
}

@Suite("reductorDump stability")
struct DumpStabilityTests {
  @Test func sharedInstancesInUnorderedCollectionsDoNotDependOnHashOrder() {
    let compartido = Nodo(nombre: "compartido")
    let porClave = ["b": compartido, "a": compartido]
    // Each entry is dumped as if it came first, so both show in full whatever the hash order.
    #expect(
      reductorDump(porClave) == """
        [
          "a": Nodo(
            nombre: "compartido",
            siguiente: nil
          ),
          "b": Nodo(
            nombre: "compartido",
            siguiente: nil
          )
        ]
        """)
  }

  @Test func nestedAndGenericTypeNamesDropOnlyTheirModule() {
    #expect(readableTypeName(Presentado<Detalle.State>.self) == "Presentado<Detalle.State>")
    #expect(readableTypeName(qualified: "App.Outer<Swift.Int>.Inner") == "Outer<Int>.Inner")
    #expect(
      readableTypeName(qualified: "App.(unknown context at $10ab4c).Local")
        == "Local")
  }
}
