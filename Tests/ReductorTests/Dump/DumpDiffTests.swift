import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorCustomDump

@Suite("reductorDiff")
struct DumpDiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(reductorDiff(leche, leche) == nil)
    #expect(reductorDiff([1, 2], [1, 2]) == nil)
    #expect(reductorDiff(Set([1, 2, 3]), Set([3, 2, 1])) == nil)
  }

  @Test func changedNestedFieldShowsItsEnclosingValues() {
    let old = Inventario.State(
      articulos: [], filtro: nil, detalle: Detalle.State(articulo: leche, editando: false))
    var new = old
    new.detalle?.articulo.precio = 1.5
    #expect(
      reductorDiff(old, new) == """
         Inventario.State(
           articulos: [],
           filtro: nil,
           detalle: Detalle.State(
             articulo: Articulo(
               id: 1,
               nombre: "Leche",
        −      precio: 1.25
        +      precio: 1.5
             ),
             editando: false
           )
         )
        """)
  }

  @Test func insertedArrayElement() {
    let a = Articulo(id: 3, nombre: "Arroz", precio: 2)
    #expect(
      reductorDiff([leche, a], [leche, pan, a]) == """
         [
           … (1 unchanged)
        +  [1]: Articulo(
        +    id: 2,
        +    nombre: "Pan",
        +    precio: 0.9
        +  ),
           … (1 unchanged)
         ]
        """)
  }

  @Test func appendedAndRemovedElements() {
    // Context lines are printed as they read in the new value (here with its comma).
    #expect(
      reductorDiff([1, 2], [1, 2, 3]) == """
         [
           [0]: 1,
           [1]: 2,
        +  [2]: 3
         ]
        """)
    #expect(
      reductorDiff([1, 2, 3, 4], [1, 3, 4]) == """
         [
           [0]: 1,
        −  [1]: 2,
           [1]: 3,
           [2]: 4
         ]
        """)
  }

  @Test func enclosingLinesReadAsInTheNewValue() {
    #expect(
      reductorDiff([[1]], [[1, 2], [3]]) == """
         [
           [0]: [
             [0]: 1,
        +    [1]: 2
           ],
        +  [1]: [
        +    [0]: 3
        +  ]
         ]
        """)
  }

  @Test func bigStructWithOneChangeCollapsesTheRest() {
    let old = Grande()
    var new = old
    new.c10 = 100
    #expect(
      reductorDiff(old, new) == """
         Grande(
           … (8 unchanged)
           c9: 9,
        −  c10: 10,
        +  c10: 100,
           c11: 11,
           … (4 unchanged)
         )
        """)
  }

  @Test func nestedChangeCollapsesSiblingsAndKeepsParents() {
    var old = Inventario.State(
      articulos: (1...5).map { Articulo(id: $0, nombre: "n\($0)", precio: 1) }, filtro: "x",
      detalle: nil)
    old.articulos[0].nombre = "primero"
    var new = old
    new.articulos[3].precio = 2
    #expect(
      reductorDiff(old, new) == """
         Inventario.State(
           articulos: [
             … (3 unchanged)
             [3]: Articulo(
               id: 4,
               nombre: "n4",
        −      precio: 1.0
        +      precio: 2.0
             ),
             … (1 unchanged)
           ],
           filtro: "x",
           detalle: nil
         )
        """)
  }

  @Test func enumPayloadChangeShowsTheCaseChain() {
    var cara = leche
    cara.precio = 3
    #expect(
      reductorDiff(
        Detalle.Action.delegate(.articuloActualizado(leche)),
        Detalle.Action.delegate(.articuloActualizado(cara))) == """
           Detalle.Action.delegate(.articuloActualizado(Articulo(
             id: 1,
             nombre: "Leche",
          −  precio: 1.25
          +  precio: 3.0
           )))
          """)
    #expect(
      reductorDiff(Detalle.Action.cantidad(1), Detalle.Action.cerrar) == """
        −Detalle.Action.cantidad(1)
        +Detalle.Action.cerrar
        """)
  }

  @Test func dictionaryEntriesAreMatchedByKey() {
    #expect(
      reductorDiff(["a": 1, "b": 2, "c": 3], ["a": 1, "c": 4, "d": 5]) == """
         [
           "a": 1,
        −  "b": 2,
        −  "c": 3
        +  "c": 4,
        +  "d": 5
         ]
        """)
  }

  @Test func keyedCustomChildrenAreMatchedById() {
    let old = ListaIdentificada(elementos: [(id: 1, valor: "uno"), (id: 2, valor: "dos")])
    let new = ListaIdentificada(elementos: [(id: 2, valor: "dos"), (id: 3, valor: "tres")])
    #expect(
      reductorDiff(old, new) == """
         [
        −  #1: "uno",
           #2: "dos",
        +  #3: "tres"
         ]
        """)
    let movida = ListaIdentificada(elementos: [
      (id: 2, valor: "dos"), (id: 1, valor: "uno"), (id: 3, valor: "tres"),
    ])
    let original = ListaIdentificada(elementos: [
      (id: 1, valor: "uno"), (id: 2, valor: "dos"), (id: 3, valor: "tres"),
    ])
    #expect(
      reductorDiff(original, movida) == """
         [
        −  #1: "uno",
           #2: "dos",
        +  #1: "uno",
           #3: "tres"
         ]
        """)
  }

  @Test func multiLineStringsAreComparedLineByLine() {
    let old = Articulo(id: 1, nombre: "uno\ndos\ntres\ncuatro\ncinco\nseis", precio: 0)
    var new = old
    new.nombre = "uno\ndos\ntres\ncuatro\n5\nseis"
    #expect(
      reductorDiff(old, new) == """
         Articulo(
           id: 1,
           nombre: \"""
           … (3 unchanged)
           cuatro
        −  cinco
        +  5
           seis
           \""",
           precio: 0.0
         )
        """)
    #expect(
      reductorDiff("a\nb", "c") == """
        −\"""
        −a
        −b
        −\"""
        +"c"
        """)
  }

  @Test func expectedActualHeader() {
    #expect(
      reductorDiff(1, 2, format: .expectedActual) == """
        −−− expected
        +++ actual
        −1
        +2
        """)
    #expect(
      reductorDiff(1, 2, format: DiffFormat(removed: "-", added: "+")) == """
        -1
        +2
        """)
  }
}

/// A struct with many fields, for collapsing.
struct Grande {
  var c1 = 1, c2 = 2, c3 = 3, c4 = 4, c5 = 5, c6 = 6, c7 = 7, c8 = 8, c9 = 9, c10 = 10
  var c11 = 11, c12 = 12, c13 = 13, c14 = 14, c15 = 15
}
