import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorCustomDump
@testable import ReductorNavigation

private func borrarAlerta(incluirArchivar: Bool = false) -> AlertState<AlertaAccion> {
  AlertState {
    TextState("¿Borrar?")
  } actions: {
    ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
    if incluirArchivar {
      ButtonState(action: .archivar) { TextState("Archivar") }
    }
    ButtonState(role: .cancel) { TextState("Cancelar") }
  } message: {
    TextState("No se puede deshacer.")
  }
}

@Suite("Navigation: alerts and dialogs")
struct NavigationAlertStateTests {
  @Test func textState() {
    let literal: TextState = "Hola"
    #expect(literal == TextState("Hola"))
    #expect(TextState(verbatim: "Hola") == literal)
    #expect(TextState("Hola"[...]) == literal)
    #expect(literal.description == "Hola")
    #expect(String(state: literal + TextState(", mundo")) == "Hola, mundo")
    #expect(Set([literal, "Hola", "Adiós"]).count == 2)
    #expect(reductorDump(literal) == #""Hola""#)
  }

  @Test func buttonState() {
    let borrar = ButtonState(role: .destructive, action: AlertaAccion.borrar) {
      TextState("Borrar")
    }
    #expect(borrar.role == .destructive)
    #expect(borrar.action.action == .borrar)
    #expect(borrar.label == "Borrar")

    let cancelar = ButtonState<AlertaAccion>(role: .cancel) { TextState("Cancelar") }
    #expect(cancelar.action == .send(nil))

    var recibidas: [AlertaAccion?] = []
    borrar.withAction { recibidas.append($0) }
    cancelar.withAction { recibidas.append($0) }
    #expect(recibidas == [.borrar, nil])

    // Equality ignores ids.
    let otra = ButtonState(role: .destructive, action: .send(AlertaAccion.borrar)) {
      TextState("Borrar")
    }
    #expect(otra.id != borrar.id)
    #expect(otra == borrar)
    #expect(otra.hashValue == borrar.hashValue)
    #expect(otra != ButtonState(action: .borrar) { TextState("Borrar") })
    #expect(otra != ButtonState(role: .destructive, action: .archivar) { TextState("Borrar") })
    #expect(otra != ButtonState(role: .destructive, action: .borrar) { TextState("Quitar") })

    let mapped = borrar.map { $0 == .borrar ? "borrar" : nil }
    #expect(mapped.id == borrar.id)
    #expect(mapped.action.action == "borrar")
    #expect(mapped.role == .destructive)
  }

  @Test func alertState() {
    let alerta = borrarAlerta()
    #expect(alerta.title == "¿Borrar?")
    #expect(alerta.message == "No se puede deshacer.")
    #expect(alerta.buttons.map(\.label) == ["Borrar", "Cancelar"])
    #expect(alerta.buttons.map(\.role) == [.destructive, .cancel])
    #expect(borrarAlerta(incluirArchivar: true).buttons.count == 3)

    let otra = borrarAlerta()
    #expect(otra.id != alerta.id)
    #expect(otra == alerta)
    #expect(otra.hashValue == alerta.hashValue)
    #expect(borrarAlerta(incluirArchivar: true) != alerta)

    let soloTitulo = AlertState<AlertaAccion> { TextState("Hecho") }
    #expect(soloTitulo.buttons.isEmpty)
    #expect(soloTitulo.message == nil)
    #expect(soloTitulo != alerta)

    let conBucle = AlertState<Int> {
      TextState("Elige")
    } actions: {
      for numero in 1...3 {
        ButtonState(action: numero) { TextState("\(numero)") }
      }
      if Bool.random() {
        ButtonState(role: .cancel) { TextState("Cancelar") }
      } else {
        ButtonState(role: .cancel) { TextState("Cancelar") }
      }
    }
    #expect(conBucle.buttons.compactMap(\.action.action) == [1, 2, 3])
    #expect(conBucle.buttons.count == 4)
  }

  @Test func alertStateMap() {
    let alerta = borrarAlerta(incluirArchivar: true)
    let mapped: AlertState<String> = alerta.map { $0.map { "\($0)" } }
    #expect(mapped.id == alerta.id)
    #expect(mapped.title == alerta.title)
    #expect(mapped.message == alerta.message)
    #expect(mapped.buttons.map(\.action.action) == ["borrar", "archivar", nil])
    #expect(mapped.buttons.map(\.id) == alerta.buttons.map(\.id))
  }

  @Test func alertStateDescription() {
    let expected = """
      AlertState<AlertaAccion>(
        title: "¿Borrar?",
        actions: [
          [0]: ButtonState<AlertaAccion>(
            role: .destructive,
            action: .send(.borrar),
            label: "Borrar"
          ),
          [1]: ButtonState<AlertaAccion>(
            role: .cancel,
            action: .send(nil),
            label: "Cancelar"
          )
        ],
        message: "No se puede deshacer."
      )
      """
    #expect(borrarAlerta().description == expected)
    #expect(reductorDump(borrarAlerta()) == expected)
    #expect(
      AlertState<AlertaAccion> { TextState("Hecho") }.description
        == "AlertState<AlertaAccion>(\n  title: \"Hecho\"\n)")
  }

  @Test func confirmationDialogState() {
    let dialogo = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("¿Qué quieres hacer?")
    } actions: {
      ButtonState(action: AlertaAccion.archivar) { TextState("Archivar") }
      ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
    }
    #expect(dialogo.titleVisibility == .visible)
    #expect(dialogo.message == nil)
    #expect(dialogo.buttons.count == 2)

    let otro = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("¿Qué quieres hacer?")
    } actions: {
      ButtonState(action: AlertaAccion.archivar) { TextState("Archivar") }
      ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
    }
    #expect(otro == dialogo)
    #expect(otro.hashValue == dialogo.hashValue)
    var oculto = otro
    oculto.titleVisibility = .hidden
    #expect(oculto != dialogo)

    let automatico = ConfirmationDialogState<AlertaAccion> {
      TextState("Opciones")
    } message: {
      TextState("Elige una")
    }
    #expect(automatico.titleVisibility == .automatic)
    #expect(
      automatico.description == """
        ConfirmationDialogState<AlertaAccion>(
          title: "Opciones",
          message: "Elige una"
        )
        """)
    #expect(
      dialogo.description.hasPrefix(
        """
        ConfirmationDialogState<AlertaAccion>(
          titleVisibility: .visible,
          title: "¿Qué quieres hacer?",
        """))

    let mapped = dialogo.map { $0 == .borrar ? 1 : 0 }
    #expect(mapped.id == dialogo.id)
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action.action) == [0, 1])
  }
}
