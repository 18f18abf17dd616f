import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient`: gives a struct of closures an initializer whose every endpoint
/// defaults to one that reports it is unimplemented, so `Client()` is a valid test value and
/// tests override only the endpoints they use.
///
/// ```swift
/// @DependencyClient
/// struct FactClient {
///   var fetch: @Sendable (Int) async throws -> String
///   var log: @Sendable (String) -> Void
/// }
/// ```
///
/// gains
///
/// ```swift
/// init(
///   fetch: @escaping @Sendable (Int) async throws -> String = { _ in
///     try ReductorCore.unimplemented("FactClient.fetch")
///   },
///   log: @escaping @Sendable (String) -> Void = { _ in
///     ReductorCore.unimplemented("FactClient.log", placeholder: ())
///   }
/// ) {
///   self.fetch = fetch
///   self.log = log
/// }
/// ```
///
/// A throwing endpoint throws when called; one that does not throw returns a placeholder, which
/// exists for `Void` and optional results. Any other endpoint needs a default value of its own,
/// which the initializer keeps, as it keeps the defaults of other stored properties.
public enum DependencyClientMacro: Macro {
  /// The generated code is laid out by hand.
  public static var formatMode: FormatMode { .disabled }
}

extension DependencyClientMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: ReductorDiagnostic.unsupportedDeclaration(
            macro: "@DependencyClient", expected: "a struct"
          ),
          fixIts: [.removing(node, from: declaration)]
        )
      )
      return []
    }
    let typeName = structDecl.name.trimmed.text
    var parameters: [String] = []
    var assignments: [String] = []
    var isValid = true
    for property in StoredProperty.all(in: structDecl.memberBlock.members) {
      let parameter: String
      switch property.initialization(typeName: typeName) {
      case let .required(type):
        parameter = "\(property.name): \(type)"
      case let .defaulted(type, value):
        parameter = "\(property.name): \(type) = \(value)"
      case .notInitialized:
        continue
      case .needsDefault:
        isValid = false
        context.diagnose(property.needsDefaultDiagnostic())
        continue
      }
      parameters.append(parameter)
      assignments.append("self.\(property.name) = \(property.name)")
    }
    guard isValid else { return [] }

    let access = AccessLevel(structDecl.modifiers).prefix
    let parameterList =
      parameters.isEmpty ? "" : parameters.map { "\n  " + $0 }.joined(separator: ",") + "\n"
    let body = assignments.isEmpty ? "" : assignments.map { "\n  " + $0 }.joined() + "\n"
    let initializer = DeclSyntax(stringLiteral: "\(access)init(\(parameterList)) {\(body)}")
    return [initializer]
  }
}

/// A stored property of a `@DependencyClient` struct, as the generated initializer sees it.
private struct StoredProperty {
  let name: String
  let type: TypeSyntax
  let initializer: ExprSyntax?
  let isLet: Bool
  /// The binding, where a diagnostic about the property points.
  let binding: PatternBindingSyntax

  /// How the initializer sets the property.
  enum Initialization {
    /// A parameter with no default.
    case required(type: String)
    /// A parameter with a default value.
    case defaulted(type: String, value: String)
    /// Not a parameter: a `let` with a value.
    case notInitialized
    /// An endpoint with no default that cannot be given one.
    case needsDefault
  }

  /// The stored instance properties declared in `members`, in order. Computed, static and
  /// untyped properties are skipped.
  static func all(in members: MemberBlockItemListSyntax) -> [StoredProperty] {
    members.flatMap { member -> [StoredProperty] in
      guard
        let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            || $0.name.tokenKind == .keyword(.lazy)
        })
      else { return [] }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      return variable.bindings.compactMap { binding in
        guard
          binding.accessorBlock == nil,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
          let type = binding.typeAnnotation?.type
        else { return nil }
        return StoredProperty(
          name: identifier.identifier.text,
          type: type.trimmed,
          initializer: binding.initializer?.value.trimmed,
          isLet: isLet,
          binding: binding
        )
      }
    }
  }

  func initialization(typeName: String) -> Initialization {
    if isLet, initializer != nil { return .notInitialized }
    guard let function = type.functionType else {
      if let initializer {
        return .defaulted(type: type.description, value: initializer.description)
      }
      if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return .defaulted(type: type.description, value: "nil")
      }
      return .required(type: type.description)
    }
    let parameterType = "@escaping " + type.unparenthesized.description
    if let initializer {
      return .defaulted(type: parameterType, value: initializer.description)
    }
    let description = "\"\(typeName).\(name)\""
    let call: String
    if function.throwsUntyped {
      call = "try ReductorCore.unimplemented(\(description))"
    } else if let placeholder = function.returnClause.type.placeholder {
      call = "ReductorCore.unimplemented(\(description), placeholder: \(placeholder))"
    } else {
      return .needsDefault
    }
    return .defaulted(
      type: parameterType, value: "{ \(function.closureArguments)\n    \(call)\n  }"
    )
  }

  /// The error for an endpoint that needs a default, with a fix-it that adds one to fill in.
  func needsDefaultDiagnostic() -> Diagnostic {
    var fixIts: [FixIt] = []
    if let function = type.functionType {
      let placeholder = "<#\(function.returnClause.type.trimmedDescription)#>"
      let value: ExprSyntax = "{ \(raw: function.closureArguments)\(raw: placeholder) }"
      let newBinding = binding
        .with(\.typeAnnotation, binding.typeAnnotation?.with(\.trailingTrivia, .space))
        .with(
          \.initializer,
          InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: value)
        )
      fixIts.append(
        FixIt(
          message: ReductorFixIt.addDefault,
          changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(newBinding))]
        )
      )
    }
    return Diagnostic(
      node: binding.pattern,
      message: ReductorDiagnostic.dependencyClientNeedsDefault(property: name),
      fixIts: fixIts
    )
  }
}

extension TypeSyntax {
  /// The type without the parentheses around it: `() -> Void` for `(() -> Void)`.
  fileprivate var unparenthesized: TypeSyntax {
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return element.type.unparenthesized
    }
    return self
  }

  /// The function type this type is, looking through attributes (`@Sendable`) and
  /// parentheses, or `nil`.
  fileprivate var functionType: FunctionTypeSyntax? {
    let type = unparenthesized
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionType
    }
    return nil
  }

  /// A value an unimplemented endpoint can return instead of a real result: `()` for `Void`,
  /// `nil` for optionals.
  fileprivate var placeholder: String? {
    let type = unparenthesized
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "nil"
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.isEmpty {
      return "()"
    }
    switch type.lastName {
    case "Void": return "()"
    case "Optional": return "nil"
    default: return nil
    }
  }
}

extension FunctionTypeSyntax {
  /// Whether the function can throw any error: `throws` or `throws(any Error)`, not
  /// `throws(SomeError)`.
  fileprivate var throwsUntyped: Bool {
    guard let throwsClause = effectSpecifiers?.throwsClause else { return false }
    guard let errorType = throwsClause.type else { return true }
    let someError = errorType.as(SomeOrAnyTypeSyntax.self)?.constraint ?? errorType
    return someError.lastName == "Error"
  }

  /// The start of a closure of this type that ignores its arguments: `""` or `"_, _ in "`.
  fileprivate var closureArguments: String {
    parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in "
  }
}
