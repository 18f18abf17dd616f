import Testing

@Suite struct EnumReducerMacroTests {
  /// Only `@Reducer`, so the members it generates show as written.
  private let reducerOnly = ["Reducer": testMacros["Reducer"]!]
  private let requirement =
    "must hold a reducer, an 'AlertState' or a 'ConfirmationDialogState'"

  @Test func destinationWithAlertAndDialog() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino {
        case editar(Editor)
        case confirmarBorrado(AlertState<Alerta>)
        case dialogo(ConfirmationDialogState<Dialogo>)
        enum Alerta: Equatable {
          case borrar
        }
        @CasePathable
        enum Dialogo {
          case duplicar
        }
        enum Unrelated {
          case other
        }
      }
      """,
      expandedSource: """
        enum Destino {
          case editar(Editor)
          case confirmarBorrado(AlertState<Alerta>)
          case dialogo(ConfirmationDialogState<Dialogo>)
          @CasePathable
          enum Alerta: Equatable {
            case borrar
          }
          @CasePathable
          enum Dialogo {
            case duplicar
          }
          enum Unrelated {
            case other
          }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Destino
            case editar(Editor.State)
            case confirmarBorrado(AlertState<Alerta>)
            case dialogo(ConfirmationDialogState<Dialogo>)

            var _isEphemeral: Bool {
              switch self {
              case .editar:
                return false
              case .confirmarBorrado:
                return true
              case .dialogo:
                return true
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case editar(Editor.Action)
            case confirmarBorrado(Alerta)
            case dialogo(Dialogo)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.editar, action: \\Self.Action.Cases.editar) {
              Editor()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.confirmarBorrado, action: \\Self.Action.Cases.confirmarBorrado) {
              ReductorCore.EmptyReducer<AlertState<Alerta>, Alerta>()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.dialogo, action: \\Self.Action.Cases.dialogo) {
              ReductorCore.EmptyReducer<ConfirmationDialogState<Dialogo>, Dialogo>()
            }
          }
        }

        extension Destino: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func fullyExpanded() {
    assertMacroExpansion(
      """
      @Reducer
      enum Camino {
        case detalle(Detalle)
        case aviso(AlertState<Aviso>)
        enum Aviso {
          case entendido
        }
      }
      """,
      expandedSource: """
        enum Camino {
          case detalle(Detalle)
          case aviso(AlertState<Aviso>)
          enum Aviso {
            case entendido

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = Aviso
              typealias _Value = Aviso
              var entendido: ReductorCore.AnyCasePath<Aviso, Void> {
                ReductorCore.AnyCasePath(
                  embed: { _ in Aviso.entendido },
                  extract: { if case .entendido = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @dynamicMemberLookup
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Camino
            case detalle(Detalle.State)
            case aviso(AlertState<Aviso>)

            var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              case .aviso:
                return true
              }
            }

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = State
              typealias _Value = State
              var detalle: ReductorCore.AnyCasePath<State, Detalle.State> {
                ReductorCore.AnyCasePath(
                  embed: { State.detalle($0) },
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCore.AnyCasePath<State, AlertState<Aviso>> {
                ReductorCore.AnyCasePath(
                  embed: { State.aviso($0) },
                  extract: { if case let .aviso(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }

            var _$id: ReductorCore.ObservableStateID {
              switch self {
                case let .detalle(v0):
                  return ReductorCore.ObservableStateID._$id(for: v0, tag: 1)
                case let .aviso(v0):
                  return ReductorCore.ObservableStateID._$id(for: v0, tag: 2)
              }
            }

            mutating func _$willModify() {}
          }
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case detalle(Detalle.Action)
            case aviso(Aviso)

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var detalle: ReductorCore.AnyCasePath<Action, Detalle.Action> {
                ReductorCore.AnyCasePath(
                  embed: { Action.detalle($0) },
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCore.AnyCasePath<Action, Aviso> {
                ReductorCore.AnyCasePath(
                  embed: { Action.aviso($0) },
                  extract: { if case let .aviso(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.aviso, action: \\Self.Action.Cases.aviso) {
              ReductorCore.EmptyReducer<AlertState<Aviso>, Aviso>()
            }
          }
        }

        extension Camino.Aviso: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension Camino: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: testMacros
    )
  }

  @Test func requestedConformancesAndAccess() {
    assertMacroExpansion(
      """
      @Reducer(
        state: .equatable, .hashable, .sendable, .codable,
        action: .equatable, .hashable, .sendable
      )
      public enum Camino {
        case detalle(Detalle)
        case ajustes(Ajustes)
      }
      @Reducer(action: .sendable, .sendable)
      private enum Solo {
        case detalle(Detalle)
      }
      """,
      expandedSource: """
        public enum Camino {
          case detalle(Detalle)
          case ajustes(Ajustes)

          @CasePathable @dynamicMemberLookup @ObservableState
          public enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState, Equatable, Hashable, Sendable, Codable {
            public typealias StateReducer = Camino
            case detalle(Detalle.State)
            case ajustes(Ajustes.State)

            public var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              case .ajustes:
                return false
              }
            }
          }

