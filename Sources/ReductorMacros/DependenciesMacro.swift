import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#dependencies { … }`: a closure that sets dependencies, kept as a value a session recorder
/// replays with and as the source its reproduction test writes.
///
/// ```swift
/// #dependencies { $0.uuid = .incrementing }
/// ```
///
/// expands to
///
/// ```swift
/// ReductorCore.SessionDependencies(
///   _source: "{ $0.uuid = .incrementing }",
///   _keys: [ReductorConcurrencyExtras.AnyHashableSendable(\ReductorDependencies.DependencyValues.uuid)]
/// ) { $0.uuid = .incrementing }
/// ```
///
/// The keys are the dependencies its statements assign: the first member after the closure's
/// parameter (`$0.api.fetch = …` sets `\.api`), or a key type in a subscript
/// (`$0[APIClient.self] = …`).
public enum DependenciesMacro: ExpressionMacro {
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    let closure =
      node.trailingClosure
      ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
    guard let closure else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: ReductorDiagnostic.dependenciesNeedsClosure))
      return "ReductorCore.SessionDependencies()"
    }
    let parameter = parameterName(of: closure)
    var keys: [String] = []
    for statement in closure.statements {
      guard let key = assignedKey(in: statement.item, parameter: parameter), !keys.contains(key)
      else { continue }
      keys.append(key)
    }
    let source = closure.trimmedDescription
    let keyList = keys.map { "ReductorConcurrencyExtras.AnyHashableSendable(\($0))" }
      .joined(separator: ", ")
    return """
      ReductorCore.SessionDependencies(_source: \(literal: source), _keys: [\(raw: keyList)]) \(closure.trimmed)
      """
  }

  /// `$0`, or the name the closure gives its parameter.
  private static func parameterName(of closure: ClosureExprSyntax) -> String {
    guard let parameters = closure.signature?.parameterClause else { return "$0" }
    switch parameters {
    case let .simpleInput(names):
      return names.first?.name.text ?? "$0"
    case let .parameterClause(clause):
      return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
    @unknown default:
      return "$0"
    }
  }

  /// The key a statement `parameter.name… = value` or `parameter[Key.self]… = value` assigns:
  /// `\ReductorDependencies.DependencyValues.name`, or `ObjectIdentifier(Key.self)`.
  private static func assignedKey(in item: CodeBlockItemSyntax.Item, parameter: String) -> String? {
    // The compiler hands a macro its argument with operators folded (an infix `=`); a source
    // parsed without folding has the three elements in a sequence.
    let target: ExprSyntax
    if let infix = item.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self)
    {
      target = infix.leftOperand
    } else if let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
      sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let first = sequence.elements.first
    {
      target = first
    } else {
      return nil
    }
    // The access nearest the parameter.
    var expression = ExprSyntax(target)
    while true {
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        if isParameter(base, parameter) {
          return "\\ReductorDependencies.DependencyValues.\(member.declName.baseName.text)"
        }
        expression = base
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        if isParameter(subscriptCall.calledExpression, parameter),
          let key = subscriptCall.arguments.first?.expression.trimmedDescription,
          key.hasSuffix(".self")
        {
          return "ObjectIdentifier(\(key))"
        }
        expression = subscriptCall.calledExpression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else {
        return nil
      }
    }
  }

  private static func isParameter(_ expression: ExprSyntax, _ parameter: String) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
  }
}
