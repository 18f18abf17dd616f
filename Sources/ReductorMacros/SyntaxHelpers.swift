import SwiftSyntax
import SwiftSyntaxBuilder

/// The access level that members a macro generates take, read from the declaration they are
/// generated into.
enum AccessLevel {
  case `public`, `package`, `internal`, `fileprivate`

  /// The access level of a declaration with `modifiers`. `private` becomes `fileprivate`, so
  /// that generated members stay usable from the conformance extensions beside the type; `open`
  /// becomes `public`.
  init(_ modifiers: DeclModifierListSyntax) {
    self = .internal
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.open), .keyword(.public): self = .public
      case .keyword(.package): self = .package
      case .keyword(.fileprivate), .keyword(.private):
        // `private(set)` restricts the setter only.
        if modifier.detail == nil { self = .fileprivate }
      default: continue
      }
    }
  }

  /// The modifier to write before a generated member, with a trailing space, or `""`.
  var prefix: String {
    switch self {
    case .public: "public "
    case .package: "package "
    case .internal: ""
    case .fileprivate: "fileprivate "
    }
  }
}

extension TypeSyntax {
  /// The last name in a type reference: `Reducer` for `Reducer`, `Reductor.Reducer` and
  /// `Reducer<State, Action>`.
  var lastName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.lastName
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether the list holds an attribute named `name`, written bare or module-qualified.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return attribute.attributeName.lastName == name
    }
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration's own inheritance clause names `protocolName`.
  func declaresConformance(to protocolName: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains { $0.type.lastName == protocolName } ?? false
  }

  /// The keyword that introduces the declaration: `struct`, `enum`, `class`, `actor`,
  /// `protocol` or `extension`.
  var introducerKeyword: TokenSyntax? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.structKeyword }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.enumKeyword }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.classKeyword }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.actorKeyword }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.protocolKeyword }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extensionKeyword }
    return nil
  }
}

extension DeclSyntaxProtocol {
  /// The name of a nominal type declaration, or `nil` for other declarations.
  var nominalTypeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    return nil
  }
}

/// Returns the conformance extension `extension <type>: <protocolName> {}`, or nothing when
/// the compiler reports the type already conforms (`protocols` is empty) or the declaration
/// spells the conformance itself.
func conformanceExtension(
  of type: some TypeSyntaxProtocol,
  to protocolName: String,
  in module: String = "ReductorCore",
  declaration: some DeclGroupSyntax,
  protocols: [TypeSyntax]
) -> [ExtensionDeclSyntax] {
  conformanceExtension(
    of: type, to: [protocolName], in: module, declaration: declaration, protocols: protocols
  )
}

/// Returns one extension conforming `type` to those of `protocolNames` that the compiler
/// asks for (`protocols`) and the declaration does not spell itself, or nothing when there
/// are none. The protocols are named as members of `module`, the layer that declares them.
func conformanceExtension(
  of type: some TypeSyntaxProtocol,
  to protocolNames: [String],
  in module: String = "ReductorCore",
  declaration: some DeclGroupSyntax,
  protocols: [TypeSyntax]
) -> [ExtensionDeclSyntax] {
  let missing = protocolNames.filter { name in
    protocols.contains(where: { $0.lastName == name }) && !declaration.declaresConformance(to: name)
  }
  guard !missing.isEmpty else { return [] }
  let list = missing.map { "\(module).\($0)" }.joined(separator: ", ")
  let decl: DeclSyntax = "extension \(type.trimmed): \(raw: list) {}"
  return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
}

/// Replaces `Self` in a payload type with the enum's name, since generated code reads the
/// type from inside a nested struct where `Self` means something else.
final class SelfTypeRewriter: SyntaxRewriter {
  let typeName: String

  init(typeName: String) {
    self.typeName = typeName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.name.tokenKind == .keyword(.Self) else { return super.visit(node) }
    let name = TokenSyntax.identifier(
      typeName,
      leadingTrivia: node.name.leadingTrivia,
      trailingTrivia: node.name.trailingTrivia
    )
    return TypeSyntax(node.with(\.name, name))
  }
}
