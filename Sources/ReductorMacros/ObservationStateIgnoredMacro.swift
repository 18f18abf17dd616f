import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: marks a stored property of `@ObservableState` state as not
/// observed. It expands to nothing; the observation layer reads the marker.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
