import Foundation
import Testing

@testable import ReductorInsight

/// `reductor tree` over every lesson's example target and the meetings app, against the trees
/// written down from their sources.
@Suite struct ExampleTreeTests {
  @Test func leccion000() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion000AccionesAnidadas").tree
    #expect(
      Set(edgeLines(tree)) == [
        #"AppFeature -scope \.lista-> Lista"#,
        #"AppFeature -presented \.$editor-> Editor"#,
        #"Contenedor -scope \.cabecera-> Cabecera"#,
        #"Contenedor -presented \.$editor-> Editor"#,
        #"Contenedor -forEach \.filas-> Fila"#,
        #"Contenedor -stack \.ruta-> Ruta"#,
        "Editor =delegate documentoGuardado=> Contenedor",
        "Fila =delegate favoritoMarcado=> Lista",
        "Fila =delegate borrar=> Lista",
        #"Lista -forEach \.filas-> Fila"#,
        "Ruta -case detalle-> Detalle",
      ])
    #expect(tree.feature(named: "Ruta")?.kind == .enum)
  }

  @Test func leccion001() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion001Composicion").tree
    #expect(
      Set(edgeLines(tree)) == [
        #"AppFeature -scope \.contador-> Contador"#,
        #"AppFeature -scope \.perfil-> Perfil"#,
        #"AppFeatureCoordinada -scope \.contador-> Contador"#,
        #"AppFeatureCoordinada -scope \.perfil-> Perfil"#,
        #"Lista -forEach \.filas-> Fila"#,
        #"Presentador -presented \.$hijo-> Hijo"#,
      ])
    #expect(
      tree.features.map(\.name).sorted() == [
        "AppFeature", "AppFeatureCoordinada", "Contador", "Fila", "Hijo", "Lista", "Perfil",
        "Presentador",
      ])
  }

  @Test func leccion002() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion002AccionesSinHuecos").tree
    #expect(
      Set(edgeLines(tree)) == [
        #"Catalogo -forEach \.filas-> Fila"#,
        #"Catalogo -presented \.$destino-> Catalogo.Destino"#,
        "Catalogo.Destino -case editor-> Editor",
        "Editor =delegate elementoGuardado=> Catalogo",
        "Fila =delegate abrir=> Catalogo",
        #"FilaDestacada -scope \.fila-> Fila"#,
      ])
  }

  @Test func leccion003() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion003PresentacionesAnidadas").tree
    #expect(
      Set(edgeLines(tree)) == [
        #"Inventario -presented \.$destino-> Inventario.Destino"#,
        "Inventario.Destino -case detalle-> Detalle",
        #"Detalle -presented \.$destino-> Detalle.Destino"#,
        "Detalle.Destino -case editar-> Editor",
        "Detalle.Destino -case confirmarBorrado-> AlertState<Alerta> (unresolved)",
        "Detalle =delegate articuloActualizado=> Inventario",
        "Detalle =delegate articuloBorrado=> Inventario",
        "Editor =delegate guardado=> Detalle",
      ])
  }

  /// Lesson 003's diagram: Inventario → Detalle → Editor, the delete alert under Detalle, and
  /// the delegates back up, with the destination enums collapsed into the edges.
  @Test func leccion003AsTheLessonDrawsIt() throws {
    let mermaid = try exampleAnalysis("Sources/Examples/Leccion003PresentacionesAnidadas")
      .tree.rendered(as: .mermaid)
    let lines = Set(mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(mermaid.hasPrefix("flowchart TD\n"))
    for expected in [
      "Inventario -->|presented destino.detalle| Detalle",
      "Detalle -->|presented destino.editar| Editor",
      "Detalle -->|presented destino.confirmarBorrado| Detalle_destino_confirmarBorrado",
      "Editor -. delegate guardado .-> Detalle",
      "Detalle -. delegate articuloActualizado .-> Inventario",
      "Detalle -. delegate articuloBorrado .-> Inventario",
    ] {
      #expect(lines.contains(expected), "\(expected)\n\(mermaid)")
    }
    #expect(!mermaid.contains("Inventario_Destino"))
    #expect(!mermaid.contains("Detalle_Destino"))
  }

  @Test func leccion004() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion004Jerarquia").tree
    #expect(
      Set(edgeLines(tree)) == [
        "Camino -case detalle-> Detalle",
        "Camino -case ajustes-> Ajustes",
        "Camino -case perfil-> Perfil",
        #"AppFeature -scope \.raiz-> Lista"#,
        #"AppFeature -stack \.camino-> Camino"#,
        #"Contenedor -scope \.cabecera-> Cabecera"#,
        #"Contenedor -forEach \.lista-> Fila"#,
        #"Contenedor -presented \.$detalle-> Detalle"#,
        "Fila =delegate seleccionada=> Contenedor",
        "Fila =delegate seleccionada=> Lista",
        #"Lista -forEach \.filas-> Fila"#,
        "Lista =delegate filaSeleccionada=> AppFeature",
        "Lista =delegate filaSeleccionada=> Pestana",
        #"Pestana -scope \.lista-> Lista"#,
        "Pestana =delegate filaSeleccionada=> Raiz",
        #"Raiz -scope \.pestana-> Pestana"#,
      ])
  }

  @Test func reuniones() throws {
    let tree = try exampleAnalysis("Sources/Examples/Reuniones").tree
    #expect(
      Set(edgeLines(tree)) == [
        #"AppDeReuniones -scope \.lista-> ListaDeReuniones"#,
        #"AppDeReuniones -stack \.camino-> AppDeReuniones.Camino"#,
        "AppDeReuniones.Camino -case acta-> (Acta, reunion: Reunion) (unresolved)",
        "AppDeReuniones.Camino -case detalle-> DetalleDeReunion",
        "AppDeReuniones.Camino -case grabar-> GrabarReunion",
        #"DetalleDeReunion -presented \.$destino-> DetalleDeReunion.Destino"#,
        "DetalleDeReunion.Destino -case alerta-> AlertState<Alerta> (unresolved)",
        "DetalleDeReunion.Destino -case editar-> FormularioDeReunion",
        #"GrabarReunion -presented \.$alerta-> AlertState<Action.Alerta> (unresolved)"#,
        #"ListaDeReuniones -presented \.$nueva-> FormularioDeReunion"#,
      ])
  }

  @Test func gettingStarted() throws {
    let tree = try exampleAnalysis("Sources/Examples/GettingStarted").tree
    #expect(
      Set(edgeLines(tree)) == [
        "EditorDeProducto =delegate guardado=> Despensa",
        #"Despensa -forEach \.filas-> FilaDeProducto"#,
        #"Despensa -presented \.$editor-> EditorDeProducto"#,
        #"Registro -scope \.toques-> Toques"#,
      ])
  }
}

