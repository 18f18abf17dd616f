import SwiftParser
import SwiftSyntax

/// One parsed file of a target.
final class IndexedFile {
  let path: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  /// The modules the file imports (`import X`, `@testable import X`, `import struct X.Y`).
  let imports: Set<String>

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    var imports: Set<String> = []
    for item in tree.statements {
      if let declaration = item.item.as(ImportDeclSyntax.self),
        let module = declaration.path.first?.name.text
      {
        imports.insert(module)
      }
    }
    self.imports = imports
  }

  /// The 1-based line and UTF-8 column of `node`'s first token.
  func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }

  /// The folder holding the file.
  var folder: Substring {
    path.lastIndex(of: "/").map { path[..<$0] } ?? ""
  }
}

/// A declared type (struct, enum, class, actor) with what its declaration and its extensions
/// hold.
final class TypeInfo {
  enum Kind { case `struct`, `enum`, `class`, other }

  let name: String
  /// Its name components: `["Inventario", "Destino"]`.
  let path: [String]
  let module: String
  var kind: Kind = .other
  /// The declaration, when the input has it (an extension of a type declared elsewhere has
  /// none), and its file.
  var declaration: DeclSyntax?
  var file: IndexedFile?
  /// Member blocks of the declaration and of every extension, with their files.
  var memberBlocks: [(MemberBlockSyntax, IndexedFile)] = []
  /// Types named in the declaration's and extensions' inheritance clauses.
  var inherited: [String] = []

  init(path: [String], module: String) {
    self.path = path
    self.name = path.joined(separator: ".")
    self.module = module
  }

  var attributes: AttributeListSyntax? {
    declaration?.asProtocol((any WithAttributesSyntax).self)?.attributes
  }

  var nameToken: TokenSyntax? {
    if let s = declaration?.as(StructDeclSyntax.self) { return s.name }
    if let e = declaration?.as(EnumDeclSyntax.self) { return e.name }
    return nil
  }

  /// The declaration's generic parameters, with what each must conform to (in the clause or
  /// in a `where` clause): `["Base": ["Reducer"]]`.
  var genericParameters: [String: [String]] {
    guard let declaration = declaration?.as(StructDeclSyntax.self),
      let clause = declaration.genericParameterClause
    else { return [:] }
    var parameters: [String: [String]] = [:]
    for parameter in clause.parameters {
      parameters[parameter.name.text] =
        parameter.inheritedType.map { [TargetIndex.components(of: $0).joined(separator: ".")] }
        ?? []
    }
    for requirement in declaration.genericWhereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement {
        let left = conformance.leftType.trimmedDescription
        parameters[left, default: []].append(
          TargetIndex.components(of: conformance.rightType).joined(separator: "."))
      }
    }
    return parameters
  }

  /// Every member declaration, with its file.
  var members: [(DeclSyntax, IndexedFile)] {
    memberBlocks.flatMap { block, file in block.members.map { ($0.decl, file) } }
  }
}

/// The types of one target, by qualified name, and how names resolve among them.
///
/// A target read from a folder can hold two types of one name (two Xcode targets' `Counter`s
/// in one folder): both are kept, and a name resolves to the one nearest the code that names
/// it (the same file, else the folder that shares most of its path).
final class TargetIndex {
  let module: String
  let files: [IndexedFile]
  private(set) var types: [String: [TypeInfo]] = [:]
  /// Top-level type names declared in each file, for resolution at file scope.
  private var topLevelByFile: [String: Set<String>] = [:]

  init(module: String, files: [IndexedFile]) {
    self.module = module
    self.files = files
    for file in files {
      for item in file.tree.statements {
        index(item.item, in: nil, file: file, topLevel: true)
      }
    }
  }

  /// Every declared type (extension-only types left out).
  var declaredTypes: [TypeInfo] {
    types.values.flatMap { $0 }.filter { $0.declaration != nil }
  }

  /// The type named `name` (qualified), the one nearest `file` when there are several.
  func type(named name: String, near file: IndexedFile?) -> TypeInfo? {
    guard let found = types[name] else { return nil }
    let declared = found.filter { $0.declaration != nil }
    return Self.nearest(declared.isEmpty ? found : declared, to: file)
  }

  /// The nested type `name` of `outer` (`outer.name`), declared beside it.
  func nested(_ name: String, in outer: TypeInfo) -> TypeInfo? {
    type(named: outer.name + "." + name, near: outer.file)
  }

