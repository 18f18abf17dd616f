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
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case editar(ReductorCore.StoreOf<Editor>)
            case confirmarBorrado(AlertState<Alerta>)
            case dialogo(ConfirmationDialogState<Dialogo>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var editar: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Editor>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.editar,
                  extract: { if case let .editar(v0) = $0 { v0 } else { nil } }
                )
              }
              var confirmarBorrado: ReductorCasePaths.AnyCasePath<CaseScope, AlertState<Alerta>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.confirmarBorrado,
                  extract: { if case let .confirmarBorrado(v0) = $0 { v0 } else { nil } }
                )
              }
              var dialogo: ReductorCasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Dialogo>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.dialogo,
                  extract: { if case let .dialogo(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.editar, action: \\.editar) {
              return .editar(childStore)
            }
            switch store.state {
            case .editar:
              return .editar(store.scope(state: \\.editar, action: \\.editar)!)
            case let .confirmarBorrado(v0):
              return .confirmarBorrado(v0)
            case let .dialogo(v0):
              return .dialogo(v0)
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

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Aviso
              typealias _Value = Aviso
              var entendido: ReductorCasePaths.AnyCasePath<Aviso, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in Aviso.entendido },
                  extract: { if case .entendido = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @dynamicMemberLookup
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = State
              typealias _Value = State
              var detalle: ReductorCasePaths.AnyCasePath<State, Detalle.State> {
                ReductorCasePaths.AnyCasePath(
                  embed: State.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCasePaths.AnyCasePath<State, AlertState<Aviso>> {
                ReductorCasePaths.AnyCasePath(
                  embed: State.aviso,
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
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
            case detalle(Detalle.Action)
            case aviso(Aviso)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var detalle: ReductorCasePaths.AnyCasePath<Action, Detalle.Action> {
                ReductorCasePaths.AnyCasePath(
                  embed: Action.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCasePaths.AnyCasePath<Action, Aviso> {
                ReductorCasePaths.AnyCasePath(
                  embed: Action.aviso,
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)
            case aviso(AlertState<Aviso>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCasePaths.AnyCasePath<CaseScope, AlertState<Aviso>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.aviso,
                  extract: { if case let .aviso(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
            case let .aviso(v0):
              return .aviso(v0)
            }
          }
        }

        extension Camino.Aviso: ReductorCasePaths.CasePathable {}

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
          public enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState, Equatable, Hashable, Sendable, Codable {
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
          public enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath, Equatable, Hashable, Sendable {
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

          @dynamicMemberLookup
          public enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)
            case ajustes(ReductorCore.StoreOf<Ajustes>)

            public struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              public typealias _Root = CaseScope
              public typealias _Value = CaseScope
              public var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              public var ajustes: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Ajustes>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.ajustes,
                  extract: { if case let .ajustes(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            public static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          public static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            if let childStore = store.scope(state: \\.ajustes, action: \\.ajustes) {
              return .ajustes(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
            case .ajustes:
              return .ajustes(store.scope(state: \\.ajustes, action: \\.ajustes)!)
            }
          }
        }
        private enum Solo {
          case detalle(Detalle)

          @CasePathable @dynamicMemberLookup @ObservableState
          fileprivate enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
          fileprivate enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath, Sendable {
            case detalle(Detalle.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          fileprivate static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
          }

          @dynamicMemberLookup
          fileprivate enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)

            fileprivate struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              fileprivate typealias _Root = CaseScope
              fileprivate typealias _Value = CaseScope
              fileprivate var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          fileprivate static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
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
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case aviso(AlertState<Aviso>)
            case opciones(Reductor.ConfirmationDialogState<Opcion>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var aviso: ReductorCasePaths.AnyCasePath<CaseScope, AlertState<Aviso>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.aviso,
                  extract: { if case let .aviso(v0) = $0 { v0 } else { nil } }
                )
              }
              var opciones: ReductorCasePaths.AnyCasePath<CaseScope, Reductor.ConfirmationDialogState<Opcion>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.opciones,
                  extract: { if case let .opciones(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case let .aviso(v0):
              return .aviso(v0)
            case let .opciones(v0):
              return .opciones(v0)
            }
          }
        }
        enum Vacio {

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
            typealias StateReducer = Vacio

            var _isEphemeral: Bool {
              switch self {
              }
            }
          }

          @CasePathable
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.EmptyReducer<Self.State, Self.Action>()
          }

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            }
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
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case fila(ReductorCore.StoreOf<Fila<Int>>)
            case perfil(ReductorCore.StoreOf<Features.Perfil>)
            case sinNombre(ReductorCore.StoreOf<Editor>)
            #if DEBUG
            case depurar(ReductorCore.StoreOf<Depurador>)
            #elseif os(Linux)
            case alerta(ReductorCore.AlertState<Alerta>)
            #endif

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var fila: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Fila<Int>>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.fila,
                  extract: { if case let .fila(v0) = $0 { v0 } else { nil } }
                )
              }
              var perfil: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Features.Perfil>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.perfil,
                  extract: { if case let .perfil(v0) = $0 { v0 } else { nil } }
                )
              }
              var sinNombre: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Editor>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.sinNombre,
                  extract: { if case let .sinNombre(v0) = $0 { v0 } else { nil } }
                )
              }
              #if DEBUG
              var depurar: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Depurador>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.depurar,
                  extract: { if case let .depurar(v0) = $0 { v0 } else { nil } }
                )
              }
              #elseif os(Linux)
              var alerta: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.AlertState<Alerta>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.alerta,
                  extract: { if case let .alerta(v0) = $0 { v0 } else { nil } }
                )
              }
              #endif
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.fila, action: \\.fila) {
              return .fila(childStore)
            }
            if let childStore = store.scope(state: \\.perfil, action: \\.perfil) {
              return .perfil(childStore)
            }
            if let childStore = store.scope(state: \\.sinNombre, action: \\.sinNombre) {
              return .sinNombre(childStore)
            }
            #if DEBUG
            if let childStore = store.scope(state: \\.depurar, action: \\.depurar) {
              return .depurar(childStore)
            }
            #endif
            switch store.state {
            case .fila:
              return .fila(store.scope(state: \\.fila, action: \\.fila)!)
            case .perfil:
              return .perfil(store.scope(state: \\.perfil, action: \\.perfil)!)
            case .sinNombre:
              return .sinNombre(store.scope(state: \\.sinNombre, action: \\.sinNombre)!)
            #if DEBUG
            case .depurar:
              return .depurar(store.scope(state: \\.depurar, action: \\.depurar)!)
            #elseif os(Linux)
            case let .alerta(v0):
              return .alerta(v0)
            #endif
            }
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
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
            case detalle(Detalle.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.detalle, action: \\Self.Action.Cases.detalle) {
              Detalle()
            }
          }

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
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
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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
                return ReductorCore._isEphemeralState(Detalle.self)
              case .aviso:
                return true
              }
            }
          }

          @CasePathable
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)
            case ninguno
            case dos(Detalle, ajustes: Ajustes)
            case tupla((Int, String))
            case opcional(Detalle?)
            case vistaPrevia(Detalle)
            case aviso(Aviso)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var ninguno: ReductorCasePaths.AnyCasePath<CaseScope, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in CaseScope.ninguno },
                  extract: { if case .ninguno = $0 { () } else { nil } }
                )
              }
              var dos: ReductorCasePaths.AnyCasePath<CaseScope, (Detalle, ajustes: Ajustes)> {
                ReductorCasePaths.AnyCasePath(
                  embed: { CaseScope.dos($0.0, ajustes: $0.1) },
                  extract: { if case let .dos(v0, ajustes: v1) = $0 { (v0, ajustes: v1) } else { nil } }
                )
              }
              var tupla: ReductorCasePaths.AnyCasePath<CaseScope, (Int, String)> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.tupla,
                  extract: { if case let .tupla(v0) = $0 { v0 } else { nil } }
                )
              }
              var opcional: ReductorCasePaths.AnyCasePath<CaseScope, Detalle?> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.opcional,
                  extract: { if case let .opcional(v0) = $0 { v0 } else { nil } }
                )
              }
              var vistaPrevia: ReductorCasePaths.AnyCasePath<CaseScope, Detalle> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.vistaPrevia,
                  extract: { if case let .vistaPrevia(v0) = $0 { v0 } else { nil } }
                )
              }
              var aviso: ReductorCasePaths.AnyCasePath<CaseScope, Aviso> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.aviso,
                  extract: { if case let .aviso(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
            case .ninguno:
              return .ninguno
            case let .dos(v0, v1):
              return .dos(v0, ajustes: v1)
            case let .tupla(v0):
              return .tupla(v0)
            case let .opcional(v0):
              return .opcional(v0)
            case let .vistaPrevia(v0):
              return .vistaPrevia(v0)
            case let .aviso(v0):
              return .aviso(v0)
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
          message:
            "'@Reducer' generates 'State' for an enum from its cases; remove this declaration",
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
          @CasePathable @ReductorCore._ChildActions
          enum Action {
            case detalle(Detalle.Action)
            case reunion(Never)
          }
          static var body: some Reducer<State, Action> { EmptyReducer() }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
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

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case detalle(ReductorCore.StoreOf<Detalle>)
            case reunion(Reunion, sincronizacion: Sincronizacion)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var detalle: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Detalle>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.detalle,
                  extract: { if case let .detalle(v0) = $0 { v0 } else { nil } }
                )
              }
              var reunion: ReductorCasePaths.AnyCasePath<CaseScope, (Reunion, sincronizacion: Sincronizacion)> {
                ReductorCasePaths.AnyCasePath(
                  embed: { CaseScope.reunion($0.0, sincronizacion: $0.1) },
                  extract: { if case let .reunion(v0, sincronizacion: v1) = $0 { (v0, sincronizacion: v1) } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.detalle, action: \\.detalle) {
              return .detalle(childStore)
            }
            switch store.state {
            case .detalle:
              return .detalle(store.scope(state: \\.detalle, action: \\.detalle)!)
            case let .reunion(v0, v1):
              return .reunion(v0, sincronizacion: v1)
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
          @CasePathable @ReductorCore._ChildActions
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

  /// A case whose reducer is its default value: a feature built with arguments, and another
  /// enum's static body. The default is the case's reducer and stays out of `State` and
  /// `Action`.
  @Test func casesWithADefaultReducer() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destination {
        case feature1(Feature = Feature(context: "context"))
        case inner(Inner.Body = Inner.body)
      }
      """,
      expandedSource: """
        enum Destination {
          case feature1(Feature = Feature(context: "context"))
          case inner(Inner.Body = Inner.body)

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
            typealias StateReducer = Destination
            case feature1(Feature.State)
            case inner(Inner.Body.State)

            var _isEphemeral: Bool {
              switch self {
              case .feature1:
                return false
              case .inner:
                return false
              }
            }
          }

          @CasePathable
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
            case feature1(Feature.Action)
            case inner(Inner.Body.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.feature1, action: \\Self.Action.Cases.feature1) {
              Feature(context: "context")
            }
            ReductorCore.Scope(state: \\Self.State.Cases.inner, action: \\Self.Action.Cases.inner) {
              Inner.body
            }
          }

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case feature1(ReductorCore.StoreOf<Feature>)
            case inner(ReductorCore.StoreOf<Inner.Body>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var feature1: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Feature>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.feature1,
                  extract: { if case let .feature1(v0) = $0 { v0 } else { nil } }
                )
              }
              var inner: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<Inner.Body>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.inner,
                  extract: { if case let .inner(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.feature1, action: \\.feature1) {
              return .feature1(childStore)
            }
            if let childStore = store.scope(state: \\.inner, action: \\.inner) {
              return .inner(childStore)
            }
            switch store.state {
            case .feature1:
              return .feature1(store.scope(state: \\.feature1, action: \\.feature1)!)
            case .inner:
              return .inner(store.scope(state: \\.inner, action: \\.inner)!)
            }
          }
        }

        extension Destination: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  /// An ignored case that matches a one-payload case of the declared `Action` holds a store of
  /// its payload and that case's actions in `CaseScope`.
  @Test func ignoredCaseWithADeclaredAction() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case preview(Meeting)
        enum Action {
          case alert(Alert)
          case edit(EditFeature.Action)
          case preview(Never)
        }
      }
      """,
      expandedSource: """
        enum Destination {
          case edit(EditFeature)
          @ReducerCaseIgnored
          case alert(AlertState<Alert>)
          @ReducerCaseIgnored
          case preview(Meeting)
          @CasePathable @ReductorCore._ChildActions
          enum Action {
            case alert(Alert)
            case edit(EditFeature.Action)
            case preview(Never)
          }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
            typealias StateReducer = Destination
            case edit(EditFeature.State)
            case alert(AlertState<Alert>)
            case preview(Meeting)

            var _isEphemeral: Bool {
              switch self {
              case .edit:
                return false
              case .alert:
                return ReductorCore._isEphemeralState(AlertState<Alert>.self)
              case .preview:
                return ReductorCore._isEphemeralState(Meeting.self)
              }
            }
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.edit, action: \\Self.Action.Cases.edit) {
              EditFeature()
            }
          }

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case edit(ReductorCore.StoreOf<EditFeature>)
            case alert(ReductorCore.Store<AlertState<Alert>, Alert>)
            case preview(Meeting)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var edit: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<EditFeature>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.edit,
                  extract: { if case let .edit(v0) = $0 { v0 } else { nil } }
                )
              }
              var alert: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.Store<AlertState<Alert>, Alert>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.alert,
                  extract: { if case let .alert(v0) = $0 { v0 } else { nil } }
                )
              }
              var preview: ReductorCasePaths.AnyCasePath<CaseScope, Meeting> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.preview,
                  extract: { if case let .preview(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.edit, action: \\.edit) {
              return .edit(childStore)
            }
            if let childStore = store.scope(state: \\.alert, action: \\.alert) {
              return .alert(childStore)
            }
            switch store.state {
            case .edit:
              return .edit(store.scope(state: \\.edit, action: \\.edit)!)
            case .alert:
              return .alert(store.scope(state: \\.alert, action: \\.alert)!)
            case let .preview(v0):
              return .preview(v0)
            }
          }
        }

        extension Destination: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  /// A `CaseScope` or `scope(_:)` the enum declares is kept, and the other still generated.
  @Test func declaredCaseScopeAndScope() {
    assertMacroExpansion(
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        enum CaseScope {
          case edit(StoreOf<EditFeature>)
        }
      }
      @Reducer
      enum Other {
        case edit(EditFeature)
        static func scope(_ store: Store<State, Action>) -> CaseScope {
          .edit(store.scope(state: \\.edit, action: \\.edit)!)
        }
      }
      """,
      expandedSource: """
        enum Destination {
          case edit(EditFeature)
          enum CaseScope {
            case edit(StoreOf<EditFeature>)
          }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
            typealias StateReducer = Destination
            case edit(EditFeature.State)

            var _isEphemeral: Bool {
              switch self {
              case .edit:
                return false
              }
            }
          }

          @CasePathable
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
            case edit(EditFeature.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.edit, action: \\Self.Action.Cases.edit) {
              EditFeature()
            }
          }

          @MainActor
          static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {
            if let childStore = store.scope(state: \\.edit, action: \\.edit) {
              return .edit(childStore)
            }
            switch store.state {
            case .edit:
              return .edit(store.scope(state: \\.edit, action: \\.edit)!)
            }
          }
        }
        enum Other {
          case edit(EditFeature)
          static func scope(_ store: Store<State, Action>) -> CaseScope {
            .edit(store.scope(state: \\.edit, action: \\.edit)!)
          }

          @CasePathable @dynamicMemberLookup @ObservableState
          enum State: ReductorCore.CaseReducerState, ReductorCasePaths.CasePathable, ReductorCore.ObservableState {
            typealias StateReducer = Other
            case edit(EditFeature.State)

            var _isEphemeral: Bool {
              switch self {
              case .edit:
                return false
              }
            }
          }

          @CasePathable
          enum Action: ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {
            case edit(EditFeature.Action)
          }

          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
            ReductorCore.Scope(state: \\Self.State.Cases.edit, action: \\Self.Action.Cases.edit) {
              EditFeature()
            }
          }

          @dynamicMemberLookup
          enum CaseScope: ReductorCasePaths.CasePathable {
            case edit(ReductorCore.StoreOf<EditFeature>)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = CaseScope
              typealias _Value = CaseScope
              var edit: ReductorCasePaths.AnyCasePath<CaseScope, ReductorCore.StoreOf<EditFeature>> {
                ReductorCasePaths.AnyCasePath(
                  embed: CaseScope.edit,
                  extract: { if case let .edit(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
        }

        extension Destination: ReductorCore.CaseReducer, ReductorCore.Reducer {}

        extension Other: ReductorCore.CaseReducer, ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }
}
