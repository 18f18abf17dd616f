import Testing

/// `#dependencies { … }`: the closure kept as written and as a value, with the dependencies
/// its statements assign.
@Suite struct DependenciesMacroTests {
  @Test func keepsTheClosureItsSourceAndTheKeysItSets() {
    assertMacroExpansion(
      #"""
      let dependencies = #dependencies {
        $0.uuid = .incrementing
        $0.api.buscar = { _ in [] }
        $0[RelojClient.self] = .inmediato
        $0.uuid = .constant(UUID(0))
        print("not an assignment")
      }
      """#,
      expandedSource: ##"""
        let dependencies = ReductorCore.SessionDependencies(_source: #"{\#n  $0.uuid = .incrementing\#n  $0.api.buscar = { _ in [] }\#n  $0[RelojClient.self] = .inmediato\#n  $0.uuid = .constant(UUID(0))\#n  print("not an assignment")\#n}"#, _keys: [ReductorConcurrencyExtras.AnyHashableSendable(\ReductorDependencies.DependencyValues.uuid), ReductorConcurrencyExtras.AnyHashableSendable(\ReductorDependencies.DependencyValues.api), ReductorConcurrencyExtras.AnyHashableSendable(ObjectIdentifier(RelojClient.self))]) {
          $0.uuid = .incrementing
          $0.api.buscar = { _ in [] }
          $0[RelojClient.self] = .inmediato
          $0.uuid = .constant(UUID(0))
          print("not an assignment")
        }
        """##,
      macros: testMacros
    )
  }

  @Test func aNamedParameter() {
    assertMacroExpansion(
      #"""
      #dependencies { values in values.date = .constant(.distantPast) }
      """#,
      expandedSource: #"""
        ReductorCore.SessionDependencies(_source: "{ values in values.date = .constant(.distantPast) }", _keys: [ReductorConcurrencyExtras.AnyHashableSendable(\ReductorDependencies.DependencyValues.date)]) { values in values.date = .constant(.distantPast) }
        """#,
      macros: testMacros
    )
  }

  @Test func aClosureNotWrittenInPlaceIsAnError() {
    assertMacroExpansion(
      """
      #dependencies(actualizar)
      """,
      expandedSource: """
        ReductorCore.SessionDependencies()
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '#dependencies' needs a closure written in place, such as \
            '#dependencies { $0.uuid = .incrementing }': it keeps the closure's source for the test
            """,
          line: 1, column: 1)
      ],
      macros: testMacros
    )
  }
}
