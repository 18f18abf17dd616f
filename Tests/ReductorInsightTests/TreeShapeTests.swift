import Foundation
import Testing

@testable import ReductorInsight

/// The shapes `reductor tree` reads: what a feature is, how each operator holds a child, where
/// a child's name comes from, how names resolve, and how delegates are found.
@Suite struct TreeShapeTests {
  static let hijo = """
    @Reducer struct Hijo {
      struct State {}
      enum Action { case delegate(Delegate); case tocar
        enum Delegate { case hecho, otro } }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    """

  @Test func featuresAreReducerTypesAndHandWrittenReducers() throws {
    let tree = try analyze([
      "A.swift": """
      @Reducer struct Uno { }
      @Reducer enum Destino { case uno(Uno) }
      struct AMano: Reducer {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      struct NoEsFeature { }
      enum TampocoEs { case a }
      """
    ]).tree
    #expect(tree.features.map(\.name) == ["Uno", "Destino", "AMano"])
    #expect(tree.features.map(\.kind) == [.struct, .enum, .struct])
    let uno = try #require(tree.feature(named: "Uno"))
    #expect((uno.file, uno.line, uno.column, uno.module) == ("A.swift", 1, 17, "App"))
  }

  @Test func everyOperatorAndHowItHoldsItsChild() throws {
    let tree = try analyze([
      "A.swift": Self.hijo,
      "B.swift": """
      @Reducer struct Padre {
        @Reducer enum Destino { case hijo(Hijo) }
        struct State {
          var uno = Hijo.State()
          var dos: Hijo.State
          @Presents var tres: Hijo.State?
          var cuatro: Hijo.State?
          var cinco: PresentationState<Hijo.State>
          var seis: Hijo.State?
          var siete = StackState<Hijo.State>()
          var ocho: IdentifiedArrayOf<Hijo.State> = []
          var nueve: StackState<Hijo.State>
          var diez: Destino.State
          var once: Hijo.State?
        }
        enum Action {
          case uno(Hijo.Action), dos(Hijo.Action), tres(PresentationAction<Hijo.Action>)
          case cuatro(PresentationAction<Hijo.Action>), cinco(PresentationAction<Hijo.Action>)
          case seis(Hijo.Action), siete(StackAction<Hijo.State, Hijo.Action>)
          case ocho(IdentifiedActionOf<Hijo>), nueve(StackActionOf<Hijo>), diez(Destino.Action)
          case once(Hijo.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.uno, action: \\.uno) { Hijo() }
          Scope(\\.dos, action: \\.dos) { Hijo() }
          CombineReducers {
            Hijo()
            Reduce { state, action in
              Hijo().reduce(into: &state.uno, action: .tocar)
            }
          }
          Reduce { _, _ in .none }
            .ifLet(\\.$tres, action: \\.tres) { Hijo() }
            .ifLet(\\.cuatro, action: \\.cuatro) { Hijo() }
            .ifLet(\\.cinco, action: \\.cinco)
            .ifLet(\\.seis, action: \\.seis) { Hijo() }
            .forEach(\\.siete, action: \\.siete) { Hijo() }
            .forEach(\\.ocho, action: \\.ocho) { Hijo() }
            .forEach(\\.nueve, action: \\.nueve)
            .ifCaseLet(\\.diez.hijo, action: \\.diez.hijo) { Hijo() }
            .ifLet(\\.once, action: \\.once)
        }
      }
      """,
    ]).tree
    let padre = try #require(tree.feature(named: "Padre"))
    let held = padre.children.map { "\($0.held.rawValue) \($0.via) \($0.action) \($0.name)" }
    #expect(
      held == [
        #"scope \.uno \.uno Hijo"#,
        #"scope \.dos \.dos Hijo"#,
        "direct   Hijo",
        "direct   Hijo",
        #"presented \.$tres \.tres Hijo"#,
        #"presented \.cuatro \.cuatro Hijo"#,
        #"presented \.cinco \.cinco Hijo"#,
        #"optional \.seis \.seis Hijo"#,
        #"stack \.siete \.siete Hijo"#,
        #"forEach \.ocho \.ocho Hijo"#,
        #"stack \.nueve \.nueve Hijo"#,
        #"case \.diez.hijo \.diez.hijo Hijo"#,
        #"optional \.once \.once Hijo"#,
      ])
    #expect(padre.children.allSatisfy { $0.resolved })
    #expect(tree.feature(named: "Padre.Destino")?.children.map(\.held) == [.case])
  }

  /// Without `Child()` in a closure, the child comes from the property's declared type, else
  /// its initializer, else the action case's payload.
  @Test func whereAChildsNameComesFrom() throws {
    let tree = try analyze([
      "A.swift": Self.hijo,
      "B.swift": """
      @Reducer enum Camino { case hijo(Hijo) }
      @Reducer struct Padre {
        struct State {
          var porTipo: StackState<Camino.State>
          var porInicial = StackState<Camino.State>()
          var ninguno = 0
        }
        enum Action {
          case porTipo(StackActionOf<Camino>), porInicial(StackActionOf<Camino>)
          case porAccion(IdentifiedActionOf<Hijo>)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
            .forEach(\\.porTipo, action: \\.porTipo)
            .forEach(\\.porInicial, action: \\.porInicial)
            .forEach(\\.porAccion, action: \\.porAccion)
        }
      }
      """,
    ]).tree
    #expect(
      tree.feature(named: "Padre")?.children.map { "\($0.held.rawValue) \($0.name)" } == [
        "stack Camino", "stack Camino", "forEach Hijo",
      ])
  }

  @Test func namesResolveAsSwiftResolvesThem() throws {
    let tree = try analyze([
      "A.swift": """
      @Reducer struct Detalle { }
      @Reducer struct Inventario {
        @Reducer struct Detalle { }
        struct State { var a = Detalle.State(); var b = Editor.State(); var c = Otro.State() }
        enum Action { case a(Detalle.Action), b(Editor.Action), c(Otro.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.a, action: \\.a) { Detalle() }
          Scope(state: \\.b, action: \\.b) { Editor() }
          Scope(state: \\.c, action: \\.c) { }
        }
      }
      """,
      "B.swift": """
      extension Inventario { @Reducer struct Editor { } }
      @Reducer struct Ficha { @Reducer struct Otro { } }
      @Reducer struct Cuenta { @Reducer struct Otro { } }
      """,
    ]).tree
    let children = try #require(tree.feature(named: "Inventario")).children
    #expect(children.map(\.name) == ["Inventario.Detalle", "Inventario.Editor", "Otro"])
    #expect(children.map(\.resolved) == [true, true, false])
    #expect(children[2].candidates == ["App.Cuenta.Otro", "App.Ficha.Otro"])
  }

  @Test func enumCasesThatAreNotFeaturesAreLeaves() throws {
    let tree = try analyze([
      "A.swift": Self.hijo,
      "B.swift": """
      @Reducer struct Interno { static let body = EmptyReducer<Interno.State, Interno.Action>() }
      @Reducer enum Destino {
        case hijo(Hijo)
        case alerta(AlertState<Alerta>)
        case dialogo(ConfirmationDialogState<Alerta>)
        @ReducerCaseIgnored case ignorado(Hijo)
        case varios(Acta, reunion: Reunion)
        case ninguno
        case porDefecto(Hijo = Hijo())
        case cuerpo(Interno.Body = Interno.body)
        enum Alerta { case si }
      }
      """,
    ]).tree
    let cases = try #require(tree.feature(named: "Destino")).children
    #expect(
      cases.map { "\($0.via): \($0.name) \($0.resolved)" } == [
        "hijo: Hijo true",
        "alerta: AlertState<Alerta> false",
        "dialogo: ConfirmationDialogState<Alerta> false",
        "ignorado: Hijo false",
        "varios: (Acta, reunion: Reunion) false",
        "ninguno: () false",
        "porDefecto: Hijo true",
        "cuerpo: Interno true",
      ])
    #expect(cases.filter { !$0.resolved }.allSatisfy { $0.candidates.isEmpty })
  }

  @Test func delegatesThroughEveryWrapper() throws {
    let tree = try analyze([
      "A.swift": Self.hijo,
      "B.swift": """
      @Reducer enum Destino { case hijo(Hijo) }
      @Reducer struct Padre {
        struct State {
          @Presents var destino: Destino.State?
          var filas: IdentifiedArrayOf<Hijo.State> = []
          var pila = StackState<Destino.State>()
          var viejas: IdentifiedArrayOf<Hijo.State> = []
          var uno = Hijo.State()
        }
        enum Action {
          case destino(PresentationAction<Destino.Action>)
          case filas(IdentifiedActionOf<Hijo>)
          case pila(StackActionOf<Destino>)
          case viejas(id: Int, action: Hijo.Action)
          case uno(Hijo.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.uno, action: \\.uno) { Hijo() }
          Reduce { state, action in
            switch action {
            case .destino(.presented(.hijo(.delegate(.hecho)))): return .none
            case let .filas(.element(id: _, action: .delegate(d))): return .none
            case .pila(.element(_, .hijo(.delegate(.otro)))): return .none
            case .viejas(_, .delegate(.hecho)): return .none
            case .uno(.delegate): return .none
            default: return .none
            }
          }
          .ifLet(\\.$destino, action: \\.destino)
          .forEach(\\.filas, action: \\.filas) { Hijo() }
          .forEach(\\.pila, action: \\.pila)
          .forEach(\\.viejas, action: \\.viejas) { Hijo() }
        }
      }
      """,
    ]).tree
    #expect(tree.feature(named: "Hijo")?.delegates.map(\.case).sorted() == ["hecho", "otro"])
    #expect(tree.feature(named: "Hijo")?.delegates.allSatisfy { $0.to == "Padre" } == true)
    #expect(tree.feature(named: "Destino")?.delegates == [])
  }

  @Test func aRecursiveFeatureDrawsItsCycleOnce() throws {
    let tree = try analyze([
      "A.swift": """
      @Reducer struct Carpeta {
        struct State { @Presents var hija: Carpeta.State? }
        enum Action { case hija(PresentationAction<Carpeta.Action>); case delegate(Delegate)
          enum Delegate { case borrada } }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .hija(.presented(.delegate(.borrada))): return .none
            default: return .none
            }
          }
          .ifLet(\\.$hija, action: \\.hija) { Carpeta() }
        }
      }
      """
    ]).tree
    let mermaid = tree.rendered(as: .mermaid)
    #expect(mermaid.components(separatedBy: "Carpeta -->|presented hija| Carpeta").count == 2)
    #expect(
      tree.feature(named: "Carpeta")?.delegates == [
        Delegate(to: "Carpeta", toID: "App.Carpeta", case: "borrada")
      ])
    #expect(tree.rendered(as: .text).contains("(cycle)"))
  }

  @Test func theFormats() throws {
    let tree = try exampleAnalysis("Sources/Examples/Leccion003PresentacionesAnidadas").tree
    let text = tree.rendered(as: .text)
    #expect(text.contains("Inventario (") && text.contains("[depth 1]"))
    #expect(text.contains("presented destino.editar → Editor ("))
    #expect(text.contains("[depth 3]"))
    let dot = tree.rendered(as: .dot)
    #expect(dot.hasPrefix("digraph Features {"))
    #expect(dot.contains(#"Inventario -> Detalle [label="presented destino.detalle"];"#))
    #expect(
      dot.contains(
        #"Editor -> Detalle [label="delegate guardado", style=dashed, constraint=false];"#))
    let decoded = try JSONDecoder().decode(FeatureTree.self, from: Data(tree.json().utf8))
    #expect(decoded == tree)
    let object = try JSONSerialization.jsonObject(with: Data(tree.json().utf8)) as? [String: Any]
    let first = (object?["features"] as? [[String: Any]])?.first
    #expect(Set(object?.keys.map { $0 } ?? []) == ["features", "version"])
    #expect(object?["version"] as? Int == 2)
    #expect(
      Set(first?.keys.map { $0 } ?? []) == [
        "name", "id", "module", "kind", "file", "line", "column", "children", "delegates",
      ])
    let child =
      ((object?["features"] as? [[String: Any]])?.first {
        ($0["name"] as? String) == "Inventario"
      }?["children"] as? [[String: Any]])?.first
    #expect(
      Set(child?.keys.map { $0 } ?? []) == [
        "name", "id", "held", "via", "action", "line", "resolved", "candidates",
      ])
  }
}
