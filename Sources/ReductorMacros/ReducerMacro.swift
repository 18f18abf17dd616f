import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: makes a feature a `Reducer` and its actions and enum state case-pathable.
///
/// On a struct:
///
/// ```swift
/// @Reducer
/// struct Feature {
///   struct State { ... }
///   enum Action { case view(View); enum View { ... } }   // gains @CasePathable
///   func reduce(into state: inout State, action: Action) -> Effect<Action> { ... }
/// }
/// ```
///
/// gains `extension Feature: ReductorCore.Reducer {}`; an `enum State` gains
/// `@CasePathable @dynamicMemberLookup`, and `var body` its `@ReducerBuilder`. Enums nested in
/// `Action` become case-pathable through `@CasePathable`'s own member attributes.
///
/// On an enum whose cases hold features, alerts and confirmation dialogs, it generates
/// `State`, `Action`, a static `body`, `CaseScope` and `scope(_:)` (see ``EnumReducer``) and
/// `extension Destination: ReductorCore.CaseReducer {}`; the enums nested in it that serve as
/// an alert's or a dialog's actions gain `@CasePathable`.
public enum ReducerMacro: Macro {
  /// The generated code is laid out by hand.
  public static var formatMode: FormatMode { .disabled }
}

extension ReducerMacro: MemberMacro {
  /// Generates an enum's `State`, `Action`, `body`, `CaseScope` and `scope(_:)`, and what a
  /// struct leaves out (see
  /// ``StructReducer``); reports what
  /// `@Reducer` cannot work with. (This role runs exactly once per declaration, which makes it
  /// the place to diagnose.)
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    switch Kind(declaration) {
    case let .struct(structDecl):
      if node.arguments != nil {
        context.diagnose(
          Diagnostic(
            node: node,
            message: ReductorDiagnostic.conformancesOnStructReducer,
            fixIts: [.removingArguments(of: node, from: declaration)]
          )
        )
      }
      return StructReducer(structDecl).members
    case let .enum(enumDecl):
      let reducer = EnumReducer(enumDecl)
      for clash in reducer.clashes {
        context.diagnose(
          Diagnostic(
            node: clash.node,
            message: ReductorDiagnostic.enumReducerDeclares(member: clash.name)
          )
        )
      }
      for invalid in reducer.invalidCases {
        context.diagnose(
          Diagnostic(
            node: invalid.element,
            message: ReductorDiagnostic.enumReducerCase(
              name: invalid.element.name.text, problem: invalid.problem
            )
          )
        )
      }
      // Generating beside the user's own `State` would only add redeclaration errors.
      guard reducer.clashes.isEmpty else { return [] }
      let conformances = EnumReducer.requestedConformances(in: node)
      return reducer.members(
        stateConformances: conformances.state, actionConformances: conformances.action
      )
    case .unsupported:
      var fixIts: [FixIt] = []
      if let keyword = declaration.introducerKeyword,
        keyword.tokenKind == .keyword(.class) || keyword.tokenKind == .keyword(.actor)
      {
        fixIts.append(.replacing(keyword, with: .struct))
      }
      fixIts.append(.removing(node, from: declaration))
      context.diagnose(
        ReductorDiagnostic.unsupported(
          node, on: declaration, macro: "@Reducer", expected: "a struct or an enum", fixIts: fixIts
        )
      )
      return []
    }
  }
}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    switch Kind(declaration) {
    case .struct:
      return conformanceExtension(
        of: type, to: "Reducer", declaration: declaration, protocols: protocols
      )
    case let .enum(enumDecl):
      guard EnumReducer(enumDecl).clashes.isEmpty,
        protocols.contains(where: { $0.lastName == "CaseReducer" }),
        !declaration.declaresConformance(to: "CaseReducer")
      else { return [] }
      // `Reducer` spelled beside `CaseReducer`, which refines it: an extension macro adds
      // only the conformances it names.
      let decl: DeclSyntax =
        "extension \(type.trimmed): ReductorCore.CaseReducer, ReductorCore.Reducer {}"
      return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    case .unsupported:
      return []
    }
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    switch Kind(declaration) {
    case .struct:
      return structMemberAttributes(for: member)
    case let .enum(enumDecl):
      // The enums an alert or a dialog case uses as its actions (`\.destino.alerta.borrar`
      // needs them case-pathable), and an `Action` the user declares in place of the
      // generated one (a child's actions, too).
      guard let nested = member.as(EnumDeclSyntax.self) else { return [] }
      let name = nested.name.text
      if name == "Action" { return actionAttributes(for: nested) }
      guard !nested.isCasePathable, !EnumReducer.generatedNames.contains(name),
        EnumReducer(enumDecl).ephemeralActionNames.contains(name)
      else { return [] }
      return ["@CasePathable"]
    case .unsupported:
      return []
    }
  }

  private static func structMemberAttributes(
    for member: some DeclSyntaxProtocol
  ) -> [AttributeSyntax] {
    if let body = member.as(VariableDeclSyntax.self), body.isReducerBody {
      // `body` needs the builder spelled out: result-builder inference from the protocol
      // requirement does not apply when the conformance comes from an extension.
      return body.attributes.contains(attributeNamed: "ReducerBuilder")
        ? [] : ["@ReductorCore.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let nested = member.as(EnumDeclSyntax.self) else {
      return []
    }
    switch nested.name.text {
    case "Action":
      return actionAttributes(for: nested)
    case "State":
      var attributes: [AttributeSyntax] = []
      if !nested.isCasePathable {
        attributes.append("@CasePathable")
      }
      if !nested.attributes.contains(attributeNamed: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    default:
      return []
    }
  }
}

extension ReducerMacro {
  /// What a feature's `Action` gains: `@CasePathable`, unless it is case-pathable already, and
  /// `@_ChildActions`, which makes it usable as a child's actions in `ifLet`.
  private static func actionAttributes(for action: EnumDeclSyntax) -> [AttributeSyntax] {
    var attributes: [AttributeSyntax] = []
    if !action.isCasePathable { attributes.append("@CasePathable") }
    if !action.attributes.contains(attributeNamed: "_ChildActions"),
      !action.declaresConformance(to: "_PresentedActionPath")
    {
      attributes.append("@ReductorCore._ChildActions")
    }
    return attributes
  }

  /// The kinds of declaration `@Reducer` tells apart.
  private enum Kind {
    case `struct`(StructDeclSyntax)
    case `enum`(EnumDeclSyntax)
    case unsupported

    init(_ declaration: some DeclGroupSyntax) {
      if let structDecl = declaration.as(StructDeclSyntax.self) {
        self = .struct(structDecl)
      } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
        self = .enum(enumDecl)
      } else {
        self = .unsupported
      }
    }
  }
}

extension VariableDeclSyntax {
  /// Whether this is a reducer's `var body` with a type annotation and a getter.
  fileprivate var isReducerBody: Bool {
    guard bindings.count == 1, let binding = bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      binding.typeAnnotation != nil, binding.accessorBlock != nil,
      !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return false }
    return true
  }
}