/// The insight article shows lesson 003's tree as the tool draws it, not as someone typed it.
@Test func theInsightArticleShowsTheToolsOutput() throws {
  let article = try String(
    contentsOf: checkout.appendingPathComponent("Sources/Reductor/Reductor.docc/Insight.md"),
    encoding: .utf8
  )
  let marker =
    "<!-- output: reductor tree Sources/Examples/Leccion003PresentacionesAnidadas -->\n```mermaid\n"
  let start = try #require(article.range(of: marker))
  let end = try #require(article.range(of: "```", range: start.upperBound..<article.endIndex))
  let shown = String(article[start.upperBound..<end.lowerBound])
  let drawn = try exampleAnalysis("Sources/Examples/Leccion003PresentacionesAnidadas")
    .tree.rendered(as: .mermaid)
  #expect(shown == drawn)
}

/// The picture beside it is rendered from the DOT file in the catalog's resources, which is the
/// tool's output too (`scripts/render-tree-images.sh` renders it again with Graphviz).
@Test func theInsightPictureIsDrawnFromTheToolsOutput() throws {
  let resources = checkout.appendingPathComponent("Sources/Reductor/Reductor.docc/Resources")
  let committed = try String(
    contentsOf: resources.appendingPathComponent("leccion003-tree.dot"), encoding: .utf8)
  let drawn = try exampleAnalysis("Sources/Examples/Leccion003PresentacionesAnidadas")
    .tree.rendered(as: .dot)
  #expect(committed == drawn)
  #expect(
    FileManager.default.fileExists(
      atPath: resources.appendingPathComponent("leccion003-tree.png").path))
}
