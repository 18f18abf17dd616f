import ReductorMacros
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion

/// Reductor's macros as the compiler sees them: by attribute name, with the protocols each
/// extension role is asked to conform a type to (a type that declares the conformance itself
/// is also skipped by the macros).
let testMacros: [String: MacroSpec] = [
  "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathable"]),
  "_NestedCasePathable": MacroSpec(
    type: NestedCasePathableMacro.self, conformances: ["CasePathable"]),
  "_ChildActions": MacroSpec(type: ChildActionsMacro.self, conformances: ["_PresentedActionPath"]),
  "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
  "dependencies": MacroSpec(type: DependenciesMacro.self),
  "ReductorCore._ChildActions": MacroSpec(
    type: ChildActionsMacro.self, conformances: ["_PresentedActionPath"]
  ),
  "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  "ObservableState": MacroSpec(type: ObservableStateMacro.self, conformances: ["ObservableState"]),
  "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  "Presents": MacroSpec(type: PresentsMacro.self),
  "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
  "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
  "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"]),
]