  static func nearest(_ types: [TypeInfo], to file: IndexedFile?) -> TypeInfo? {
    guard types.count > 1, let file else { return types.first }
    if let same = types.first(where: { $0.file === file }) { return same }
    func shared(_ type: TypeInfo) -> Int {
      guard let other = type.file else { return -1 }
      return zip(file.path.split(separator: "/"), other.path.split(separator: "/"))
        .prefix { $0 == $1 }.count
    }
    return types.max { shared($0) < shared($1) }
  }

  /// The type a declaration at `path` denotes: the one declared in `file` (or nested in a type
  /// of `parent`), else a new one.
  private func declare(_ path: [String], parent: TypeInfo?, file: IndexedFile) -> TypeInfo {
    let name = path.joined(separator: ".")
    let existing = types[name] ?? []
    if let same = existing.first(where: { info in
      info.declaration == nil || (parent != nil && info.file === parent?.file)
    }) {
      return same
    }
    let info = TypeInfo(path: path, module: module)
    types[name, default: []].append(info)
    return info
  }

  private func index(
    _ item: CodeBlockItemSyntax.Item, in scope: TypeInfo?, file: IndexedFile, topLevel: Bool
  ) {
    guard case .decl(let decl) = item else { return }
    index(decl, in: scope, file: file, topLevel: topLevel)
  }

  private func index(_ decl: DeclSyntax, in scope: TypeInfo?, file: IndexedFile, topLevel: Bool) {
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
      extend(x, in: file)
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
    let path = (scope?.path ?? []) + [name]
    let info: TypeInfo
    if let scope {
      info = declare(path, parent: scope, file: file)
    } else {
      // A second top-level declaration of a name is a type of its own.
      let existing = types[path.joined(separator: ".")] ?? []
      if let placeholder = existing.first(where: { $0.declaration == nil }) {
        info = placeholder
      } else {
        info = TypeInfo(path: path, module: module)
        types[info.name, default: []].append(info)
      }
    }
    info.kind = kind
    info.declaration = decl
    info.file = file
    info.memberBlocks.insert((members, file), at: 0)
    info.inherited += Self.inheritedNames(inheritance)
    if topLevel { topLevelByFile[file.path, default: []].insert(name) }
    for member in members.members {
      index(member.decl, in: info, file: file, topLevel: false)
    }
  }

  /// Extensions are attached once every declaration is indexed, to the nearest declaration of
  /// the extended type.
  private var pendingExtensions: [(ExtensionDeclSyntax, IndexedFile)] = []

  private func extend(_ extensionDecl: ExtensionDeclSyntax, in file: IndexedFile) {
    pendingExtensions.append((extensionDecl, file))
  }

  /// Attaches the extensions read while indexing: each to the nearest declared type of its
  /// name, or to a type of its own when the input does not declare it.
  func attachExtensions() {
    let pending = pendingExtensions
    pendingExtensions = []
    for (extensionDecl, file) in pending {
      let path = Self.components(of: extensionDecl.extendedType)
      guard !path.isEmpty else { continue }
      let name = path.joined(separator: ".")
      let info: TypeInfo
      if let found = type(named: name, near: file) {
        info = found
      } else {
        info = TypeInfo(path: path, module: module)
        types[name, default: []].append(info)
      }
      info.memberBlocks.append((extensionDecl.memberBlock, file))
      info.inherited += Self.inheritedNames(extensionDecl.inheritanceClause)
      for member in extensionDecl.memberBlock.members {
        index(member.decl, in: info, file: file, topLevel: false)
      }
    }
    if !pendingExtensions.isEmpty { attachExtensions() }
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

  /// What a name written inside the type `context` in `file` refers to in this target: as
  /// Swift looks it up, nested types of the referencing type and of its enclosing types first,
  /// then the file's top-level types, then the target's.
  func resolve(_ written: [String], from context: TypeInfo?, in file: IndexedFile?) -> TypeInfo? {
    guard let first = written.first else { return nil }
    let rest = written.dropFirst()
    if let context {
      for depth in stride(from: context.path.count, through: 1, by: -1) {
        let candidate = (context.path.prefix(depth) + [first] + rest).joined(separator: ".")
        if let found = type(named: candidate, near: context.file ?? file),
          found.declaration != nil
        {
          return found
        }
      }
    }
    let topLevel = ([first] + rest).joined(separator: ".")
    if let file, topLevelByFile[file.path]?.contains(first) == true,
      let found = types[topLevel]?.first(where: { $0.file === file && $0.declaration != nil })
    {
      return found
    }
    if let found = type(named: topLevel, near: file), found.declaration != nil { return found }
    return nil
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
  let index = TargetIndex(module: target.module, files: files)
  index.attachExtensions()
  return index
}
