import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer` enum as state that is not a feature.
/// It expands to nothing; `@Reducer` reads the marker (see `EnumReducer.Payload.plain`).
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseEphemeral`: marks a case of a `@Reducer` enum as state that goes away by
/// itself once it sends an action, as an `AlertState` does. It expands to nothing; `@Reducer`
/// reads the marker (see `EnumReducer.Payload.ephemeral`).
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
