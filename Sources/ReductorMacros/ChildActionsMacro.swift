import SwiftSyntax
import SwiftSyntaxMacros

/// `@_ChildActions`: what `@Reducer` adds to a feature's `Action`, so that `ifLet` can take it
/// as a child's actions as they are (`case hijo(Hijo.Action)`) or wrapped in a
/// `PresentationAction`: the `_PresentedActionPath` conformance.
///
/// A macro of the runtime's own, beside `@CasePathable`, which belongs to the case paths layer
/// and knows nothing of navigation.
public enum ChildActionsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    conformanceExtension(
      of: type, to: "_PresentedActionPath", declaration: declaration, protocols: protocols
    )
  }
}
