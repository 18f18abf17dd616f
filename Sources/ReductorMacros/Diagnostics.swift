import SwiftDiagnostics
import SwiftSyntax

/// Every diagnostic Reductor's macros report.
enum ReductorDiagnostic: DiagnosticMessage {
  /// A macro was attached to a kind of declaration it does not support.
  ///
  /// `macro` is the attribute as written (`@CasePathable`), `expected` the kinds it accepts
  /// ("enums", "a struct or an enum").
  case unsupportedDeclaration(macro: String, expected: String)
  /// An enum declares two cases with the same base name, so their case paths would collide.
  case overloadedCase(name: String)
  /// A closure property of a `@DependencyClient` has no default, and neither throws (any
  /// error) nor returns `Void` or an optional: an unimplemented endpoint has nothing to do.
  case dependencyClientNeedsDefault(property: String)
  /// A case of a `@Reducer` enum holds something other than one reducer, `AlertState` or
  /// `ConfirmationDialogState`.
  case enumReducerCase(name: String, problem: EnumReducerCaseProblem)
  /// A `@Reducer` enum declares a member the macro generates (`State`, `Action`, `body`).
  case enumReducerDeclares(member: String)
  /// `@Reducer(state:action:)` on a struct, whose `State` and `Action` the user writes.
  case conformancesOnStructReducer
  /// `@Presents` on a declaration it cannot back with a `PresentationState`.
  case presents(PresentsProblem)
  /// `@ViewAction(for:)` on a type with no `store` property to send view actions to.
  case viewActionNeedsStore(type: String)
  /// `#dependencies` given something other than a closure literal, whose source it keeps.
  case dependenciesNeedsClosure

  /// What is wrong with a case of a `@Reducer` enum.
  enum EnumReducerCaseProblem: Error, Equatable {
    case labeled
    case unsupportedType(String)
  }

  /// What is wrong with a property marked `@Presents`.
  enum PresentsProblem: Equatable {
    case notAVariable
    case letBinding
    case severalBindings
    case noTypeAnnotation
    case notOptional(type: String)
    case computed
  }

  var message: String {
    switch self {
    case let .unsupportedDeclaration(macro, expected):
      return "'\(macro)' can only be applied to \(expected)"
    case let .overloadedCase(name):
      return """
        '@CasePathable' cannot generate case paths for the overloaded case '\(name)'; give each \
        case a distinct name
        """
    case let .dependencyClientNeedsDefault(property):
      return """
        '@DependencyClient' needs a default value for '\(property)': an endpoint without one \
        must throw, or return 'Void' or an optional
        """
    case let .enumReducerCase(name, problem):
      let requirement =
        "'@Reducer' enum case '\(name)' must hold a reducer, an 'AlertState' or a "
        + "'ConfirmationDialogState'"
      switch problem {
      case .labeled: return requirement + " without a label"
      case let .unsupportedType(type): return requirement + "; '\(type)' is none of these"
      }
    case let .enumReducerDeclares(member):
      return """
        '@Reducer' generates '\(member)' for an enum from its cases; remove this declaration
        """
    case .conformancesOnStructReducer:
      return """
        '@Reducer(state:action:)' adds conformances only to the 'State' and 'Action' it \
        generates for an enum; declare them on this struct's own 'State' and 'Action'
        """
    case let .viewActionNeedsStore(type):
      return """
        '@ViewAction' needs '\(type)' to have a 'store' property, such as \
        'let store: StoreOf<Feature>', to send view actions to
        """
    case .dependenciesNeedsClosure:
      return """
        '#dependencies' needs a closure written in place, such as \
        '#dependencies { $0.uuid = .incrementing }': it keeps the closure's source for the test
        """
    case let .presents(problem):
      switch problem {
      case .notAVariable:
        return "'@Presents' can only be applied to a stored 'var' property"
      case .letBinding:
        return "'@Presents' requires 'var': the presented state changes"
      case .severalBindings:
        return "'@Presents' can only be applied to a property declared on its own"
      case .noTypeAnnotation:
        return "'@Presents' requires an explicit optional type, such as 'Destination.State?'"
      case let .notOptional(type):
        return "'@Presents' requires an optional type: '\(type)?' instead of '\(type)'"
      case .computed:
        return "'@Presents' cannot be applied to a computed property or one with observers"
      }
    }
  }

