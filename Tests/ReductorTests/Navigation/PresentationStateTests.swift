import Foundation
import Reductor
import Testing

@testable import ReductorCore
@testable import ReductorCustomDump
@testable import ReductorNavigation

// MARK: - Fixtures

/// Plain state using the property wrapper directly.
private struct Padre: Equatable, Codable {
  var nombre = "raíz"
  @PresentationState var destino: Ficha?
}

/// State shaped like the `@Presents` expansion: storage, accessors and projection by hand.
///
/// Only a macro may declare a `$`-prefixed name, so the hand-written projection is
/// `proyeccion`; `@Presents` names it `$destino`.
private struct PadrePresents: Equatable {
  var _destino = PresentationState<DestinoObservable>(wrappedValue: nil)

  var destino: DestinoObservable? {
    get { _destino.wrappedValue }
    set { _destino.wrappedValue = newValue }
    _modify { yield &_destino.wrappedValue }
  }

  var proyeccion: PresentationState<DestinoObservable> {
    get { _destino }
    set { _destino = newValue }
    _modify { yield &_destino }
  }
}

/// State that presents its own type: the box inside `PresentationState` makes it finite.
private struct Carpeta: Equatable {
  var nombre: String
  @PresentationState var subcarpeta: Carpeta?
}

// MARK: - Tests

@Suite("Navigation: PresentationState")
struct NavigationPresentationStateTests {
  @Test func projectionIsAWritableKeyPathToThePresentationState() {
    let plain: WritableKeyPath<Padre, PresentationState<Ficha>> = \.$destino
    let presents: WritableKeyPath<PadrePresents, PresentationState<DestinoObservable>> =
      \.proyeccion
    var padre = Padre()
    padre[keyPath: plain].wrappedValue = Ficha(titulo: "a")
    #expect(padre.destino == Ficha(titulo: "a"))
    var otro = PadrePresents()
    otro[keyPath: presents].wrappedValue = .detalle(FichaObservable(cuenta: 1))
    #expect(otro.destino?.detalle?.cuenta == 1)
  }

  @Test func presentingMutatingAndDismissing() {
    var padre = Padre()
    #expect(padre.destino == nil)
    #expect(padre.$destino.presentationID == nil)

    padre.destino = Ficha(titulo: "leche")
    let primera = padre.$destino.presentationID
    #expect(primera != nil)

    // In place: through the optional, and through `_modify` of the wrapper.
    padre.destino?.cuenta += 1
    padre.destino!.titulo = "pan"
    padre.$destino.wrappedValue?.cuenta += 1
    #expect(padre.destino == Ficha(titulo: "pan", cuenta: 2))
    #expect(padre.$destino.presentationID == primera)

    // A new value is a new presentation.
    padre.destino = Ficha(titulo: "pan", cuenta: 2)
    let segunda = padre.$destino.presentationID
    #expect(segunda != nil)
    #expect(segunda != primera)

    padre.destino = nil
    #expect(padre.$destino.presentationID == nil)

    padre.destino = Ficha(titulo: "leche")
    #expect(padre.$destino.presentationID != primera)
    #expect(padre.$destino.presentationID != segunda)
  }

  @Test func presentingThroughTheOptionalFromNothing() {
    var estado = PresentationState<Ficha>(wrappedValue: nil)
    func presentar(_ ficha: inout Ficha?) { ficha = Ficha(titulo: "nueva") }
    presentar(&estado.wrappedValue)
    #expect(estado.wrappedValue == Ficha(titulo: "nueva"))
    #expect(estado.presentationID != nil)

    func descartar(_ ficha: inout Ficha?) { ficha = nil }
    descartar(&estado.wrappedValue)
    #expect(estado.wrappedValue == nil)
    #expect(estado.presentationID == nil)
  }

  @Test func initialValueIsAPresentation() {
    let uno = PresentationState(wrappedValue: Ficha())
    let otro = PresentationState(wrappedValue: Ficha())
    #expect(uno.presentationID != nil)
    #expect(uno.presentationID != otro.presentationID)
    #expect(PresentationState<Ficha>(wrappedValue: nil).presentationID == nil)
  }

  @Test func observableChildKeepsItsOwnIdentity() {
    var padre = PadrePresents()
    let ficha = FichaObservable()
    padre.destino = .detalle(ficha)
    let presentada = padre.proyeccion.presentationID

    // Read, changed and written back: the same child, so the same presentation.
    var copia = padre.destino!
    copia.detalle?.cuenta = 5
    padre.destino = copia
    #expect(padre.proyeccion.presentationID == presentada)

    padre.destino?.detalle?.cuenta += 1
    #expect(padre.destino?.detalle?.cuenta == 6)
    #expect(padre.proyeccion.presentationID == presentada)

    // Replacing the payload in place is a new child, hence a new presentation.
    padre.destino?.detalle = FichaObservable(cuenta: 6)
    let reemplazada = padre.proyeccion.presentationID
    #expect(reemplazada != presentada)
    #expect(padre.destino?.detalle?.cuenta == 6)

    // So is assigning a freshly made child.
    padre.destino = .detalle(FichaObservable())
    #expect(padre.proyeccion.presentationID != reemplazada)
  }

