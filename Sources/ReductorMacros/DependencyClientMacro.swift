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
///     try ReductorDependencies.unimplemented("FactClient.fetch")
///   },
///   log: @escaping @Sendable (String) -> Void = { _ in
///     ReductorDependencies.unimplemented("FactClient.log", placeholder: ())
///   }
/// ) {
///   self.fetch = fetch
///   self.log = log
/// }
/// ```
///
/// (each `unimplemented` call also names the endpoint's declaration, `fileID:` to `column:`, so
/// that the failure points at the endpoint the test left out).
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
        ReductorDiagnostic.unsupported(
          node, on: declaration, macro: "@DependencyClient", expected: "a struct"
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
      switch property.initialization(
        typeName: typeName, location: location(of: property, in: context))
      {
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
    let methods = StoredProperty.all(in: structDecl.memberBlock.members).compactMap {
      $0.labelledMethod(access: access)
    }
    return [initializer] + methods
  }
}

/// The arguments that make an unimplemented endpoint's failure point at the endpoint's
/// declaration (`, fileID: …, filePath: …, line: …, column: …`), or `""` where the context
/// cannot place it.
private func location(
  of property: StoredProperty, in context: some MacroExpansionContext
) -> String {
  guard
    let fileID = context.location(
      of: property.binding, at: .afterLeadingTrivia, filePathMode: .fileID
    ),
    let filePath = context.location(
      of: property.binding, at: .afterLeadingTrivia, filePathMode: .filePath
    )
  else { return "" }
  return ", fileID: \(fileID.file), filePath: \(filePath.file), line: \(fileID.line), "
    + "column: \(fileID.column)"
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

  /// - Parameter location: The arguments that place an unimplemented endpoint's failure.
  func initialization(typeName: String, location: String) -> Initialization {
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
    let description = "\"\(typeName).\(name)\""
    if let initializer {
      // The endpoint's own default runs after the failure is reported, and its result is
      // what the unimplemented endpoint returns.
      let arguments = function.forwardedArguments
      let effects = function.callEffects
      return .defaulted(
        type: parameterType,
        value: """
          {\(function.closureParameters)
              let implementation: \(type.unparenthesized.description) = \(initializer.description)
              ReductorDependencies.unimplemented(\(description), placeholder: ()\(location))
              return \(effects)implementation(\(arguments))
            }
          """
      )
    }
    let call: String
    if function.throwsUntyped {
      call = "try ReductorDependencies.unimplemented(\(description)\(location))"
    } else if let placeholder = function.returnClause.type.placeholder {
      call =
        "ReductorDependencies.unimplemented(\(description), placeholder: \(placeholder)\(location))"
    } else {
      return .needsDefault
    }
    return .defaulted(
      type: parameterType, value: "{ \(function.closureArguments)\n    \(call)\n  }"
    )
  }

  /// A method that calls the endpoint with the argument labels its closure type names, as
  /// TCA users call it: `search(query:)` for `var search: (_ query: String) async -> [Item]`.
  /// `nil` when the endpoint names none of its parameters (it is called positionally).
  func labelledMethod(access: String) -> DeclSyntax? {
    guard let function = type.functionType,
      function.parameters.contains(where: { $0.secondName != nil })
    else { return nil }
    let parameters = function.parameters.enumerated().map { index, parameter in
      let label = parameter.secondName?.text ?? "_"
      return "\(label) p\(index): \(parameter.type.trimmedDescription)"
    }
    let specifiers = function.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
    let result = function.returnClause.type.trimmedDescription
    return DeclSyntax(
      stringLiteral: """
        \(access)func \(name)(\(parameters.joined(separator: ", ")))\(specifiers) -> \(result) {
          \(function.callEffects)self.\(name)(\(function.forwardedArguments))
        }
        """
    )
  }

  /// The error for an endpoint that needs a default, with a fix-it that adds one to fill in.
  func needsDefaultDiagnostic() -> Diagnostic {
    var fixIts: [FixIt] = []
    if let function = type.functionType {
      let placeholder = "<#\(function.returnClause.type.trimmedDescription)#>"
      let value: ExprSyntax = "{ \(raw: function.closureArguments)\(raw: placeholder) }"
      let newBinding =
        binding
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

  /// What follows the brace of a closure of this type that names its arguments `p0`, `p1`, …:
  /// `""` or `" p0, p1 in"`.
  fileprivate var closureParameters: String {
    parameters.isEmpty
      ? "" : " " + (0..<parameters.count).map { "p\($0)" }.joined(separator: ", ") + " in"
  }

  /// The arguments `p0`, `p1`, … passed on to a function of this type (`&p0` for `inout`).
  fileprivate var forwardedArguments: String {
    parameters.enumerated().map { index, parameter in
      (parameter.type.trimmedDescription.hasPrefix("inout ") ? "&" : "") + "p\(index)"
    }
    .joined(separator: ", ")
  }

  /// What a call of a function of this type is marked with: `"try await "`, `"try "`, …
  fileprivate var callEffects: String {
    (effectSpecifiers?.throwsClause != nil ? "try " : "")
      + (effectSpecifiers?.asyncSpecifier != nil ? "await " : "")
  }
}
