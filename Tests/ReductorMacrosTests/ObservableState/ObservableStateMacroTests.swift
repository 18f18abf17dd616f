import Testing

@Suite struct ObservableStateMacroTests {
  @Test func structState() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State: Equatable {
        var count = 0
        let title: String
        var computed: Int { count * 2 }
      }
      """,
      expandedSource: """
        struct State: Equatable {
          var count = 0
          let title: String
          var computed: Int { count * 2 }

          var _$id = ReductorCore.ObservableStateID()

          mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  @Test func publicAndPrivateStructState() {
    assertMacroExpansion(
      """
      @ObservableState
      public struct State {
        public var count = 0
      }
      @ObservableState
      private struct Hidden {}
      """,
      expandedSource: """
        public struct State {
          public var count = 0

          public var _$id = ReductorCore.ObservableStateID()

          public mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }
        }
        private struct Hidden {

          fileprivate var _$id = ReductorCore.ObservableStateID()

          fileprivate mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }
        }

        extension State: ReductorCore.ObservableState {}

        extension Hidden: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  @Test func alreadyConformingStruct() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State: ObservableState {
        var count = 0
      }
      """,
      expandedSource: """
        struct State: ObservableState {
          var count = 0

          var _$id = ReductorCore.ObservableStateID()

          mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }
        }
        """,
      macros: testMacros
    )
  }

  @Test func enumState() {
    assertMacroExpansion(
      """
      @ObservableState
      public enum State: Equatable {
        case detail(Detail.State)
        case labeled(id: Int)
        case pair(Int, String)
        case empty
        #if DEBUG
        case debug(Debug.State)
        #endif
      }
      """,
      expandedSource: """
        public enum State: Equatable {
          case detail(Detail.State)
          case labeled(id: Int)
          case pair(Int, String)
          case empty
          #if DEBUG
          case debug(Debug.State)
          #endif

          public var _$id: ReductorCore.ObservableStateID {
            switch self {
              case let .detail(v0):
                return ReductorCore.ObservableStateID._$id(for: v0, tag: 1)
              case let .labeled(id: v0):
                return ReductorCore.ObservableStateID._$id(for: v0, tag: 2)
              case .pair:
                return ReductorCore.ObservableStateID._$id(for: (), tag: 3)
              case .empty:
                return ReductorCore.ObservableStateID._$id(for: (), tag: 4)
              #if DEBUG
              case let .debug(v0):
                return ReductorCore.ObservableStateID._$id(for: v0, tag: 5)
              #endif
            }
          }

          public mutating func _$willModify() {}
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  @Test func emptyEnumState() {
    assertMacroExpansion(
      """
      @ObservableState
      enum State {
      }
      """,
      expandedSource: """
        enum State {

          var _$id: ReductorCore.ObservableStateID {
            switch self {}
          }

          mutating func _$willModify() {}
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  @Test func observationStateIgnoredIsListedForTheStore() {
    assertMacroExpansion(
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored
        var cache: [String: Int] = [:]
        var count = 0
      }
      """,
      expandedSource: """
        struct State {
          var cache: [String: Int] = [:]
          var count = 0

          var _$id = ReductorCore.ObservableStateID()

          mutating func _$willModify() {
            _$id = ReductorCore.ObservableStateID()
          }

          static func _$isObservationIgnored(_ keyPath: Swift.AnyKeyPath) -> Swift.Bool {
            [\\Self.cache].contains(keyPath)
          }
        }

        extension State: ReductorCore.ObservableState {}
        """,
      macros: testMacros
    )
  }

  @Test func appliedToAClassAnActorOrAProtocol() {
    assertMacroExpansion(
      """
      @ObservableState
      final class Model {}
      @ObservableState
      actor Worker {}
      @ObservableState
      protocol Feature {}
      """,
      expandedSource: """
        final class Model {}
        actor Worker {}
        protocol Feature {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@ObservableState' can only be applied to a struct or an enum",
          line: 1, column: 1, fixIts: ["Remove '@ObservableState'"]
        ),
        DiagnosticSpec(
          message: "'@ObservableState' can only be applied to a struct or an enum",
          line: 3, column: 1, fixIts: ["Remove '@ObservableState'"]
        ),
        DiagnosticSpec(
          message: "'@ObservableState' can only be applied to a struct or an enum",
          line: 5, column: 1, fixIts: ["Remove '@ObservableState'"]
        ),
      ],
      fixedSource: """
        final class Model {}
        actor Worker {}
        protocol Feature {}
        """,
      macros: testMacros
    )
  }
}
