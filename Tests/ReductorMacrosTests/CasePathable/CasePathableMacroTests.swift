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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var leaf: ReductorCasePaths.AnyCasePath<Action, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in Action.leaf },
                extract: { if case .leaf = $0 { () } else { nil } }
              )
            }
            var child: ReductorCasePaths.AnyCasePath<Action, Child.Action> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.child,
                extract: { if case let .child(v0) = $0 { v0 } else { nil } }
              )
            }
            var pair: ReductorCasePaths.AnyCasePath<Action, (Int, String)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.pair($0.0, $0.1) },
                extract: { if case let .pair(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
            var labeled: ReductorCasePaths.AnyCasePath<Action, (id: Int, name: String)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.labeled(id: $0.0, name: $0.1) },
                extract: { if case let .labeled(id: v0, name: v1) = $0 { (id: v0, name: v1) } else { nil } }
              )
            }
            var single: ReductorCasePaths.AnyCasePath<Action, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.single(id:),
                extract: { if case let .single(id: v0) = $0 { v0 } else { nil } }
              )
            }
            var mixed: ReductorCasePaths.AnyCasePath<Action, (Int, name: String)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.mixed($0.0, name: $0.1) },
                extract: { if case let .mixed(v0, name: v1) = $0 { (v0, name: v1) } else { nil } }
              )
            }
            var defaulted: ReductorCasePaths.AnyCasePath<Action, (count: Int, Bool)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.defaulted(count: $0.0, $0.1) },
                extract: { if case let .defaulted(count: v0, v1) = $0 { (count: v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var first: ReductorCasePaths.AnyCasePath<Action, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in Action.first },
                extract: { if case .first = $0 { () } else { nil } }
              )
            }
            var second: ReductorCasePaths.AnyCasePath<Action, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.second,
                extract: { if case let .second(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var callback: ReductorCasePaths.AnyCasePath<Action, @Sendable () -> Void> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.callback,
                extract: { if case let .callback(v0) = $0 { v0 } else { nil } }
              )
            }
            var handler: ReductorCasePaths.AnyCasePath<Action, (Int, @Sendable (Int) async -> Void)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.handler($0.0, $0.1) },
                extract: { if case let .handler(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
            var plain: ReductorCasePaths.AnyCasePath<Action, (() -> Void, String)> {
              ReductorCasePaths.AnyCasePath(
                embed: { Action.plain($0.0, $0.1) },
                extract: { if case let .plain(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Either
            typealias _Value = Either
            var left: ReductorCasePaths.AnyCasePath<Either, Left> {
              ReductorCasePaths.AnyCasePath(
                embed: Either.left,
                extract: { if case let .left(v0) = $0 { v0 } else { nil } }
              )
            }
            var right: ReductorCasePaths.AnyCasePath<Either, Right> {
              ReductorCasePaths.AnyCasePath(
                embed: Either.right,
                extract: { if case let .right(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Either: ReductorCasePaths.CasePathable {}
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

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var tapped: ReductorCasePaths.AnyCasePath<Action, Void> {
                ReductorCasePaths.AnyCasePath(
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

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Action
              typealias _Value = Action
              var tapped: ReductorCasePaths.AnyCasePath<Action, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in Action.tapped },
                  extract: { if case .tapped = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
        }

        extension Feature.Action: ReductorCasePaths.CasePathable {}

        extension Namespace.Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Expression
            typealias _Value = Expression
            var number: ReductorCasePaths.AnyCasePath<Expression, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Expression.number,
                extract: { if case let .number(v0) = $0 { v0 } else { nil } }
              )
            }
            var add: ReductorCasePaths.AnyCasePath<Expression, (Expression, Expression)> {
              ReductorCasePaths.AnyCasePath(
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Tree
            typealias _Value = Tree
            var leaf: ReductorCasePaths.AnyCasePath<Tree, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in Tree.leaf },
                extract: { if case .leaf = $0 { () } else { nil } }
              )
            }
            var node: ReductorCasePaths.AnyCasePath<Tree, (Tree, [Tree])> {
              ReductorCasePaths.AnyCasePath(
                embed: { Tree.node($0.0, $0.1) },
                extract: { if case let .node(v0, v1) = $0 { (v0, v1) } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Expression: ReductorCasePaths.CasePathable {}

        extension Tree: ReductorCasePaths.CasePathable {}
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

          public struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            public typealias _Root = PublicAction
            public typealias _Value = PublicAction
            public var tapped: ReductorCasePaths.AnyCasePath<PublicAction, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in PublicAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        package enum PackageAction {
          case tapped

          package struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            package typealias _Root = PackageAction
            package typealias _Value = PackageAction
            package var tapped: ReductorCasePaths.AnyCasePath<PackageAction, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in PackageAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          package static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        fileprivate enum FileprivateAction {
          case tapped

          fileprivate struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            fileprivate typealias _Root = FileprivateAction
            fileprivate typealias _Value = FileprivateAction
            fileprivate var tapped: ReductorCasePaths.AnyCasePath<FileprivateAction, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in FileprivateAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        private enum PrivateAction {
          case tapped

          fileprivate struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            fileprivate typealias _Root = PrivateAction
            fileprivate typealias _Value = PrivateAction
            fileprivate var tapped: ReductorCasePaths.AnyCasePath<PrivateAction, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in PrivateAction.tapped },
                extract: { if case .tapped = $0 { () } else { nil } }
              )
            }
          }

          fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension PublicAction: ReductorCasePaths.CasePathable {}

        extension PackageAction: ReductorCasePaths.CasePathable {}

        extension FileprivateAction: ReductorCasePaths.CasePathable {}

        extension PrivateAction: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var value: ReductorCasePaths.AnyCasePath<Action, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            var always: ReductorCasePaths.AnyCasePath<Action, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in Action.always },
                extract: { if case .always = $0 { () } else { nil } }
              )
            }
            #if DEBUG
            var debugMenu: ReductorCasePaths.AnyCasePath<Action, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.debugMenu,
                extract: { if case let .debugMenu(v0) = $0 { v0 } else { nil } }
              )
            }
            #elseif os(Linux)
            var linux: ReductorCasePaths.AnyCasePath<Action, Void> {
              ReductorCasePaths.AnyCasePath(
                embed: { _ in Action.linux },
                extract: { if case .linux = $0 { () } else { nil } }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Action
            typealias _Value = Action
            #if DEBUG
            var value: ReductorCasePaths.AnyCasePath<Action, Int> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
            #else
            var value: ReductorCasePaths.AnyCasePath<Action, String> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.value,
                extract: { if case let .value(v0) = $0 { v0 } else { nil } }
              )
            }
            #endif
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action: ReductorCasePaths.CasePathable {}
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

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = View
              typealias _Value = View
              var tapped: ReductorCasePaths.AnyCasePath<View, Void> {
                ReductorCasePaths.AnyCasePath(
                  embed: { _ in View.tapped },
                  extract: { if case .tapped = $0 { () } else { nil } }
                )
              }
            }

            static var allCasePaths: AllCasePaths { AllCasePaths() }
          }
          enum Delegate {
            case done

            struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
              typealias _Root = Delegate
              typealias _Value = Delegate
              var done: ReductorCasePaths.AnyCasePath<Delegate, Void> {
                ReductorCasePaths.AnyCasePath(
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
            var other: ReductorCasePaths.AnyCasePath<Action, Other> {
              ReductorCasePaths.AnyCasePath(
                embed: Action.other,
                extract: { if case let .other(v0) = $0 { v0 } else { nil } }
              )
            }
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Action.View: ReductorCasePaths.CasePathable {}

        extension Action.Delegate: ReductorCasePaths.CasePathable {}

        extension Action: ReductorCasePaths.CasePathable {}
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

          struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
            typealias _Root = Never2
            typealias _Value = Never2
          }

          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        extension Never2: ReductorCasePaths.CasePathable {}
        """,
      macros: testMacros
    )
  }
}
