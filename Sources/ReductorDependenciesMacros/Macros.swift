@_exported import ReductorDependencies

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
/// returns `()` or `nil`. Others need a default value, which an unimplemented endpoint returns
/// after reporting the failure.
///
/// An endpoint whose closure type names its parameters also gets a method with those labels:
/// `var search: @Sendable (_ query: String) async throws -> [Item]` is called as
/// `try await client.search(query: "tornillo")`.
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() =
  #externalMacro(module: "ReductorMacros", type: "DependencyClientMacro")
