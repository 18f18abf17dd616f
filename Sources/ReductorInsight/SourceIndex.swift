import SwiftParser
import SwiftSyntax

/// One parsed file of a target.
final class IndexedFile {
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The 1-based line and UTF-8 column of `node`'s first token.
  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }
}

/// A declared type (struct, enum, class, actor) with what its declaration and its extensions
/// hold.
final class TypeInfo {
  enum Kind { case `struct`, `enum`, `class`, other }

  let name: String
  /// Its name components: `["Inventario", "Destino"]`.
  let path: [String]
  var kind: Kind = .other
  /// The declaration, when the input has it (an extension of a type declared elsewhere has
  /// none), and its file.
  var declaration: DeclSyntax?
  var file: IndexedFile?
  /// Member blocks of the declaration and of every extension, with their files.
  var memberBlocks: [(MemberBlockSyntax, IndexedFile)] = []
  /// Types named in the declaration's and extensions' inheritance clauses.
  var inherited: [String] = []

  init(path: [String]) {
    self.path = path
    self.name = path.joined(separator: ".")
  }

  var attributes: AttributeListSyntax? {
    declaration?.asProtocol((any WithAttributesSyntax).self)?.attributes
  }

  var nameToken: TokenSyntax? {
    if let s = declaration?.as(StructDeclSyntax.self) { return s.name }
    if let e = declaration?.as(EnumDeclSyntax.self) { return e.name }
    return nil
  }

  /// Every member declaration, with its file.
  var members: [(DeclSyntax, IndexedFile)] {
    memberBlocks.flatMap { block, file in block.members.map { ($0.decl, file) } }
  }
}

/// The types of one target, by qualified name, and how names resolve among them.
final class TargetIndex {
  let module: String
  let files: [IndexedFile]
  private(set) var types: [String: TypeInfo] = [:]
  /// Top-level type names declared in each file, for resolution at file scope.
  private var topLevelByFile: [String: Set<String>] = [:]

  init(module: String, files: [IndexedFile]) {
    self.module = module
    self.files = files
    for file in files {
      for item in file.tree.statements {
        index(item.item, in: [], file: file, topLevel: true)
      }
    }
  }

  private func type(at path: [String]) -> TypeInfo {
    let name = path.joined(separator: ".")
    if let existing = types[name] { return existing }
    let info = TypeInfo(path: path)
    types[name] = info
    return info
  }

  private func index(
    _ item: CodeBlockItemSyntax.Item, in scope: [String], file: IndexedFile, topLevel: Bool
  ) {
    guard case .decl(let decl) = item else { return }
    index(decl, in: scope, file: file, topLevel: topLevel)
  }

  private func index(_ decl: DeclSyntax, in scope: [String], file: IndexedFile, topLevel: Bool) {
    let kind: TypeInfo.Kind
    let name: String
    let members: MemberBlockSyntax
    let inheritance: InheritanceClauseSyntax?
    if let s = decl.as(StructDeclSyntax.self) {
      (kind, name, members, inheritance) = (
        .struct, s.name.text, s.memberBlock, s.inheritanceClause
      )
    } else if let e = decl.as(EnumDeclSyntax.self) {
      (kind, name, members, inheritance) = (.enum, e.name.text, e.memberBlock, e.inheritanceClause)
    } else if let c = decl.as(ClassDeclSyntax.self) {
      (kind, name, members, inheritance) = (.class, c.name.text, c.memberBlock, c.inheritanceClause)
    } else if let a = decl.as(ActorDeclSyntax.self) {
      (kind, name, members, inheritance) = (.other, a.name.text, a.memberBlock, a.inheritanceClause)
    } else if let x = decl.as(ExtensionDeclSyntax.self) {
      let path = Self.components(of: x.extendedType)
      guard !path.isEmpty else { return }
      let info = type(at: path)
      info.memberBlocks.append((x.memberBlock, file))
      info.inherited += Self.inheritedNames(x.inheritanceClause)
      for member in x.memberBlock.members {
        index(member.decl, in: path, file: file, topLevel: false)
      }
      return
    } else if let config = decl.as(IfConfigDeclSyntax.self) {
      for clause in config.clauses {
        if case .statements(let items)? = clause.elements {
          for item in items { index(item.item, in: scope, file: file, topLevel: topLevel) }
        } else if case .decls(let members)? = clause.elements {
          for member in members { index(member.decl, in: scope, file: file, topLevel: topLevel) }
        }
      }
      return
    } else {
      return
    }
    let path = scope + [name]
    let info = type(at: path)
    info.kind = kind
    info.declaration = decl
    info.file = file
    info.memberBlocks.insert((members, file), at: 0)
    info.inherited += Self.inheritedNames(inheritance)
    if topLevel { topLevelByFile[file.path, default: []].insert(name) }
    for member in members.members {
      index(member.decl, in: path, file: file, topLevel: false)
    }
  }

  static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { components(of: $0.type).joined(separator: ".") } ?? []
  }

  /// `A.B.C` as `["A", "B", "C"]`; generic arguments dropped.
  static func components(of type: TypeSyntax) -> [String] {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
    if let member = type.as(MemberTypeSyntax.self) {
      return components(of: member.baseType) + [member.name.text]
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return components(of: attributed.baseType)
    }
    return []
  }

  /// What a name written inside the type `context` (its path) in `file` refers to: as Swift
  /// looks it up, nested types of the referencing type and of its enclosing types first, then
  /// the file's top-level types, then the target's.
  func resolve(_ written: String, from context: [String], in file: IndexedFile?) -> Resolution {
    let parts = written.split(separator: ".").map(String.init)
    guard let first = parts.first else { return .unresolved(candidates: []) }
    let rest = parts.dropFirst()
    for depth in stride(from: context.count, through: 1, by: -1) {
      let candidate = (context.prefix(depth) + [first] + rest).joined(separator: ".")
      if types[candidate]?.declaration != nil { return .found(candidate) }
    }
    let topLevel = ([first] + rest).joined(separator: ".")
    if let file, topLevelByFile[file.path]?.contains(first) == true, types[topLevel] != nil {
      return .found(topLevel)
    }
    if let info = types[topLevel], info.declaration != nil { return .found(topLevel) }
    let last = parts.last!
    let candidates = types.values
      .filter { $0.declaration != nil && $0.path.last == last }
      .map(\.name).sorted()
    return .unresolved(candidates: candidates)
  }

  enum Resolution: Equatable {
    case found(String)
    case unresolved(candidates: [String])
  }
}

/// Parses `target`'s sources. A file with syntax errors is input the analysis cannot read.
func parse(_ target: InsightTarget) throws -> TargetIndex {
  var files: [IndexedFile] = []
  for source in target.sources {
    let tree = Parser.parse(source: source.text)
    if tree.hasError {
      throw InsightInputError(path: source.path, reason: "the file does not parse as Swift")
    }
    files.append(IndexedFile(path: source.path, tree: tree))
  }
  return TargetIndex(module: target.module, files: files)
}
