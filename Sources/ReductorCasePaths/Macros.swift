/// Makes an enum case-pathable: one case path per case, and the `CasePathable` conformance.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case child(Child.Action)
///   case tapped
/// }
///
/// let action = (\Action.Cases.child)(.incremented)   // .child(.incremented)
/// action[case: \.child]                               // Optional(.incremented)
/// action.is(\.tapped)                                 // false
/// ```
///
/// A case with several associated values has a tuple as its value; a case with none has `Void`.
/// Enums nested directly inside the enum become case-pathable too.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
@attached(memberAttribute)
public macro CasePathable() = #externalMacro(module: "ReductorMacros", type: "CasePathableMacro")

/// `@CasePathable` as `@CasePathable` attaches it to the enums nested in a case-pathable enum.
///
/// Write `@CasePathable` instead. This variant exists because a macro may not expand into
/// itself; it marks no nested enums of its own.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
@_documentation(visibility: private)
public macro _NestedCasePathable() =
  #externalMacro(module: "ReductorMacros", type: "NestedCasePathableMacro")
