import Testing

@Suite struct CasePathableDiagnosticsTests {
  @Test func appliedToAStruct() {
    assertMacroExpansion(
      """
      @CasePathable
      struct State {
        var count = 0
      }
      """,
      expandedSource: """
        struct State {
          var count = 0
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to enums", line: 1, column: 1,
          fixIts: ["Remove '@CasePathable'"]
        )
      ],
      fixedSource: """
        struct State {
          var count = 0
        }
        """,
      macros: testMacros
    )
  }

  @Test func appliedToAClassAnActorAProtocolAndAnExtension() {
    assertMacroExpansion(
      """
      @CasePathable final class Model {}
      @CasePathable actor Worker {}
      @CasePathable protocol Feature {}
      @CasePathable extension Model {}
      """,
      expandedSource: """
        final class Model {}
        actor Worker {}
        protocol Feature {}
        extension Model {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to enums", line: 1, column: 1,
          fixIts: ["Remove '@CasePathable'"]
        ),
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to enums", line: 2, column: 1,
          fixIts: ["Remove '@CasePathable'"]
        ),
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to enums", line: 3, column: 1,
          fixIts: ["Remove '@CasePathable'"]
        ),
        DiagnosticSpec(
          message: "'@CasePathable' can only be applied to enums", line: 4, column: 1,
          fixIts: ["Remove '@CasePathable'"]
        ),
      ],
      fixedSource: """
        final class Model {}
        actor Worker {}
        protocol Feature {}
        extension Model {}
        """,
      macros: testMacros
    )
  }

  @Test func overloadedCases() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case select(id: Int)
        case tapped
        case select(name: String)
      }
      """,
      expandedSource: """
        enum Action {
          case select(id: Int)
          case tapped
          case select(name: String)
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' cannot generate case paths for the overloaded case 'select'; give each \
            case a distinct name
            """,
          line: 5, column: 8
        )
      ],
      macros: testMacros
    )
  }

  @Test func overloadedCasesAcrossConditionalCompilation() {
    assertMacroExpansion(
      """
      @CasePathable
      enum Action {
        case value(Int)
        #if DEBUG
        case value(label: String)
        #endif
      }
      """,
      expandedSource: """
        enum Action {
          case value(Int)
          #if DEBUG
          case value(label: String)
          #endif
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@CasePathable' cannot generate case paths for the overloaded case 'value'; give each \
            case a distinct name
            """,
          line: 5, column: 8
        )
      ],
      macros: testMacros
    )
  }
}
