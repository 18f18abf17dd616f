import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CasePathable`: gives an enum a case path per case and the `CasePathable` conformance.
///
/// For `enum Action { case child(Child.Action), tapped }` it generates
///
/// ```swift
/// struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {
///   typealias _Root = Action
///   typealias _Value = Action
///   var child: ReductorCore.AnyCasePath<Action, Child.Action> { ... }
///   var tapped: ReductorCore.AnyCasePath<Action, Void> { ... }
/// }
/// static var allCasePaths: AllCasePaths { AllCasePaths() }
/// ```
///
/// plus `extension Action: ReductorCore.CasePathable {}`, and marks the enums nested directly
/// inside `Action` `@CasePathable` too.
public enum CasePathableMacro: Macro {
  /// The generated code is laid out by hand, one line per closure, to stay short to read.
  public static var formatMode: FormatMode { .disabled }
}

extension CasePathableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        ReductorDiagnostic.unsupported(
          node, on: declaration, macro: "@CasePathable", expected: "enums"
        )
      )
      return []
    }
    let cases = EnumCases(enumDecl.memberBlock.members)
    let overloads = cases.overloads
    guard overloads.isEmpty else {
      for overload in overloads {
        context.diagnose(
          Diagnostic(
            node: overload.element.name,
            message: ReductorDiagnostic.overloadedCase(name: overload.name)
          )
        )
      }
      return []
    }

    return members(of: enumDecl, cases: cases)
  }

  /// `AllCasePaths` and `allCasePaths` for an enum whose cases have no overloads: what the
  /// member role adds, and what `@Reducer` spells for the enums it generates.
  static func members(of enumDecl: EnumDeclSyntax, cases: EnumCases) -> [DeclSyntax] {
    let access = AccessLevel(enumDecl.modifiers).prefix
    let enumName = enumDecl.name.trimmed.text
    let properties = cases.lines { enumCase in
      casePathProperty(for: enumCase, in: enumName, access: access)
    }
    // `_Root` and `_Value` make `\.self` a case key path to the whole enum.
    let identity = [
      "\(access)typealias _Root = \(enumName)", "\(access)typealias _Value = \(enumName)",
    ]
    let body = (identity + properties).map { "\n  " + $0 }.joined()
    let allCasePaths: DeclSyntax = """
      \(raw: access)struct AllCasePaths: Sendable, ReductorCasePaths._CaseKeyPathValue {\(raw: body)
      }
      """
    let accessor: DeclSyntax = """
      \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      """
    return [allCasePaths, accessor]
  }

  /// The lines of the `AllCasePaths` property for one case.
  private static func casePathProperty(
    for enumCase: EnumCases.Case, in enumName: String, access: String
  ) -> [String] {
    let name = enumCase.name
    let payload = enumCase.parameters.map { parameter in
      (label: parameter.label, type: payloadType(parameter.type, enumName: enumName))
    }
    let valueType: String
    let embed: String
    let extract: String
    switch payload.count {
    case 0:
      valueType = "Void"
      embed = "{ _ in \(enumName).\(name) }"
      extract = "{ if case .\(name) = $0 { () } else { nil } }"
    case 1:
      let label = payload[0].label.map { "\($0): " } ?? ""
      valueType = payload[0].type
      // The case's constructor itself, not a closure that calls it: a payload with no values
      // (`Never`, the state-only cases of a `@Reducer` enum's `Action`, or a feature's empty
      // `Action`) would make a closure's body code after a value that cannot exist, which
      // the compiler warns of in the user's module.
      embed = "\(enumName).\(name)" + (payload[0].label.map { "(\($0):)" } ?? "")
      extract = "{ if case let .\(name)(\(label)v0) = $0 { v0 } else { nil } }"
    default:
      func labeled(_ index: Int, _ value: String) -> String {
        payload[index].label.map { "\($0): \(value)" } ?? value
      }
      let indices = payload.indices
      valueType = "(" + indices.map { labeled($0, payload[$0].type) }.joined(separator: ", ") + ")"
      let arguments = indices.map { labeled($0, "$0.\($0)") }.joined(separator: ", ")
      embed = "{ \(enumName).\(name)(\(arguments)) }"
      let bindings = indices.map { labeled($0, "v\($0)") }.joined(separator: ", ")
      extract = "{ if case let .\(name)(\(bindings)) = $0 { (\(bindings)) } else { nil } }"
    }
    return [
      "\(access)var \(name): ReductorCasePaths.AnyCasePath<\(enumName), \(valueType)> {",
      "  ReductorCasePaths.AnyCasePath(",
      "    embed: \(embed),",
      "    extract: \(extract)",
      "  )",
      "}",
    ]
  }

  /// A payload type as the value type of a case path: `@escaping` dropped (a tuple element
  /// cannot carry it) and `Self` spelled as the enum's name.
  private static func payloadType(_ type: TypeSyntax, enumName: String) -> String {
    var type = SelfTypeRewriter(typeName: enumName).rewrite(type).cast(TypeSyntax.self)
    if let attributed = type.as(AttributedTypeSyntax.self) {
      let attributes = attributed.attributes.filter { element in
        guard case let .attribute(attribute) = element else { return true }
        return attribute.attributeName.lastName != "escaping"
      }
      type =
        attributes.isEmpty && attributed.specifiers.isEmpty
        ? attributed.baseType
        : TypeSyntax(attributed.with(\.attributes, attributes))
    }
    return type.trimmedDescription
  }
}

extension CasePathableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The member role reports what is wrong; a conformance would only add noise.
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      EnumCases(enumDecl.memberBlock.members).overloads.isEmpty
    else { return [] }
    return conformanceExtension(
      of: type, to: "CasePathable", in: "ReductorCasePaths", declaration: declaration,
      protocols: protocols
    )
  }
}

extension CasePathableMacro: MemberAttributeMacro {
  /// Makes the enums nested directly in a case-pathable enum case-pathable too, so that
  /// `\.view.saveTapped` works for `enum Action { case view(View); enum View { ... } }`.
  ///
  /// The attribute it adds is `@_NestedCasePathable`, which expands like `@CasePathable` but
  /// adds no attributes of its own: the compiler rejects a macro whose expansion leads to
  /// expanding the same macro again.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(EnumDeclSyntax.self),
      let nested = member.as(EnumDeclSyntax.self),
      !nested.isCasePathable
    else { return [] }
    return ["@_NestedCasePathable"]
  }
}

/// `@_NestedCasePathable`: `@CasePathable` as `@CasePathable` attaches it to nested enums.
///
/// It generates the same members and conformance, and marks no enums of its own.
public enum NestedCasePathableMacro: MemberMacro, ExtensionMacro {
  public static var formatMode: FormatMode { CasePathableMacro.formatMode }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try CasePathableMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context
    )
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try CasePathableMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context
    )
  }
}

extension EnumDeclSyntax {
  /// Whether the enum is already case-pathable, or will be made so by a macro it carries.
  var isCasePathable: Bool {
    attributes.contains(attributeNamed: "CasePathable")
      || attributes.contains(attributeNamed: "_NestedCasePathable")
      || attributes.contains(attributeNamed: "Reducer")
      || declaresConformance(to: "CasePathable")
  }
}