          @CasePathable
          public enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath, Equatable, Hashable, Sendable {
            case detalle(Detalle.Action)
            case ajustes(Ajustes.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          public static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.ajustes, action: \\Self.Action.Cases.ajustes) {
              Ajustes()
            }
          }
        }
        private enum Solo {
          case detalle(Detalle)

          @CasePathable @dynamicMemberLookup @ObservableState
          fileprivate enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            fileprivate typealias StateReducer = Solo
            case detalle(Detalle.State)

            fileprivate var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              }
            }
          }

          @CasePathable
          fileprivate enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath, Sendable {
            case detalle(Detalle.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          fileprivate static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
          }
        }

        extension Camino: ReductorCore.CaseReducer, ReductorCore.Reducer {}

        extension Solo: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func alertOnlyAndEmptyEnums() {
    assertMacroExpansion(
      """
      @Reducer
      enum Avisos {
        case aviso(AlertState<Aviso>)
        case opciones(Reductor.ConfirmationDialogState<Opcion>)
      }
      @Reducer
      enum Vacio {
      }
      """,
      expandedSource: """
        enum Avisos {
          case aviso(AlertState<Aviso>)
          case opciones(Reductor.ConfirmationDialogState<Opcion>)

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Avisos
            case aviso(AlertState<Aviso>)
            case opciones(Reductor.ConfirmationDialogState<Opcion>)

            var _isEphemeral: Bool {
              switch self {
              case .aviso:
                return true
              case .opciones:
                return true
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case aviso(Aviso)
            case opciones(Opcion)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.aviso, action: \\Self.Action.Cases.aviso) {
              ReductorCore.EmptyReducer<AlertState<Aviso>, Aviso>()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.opciones, action: \\Self.Action.Cases.opciones) {
              ReductorCore.EmptyReducer<Reductor.ConfirmationDialogState<Opcion>, Opcion>()
            }
          }
        }
        enum Vacio {

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Vacio

            var _isEphemeral: Bool {
              switch self {
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.EmptyReducer<Self.State, Self.Action>()
          }
        }

        extension Avisos: ReductorCore.CaseReducer, ReductorCore.Reducer {}

        extension Vacio: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func payloadSpellingsAndIfConfig() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino {
        case fila(Fila<Int>)
        case perfil(Features.Perfil)
        case sinNombre(_ editor: Editor)
        #if DEBUG
        case depurar(Depurador)
        #elseif os(Linux)
        case alerta(ReductorCore.AlertState<Alerta>)
        #endif
      }
      """,
      expandedSource: """
        enum Destino {
          case fila(Fila<Int>)
          case perfil(Features.Perfil)
          case sinNombre(_ editor: Editor)
          #if DEBUG
          case depurar(Depurador)
          #elseif os(Linux)
          case alerta(ReductorCore.AlertState<Alerta>)
          #endif

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Destino
            case fila(Fila<Int>.State)
            case perfil(Features.Perfil.State)
            case sinNombre(Editor.State)
            #if DEBUG
            case depurar(Depurador.State)
            #elseif os(Linux)
            case alerta(ReductorCore.AlertState<Alerta>)
            #endif

            var _isEphemeral: Bool {
              switch self {
              case .fila:
                return false
              case .perfil:
                return false
              case .sinNombre:
                return false
              #if DEBUG
              case .depurar:
                return false
              #elseif os(Linux)
              case .alerta:
                return true
              #endif
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case fila(Fila<Int>.Action)
            case perfil(Features.Perfil.Action)
            case sinNombre(Editor.Action)
            #if DEBUG
            case depurar(Depurador.Action)
            #elseif os(Linux)
            case alerta(Alerta)
            #endif
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.fila, action: \\Self.Action.Cases.fila) {
              Fila<Int>()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.perfil, action: \\Self.Action.Cases.perfil) {
              Features.Perfil()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.sinNombre, action: \\Self.Action.Cases.sinNombre) {
              Editor()
            }
            #if DEBUG
            ReductorCore.Scope(state: \\Self.State.Cases.depurar, action: \\Self.Action.Cases.depurar) {
              Depurador()
            }
            #elseif os(Linux)
            ReductorCore.Scope(state: \\Self.State.Cases.alerta, action: \\Self.Action.Cases.alerta) {
              ReductorCore.EmptyReducer<ReductorCore.AlertState<Alerta>, Alerta>()
            }
            #endif
          }
        }

        extension Destino: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func alreadyConformingEnum() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino: CaseReducer {
        case detalle(Detalle)
      }
      """,
      expandedSource: """
        enum Destino: CaseReducer {
          case detalle(Detalle)

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Destino
            case detalle(Detalle.State)

            var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case detalle(Detalle.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
          }
        }
        """,
      macros: reducerOnly
    )
  }

  @Test func stateOnlyEphemeralAndInvalidCases() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino {
        case detalle(Detalle)
        case ninguno
        case dos(Detalle, ajustes: Ajustes)
        case tupla((Int, String))
        case opcional(Detalle?)
        @ReducerCaseIgnored
        case vistaPrevia(Detalle)
        @ReducerCaseEphemeral
        case aviso(Aviso)
        case etiquetado(detalle: Detalle)
        case alertaSinAccion(AlertState)
      }
      """,
      expandedSource: """
        enum Destino {
          case detalle(Detalle)
          case ninguno
          case dos(Detalle, ajustes: Ajustes)
          case tupla((Int, String))
          case opcional(Detalle?)
          @ReducerCaseIgnored
          case vistaPrevia(Detalle)
          @ReducerCaseEphemeral
          case aviso(Aviso)
          case etiquetado(detalle: Detalle)
          case alertaSinAccion(AlertState)

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Destino
            case detalle(Detalle.State)
            case ninguno
            case dos(Detalle, ajustes: Ajustes)
            case tupla((Int, String))
            case opcional(Detalle?)
            case vistaPrevia(Detalle)
            case aviso(Aviso)

            var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              case .ninguno:
                return false
              case .dos:
                return false
              case .tupla:
                return false
              case .opcional:
                return false
              case .vistaPrevia:
                return false
              case .aviso:
                return true
              }
            }
          }

          @CasePathable
          enum Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {
            case detalle(Detalle.Action)
            case ninguno(Swift.Never)
            case dos(Swift.Never)
            case tupla(Swift.Never)
            case opcional(Swift.Never)
            case vistaPrevia(Swift.Never)
            case aviso(Aviso.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
            ReductorCore.Scope(state: \\Self.State.Cases.aviso, action: \\Self.Action.Cases.aviso) {
              ReductorCore.EmptyReducer<Aviso, Aviso.Action>()
            }
          }
        }

        extension Destino: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' enum case 'etiquetado' \(requirement) without a label",
          line: 12, column: 8
        ),
        DiagnosticSpec(
          message:
            "'@Reducer' enum case 'alertaSinAccion' \(requirement); 'AlertState' is none of these",
          line: 13, column: 8
        ),
      ],
      macros: reducerOnly
    )
  }

  @Test func declaredState() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destino {
        case detalle(Detalle)
        enum State {
          case detalle(Detalle.State)
        }
      }
      """,
      expandedSource: """
        enum Destino {
          case detalle(Detalle)
          enum State {
            case detalle(Detalle.State)
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' generates 'State' for an enum from its cases; remove this declaration",
          line: 4, column: 3
        )
      ],
      macros: reducerOnly
    )
  }

  @Test func declaredActionAndBody() {
    assertMacroExpansion(
      """
      @Reducer
      enum Camino {
        case detalle(Detalle)
        case reunion(Reunion, sincronizacion: Sincronizacion)
        enum Action {
          case detalle(Detalle.Action)
          case reunion(Never)
        }
        static var body: some Reducer<State, Action> { EmptyReducer() }
      }
      """,
      expandedSource: """
        enum Camino {
          case detalle(Detalle)
          case reunion(Reunion, sincronizacion: Sincronizacion)
          @CasePathable
          enum Action {
            case detalle(Detalle.Action)
            case reunion(Never)
          }
          static var body: some Reducer<State, Action> { EmptyReducer() }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable, ReductorCore._PresentedActionPath, ReductorCore.ObservableState {
            typealias StateReducer = Camino
            case detalle(Detalle.State)
            case reunion(Reunion, sincronizacion: Sincronizacion)

            var _isEphemeral: Bool {
              switch self {
              case .detalle:
                return false
              case .reunion:
                return false
              }
            }
          }
        }

        extension Camino: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func conformancesOnAStruct() {
    assertMacroExpansion(
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {}
          @CasePathable
          enum Action {}

          let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature: ReductorCore.Reducer {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@Reducer(state:action:)' adds conformances only to the 'State' and 'Action' it \
            generates for an enum; declare them on this struct's own 'State' and 'Action'
            """,
          line: 1, column: 1,
          fixIts: ["Remove the arguments of '@Reducer'"]
        )
      ],
      fixedSource: """
        @Reducer
        struct Feature {
          struct State {}
          enum Action {}
        }
        """,
      macros: reducerOnly
    )
  }
}
