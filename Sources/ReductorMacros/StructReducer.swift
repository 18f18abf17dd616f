import SwiftSyntax
import SwiftSyntaxBuilder

/// What `@Reducer` generates for a struct that leaves out parts of a feature: a
/// `@Reducer struct Feature {}` is a feature with empty state, no actions and an empty body.
///
/// - `State` (`@ObservableState`, `Codable`, `Equatable`, `Hashable`, `Sendable`, with an
///   `init()`) when the struct declares no `State` and no body of its own;
/// - `Action` (an enum with no cases, `Equatable`, `Hashable`, `Sendable`) likewise;
/// - `let body = EmptyReducer<State, Action>()` when it declares neither `body` nor
///   `reduce(into:action:)`.
///
/// A struct that writes its body but no `State` or `Action` names them elsewhere (an
/// extension, a typealias in a protocol): nothing is generated for them.
struct StructReducer {
  let access: AccessLevel
  let declaresState: Bool
  let declaresAction: Bool
  let declaresBody: Bool
  let declaresReduce: Bool

  init(_ structDecl: StructDeclSyntax) {
    access = AccessLevel(structDecl.modifiers)
    let members = structDecl.memberBlock.members.map(\.decl)
    let typeNames = Set(
      members.compactMap { decl in
        decl.nominalTypeName ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
      }
    )
    declaresState = typeNames.contains("State")
    declaresAction = typeNames.contains("Action")
    declaresBody = members.contains { decl in
      decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      } ?? false
    }
    declaresReduce = members.contains { decl in
      guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == "reduce"
      else { return false }
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      return labels == ["into", "action"]
    }
  }

  /// The members to generate, possibly none.
  var members: [DeclSyntax] {
    let prefix = access.prefix
    let writesLogic = declaresBody || declaresReduce
    var members: [DeclSyntax] = []
    if !declaresState && !writesLogic {
      // The conformances `@ObservableState` would add in an extension are spelled here, as
      // for an enum's generated `State` (see `EnumReducer.members`).
      members.append(
        """
        @ObservableState
        \(raw: prefix)struct State: Codable, Equatable, Hashable, Sendable, ReductorCore.ObservableState {
          \(raw: prefix)init() {}
        }
        """
      )
    }
    if !declaresAction && !writesLogic {
      members.append(
        """
        @CasePathable
        \(raw: prefix)enum Action: Equatable, Hashable, Sendable, ReductorCasePaths.CasePathable, ReductorCore._PresentedActionPath {}
        """
      )
    }
    if !writesLogic {
      members.append(
        "\(raw: prefix)let body = ReductorCore.EmptyReducer<State, Action>()"
      )
    }
    return members
  }
}
