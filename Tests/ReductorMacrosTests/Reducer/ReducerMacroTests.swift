import Testing

@Suite struct ReducerMacroTests {
  /// Only `@Reducer`, so the attributes it adds show as written.
  private let reducerOnly = ["Reducer": testMacros["Reducer"]!]

  @Test func attributesAddedToActionAndEnumState() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        @ObservableState
        enum State {
          case loading
          case loaded(Int)
        }
        enum Action {
          case view(View)
          enum View {
            case tapped
          }
        }
        struct Child {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """,
      expandedSource: """
        struct Feature {
          @ObservableState
          @CasePathable @dynamicMemberLookup
          enum State {
            case loading
            case loaded(Int)
          }
          @CasePathable @ReductorCore._ChildActions
          enum Action {
            case view(View)
            enum View {
              case tapped
            }
          }
          struct Child {}
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func featureWithNestedViewAndDelegateActions() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        struct State {
          var count = 0
        }
        enum Action {
          case view(View)
          case delegate(Delegate)
          enum View {
            case saveTapped
          }
          enum Delegate {
            case saved(Int)
          }
        }
      }
      """,
      expandedSource: """
        struct Feature {
          struct State {
            var count = 0
          }
          @ReductorCore._ChildActions
          enum Action {
            case view(View)
            case delegate(Delegate)
            enum View {
              case saveTapped

              struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
                typealias _Root = View
                typealias _Value = View
                var saveTapped: ReductorCasePaths.AnyCasePath<View, Void> {
                  ReductorCasePaths.AnyCasePath(
                    embed: { _ in View.saveTapped },
                    extract: { if case .saveTapped = $0 { () } else { nil } }
                  )
                }
              }

              static var allCasePaths: AllCasePaths { AllCasePaths() }
            }
            enum Delegate {
              case saved(Int)

              struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
                typealias _Root = Delegate
                typealias _Value = Delegate
                var saved: ReductorCasePaths.AnyCasePath<Delegate, Int> {
                  ReductorCasePaths.AnyCasePath(
                    embed: Delegate.saved,
                    extract: { if case let .saved(v0) = $0 { v0 } else { nil } }
                  )
                }
              }

              static var allCasePaths: AllCasePaths { AllCasePaths() }
            }

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var view: ReductorCasePaths.AnyCasePath<Action, View> {
                ReductorCasePaths.AnyCasePath(
                  embed: Action.view,
                  extract: { if case let .view(v0) = $0 { v0 } else { nil } }
                )
              }
              var delegate: ReductorCasePaths.AnyCasePath<Action, Delegate> {
                ReductorCasePaths.AnyCasePath(
                  embed: Action.delegate,
                  extract: { if case let .delegate(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature.Action.View: ReductorCasePaths.CasePathable {}

        extension Feature.Action.Delegate: ReductorCasePaths.CasePathable {}

        extension Feature.Action: ReductorCasePaths.CasePathable {}

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: testMacros
    )
  }

  @Test func enumStateExpanded() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        enum State {
          case idle
          case counting(Int)
        }
        enum Action {
          case start
        }
      }
      """,
      expandedSource: """
        struct Feature {
          @dynamicMemberLookup
          enum State {
            case idle
            case counting(Int)

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = State
              typealias _Value = State
              var idle: ReductorCasePaths.AnyCasePath<State, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in State.idle },
                  extract: { if case .idle = $0 { () } else { nil } }
                )
              }
              var counting: ReductorCasePaths.AnyCasePath<State, Int> {
                ReductorCasePaths.AnyCasePath(
                  embed: State.counting,
                  extract: { if case let .counting(v0) = $0 { v0 } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          @ReductorCore._ChildActions
          enum Action {
            case start

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var start: ReductorCasePaths.AnyCasePath<Action, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in Action.start },
                  extract: { if case .start = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }

          let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature.State: ReductorCasePaths.CasePathable {}

        extension Feature.Action: ReductorCasePaths.CasePathable {}

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: testMacros
    )
  }

  @Test func attributesAlreadyPresentAreNotRepeated() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State {
          case idle
        }
        @CasePathable
        enum Action: Equatable {
          case tapped
        }
      }
      @Reducer
      struct Other {
        enum State: CasePathable {}
        enum Action: CasePathable {}
      }
      """,
      expandedSource: """
        struct Feature {
          @CasePathable @dynamicMemberLookup
          enum State {
            case idle
          }
          @CasePathable
          @ReductorCore._ChildActions
          enum Action: Equatable {
            case tapped
          }

