import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The seams between the library's layers, found in the sources and compared with the list in
/// docs/architecture.md ("Seams between layers"), so that the list cannot drift.
///
/// A seam is a declaration a layer exposes only for the layers above it: `package`, or public
/// with a name that starts with `_`, and referenced by name in a higher layer but nowhere in
/// its own (beside its declaration). Names are matched as SwiftSyntax reads them, without
/// types: a member is named `Type.member`, and is used wherever a reference spells `member`.
@Suite struct LayerSeamsTests {
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The layers, bottom first (their C shims aside: Swift code only).
  static let layers = [
    "ReductorConcurrencyExtras", "ReductorIssueReporting", "ReductorCustomDump",
    "ReductorCasePaths", "ReductorIdentifiedCollections", "ReductorClocks",
    "ReductorDependencies", "ReductorDependenciesMacros", "ReductorPerception", "ReductorSharing",
    "ReductorNavigation", "ReductorCore", "Reductor",
  ]

  /// A declaration a layer makes visible outside itself, inside the package or out of it.
  struct Exposed: Hashable {
    let layer: String
    /// `Type.member` for a member, the name alone at the top level.
    let name: String
    /// The last component of `name`, which references spell.
    let baseName: String
  }

  @Test func theSeamsAreTheOnesArchitectureMdLists() throws {
    var exposed: [Exposed] = []
    var references: [String: Set<String>] = [:]
    for layer in Self.layers {
      let folder = Self.checkout.appendingPathComponent("Sources/\(layer)")
      for file in try Self.swiftFiles(in: folder) {
        let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
        let declarations = ExposedDeclarations(viewMode: .sourceAccurate)
        declarations.walk(tree)
        exposed += declarations.found.map {
          Exposed(layer: layer, name: $0, baseName: String($0.split(separator: ".").last!))
        }
        let names = ReferencedNames(viewMode: .sourceAccurate)
        names.walk(tree)
        references[layer, default: []].formUnion(names.found)
      }
    }
    var seams: Set<String> = []
    for declaration in exposed {
      let index = Self.layers.firstIndex(of: declaration.layer)!
      guard !references[declaration.layer, default: []].contains(declaration.baseName) else {
        continue
      }
      let users = Self.layers[(index + 1)...].filter {
        references[$0, default: []].contains(declaration.baseName)
      }
      if !users.isEmpty { seams.insert("\(declaration.layer): \(declaration.name)") }
    }
    let listed = try Self.listedSeams()
    #expect(
      seams.subtracting(listed).isEmpty,
      "seams docs/architecture.md does not list: \(seams.subtracting(listed).sorted())"
    )
    #expect(
      listed.subtracting(seams).isEmpty,
      "docs/architecture.md lists seams that are not: \(listed.subtracting(seams).sorted())"
    )
  }

  /// The rows of the table under "Seams between layers": `layer: name`, from its first two
  /// columns (`` | `ReductorDependencies` | `DependencyReads` | … ``).
  static func listedSeams() throws -> Set<String> {
    let text = try String(
      contentsOf: checkout.appendingPathComponent("docs/architecture.md"), encoding: .utf8
    )
    guard let start = text.range(of: "### Seams between layers") else { return [] }
    let section = text[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var rows: Set<String> = []
    for line in section[..<end].split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2 else { continue }
      let layer = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      for name in cells[1].split(separator: ",") {
        let name = name.trimmingCharacters(in: .whitespaces)
          .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        rows.insert("Reductor\(layer): \(name)")
      }
    }
    return rows
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The test can fail: a `package` declaration that only a higher layer uses is found, and one
  /// its own layer uses is not.
  @Test func aDeclarationOnlyAHigherLayerUsesIsASeam() {
    let lower = Parser.parse(
      source: """
        package enum Ranura { package static var valor = 0 }
        package func propia() {}
        func usa() { propia() }
        public struct _Oculta {}
        public struct Visible {}
        """)
    let declarations = ExposedDeclarations(viewMode: .sourceAccurate)
    declarations.walk(lower)
    #expect(Set(declarations.found) == ["Ranura", "Ranura.valor", "propia", "_Oculta"])
    let names = ReferencedNames(viewMode: .sourceAccurate)
    names.walk(lower)
    #expect(names.found.contains("propia"))
    #expect(!names.found.contains("Ranura"))
  }
}

/// The declarations of a file that are `package`, or public and named with a leading `_`: each
/// named `Type.member` inside a type or extension. Protocol requirements take their protocol's
/// access, and members of an extension take the extension's.
private final class ExposedDeclarations: SyntaxVisitor {
  enum Access { case `private`, `internal`, `package`, `public` }

  private(set) var found: [String] = []
  /// The enclosing types, with the access their members have unless they say otherwise.
  private var scopes: [(name: String, memberAccess: Access)] = []

  private func access(_ modifiers: DeclModifierListSyntax, default: Access) -> Access {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return .public
      case .keyword(.package): return .package
      case .keyword(.internal): return .internal
      case .keyword(.private), .keyword(.fileprivate):
        // `private(set)` says nothing of reading.
        if modifier.detail == nil { return .private }
      default: continue
      }
    }
    return `default`
  }

  private var defaultAccess: Access { scopes.last?.memberAccess ?? .internal }

  private func record(_ name: String, _ access: Access) {
    let qualified = (scopes.map(\.name) + [name]).joined(separator: ".")
    if access == .package || (access == .public && name.hasPrefix("_")) {
      found.append(qualified)
    }
  }

  /// A type's members default to internal, whatever the type's access, except a protocol's.
  private func enterType(_ name: String, _ modifiers: DeclModifierListSyntax)
    -> SyntaxVisitorContinueKind
  {
    let access = access(modifiers, default: defaultAccess)
    record(name, access)
    scopes.append((name, access == .private ? .private : .internal))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let access = access(node.modifiers, default: defaultAccess)
    record(node.name.text, access)
    scopes.append((node.name.text, access))
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended =
      node.extendedType.trimmedDescription
      .split(separator: "<").first.map(String.init) ?? ""
    scopes.append((extended, access(node.modifiers, default: .internal)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, access(node.modifiers, default: defaultAccess))
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let access = access(node.modifiers, default: defaultAccess)
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        record(name, access)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, access(node.modifiers, default: defaultAccess))
    return .skipChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, access(node.modifiers, default: defaultAccess))
    return .skipChildren
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, access(node.modifiers, default: defaultAccess))
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The names a file refers to: identifiers in expressions, member accesses, types and
/// attributes (a property wrapper, a macro), not the names it declares.
private final class ReferencedNames: SyntaxVisitor {
  private(set) var found: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.baseName.text)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.macroName.text)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.macroName.text)
    return .visitChildren
  }

  /// A key path's components (`\.effectContext`) name members too.
  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.declName.baseName.text)
    return .visitChildren
  }
}
