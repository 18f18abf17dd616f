import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: gives a feature's state an identity and the `ObservableState`
/// conformance.
///
/// On a struct it adds a stored identity, which a new value gets and a mutation keeps
/// (stored properties stay stored, and the memberwise initializer still works without it):
///
/// ```swift
/// var _$id = ReductorCore.ObservableStateID()
/// mutating func _$willModify() { _$id = ReductorCore.ObservableStateID() }
/// ```
///
/// On an enum the identity follows the payload of the current case:
///
/// ```swift
/// var _$id: ReductorCore.ObservableStateID {
///   switch self {
///   case let .detail(v0): return ReductorCore.ObservableStateID._$id(for: v0, tag: 1)
///   case .empty: return ReductorCore.ObservableStateID._$id(for: (), tag: 2)
///   }
/// }
/// mutating func _$willModify() {}
/// ```
///
/// Both get `extension State: ReductorCore.ObservableState {}`.
public enum ObservableStateMacro: Macro {
  /// The generated code is laid out by hand.
  public static var formatMode: FormatMode { .disabled }
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      let access = AccessLevel(structDecl.modifiers).prefix
      return [
        "\(raw: access)var _$id = ReductorCore.ObservableStateID()",
        """
        \(raw: access)mutating func _$willModify() {
          _$id = ReductorCore.ObservableStateID()
        }
        """,
      ] + presentationStorage(structDecl, access: access)
        + observationIgnored(structDecl, access: access)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    context.diagnose(
      ReductorDiagnostic.unsupported(
        node, on: declaration, macro: "@ObservableState", expected: "a struct or an enum"
      )
    )
    return []
  }

  /// For a struct with `@Presents` properties, the lookup from each property's key path to its
  /// storage's (`\.destino` to `\.$destino`): a stored property, which a scoped store reads
  /// at a byte offset instead of calling the property's getter through its key path.
  private static func presentationStorage(
    _ structDecl: StructDeclSyntax, access: String
  ) -> [DeclSyntax] {
    let properties = structDecl.memberBlock.members.compactMap { member -> PresentedProperty? in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: { attribute in
          attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Presents"
        }),
        case let .success(property) = PresentedProperty.parse(variable)
      else { return nil }
      return property
    }
    guard !properties.isEmpty else { return [] }
    let lines = properties.map { property in
      "\n  if keyPath == \\Self.\(property.name) { return \\Self.\(property.storageName) }"
    }
    let signature = "static func _$presentationStorage(for keyPath: Swift.AnyKeyPath)"
    return [
      """
      \(raw: access)\(raw: signature) -> Swift.AnyKeyPath? {\(raw: lines.joined())
        return nil
      }
      """
    ]
  }

  /// For a struct with `@ObservationStateIgnored` properties, which key paths they are: a
  /// store does not observe a read of them.
  private static func observationIgnored(
    _ structDecl: StructDeclSyntax, access: String
  ) -> [DeclSyntax] {
    let names = structDecl.memberBlock.members.flatMap { member -> [String] in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.attributes.contains(attributeNamed: "ObservationStateIgnored")
      else { return [] }
      return variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
    guard !names.isEmpty else { return [] }
    let paths = names.map { "\\Self.\($0)" }.joined(separator: ", ")
    let signature = "static func _$isObservationIgnored(_ keyPath: Swift.AnyKeyPath)"
    return [
      """
      \(raw: access)\(raw: signature) -> Swift.Bool {
        [\(raw: paths)].contains(keyPath)
      }
      """
    ]
  }

  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = AccessLevel(enumDecl.modifiers).prefix
    let cases = EnumCases(enumDecl.memberBlock.members).lines { enumCase in
      let tag = enumCase.index + 1
      let parameters = enumCase.parameters
      // A single payload carries the identity (when it is observable state itself); a case
      // with none or several is identified by its tag alone.
      guard parameters.count == 1 else {
        return [
          "case .\(enumCase.name):",
          "  return ReductorCore.ObservableStateID._$id(for: (), tag: \(tag))",
        ]
      }
      let label = parameters[0].label.map { "\($0): " } ?? ""
      return [
        "case let .\(enumCase.name)(\(label)v0):",
        "  return ReductorCore.ObservableStateID._$id(for: v0, tag: \(tag))",
      ]
    }
    let body = cases.map { "\n    " + $0 }.joined()
    return [
      """
      \(raw: access)var _$id: ReductorCore.ObservableStateID {
        switch self {\(raw: body)\(raw: body.isEmpty ? "" : "\n  ")}
      }
      """,
      "\(raw: access)mutating func _$willModify() {}",
    ]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    return conformanceExtension(
      of: type, to: "ObservableState", declaration: declaration, protocols: protocols
    )
  }
}
