import Foundation
import Reductor
import Testing

// `@Reducer` enums in the shapes lessons 003 and 004 use, compiled with the real macros
// through `import Reductor`, and run through their generated `body`.

/// A namespace, so these features do not clash with the other suites' `Editor` and `Contador`.
enum EnumReducerFixtures {
  // MARK: Features

  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable {
      var borrador = ""
    }

    enum Action: Equatable {
      case escribir(String)
      case guardar
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .escribir(texto):
          state.borrador = texto
          return .none
        case .guardar:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Contador {
    @ObservableState
    struct State: Hashable, Codable {
      var cuenta = 0
    }

    enum Action {
      case incrementar
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.cuenta += 1
        return .none
      }
    }
  }

  // Lesson 003's destination, with a confirmation dialog as well.
  @Reducer
  enum Destino {
    case editar(Editor)
    case contador(Contador)
    case confirmarBorrado(AlertState<Alerta>)
    case dialogo(ConfirmationDialogState<Dialogo>)

    // Gains @CasePathable: it is an alert's action.
    enum Alerta: Equatable {
      case borrar
    }

    @CasePathable
    enum Dialogo: Equatable {
      case duplicar
      case cancelar
    }
  }

  // Lesson 004's stack path, with every conformance `@Reducer` can add.
  @Reducer(
    state: .equatable, .hashable, .sendable, .codable,
    action: .equatable, .hashable, .sendable
  )
  enum Camino {
    case contador(Contador)
    case otroContador(Contador)
  }

  // Nothing but alerts: an empty body.
  @Reducer
  enum SoloAlertas {
    case aviso(AlertState<Aviso>)

    enum Aviso {
      case entendido
    }
  }

  // Cases under `#if`.
  @Reducer
  enum Condicional {
    case editar(Editor)
    #if DEBUG
      case depurar(Contador)
    #else
      case publicar(Contador)
    #endif
  }

  // The state that holds a destination, as `Inventario.State` does (a plain optional here:
  // `@Presents` needs the navigation runtime's `PresentationState`).
  struct Padre: Equatable {
    var articulos: [String] = []
    var destino: Destino.State?
  }
}

// Without `state: .equatable`, the generated state conforms only to what it needs, so users
// can add conformances themselves.
extension EnumReducerFixtures.Destino.State: Equatable {}

/// A public enum reducer over public features: the generated members are public too.
@Reducer
public enum PublicDestination {
  case counter(PublicCounter)
}

@Reducer
public struct PublicCounter {
  public struct State: Equatable {
    public var count = 0
  }

  public enum Action {
    case increment
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@Suite struct EnumReducerShapes {
  typealias Destino = EnumReducerFixtures.Destino
  typealias Editor = EnumReducerFixtures.Editor
  typealias Contador = EnumReducerFixtures.Contador
  typealias Camino = EnumReducerFixtures.Camino

  @Test func bodyRoutesEachCaseToItsReducer() {
    var state = Destino.State.editar(Editor.State())
    _ = Destino.body.reduce(into: &state, action: .editar(.escribir("hola")))
    #expect(state == .editar(Editor.State(borrador: "hola")))

    state = .contador(Contador.State(cuenta: 1))
    _ = Destino.body.reduce(into: &state, action: .contador(.incrementar))
    #expect(state == .contador(Contador.State(cuenta: 2)))

    var camino = Camino.State.otroContador(Contador.State())
    _ = Camino.body.reduce(into: &camino, action: .otroContador(.incrementar))
    #expect(camino == .otroContador(Contador.State(cuenta: 1)))
  }

  @Test func alertCasesHaveNoReducer() {
    let alerta = Destino.State.confirmarBorrado(.init(title: { TextState("¿Borrar?") }))
    var state = alerta
    let effect = Destino.body.reduce(into: &state, action: .confirmarBorrado(.borrar))
    #expect(state == alerta)
    #expect(effect.isNone)

    var dialogo = Destino.State.dialogo(.init(title: { TextState("Opciones") }))
    _ = Destino.body.reduce(into: &dialogo, action: .dialogo(.duplicar))
    #expect(dialogo == .dialogo(.init(title: { TextState("Opciones") })))

    // An alert case is scoped to an empty reducer, so that its action is reported when the
    // state is in another case.
    typealias SoloAlertas = EnumReducerFixtures.SoloAlertas
    let soloAlertas: Any = SoloAlertas.body
    #expect(
      soloAlertas
        is Scope<
          SoloAlertas.State, SoloAlertas.Action,
          EmptyReducer<AlertState<SoloAlertas.Aviso>, SoloAlertas.Aviso>
        >
    )
  }