  var diagnosticID: MessageID {
    let id: String
    switch self {
    case .unsupportedDeclaration: id = "unsupportedDeclaration"
    case .overloadedCase: id = "overloadedCase"
    case .dependencyClientNeedsDefault: id = "dependencyClientNeedsDefault"
    case .enumReducerCase: id = "enumReducerCase"
    case .enumReducerDeclares: id = "enumReducerDeclares"
    case .conformancesOnStructReducer: id = "conformancesOnStructReducer"
    case .presents: id = "presents"
    case .viewActionNeedsStore: id = "viewActionNeedsStore"
    case .dependenciesNeedsClosure: id = "dependenciesNeedsClosure"
    }
    return MessageID(domain: "Reductor", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}

/// The fix-its Reductor's diagnostics offer.
enum ReductorFixIt: FixItMessage {
  case removeAttribute(String)
  case replaceKeyword(old: String, new: String)
  case addDefault
  case removeArguments(String)
  case makeOptional(String)

  var message: String {
    switch self {
    case let .removeAttribute(attribute): return "Remove '\(attribute)'"
    case let .replaceKeyword(old, new): return "Replace '\(old)' with '\(new)'"
    case .addDefault: return "Add a default value"
    case let .removeArguments(attribute): return "Remove the arguments of '\(attribute)'"
    case let .makeOptional(type): return "Make the type '\(type)?'"
    }
  }

  var fixItID: MessageID {
    let id: String
    switch self {
    case .removeAttribute: id = "removeAttribute"
    case .replaceKeyword: id = "replaceKeyword"
    case .addDefault: id = "addDefault"
    case .removeArguments: id = "removeArguments"
    case .makeOptional: id = "makeOptional"
    }
    return MessageID(domain: "Reductor", id: id)
  }
}

extension FixIt {
  /// A fix-it that deletes `attribute` from `declaration`, along with the whitespace that
  /// separates it from what follows.
  ///
  /// A macro receives its attribute detached from the declaration, so the fix-it edits the
  /// attribute's copy inside `declaration`, where the token that follows it can be found.
  static func removing(
    _ attribute: AttributeSyntax, from declaration: some DeclGroupSyntax
  ) -> FixIt {
    let message = ReductorFixIt.removeAttribute("@" + attribute.attributeName.trimmedDescription)
    let attached = declaration.attributes.lazy
      .compactMap { element -> AttributeSyntax? in
        guard case let .attribute(attached) = element else { return nil }
        return attached
      }
      .first { $0.trimmedDescription == attribute.trimmedDescription }
    guard
      let attached,
      let next = attached.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
    else {
      return FixIt(
        message: message,
        changes: [.replaceText(range: attribute.range, with: "", in: Syntax(attribute))]
      )
    }
    // The attribute goes with its trailing whitespace; the next token takes over the
    // attribute's leading trivia (its line break and indentation).
    return FixIt(
      message: message,
      changes: [
        .replaceText(range: attached.range, with: "", in: Syntax(attached)),
        .replaceLeadingTrivia(token: next, newTrivia: attached.leadingTrivia),
      ]
    )
  }

  /// A fix-it that deletes the argument list of `attribute` (`@Reducer(state: .equatable)`
  /// becomes `@Reducer`), editing its copy inside `declaration` as ``removing(_:from:)`` does.
  static func removingArguments(
    of attribute: AttributeSyntax, from declaration: some DeclGroupSyntax
  ) -> FixIt {
    let attached =
      declaration.attributes.lazy
      .compactMap { element -> AttributeSyntax? in
        guard case let .attribute(attached) = element else { return nil }
        return attached
      }
      .first { $0.trimmedDescription == attribute.trimmedDescription } ?? attribute
    let bare =
      attached
      .with(\.leftParen, nil)
      .with(\.arguments, nil)
      .with(\.rightParen, nil)
      .with(\.attributeName, attached.attributeName.with(\.trailingTrivia, attached.trailingTrivia))
    return FixIt(
      message: ReductorFixIt.removeArguments("@" + attribute.attributeName.trimmedDescription),
      changes: [.replace(oldNode: Syntax(attached), newNode: Syntax(bare))]
    )
  }

  /// A fix-it that swaps the introducer keyword of a declaration (`class` → `struct`).
  static func replacing(_ keyword: TokenSyntax, with newKeyword: Keyword) -> FixIt {
    FixIt(
      message: ReductorFixIt.replaceKeyword(
        old: keyword.text, new: TokenSyntax.keyword(newKeyword).text
      ),
      changes: [
        .replace(
          oldNode: Syntax(keyword),
          newNode: Syntax(keyword.with(\.tokenKind, .keyword(newKeyword)))
        )
      ]
    )
  }
}

extension ReductorDiagnostic {
  /// The diagnostic for `macro` attached to a kind of declaration it does not support, with
  /// fix-its (by default, removing the attribute).
  static func unsupported(
    _ attribute: AttributeSyntax,
    on declaration: some DeclGroupSyntax,
    macro: String,
    expected: String,
    fixIts: [FixIt]? = nil
  ) -> Diagnostic {
    Diagnostic(
      node: attribute,
      message: ReductorDiagnostic.unsupportedDeclaration(macro: macro, expected: expected),
      fixIts: fixIts ?? [.removing(attribute, from: declaration)]
    )
  }
}
