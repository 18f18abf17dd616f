@_exported import ReductorCore

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
public macro _NestedCasePathable() =
  #externalMacro(module: "ReductorMacros", type: "NestedCasePathableMacro")

/// Makes a struct a ``Reducer``, and its actions (and enum state) case-pathable.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// A nested `enum Action` gains `@CasePathable`; a nested `enum State` gains `@CasePathable`
/// and `@dynamicMemberLookup`.
@attached(member)
@attached(memberAttribute)
@attached(extension, conformances: Reducer)
public macro Reducer() = #externalMacro(module: "ReductorMacros", type: "ReducerMacro")

/// Gives a feature's state (a struct or an enum) an identity, and the ``ObservableState``
/// conformance.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
/// }
/// ```
///
/// Stored properties stay stored, and the memberwise initializer is unchanged. The identity
/// never makes two states unequal and is not encoded.
@attached(member, names: named(_$id), named(_$willModify))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ReductorMacros", type: "ObservableStateMacro")

/// Marks a stored property of `@ObservableState` state as not observed.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @ObservationStateIgnored var cache: [String: Data] = [:]
/// }
/// ```
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ReductorMacros", type: "ObservationStateIgnoredMacro")

/// Gives a struct of closures an initializer whose endpoints default to unimplemented ones, so
/// `Client()` is a test value whose every endpoint reports a failure, with its name, when used.
///
/// ```swift
/// @DependencyClient
/// struct FactClient {
///   var fetch: @Sendable (Int) async throws -> String
///   var log: @Sendable (String) -> Void
/// }
///
/// let client = FactClient(fetch: { "\($0) is a number" })   // `log` is unimplemented
/// ```
///
/// An endpoint that throws throws when unimplemented; one that returns `Void` or an optional
/// returns `()` or `nil`. Others need a default value, which the initializer keeps.
@attached(member, names: named(init))
public macro DependencyClient() =
  #externalMacro(module: "ReductorMacros", type: "DependencyClientMacro")
