import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms a type that holds a `store` to
/// `ViewActionSending`, so it sends view actions with `send(.guardarPulsado)`.
///
/// ```swift
/// @ViewAction(for: Editor.self)
/// struct EditorView: View {
///   let store: StoreOf<Editor>
/// }
/// ```
///
/// gains `extension EditorView: ReductorCore.ViewActionSending {}`. A type without a `store`
/// property is an error.
public enum ViewActionMacro: ExtensionMacro {
  /// The generated code is laid out by hand.
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let hasStore = declaration.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      } ?? false
    }
    guard hasStore else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: ReductorDiagnostic.viewActionNeedsStore(type: type.trimmedDescription)
        )
      )
      return []
    }
    return conformanceExtension(
      of: type, to: "ViewActionSending", declaration: declaration, protocols: protocols
    )
  }
}
