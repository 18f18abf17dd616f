import SwiftSyntax

/// The cases of an enum declaration in source order, with the `#if` clauses that enclose them,
/// so that code generated per case can be wrapped in the same conditions.
struct EnumCases {
  /// One case of the enum.
  struct Case {
    /// The case as declared: `a(Int)` in `case a(Int), b`.
    let element: EnumCaseElementSyntax
    /// The position of the case among all the enum's cases (in every `#if` clause), from 0.
    let index: Int
    /// The attributes of the `case` declaration the case is part of (`@ReducerCaseIgnored`).
    var attributes: AttributeListSyntax = []

    /// The case's name as written, with backticks if it has them.
    var name: String { element.name.text }

    /// The associated values, in order.
    var parameters: [EnumCaseParameterSyntax] {
      element.parameterClause.map { Array($0.parameters) } ?? []
    }
  }

  /// A case, or an `#if` whose clauses hold cases.
  enum Item {
    case `case`(Case)
    case conditional([Clause])
  }

  /// One clause of an `#if`: `#if condition`, `#elseif condition` or `#else`.
  struct Clause {
    /// The clause's opening line: `#if os(Linux)`, `#elseif DEBUG`, `#else`.
    let header: String
    let items: [Item]
  }

  /// The enum's top-level items.
  let items: [Item]

  init(_ members: MemberBlockItemListSyntax) {
    var index = 0
    items = Self.items(in: members, index: &index)
  }

  private static func items(in members: MemberBlockItemListSyntax, index: inout Int) -> [Item] {
    var items: [Item] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          items.append(
            .case(Case(element: element, index: index, attributes: caseDecl.attributes))
          )
          index += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          var header = clause.poundKeyword.text
          if let condition = clause.condition {
            header += " " + condition.trimmedDescription
          }
          var clauseItems: [Item] = []
          if case let .decls(decls) = clause.elements {
            clauseItems = Self.items(in: decls, index: &index)
          }
          return Clause(header: header, items: clauseItems)
        }
        items.append(.conditional(clauses))
      }
    }
    return items
  }

  /// Every case, in source order, whatever `#if` clause it is in.
  var all: [Case] {
    func flatten(_ items: [Item]) -> [Case] {
      items.flatMap { item -> [Case] in
        switch item {
        case let .case(enumCase): [enumCase]
        case let .conditional(clauses): clauses.flatMap { flatten($0.items) }
        }
      }
    }
    return flatten(items)
  }

  /// The cases that repeat the name of a case declared before them, in a position where both
  /// can be compiled together (cases in sibling `#if` clauses never clash).
  var overloads: [Case] {
    var overloads: [Case] = []
    func visit(_ items: [Item], seen: inout Set<String>) {
      for item in items {
        switch item {
        case let .case(enumCase):
          if !seen.insert(enumCase.name).inserted { overloads.append(enumCase) }
        case let .conditional(clauses):
          var union = seen
          for clause in clauses {
            var clauseSeen = seen
            visit(clause.items, seen: &clauseSeen)
            union.formUnion(clauseSeen)
          }
          seen = union
        }
      }
    }
    var seen: Set<String> = []
    visit(items, seen: &seen)
    return overloads
  }

  /// Generates code per case: the lines `generate` returns for each case, in source order,
  /// wrapped in the `#if` clauses the cases sit in.
  func lines(_ generate: (Case) -> [String]) -> [String] {
    func render(_ items: [Item]) -> [String] {
      items.flatMap { item -> [String] in
        switch item {
        case let .case(enumCase):
          return generate(enumCase)
        case let .conditional(clauses):
          // Trailing clauses with nothing generated are left out: `#if A ... #else #endif`
          // means what `#if A ... #endif` means.
          var bodies = clauses.map { render($0.items) }
          while bodies.last?.isEmpty == true { bodies.removeLast() }
          guard !bodies.isEmpty else { return [] }
          return zip(clauses, bodies).flatMap { [$0.header] + $1 } + ["#endif"]
        }
      }
    }
    return render(items)
  }
}

extension EnumCaseParameterSyntax {
  /// The label a caller writes for this value, or `nil` when it has none (`case a(Int)`,
  /// `case a(_ value: Int)`).
  var label: String? {
    guard let firstName, firstName.tokenKind != .wildcard else { return nil }
    return firstName.text
  }
}