  @Test func alertAndDialogCasesAreEphemeral() {
    #expect(Destino.State.confirmarBorrado(.init(title: { TextState("") })).isEphemeral)
    #expect(Destino.State.dialogo(.init(title: { TextState("") })).isEphemeral)
    #expect(!Destino.State.editar(Editor.State()).isEphemeral)
    #expect(!Destino.State.contador(Contador.State()).isEphemeral)
  }

  @Test func stateReadsAndWritesThroughDynamicMemberLookup() {
    var padre = EnumReducerFixtures.Padre(articulos: ["a"], destino: .editar(Editor.State()))
    #expect(padre.destino?.editar == Editor.State())
    #expect(padre.destino?.contador == nil)

    padre.destino?.editar?.borrador = "nuevo"
    #expect(padre.destino == .editar(Editor.State(borrador: "nuevo")))

    // A write to another case is ignored.
    padre.destino?.contador = Contador.State(cuenta: 9)
    #expect(padre.destino == .editar(Editor.State(borrador: "nuevo")))

    padre.destino = .contador(Contador.State(cuenta: 1))
    padre.destino?.contador?.cuenta += 1
    #expect(padre.destino?.contador?.cuenta == 2)

    padre.destino = nil
    padre.destino?.editar?.borrador = "ignorado"
    #expect(padre.destino == nil)
  }

  @Test func actionsAreCasePathableThroughTheAlertActions() {
    let borrar = (\Destino.Action.Cases.confirmarBorrado.borrar)()
    #expect(borrar.is(\.confirmarBorrado.borrar))
    #expect(Destino.Action.dialogo(.cancelar).is(\.dialogo.cancelar))
    let escribir = (\Destino.Action.Cases.editar.escribir)("x")
    #expect(escribir[case: \.editar.escribir] == "x")
    #expect(escribir[case: \.contador] == nil)
    let entendido = (\EnumReducerFixtures.SoloAlertas.Action.Cases.aviso.entendido)()
    #expect(entendido.is(\.aviso.entendido))
  }

  @Test func stateIsCasePathableAndObservable() {
    let editor = Editor.State(borrador: "a")
    let state = Destino.State.editar(editor)
    #expect(state[case: \.editar] == editor)
    #expect(state.is(\.editar))
    // The enum's identity follows its payload.
    #expect(state._$id.isSame(as: Destino.State.editar(editor)._$id))
    #expect(!state._$id.isSame(as: Destino.State.editar(Editor.State(borrador: "a"))._$id))
  }

  @Test func caseReducerConformance() {
    func body<R: CaseReducer>(of _: R.Type) -> R.Body { R.body }
    func reducer<S: CaseReducerState>(for _: S.Type) -> S.StateReducer.Type { S.StateReducer.self }
    #expect(reducer(for: Destino.State.self) == Destino.self)
    #expect(reducer(for: Camino.State.self) == Camino.self)
    var state = Destino.State.editar(Editor.State())
    _ = body(of: Destino.self).reduce(into: &state, action: .editar(.escribir("b")))
    #expect(state.editar?.borrador == "b")

    var publicState = PublicDestination.State.counter(PublicCounter.State())
    _ = PublicDestination.body.reduce(into: &publicState, action: .counter(.increment))
    #expect(publicState.counter?.count == 1)
  }

  @Test func requestedConformances() throws {
    func conforms<S: Hashable & Codable & Sendable, A: Hashable & Sendable>(
      _: S.Type, _: A.Type
    ) -> Bool { true }
    #expect(conforms(Camino.State.self, Camino.Action.self))

    let camino = Camino.State.otroContador(Contador.State(cuenta: 3))
    let decoded = try JSONDecoder().decode(
      Camino.State.self, from: JSONEncoder().encode(camino)
    )
    #expect(decoded == camino)
    #expect(Set([camino, camino]).count == 1)
    #expect(Camino.Action.contador(.incrementar) != .otroContador(.incrementar))
  }

  @Test func casesUnderIfConfig() {
    typealias Condicional = EnumReducerFixtures.Condicional
    #if DEBUG
      var state = Condicional.State.depurar(Contador.State())
      _ = Condicional.body.reduce(into: &state, action: .depurar(.incrementar))
      #expect(state.depurar?.cuenta == 1)
    #else
      var state = Condicional.State.publicar(Contador.State())
      _ = Condicional.body.reduce(into: &state, action: .publicar(.incrementar))
      #expect(state.publicar?.cuenta == 1)
    #endif
  }
}

extension CaseReducerState {
  /// `_isEphemeral`, under a name the tests read better.
  fileprivate var isEphemeral: Bool { _isEphemeral }
}
