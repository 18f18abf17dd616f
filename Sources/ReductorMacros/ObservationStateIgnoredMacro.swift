import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateIgnored`: marks a stored property of `@ObservableState` state as not
/// observed. It expands to nothing; `@ObservableState` reads the marker and lists the property
/// in the state's `_$isObservationIgnored(_:)`, which the store consults.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
