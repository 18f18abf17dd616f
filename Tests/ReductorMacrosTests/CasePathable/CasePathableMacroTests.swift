import Testing

@Suite struct CasePathableMacroTests {
  @Test func payloadShapes() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case leaf
        case child(Child.Action)
        case pair(Int, String)
        case labeled(id: Int, name: String)
        case single(id: Int)
        case mixed(Int, name: String)
        case defaulted(count: Int = 0, _ flag: Bool = false)
      }
      """,
      expandedSource: """
        enum Action {
          case leaf
          case child(Child.Action)
          case pair(Int, String)
          case labeled(id: Int, name: String)
          case single(id: Int)
          case mixed(Int, name: String)
          case defaulted(count: Int = 0, _ flag: Bool = false)

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var leaf: ReductorCore.AnyCasePath<Action, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in Action.leaf },
                extract: { if case .leaf = $0 { () } else { nil } }
              )
            }
            var child: ReductorCore.AnyCasePath<Action, Child.Action> {
              ReductorCore.AnyCasePath(
                embed: Action.child,
                extract: { if case let .child(v0) = $0 { v0 } else { nil } }
              )
            }
            var pair: ReductorCore.AnyCasePath<Action, (Int, String)> {
              ReductorCore.AnyCasePath(
                embed: { Action.pair($0.0, $0.1) },
                extract: { if case let .pair(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
            var labeled: ReductorCore.AnyCasePath<Action, (id: Int, name: String)> {
              ReductorCore.AnyCasePath(
                embed: { Action.labeled(id: $0.0, name: $0.1) },
                extract: { if case let .labeled(id: v0, name: v1) = $0 { (id: v0, name: v1) } else { nil } }
              )
            }
            var single: ReductorCore.AnyCasePath<Action, Int> {
              ReductorCore.AnyCasePath(
                embed: Action.single(id:),
                extract: { if case let .single(id: v0) = $0 { v0 } else { nil } }
              )
            }
            var mixed: ReductorCore.AnyCasePath<Action, (Int, name: String)> {
              ReductorCore.AnyCasePath(
                embed: { Action.mixed($0.0, name: $0.1) },
                extract: { if case let .mixed(v0, name: v1) = $0 { (v0, name: v1) } else { nil } }
              )
            }
            var defaulted: ReductorCore.AnyCasePath<Action, (count: Int, Bool)> {
              ReductorCore.AnyCasePath(
                embed: { Action.defaulted(count: $0.0, $0.1) },
                extract: { if case let .defaulted(count: v0, v1) = $0 { (count: v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func severalCasesInOneDeclaration() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case first, second(Int)
      }
      """,
      expandedSource: """
        enum Action {
          case first, second(Int)

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var first: ReductorCore.AnyCasePath<Action, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in Action.first },
                extract: { if case .first = $0 { () } else { nil } }
              )
            }
            var second: ReductorCore.AnyCasePath<Action, Int> {
              ReductorCore.AnyCasePath(
                embed: Action.second,
                extract: { if case let .second(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func functionPayloads() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case callback(@Sendable () -> Void)
        case handler(Int, @escaping @Sendable (Int) async -> Void)
        case plain(() -> Void, String)
      }
      """,
      expandedSource: """
        enum Action {
          case callback(@Sendable () -> Void)
          case handler(Int, @escaping @Sendable (Int) async -> Void)
          case plain(() -> Void, String)

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var callback: ReductorCore.AnyCasePath<Action, @Sendable () -> Void> {
              ReductorCore.AnyCasePath(
                embed: Action.callback,
                extract: { if case let .callback(v0) = $0 { v0 } else { nil } }
              )
            }
            var handler: ReductorCore.AnyCasePath<Action, (Int, @Sendable (Int) async -> Void)> {
              ReductorCore.AnyCasePath(
                embed: { Action.handler($0.0, $0.1) },
                extract: { if case let .handler(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
            var plain: ReductorCore.AnyCasePath<Action, (() -> Void, String)> {
              ReductorCore.AnyCasePath(
                embed: { Action.plain($0.0, $0.1) },
                extract: { if case let .plain(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func genericEnum() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Either<Left, Right: Sendable> where Left: Equatable {
        case left(Left)
        case right(Right)
      }
      """,
      expandedSource: """
        enum Either<Left, Right: Sendable> where Left: Equatable {
          case left(Left)
          case right(Right)

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Either
            typealias _Value = Either
            var left: ReductorCore.AnyCasePath<Either, Left> {
              ReductorCore.AnyCasePath(
                embed: Either.left,
                extract: { if case let .left(v0) = $0 { v0 } else { nil } }
              )
            }
            var right: ReductorCore.AnyCasePath<Either, Right> {
              ReductorCore.AnyCasePath(
                embed: Either.right,
                extract: { if case let .right(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Either: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func enumsNestedInAStructAndInAnEnum() {
    assertMacroExpansion(
      """
      struct Feature {
        @CasePathable
        enum Action {
          case tapped
        }
      }
      enum Namespace {
        @CasePathable
        enum Action {
          case tapped
        }
      }
      """,
      expandedSource: """
        struct Feature {
          enum Action {
            case tapped

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var tapped: ReductorCore.AnyCasePath<Action, Void> {
                ReductorCore.AnyCasePath(
                  embed: { _ in Action.tapped },
                  extract: { if case .tapped = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
        }
        enum Namespace {
          enum Action {
            case tapped

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var tapped: ReductorCore.AnyCasePath<Action, Void> {
                ReductorCore.AnyCasePath(
                  embed: { _ in Action.tapped },
                  extract: { if case .tapped = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
        }

        extension Feature.Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension Namespace.Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func indirectEnumsAndSelfPayloads() {
    assertMacroExpansion(
      """
      @CasePathable
      indirect enum Expression {
        case number(Int)
        case add(Expression, Self)
      }
      @CasePathable
      enum Tree {
        case leaf
        indirect case node(Self, [Tree])
      }
      """,
      expandedSource: """
        indirect enum Expression {
          case number(Int)
          case add(Expression, Self)

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Expression
            typealias _Value = Expression
            var number: ReductorCore.AnyCasePath<Expression, Int> {
              ReductorCore.AnyCasePath(
                embed: Expression.number,
                extract: { if case let .number(v0) = $0 { v0 } else { nil } }
              )
            }
            var add: ReductorCore.AnyCasePath<Expression, (Expression, Expression)> {
              ReductorCore.AnyCasePath(
                embed: { Expression.add($0.0, $0.1) },
                extract: { if case let .add(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Tree {
          case leaf
          indirect case node(Self, [Tree])

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Tree
            typealias _Value = Tree
            var leaf: ReductorCore.AnyCasePath<Tree, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in Tree.leaf },
                extract: { if case .leaf = $0 { () } else { nil } }
              )
            }
            var node: ReductorCore.AnyCasePath<Tree, (Tree, [Tree])> {
              ReductorCore.AnyCasePath(
                embed: { Tree.node($0.0, $0.1) },
                extract: { if case let .node(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Expression: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension Tree: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func accessLevels() {
    assertMacroExpansion(
      """
      @CasePathable
      public enum PublicAction {
        case tapped
      }
      @CasePathable
      package enum PackageAction {
        case tapped
      }
      @CasePathable
      fileprivate enum FileprivateAction {
        case tapped
      }
      @CasePathable
      private enum PrivateAction {
        case tapped
      }
      """,
      expandedSource: """
        public enum PublicAction {
          case tapped

          public struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            public typealias _Root = PublicAction
            public typealias _Value = PublicAction
            public var tapped: ReductorCore.AnyCasePath<PublicAction, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in PublicAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        package enum PackageAction {
          case tapped

          package struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            package typealias _Root = PackageAction
            package typealias _Value = PackageAction
            package var tapped: ReductorCore.AnyCasePath<PackageAction, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in PackageAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          package static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        fileprivate enum FileprivateAction {
          case tapped

          fileprivate struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            fileprivate typealias _Root = FileprivateAction
            fileprivate typealias _Value = FileprivateAction
            fileprivate var tapped: ReductorCore.AnyCasePath<FileprivateAction, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in FileprivateAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        private enum PrivateAction {
          case tapped

          fileprivate struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            fileprivate typealias _Root = PrivateAction
            fileprivate typealias _Value = PrivateAction
            fileprivate var tapped: ReductorCore.AnyCasePath<PrivateAction, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in PrivateAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension PublicAction: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension PackageAction: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension FileprivateAction: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension PrivateAction: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func existingMembersAndConformances() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action: Equatable, CasePathable {
        case value(Int)

        var isZero: Bool { self == .value(0) }
      }
      """,
      expandedSource: """
        enum Action: Equatable, CasePathable {
          case value(Int)

          var isZero: Bool { self == .value(0) }

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var value: ReductorCore.AnyCasePath<Action, Int> {
              ReductorCore.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func casesInConditionalCompilation() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case always
        #if DEBUG
        case debugMenu(Int)
        #elseif os(Linux)
        case linux
        #else
        func helper() {}
        #endif
        #if canImport(Foundation)
        func notACase() {}
        #endif
      }
      """,
      expandedSource: """
        enum Action {
          case always
          #if DEBUG
          case debugMenu(Int)
          #elseif os(Linux)
          case linux
          #else
          func helper() {}
          #endif
          #if canImport(Foundation)
          func notACase() {}
          #endif

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var always: ReductorCore.AnyCasePath<Action, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in Action.always },
                extract: { if case .always = $0 { () } else { nil } }
              )
            }
            #if DEBUG
            var debugMenu: ReductorCore.AnyCasePath<Action, Int> {
              ReductorCore.AnyCasePath(
                embed: Action.debugMenu,
                extract: { if case let .debugMenu(v0) = $0 { v0 } else { nil } }
              )
            }
            #elseif os(Linux)
            var linux: ReductorCore.AnyCasePath<Action, Void> {
              ReductorCore.AnyCasePath(
                embed: { _ in Action.linux },
                extract: { if case .linux = $0 { () } else { nil } }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func sameNameInSiblingConditionalClausesIsNotAnOverload() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        #if DEBUG
        case value(Int)
        #else
        case value(String)
        #endif
      }
      """,
      expandedSource: """
        enum Action {
          #if DEBUG
          case value(Int)
          #else
          case value(String)
          #endif

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            #if DEBUG
            var value: ReductorCore.AnyCasePath<Action, Int> {
              ReductorCore.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
            #else
            var value: ReductorCore.AnyCasePath<Action, String> {
              ReductorCore.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func nestedEnumsBecomeCasePathable() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case view(View)
        case delegate(Delegate)
        case other(Other)

        enum View {
          case tapped
        }
        @CasePathable
        enum Delegate {
          case done
        }
        enum Other: CasePathable {
          static var allCasePaths: Void { () }
        }
        struct NotAnEnum {}
      }
      """,
      expandedSource: """
        enum Action {
          case view(View)
          case delegate(Delegate)
          case other(Other)

          enum View {
            case tapped

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = View
              typealias _Value = View
              var tapped: ReductorCore.AnyCasePath<View, Void> {
                ReductorCore.AnyCasePath(
                  embed: { _ in View.tapped },
                  extract: { if case .tapped = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Delegate {
            case done

            struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
              typealias _Root = Delegate
              typealias _Value = Delegate
              var done: ReductorCore.AnyCasePath<Delegate, Void> {
                ReductorCore.AnyCasePath(
                  embed: { _ in Delegate.done },
                  extract: { if case .done = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Other: CasePathable {
            static var allCasePaths: Void { () }
          }
          struct NotAnEnum {}

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var view: ReductorCore.AnyCasePath<Action, View> {
              ReductorCore.AnyCasePath(
                embed: Action.view,
                extract: { if case let .view(v0) = $0 { v0 } else { nil } }
              )
            }
            var delegate: ReductorCore.AnyCasePath<Action, Delegate> {
              ReductorCore.AnyCasePath(
                embed: Action.delegate,
                extract: { if case let .delegate(v0) = $0 { v0 } else { nil } }
              )
            }
            var other: ReductorCore.AnyCasePath<Action, Other> {
              ReductorCore.AnyCasePath(
                embed: Action.other,
                extract: { if case let .other(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action.View: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension Action.Delegate: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}

        extension Action: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }

  @Test func emptyEnum() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Never2 {}
      """,
      expandedSource: """
        enum Never2 {

          struct AllCasePaths: Sendable, ReductorCore._CaseKeyPathValue {
            typealias _Root = Never2
            typealias _Value = Never2
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Never2: ReductorCore.CasePathable, ReductorCore._PresentedActionPath {}
        """,
      macros: testMacros
    )
  }
}