          let body = ReductorCore.EmptyReducer<State, Action>()
        }
        struct Other {
          @dynamicMemberLookup
          enum State: CasePathable {}
          @ReductorCore._ChildActions
          enum Action: CasePathable {}

          let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature: ReductorCore.Reducer {}

        extension Other: ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func alreadyConformingStruct() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {
          case tapped
        }
      }
      """,
      expandedSource: """
        struct Feature: Reducer {
          struct State {}
          @CasePathable @ReductorCore._ChildActions
          enum Action {
            case tapped
          }

          let body = ReductorCore.EmptyReducer<State, Action>()
        }
        """,
      macros: reducerOnly
    )
  }

  @Test func emptyStructGetsStateActionAndBody() {
    assertMacroExpansion(
      """
      @Reducer
      public struct Feature {}
      """,
      expandedSource: """
        public struct Feature {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable, ReductorCore.ObservableState {
            public init() {}
          }

          @CasePathable
          public enum Action: Equatable, Hashable, Sendable, ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {}

          public let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func structWithItsOwnBodyGetsNothing() {
    assertMacroExpansion(
      """
      @Reducer
      struct Feature {
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
      expandedSource: """
        struct Feature {
          @ReductorCore.ReducerBuilder<Self.State, Self.Action>
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func actionDeclaredThroughATypealias() {
    assertMacroExpansion(
      """
      @Reducer
      public struct Feature {
        public typealias State = Int
        public typealias Action = SharedAction
      }
      """,
      expandedSource: """
        public struct Feature {
          public typealias State = Int
          public typealias Action = SharedAction

          public let body = ReductorCore.EmptyReducer<State, Action>()
        }

        extension Feature: ReductorCore.Reducer {}
        """,
      macros: reducerOnly
    )
  }

  @Test func appliedToAClassOrAnActor() {
    assertMacroExpansion(
      """
      @Reducer
      final class Feature {}
      @Reducer actor Worker {}
      """,
      expandedSource: """
        final class Feature {}
        actor Worker {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum", line: 1, column: 1,
          fixIts: ["Replace 'class' with 'struct'", "Remove '@Reducer'"]
        ),
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum", line: 3, column: 1,
          fixIts: ["Replace 'actor' with 'struct'", "Remove '@Reducer'"]
        ),
      ],
      macros: reducerOnly
    )
  }

  @Test func classFixIt() {
    assertMacroExpansion(
      """
      @Reducer
      final class Feature {}
      """,
      expandedSource: """
        final class Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum", line: 1, column: 1,
          fixIts: ["Replace 'class' with 'struct'", "Remove '@Reducer'"]
        )
      ],
      fixedSource: """
        final struct Feature {}
        """,
      macros: reducerOnly
    )
  }

  @Test func appliedToAProtocolOrAnExtension() {
    assertMacroExpansion(
      """
      @Reducer
      protocol Feature {}
      @Reducer
      extension Feature {}
      """,
      expandedSource: """
        protocol Feature {}
        extension Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum", line: 1, column: 1,
          fixIts: ["Remove '@Reducer'"]
        ),
        DiagnosticSpec(
          message: "'@Reducer' can only be applied to a struct or an enum", line: 3, column: 1,
          fixIts: ["Remove '@Reducer'"]
        ),
      ],
      fixedSource: """
        protocol Feature {}
        extension Feature {}
        """,
      macros: reducerOnly
    )
  }
}
