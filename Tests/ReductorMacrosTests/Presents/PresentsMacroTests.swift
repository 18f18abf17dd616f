import Testing

@Suite struct PresentsMacroTests {
  private let presentsOnly = ["Presents": testMacros["Presents"]!]

  @Test func optionalProperty() {
    assertMacroExpansion(
      """
      struct State {
        var articulos: [Articulo] = []
        @Presents var destino: Destino.State?
      }
      """,
      expandedSource: """
        struct State {
          var articulos: [Articulo] = []
          var destino: Destino.State? {
            @storageRestrictions(initializes: $destino)
            init(initialValue) {
              $destino = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $destino.wrappedValue
            }
            set {
              $destino.wrappedValue = newValue
            }
            _modify {
              yield &$destino.wrappedValue
            }
          }

          var $destino = ReductorCore.PresentationState<Destino.State>(wrappedValue: nil)
        }
        """,
      macros: presentsOnly
    )
  }

  @Test func inObservableState() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State: Equatable {
        @Presents var destino: Destino.State?
      }
      """,
      expandedSource: """
        struct State: Equatable {
          var destino: Destino.State? {
            @storageRestrictions(initializes: $destino)
            init(initialValue) {
              $destino = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $destino.wrappedValue
            }
            set {
              $destino.wrappedValue = newValue
            }
            _modify {
              yield &$destino.wrappedValue
            }
          }

          var $destino = ReductorCore.PresentationState<Destino.State>(wrappedValue: nil)

          var _$id = ReductorCore.ObservableStateID()

          mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }

          static func _$presentationStorage(for keyPath: Swift.AnyKeyPath) -> Swift.AnyKeyPath? {
            if keyPath == \\Self.destino { return \\Self.$destino }
            return nil
          }
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  /// `@ObservableState` maps each `@Presents` property's key path to its storage's, with the
  /// state's access level and the names as written.
  @Test func storageLookupInPublicObservableState() {
    assertMacroExpansion(
      """
      @ObservableState
      public struct State {
        var cuenta = 0
        @Presents public var destino: Destino.State?
        @Presents var `default`: Ajustes.State?
      }
      """,
      expandedSource: """
        public struct State {
          var cuenta = 0
          public var destino: Destino.State? {
            @storageRestrictions(initializes: $destino)
            init(initialValue) {
              $destino = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $destino.wrappedValue
            }
            set {
              $destino.wrappedValue = newValue
            }
            _modify {
              yield &$destino.wrappedValue
            }
          }

          public var $destino = ReductorCore.PresentationState<Destino.State>(wrappedValue: nil)
          var `default`: Ajustes.State? {
            @storageRestrictions(initializes: $default)
            init(initialValue) {
              $default = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $default.wrappedValue
            }
            set {
              $default.wrappedValue = newValue
            }
            _modify {
              yield &$default.wrappedValue
            }
          }

          var $default = ReductorCore.PresentationState<Ajustes.State>(wrappedValue: nil)

          public var _$id = ReductorCore.ObservableStateID()

          public mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }

          public static func _$presentationStorage(for keyPath: Swift.AnyKeyPath) -> Swift.AnyKeyPath? {
            if keyPath == \\Self.destino { return \\Self.$destino }
            if keyPath == \\Self.`default` { return \\Self.$default }
            return nil
          }
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  /// The projection takes the property's access; the storage is always private. (This
  /// expansion helper drops `= nil` once the property has accessors; the compiler passes it to
  /// the `init` accessor, which `PresentsShapes` checks.)
  @Test func accessLevelsSpellingsAndExplicitNil() {
    assertMacroExpansion(
      """
      public struct State {
        @Presents public var destino: Destino.State? = nil
        @Presents private(set) var alerta: Optional<AlertState<Alerta>>
        @Presents fileprivate var `default`: Ajustes.State?
      }
      """,
      expandedSource: """
        public struct State {
          public var destino: Destino.State? {
            @storageRestrictions(initializes: $destino)
            init(initialValue) {
              $destino = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $destino.wrappedValue
            }
            set {
              $destino.wrappedValue = newValue
            }
            _modify {
              yield &$destino.wrappedValue
            }
          }

          public var $destino = ReductorCore.PresentationState<Destino.State>(wrappedValue: nil)
          private(set) var alerta: Optional<AlertState<Alerta>> {
            @storageRestrictions(initializes: $alerta)
            init(initialValue) {
              $alerta = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $alerta.wrappedValue
            }
            set {
              $alerta.wrappedValue = newValue
            }
            _modify {
              yield &$alerta.wrappedValue
            }
          }

          private(set) var $alerta = ReductorCore.PresentationState<AlertState<Alerta>>(wrappedValue: nil)
          fileprivate var `default`: Ajustes.State? {
            @storageRestrictions(initializes: $default)
            init(initialValue) {
              $default = ReductorCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              $default.wrappedValue
            }
            set {
              $default.wrappedValue = newValue
            }
            _modify {
              yield &$default.wrappedValue
            }
          }

          fileprivate var $default = ReductorCore.PresentationState<Ajustes.State>(wrappedValue: nil)
        }
        """,
      macros: presentsOnly
    )
  }

  @Test func nonOptionalType() {
    assertMacroExpansion(
      """
      struct State {
        @Presents var destino: Destino.State
      }
      """,
      expandedSource: """
        struct State {
          var destino: Destino.State
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Presents' requires an optional type: 'Destino.State?' instead of 'Destino.State'",
          line: 2, column: 26,
          fixIts: ["Make the type 'Destino.State?'"]
        )
      ],
      fixedSource: """
        struct State {
          @Presents var destino: Destino.State?
        }
        """,
      macros: presentsOnly
    )
  }

  @Test func letProperty() {
    assertMacroExpansion(
      """
      struct State {
        @Presents let destino: Destino.State?
      }
      """,
      expandedSource: """
        struct State {
          let destino: Destino.State?
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Presents' requires 'var': the presented state changes",
          line: 2, column: 13,
          fixIts: ["Replace 'let' with 'var'"]
        )
      ],
      fixedSource: """
        struct State {
          @Presents var destino: Destino.State?
        }
        """,
      macros: presentsOnly
    )
  }

  @Test func computedPropertyAndMissingType() {
    assertMacroExpansion(
      """
      struct State {
        @Presents var destino: Destino.State? { nil }
        @Presents var observado: Destino.State? = nil {
          didSet {}
        }
        @Presents var inferido = Destino.State?.none
      }
      """,
      expandedSource: """
        struct State {
          var destino: Destino.State? { nil }
          var observado: Destino.State? = nil {
            didSet {}
          }
          var inferido = Destino.State?.none
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Presents' cannot be applied to a computed property or one with observers",
          line: 2, column: 17
        ),
        DiagnosticSpec(
          message: "'@Presents' cannot be applied to a computed property or one with observers",
          line: 3, column: 17
        ),
        DiagnosticSpec(
          message: "'@Presents' requires an explicit optional type, such as 'Destination.State?'",
          line: 6, column: 17
        ),
      ],
      macros: presentsOnly
    )
  }
}
