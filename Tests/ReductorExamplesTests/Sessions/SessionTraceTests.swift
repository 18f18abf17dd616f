import Foundation
import Leccion003PresentacionesAnidadas
import Reductor
import Testing

@testable import Leccion004Jerarquia
@testable import ReductorCore

// A recorded session read as a trace and as JSON lines, on the lessons' features: lesson 003's
// three levels with a delete alert, lesson 004's stack, and its rows in `forEach`.

@MainActor
@Suite struct SessionTraceTests {
  typealias Inventario = Leccion003PresentacionesAnidadas.Inventario
  typealias Articulo = Leccion003PresentacionesAnidadas.Articulo
  typealias Fila = Leccion004Jerarquia.Fila
  typealias Lista = Leccion004Jerarquia.Lista

  /// Lesson 003: the editor saves (its `.send`, then each level's delegate), the detail's
  /// ticker is cancelled by the cascade dismissal, and the alert deletes the article.
  func recordLesson003() async -> SessionRecorder {
    let recorder = SessionRecorder()
    let clock = TestClock()
    let store = Store(initialState: Inventario.State(articulos: [.prueba])) {
      Inventario().recordSession(into: recorder)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.articuloPulsado(Articulo.prueba.id))
    store.send(.destino(.presented(.detalle(.alAparecer))))
    await clock.advance(by: .seconds(5))
    await settle(until: { store.destino?.detalle?.refrescos == 1 })
    store.send(.destino(.presented(.detalle(.editarPulsado))))
    store.send(
      .destino(.presented(.detalle(.destino(.presented(.editar(.nombreCambiado("Lámpara"))))))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.editar(.guardarPulsado)))))))
    store.send(.destino(.presented(.detalle(.borrarPulsado))))
    store.send(.destino(.presented(.detalle(.destino(.presented(.confirmarBorrado(.borrar)))))))
    await settle(until: { recorder.engine.snapshot().effects.values.allSatisfy { $0.end != nil } })
    return recorder
  }

  @Test func lesson003sThreeLevelsWithAnAlert() async {
    let trace = await recordLesson003().trace()
    let lines = trace.split(separator: "\n").map(String.init)
    // Each block's first line names the action and where it came from; each level is a line,
    // indented by depth, named by the feature and how it was reached.
    #expect(lines[0] == "[1] .articuloPulsado(1) — sent to the store")
    #expect(
      lines[1].hasPrefix(
        "  Inventario: destino nil → Inventario.Destino.State.detalle(Detalle.State(articulo:"))
    #expect(
      trace.contains(
        """
        [2] .destino(.presented(.detalle(.alAparecer))) — sent to the store
          Inventario
            Detalle (destino.detalle presented): read continuousClock, registroDeEfectos; \
        started effect Detalle.alAparecer
              Detalle: effect Detalle.alAparecer sent .existenciasRefrescadas; ended: cancelled by \
        dismissal
        [3] .destino(.presented(.detalle(.existenciasRefrescadas))) — sent by effect \
        Detalle.alAparecer
          Inventario
            Detalle (destino.detalle presented): refrescos 0 → 1
        """))
    // The third level, and each level's own part of the save: the editor's `.send`, the
    // detail's new name (not the inventory's: it is the detail's change), the inventory's
    // list.
    #expect(
      trace.contains(
        """
              Editor (destino.editar presented): borrador.nombre "Tornillos M4" → "Lámpara"
        """))
    #expect(
      trace.contains(
        """
              Editor (destino.editar presented): sent .delegate(.guardado(Articulo(id: 1, \
        nombre: "Lámpara", cantidad: 250)))
        """))
    #expect(
      trace.contains(
        """
        — sent back by Editor's .send
          Inventario
            Detalle (destino.detalle presented): articulo.nombre "Tornillos M4" → "Lámpara"; \
        destino Detalle.Destino.State.editar(
        """))
    #expect(
      trace.contains(
        """
        — sent back by Detalle's .send
          Inventario: articulos[id: 1].nombre "Tornillos M4" → "Lámpara"
            Detalle (destino.detalle presented)
        """))
    // The alert: presented, its button dismisses it, the deletion goes up.
    #expect(
      trace.contains(
        "Detalle (destino.detalle presented): destino nil → Detalle.Destino.State.confirmarBorrado(AlertState"
      ))
    #expect(
      trace.contains(
        """
        [10] .destino(.presented(.detalle(.destino(.presented(.confirmarBorrado(.borrar)))))) \
        — sent to the store
          Inventario
            Detalle (destino.detalle presented): destino Detalle.Destino.State.confirmarBorrado(
        """))
    #expect(trace.contains("; sent .delegate(.articuloBorrado(1))\n"))
    #expect(
      trace.contains(
        """
        [11] .destino(.presented(.detalle(.delegate(.articuloBorrado(1))))) — sent back by \
        Detalle's .send
          Inventario: articulos removed [id: 1]; destino Inventario.Destino.State.detalle(
        """))
    #expect(lines.count == 36)
  }

  @Test func lesson004sStack() async {
    let recorder = SessionRecorder()
    let store = Store(
      initialState: AppFeature.State(
        raiz: Lista.State(filas: [Fila.State(id: 7, titulo: "Comprar pan")]))
    ) {
      AppFeature().recordSession(into: recorder)
    }
    store.send(.raiz(.fila(.element(id: 7, action: .pulsada))))
    store.send(.camino(.element(id: 0, action: .detalle(.completarPulsado))))
    store.send(.camino(.push(id: 1, state: .ajustes(Ajustes.State()))))
    store.send(.camino(.element(id: 1, action: .ajustes(.notificacionesCambiadas(true)))))
    store.send(.camino(.popFrom(id: 1)))
    #expect(
      recorder.trace() == """
        [1] .raiz(.fila(.element(id: 7, action: .pulsada))) — sent to the store
          AppFeature
            Lista (raiz)
              Fila (fila[id: 7]): sent .delegate(.seleccionada)
        [2] .raiz(.fila(.element(id: 7, action: .delegate(.seleccionada)))) — sent back by Fila's .send
          AppFeature
            Lista (raiz): sent .delegate(.filaSeleccionada(7))
              Fila (fila[id: 7])
        [3] .raiz(.delegate(.filaSeleccionada(7))) — sent back by Lista's .send
          AppFeature: camino[id: 0] (none) → Camino.State.detalle(Detalle.State(id: 7, completada: false))
            Lista (raiz)
        [4] .camino(.element(id: 0, action: .detalle(.completarPulsado))) — sent to the store
          AppFeature
            Detalle (camino[id: 0].detalle): completada false → true
        [5] .camino(.push(id: 1, state: .ajustes(Ajustes.State(notificaciones: false)))) — sent to the store
          AppFeature: camino[id: 1] (none) → Camino.State.ajustes(Ajustes.State(notificaciones: false))
        [6] .camino(.element(id: 1, action: .ajustes(.notificacionesCambiadas(true)))) — sent to the store
          AppFeature
            Ajustes (camino[id: 1].ajustes): notificaciones false → true
        [7] .camino(.popFrom(id: 1)) — sent to the store
          AppFeature: camino[id: 1] Camino.State.ajustes(Ajustes.State(notificaciones: true)) → (removed)

        """)
    // The test writes each stack element by its id: pushed, changed through its case, popped.
    let source = await recorder.testSource(named: "reproduce")
    #expect(
      source.contains(
        """
          await store.receive(\\.raiz.delegate.filaSeleccionada) {
            $0.camino[id: 0] = .detalle(Detalle.State(id: 7, completada: false))
          }

          await store.send(.camino(.element(id: 0, action: .detalle(.completarPulsado)))) {
            $0.camino[id: 0]?.detalle?.completada = true
          }
        """))
    #expect(
      source.contains(
        """
          await store.send(.camino(.popFrom(id: 1))) {
            $0.camino[id: 1] = nil
          }
        """))
  }

  @Test func rowsInForEach() async {
    let recorder = SessionRecorder()
    let store = Store(
      initialState: Lista.State(filas: [
        Fila.State(id: 1, titulo: "Pan"), Fila.State(id: 2, titulo: "Leche"),
      ])
    ) {
      Lista().recordSession(into: recorder)
    }
    store.send(.fila(.element(id: 2, action: .favoritaPulsada)))
    store.send(.fila(.element(id: 1, action: .favoritaPulsada)))
    #expect(
      recorder.trace() == """
        [1] .fila(.element(id: 2, action: .favoritaPulsada)) — sent to the store
          Lista
            Fila (fila[id: 2]): favorita false → true
        [2] .fila(.element(id: 1, action: .favoritaPulsada)) — sent to the store
          Lista
            Fila (fila[id: 1]): favorita false → true

        """)
  }

  /// The same events as JSON lines: the session, then each action with its levels, each
  /// effect after the action that started it; every object has the schema's version.
  @Test func jsonLinesOfLesson003() async throws {
    let recorder = await recordLesson003()
    let objects = try recorder.jsonLines().split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.allSatisfy { $0["version"] as? Int == 1 })
    #expect(objects.first?["type"] as? String == "session")
    #expect(
      (objects.first?["stores"] as? [[String: Any]])?.first?["feature"] as? String == "Inventario")
    let actions = objects.filter { $0["type"] as? String == "action" }
    let effects = objects.filter { $0["type"] as? String == "effect" }
    #expect(actions.map { $0["index"] as? Int } == Array(1...11))
    #expect(
      actions.map { $0["source"] as? String } == [
        "store", "store", "effect", "store", "store", "store", "effect", "effect", "store",
        "store", "effect",
      ])

    let ticker = try #require(effects.first { $0["name"] as? String == "Detalle.alAparecer" })
    #expect(ticker["kind"] as? String == "run")
    #expect(ticker["feature"] as? String == "Detalle")
    #expect(ticker["startedBy"] as? Int == 2)
    #expect(ticker["sent"] as? [Int] == [3])
    #expect(ticker["ended"] as? String == "cancelledByDismissal")
    #expect(actions[2]["effect"] as? Int == ticker["index"] as? Int)

    let levels = try #require(actions[1]["levels"] as? [[String: Any]])
    #expect(levels.map { $0["feature"] as? String } == ["Inventario", "Detalle"])
    #expect(levels.map { $0["route"] as? String } == ["", "destino.detalle presented"])
    #expect(levels[1]["reads"] as? [String] == ["continuousClock", "registroDeEfectos"])
    #expect(levels[1]["effects"] as? [Int] == [ticker["index"] as! Int])

    let renamed = try #require(actions[4]["levels"] as? [[String: Any]])
    let change = try #require((renamed.last?["changes"] as? [[String: Any]])?.first)
    #expect(renamed.last?["feature"] as? String == "Editor")
    #expect(change["path"] as? String == "borrador.nombre")
    #expect(change["from"] as? String == "\"Tornillos M4\"")
    #expect(change["to"] as? String == "\"Lámpara\"")
  }
}

/// Lets the main actor run other work until `condition` holds (effects that reach the store
/// through it), for at most a few thousand turns.
@MainActor
func settle(until condition: () -> Bool) async {
  for _ in 0..<5_000 where !condition() {
    await Task.yield()
  }
}