  @Test func observableEnumWithoutIdentityOfItsOwnIsCounted() {
    // An alert payload has no `_$id`: each alert presented is still a new presentation, and
    // mutating it in place keeps the presentation.
    var padre = PadrePresents()
    padre.destino = .alerta(AlertState { TextState("¿Borrar?") })
    let primera = padre.proyeccion.presentationID
    padre.destino?.alerta?.title = TextState("¿Seguro?")
    #expect(padre.proyeccion.presentationID == primera)
    padre.destino = .alerta(AlertState { TextState("¿Borrar?") })
    #expect(padre.proyeccion.presentationID != primera)

    padre.destino = .detalle(FichaObservable())
    let detalle = padre.proyeccion.presentationID
    padre.destino = .alerta(AlertState { TextState("¿Borrar?") })
    #expect(padre.proyeccion.presentationID != detalle)
  }

  @Test func equalityAndHashingIgnoreIdentity() {
    let uno = PresentationState(wrappedValue: Ficha(titulo: "a"))
    let otro = PresentationState(wrappedValue: Ficha(titulo: "a"))
    #expect(uno.presentationID != otro.presentationID)
    #expect(uno == otro)
    #expect(uno.hashValue == otro.hashValue)
    #expect(uno != PresentationState(wrappedValue: Ficha(titulo: "b")))
    #expect(uno != PresentationState(wrappedValue: nil))
    #expect(
      PresentationState<Ficha>(wrappedValue: nil) == PresentationState<Ficha>(wrappedValue: nil))

    var padre = Padre()
    padre.destino = Ficha(titulo: "a")
    var esperado = Padre()
    esperado.destino = Ficha(titulo: "a")
    #expect(padre == esperado)
  }

  @Test func copiesAreIndependent() {
    var original = Padre()
    original.destino = Ficha(titulo: "a")
    var copia = original
    copia.destino?.cuenta = 9
    #expect(original.destino?.cuenta == 0)
    #expect(copia.destino?.cuenta == 9)
    #expect(copia.$destino.presentationID == original.$destino.presentationID)

    var otra = original
    otra.destino = Ficha(titulo: "b")
    #expect(original.destino?.titulo == "a")
    otra.destino = nil
    #expect(original.destino?.titulo == "a")
  }

  @Test func recursivePresentation() {
    var raiz = Carpeta(nombre: "raíz")
    raiz.subcarpeta = Carpeta(nombre: "fotos")
    raiz.subcarpeta?.subcarpeta = Carpeta(nombre: "2024")
    #expect(raiz.subcarpeta?.subcarpeta?.nombre == "2024")
    let copia = raiz
    raiz.subcarpeta?.subcarpeta = nil
    #expect(copia.subcarpeta?.subcarpeta?.nombre == "2024")
    #expect(raiz != copia)
  }

  @Test func caseSubscriptOnEnumState() {
    var padre = PadrePresents()
    #expect(padre.proyeccion[case: \.detalle] == nil)
    padre.destino = .detalle(FichaObservable())
    let presentada = padre.proyeccion.presentationID
    padre.proyeccion[case: \.detalle]?.cuenta += 2
    #expect(padre.destino?.detalle?.cuenta == 2)
    #expect(padre.proyeccion.presentationID == presentada)
    // A write to another case is ignored.
    padre.proyeccion[case: \.alerta] = AlertState { TextState("x") }
    #expect(padre.destino?.detalle?.cuenta == 2)
  }

  @Test func codableAsTheOptional() throws {
    var padre = Padre()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(padre), as: UTF8.self)
        == #"{"destino":null,"nombre":"raíz"}"#)

    padre.destino = Ficha(titulo: "a", cuenta: 1)
    let data = try encoder.encode(padre)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"destino":{"cuenta":1,"titulo":"a"},"nombre":"raíz"}"#)

    let decoded = try JSONDecoder().decode(Padre.self, from: data)
    #expect(decoded == padre)
    #expect(decoded.$destino.presentationID != nil)
    #expect(decoded.$destino.presentationID != padre.$destino.presentationID)

    let estado = PresentationState(wrappedValue: 3)
    #expect(String(decoding: try encoder.encode(estado), as: UTF8.self) == "3")
  }

  @Test func dumpsAsTheWrappedOptional() {
    var padre = Padre()
    #expect(
      reductorDump(padre) == """
        Padre(
          nombre: "raíz",
          destino: nil
        )
        """)
    padre.destino = Ficha(titulo: "a")
    #expect(
      reductorDump(padre) == """
        Padre(
          nombre: "raíz",
          destino: Ficha(
            titulo: "a",
            cuenta: 0
          )
        )
        """)
    #expect(String(describing: padre.$destino) == #"Ficha(titulo: "a", cuenta: 0)"#)
  }
}
