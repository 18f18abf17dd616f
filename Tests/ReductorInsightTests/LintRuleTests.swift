import Foundation
import Testing

@testable import ReductorInsight

/// Each rule of `reductor lint`, with a sample that fires it and one that does not.
@Suite struct LintRuleTests {
  static let hijo = """
    @Reducer struct Hijo {
      struct State {}
      enum Action { case delegate(Delegate); case tocar; case binding(Int)
        enum Delegate { case hecho } }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    """

  /// A parent holding `Hijo` by Scope, whose switch has `cases`.
  static func padre(_ cases: String, extraActions: String = "") -> String {
    """
    @Reducer struct Padre {
      struct State { var hijo = Hijo.State(); var cuenta = 0 }
      enum Action { case hijo(Hijo.Action); case propia\(extraActions) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.hijo, action: \\.hijo) { Hijo() }
        Reduce { state, action in
          switch action {
    \(cases)
          }
        }
      }
    }
    """
  }

  func findings(_ files: [String: String], _ options: LintOptions = LintOptions()) throws
    -> [String]
  {
    ruleLines(try analyze(files).lint(options))
  }

  @Test func nonDelegateChildAction() throws {
    let fires = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.tocar): return .none
              case .hijo, .propia: return .none
        """),
    ])
    #expect(fires == ["8:18 non-delegate-child-action"])
    let quiet = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.delegate(.hecho)): return .none
              case .hijo(.binding): return .none
              case let .hijo(accion): return .none
              case .propia: return .none
        """),
    ])
    #expect(quiet == [])
  }

  /// Lesson 003's anti-pattern: the root matching its grandchild's delegate.
  @Test func deepPatternFromLesson003() throws {
    let files = try String(
      contentsOf: checkout.appendingPathComponent(
        "Sources/Examples/Leccion003PresentacionesAnidadas/Inventario.swift"),
      encoding: .utf8
    ).replacingOccurrences(
      of: "      case .destino: return .none",
      with: """
              case let .destino(.presented(.detalle(.destino(.presented(.editar(.delegate(.guardado(articulo)))))))):
                return .none
              case .destino: return .none
        """
    )
    var sources: [String: String] = ["Inventario.swift": files]
    for name in ["Detalle", "Editor", "Articulo"] {
      sources[name + ".swift"] = try String(
        contentsOf: checkout.appendingPathComponent(
          "Sources/Examples/Leccion003PresentacionesAnidadas/\(name).swift"),
        encoding: .utf8
      )
    }
    let found = try analyze(sources).lint()
    #expect(found.map(\.rule) == ["deep-pattern"])
    let finding = try #require(found.first)
    let line = files.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
    let column = line.utf8.index(line.utf8.startIndex, offsetBy: finding.column - 1)
    #expect(line[column...].hasPrefix(".destino(.presented(.editar"))
  }

  /// Lesson 004's anti-pattern: the root matching a row's delegate two levels down.
  @Test func deepPatternFromLesson004() throws {
    let sources = try String(
      contentsOf: checkout.appendingPathComponent(
        "Sources/Examples/Leccion004Jerarquia/Profundidad.swift"),
      encoding: .utf8
    ).replacingOccurrences(
      of: "      case let .pestana(.delegate(.filaSeleccionada(id))):",
      with: "      case let .pestana(.lista(.fila(.element(id, .delegate(.seleccionada))))):"
    )
    let hojas = try String(
      contentsOf: checkout.appendingPathComponent(
        "Sources/Examples/Leccion004Jerarquia/Hojas.swift"),
      encoding: .utf8
    )
    let rules = try analyze(["Profundidad.swift": sources, "Hojas.swift": hojas]).lint().map(\.rule)
    #expect(rules.contains("deep-pattern"))
  }

  @Test func forwardingOnlyLevel() throws {
    let medio = """
      @Reducer struct Medio {
        struct State { var hijo = Hijo.State() }
        enum Action { case hijo(Hijo.Action); case delegate(Delegate)
          enum Delegate { case hecho } }
        var body: some ReducerOf<Self> {
          Scope(state: \\.hijo, action: \\.hijo) { Hijo() }
          Reduce { state, action in
            switch action {
            case .hijo(.delegate(.hecho)): return .send(.delegate(.hecho))
            case .hijo, .delegate: return .none
            }
          }
        }
      }
      @Reducer struct Raiz {
        struct State { var medio = Medio.State() }
        enum Action { case medio(Medio.Action) }
        var body: some ReducerOf<Self> { Scope(state: \\.medio, action: \\.medio) { Medio() } }
      }
      """
    #expect(
      try findings(["H.swift": Self.hijo, "M.swift": medio]) == ["1:17 forwarding-only-level"])
    // A level with state of its own is not a pipe.
    let conEstado = medio.replacingOccurrences(
      of: "struct State { var hijo = Hijo.State() }",
      with: "struct State { var hijo = Hijo.State(); var veces = 0 }"
    )
    #expect(try findings(["H.swift": Self.hijo, "M.swift": conEstado]) == [])
    // Nor is a root no one holds.
    let sinPadre = String(medio[..<medio.range(of: "@Reducer struct Raiz")!.lowerBound])
    #expect(try findings(["H.swift": Self.hijo, "M.swift": sinPadre]) == [])
  }

  @Test func lesson004sPipeIsFound() throws {
    let found = try exampleAnalysis("Sources/Examples/Leccion004Jerarquia").lint()
    let pipes = found.filter { $0.rule == "forwarding-only-level" }.map(\.message)
    #expect(pipes.count == 1)
    #expect(pipes.first?.hasPrefix("Pestana ") == true)
  }

  @Test func defaultInActionSwitch() throws {
    let fires = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.delegate): return .none
              default: return .none
        """),
    ])
    #expect(fires == ["9:7 default-in-action-switch"])
    let quiet = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .propia: return .none
              default: return .none
        """),
    ])
    #expect(quiet == [])
  }

  @Test func missingChildReducer() throws {
    let source = """
      @Reducer struct Padre {
        struct State {
          @Presents var detalle: Hijo.State?
          var filas: IdentifiedArrayOf<Hijo.State> = []
          var pila = StackState<Hijo.State>()
        }
        enum Action {
          case detalle(PresentationAction<Hijo.Action>)
          case fila(IdentifiedActionOf<Hijo>)
          case pila(StackActionOf<Hijo>)
          case suelta(PresentationAction<Hijo.Action>)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
            .forEach(\\.pila, action: \\.pila) { Hijo() }
        }
      }
      """
    #expect(
      try findings(["H.swift": Self.hijo, "P.swift": source]) == [
        "3:5 missing-child-reducer", "4:5 missing-child-reducer", "11:10 missing-child-reducer",
      ])
    let held = source.replacingOccurrences(
      of: ".forEach(\\.pila, action: \\.pila) { Hijo() }",
      with: """
        .forEach(\\.pila, action: \\.pila) { Hijo() }
        .ifLet(\\.$detalle, action: \\.detalle) { Hijo() }
        .forEach(\\.filas, action: \\.fila) { Hijo() }
        .ifLet(\\.$detalle, action: \\.suelta) { Hijo() }
        """
    )
    #expect(try findings(["H.swift": Self.hijo, "P.swift": held]) == [])
  }

  /// A chain of `count` struct features, each presenting the next.
  static func chain(_ count: Int, held: String = "presented") -> String {
    (1...count).map { level in
      guard level < count else { return "@Reducer struct N\(level) { }" }
      let next = "N\(level + 1)"
      return held == "presented"
        ? """
        @Reducer struct N\(level) {
          struct State { @Presents var hijo: \(next).State? }
          enum Action { case hijo(PresentationAction<\(next).Action>) }
          var body: some ReducerOf<Self> { EmptyReducer().ifLet(\\.$hijo, action: \\.hijo) { \(next)() } }
        }
        """
        : """
        @Reducer struct N\(level) {
          struct State { var hijo = \(next).State() }
          enum Action { case hijo(\(next).Action) }
          var body: some ReducerOf<Self> { Scope(state: \\.hijo, action: \\.hijo) { \(next)() } }
        }
        """
    }.joined(separator: "\n")
  }

  @Test func navigationByNesting() throws {
    #expect(try findings(["C.swift": Self.chain(5)]) == ["2:18 navigation-by-nesting"])
    #expect(try findings(["C.swift": Self.chain(4)]) == [])
    #expect(try findings(["C.swift": Self.chain(5, held: "scope")]) == [])
  }

  @Test func depth() throws {
    let six = try analyze(["C.swift": Self.chain(6, held: "scope")]).lint()
    #expect(ruleLines(six) == ["26:17 depth"])
    #expect(six.first?.message.hasPrefix("N1 → N2 → N3 → N4 → N5 → N6 is 6 levels deep") == true)
    #expect(try findings(["C.swift": Self.chain(5, held: "scope")]) == [])
    #expect(
      try findings(["C.swift": Self.chain(5, held: "scope")], LintOptions(maxDepth: 4))
        == ["21:17 depth"])
  }

  @Test func suppressionComments() throws {
    let endOfLine = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.tocar): return .none  // reductor-lint:disable non-delegate-child-action
              case .hijo, .propia: return .none
        """),
    ])
    #expect(endOfLine == [])
    let lineBefore = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              // reductor-lint:disable deep-pattern,non-delegate-child-action
              case .hijo(.tocar): return .none
              case .hijo, .propia: return .none
        """),
    ])
    #expect(lineBefore == [])
    let otherRule = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.tocar): return .none  // reductor-lint:disable depth
              case .hijo, .propia: return .none
        """),
    ])
    #expect(otherRule == ["8:18 non-delegate-child-action"])
    let unknown = try findings([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.tocar): return .none  // reductor-lint:disable tocar-hijo
              case .hijo, .propia: return .none
        """),
    ])
    #expect(unknown == ["8:18 non-delegate-child-action", "8:41 unknown-rule"])
  }

  @Test func findingsAreSortedAndEncodedAsDocumented() throws {
    let found = try analyze([
      "H.swift": Self.hijo,
      "P.swift": Self.padre(
        """
              case .hijo(.tocar): return .none
              default: return .none
        """),
    ]).lint()
    #expect(found.map(\.rule) == ["non-delegate-child-action", "default-in-action-switch"])
    let text = found.text()
    #expect(
      text.hasPrefix("P.swift:8:18: warning: [non-delegate-child-action] Padre matches '.tocar'"))
    #expect(text.contains("\nP.swift:8:18: note: Have Hijo send a delegate case"))
    let objects =
      try JSONSerialization.jsonObject(with: Data(found.json().utf8)) as? [[String: Any]]
    #expect(objects?.count == 2)
    #expect(
      Set(objects?.first?.keys.map { $0 } ?? []) == [
        "rule", "file", "line", "column", "message", "fix",
      ])
    #expect(
      found.allSatisfy { !$0.message.isEmpty && !$0.fix.isEmpty && !$0.message.contains("Lesson") })
    #expect(found.allSatisfy { $0.message.hasSuffix("See 'reductor lint --explain \($0.rule)'.") })
  }

  /// The examples CI keeps clean.
  @Test func theGettingStartedAndLesson003ExamplesAreClean() throws {
    let analysis = try Analysis(
      InsightInputs.targets(paths: [
        checkout.appendingPathComponent("Sources/Examples/GettingStarted").path,
        checkout.appendingPathComponent("Sources/Examples/Leccion003PresentacionesAnidadas").path,
      ]))
    #expect(analysis.lint() == [])
  }
}
