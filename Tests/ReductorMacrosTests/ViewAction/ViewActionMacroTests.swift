import Testing

@Suite struct ViewActionMacroTests {
  private let viewActionOnly = ["ViewAction": testMacros["ViewAction"]!]

  @Test func conformsATypeWithAStore() {
    assertMacroExpansion(
      """
      @ViewAction(for: Editor.self)
      struct EditorView {
        let store: StoreOf<Editor>
      }
      """,
      expandedSource: """
        struct EditorView {
          let store: StoreOf<Editor>
        }

        extension EditorView: ReductorCore.ViewActionSending {}
        """,
      macros: viewActionOnly
    )
  }

  @Test func aTypeWithoutAStoreIsAnError() {
    assertMacroExpansion(
      """
      @ViewAction(for: Editor.self)
      struct EditorView {
        let model: Editor
      }
      """,
      expandedSource: """
        struct EditorView {
          let model: Editor
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ViewAction' needs 'EditorView' to have a 'store' property, such as \
            'let store: StoreOf<Feature>', to send view actions to
            """,
          line: 1, column: 1
        )
      ],
      macros: viewActionOnly
    )
  }
}
