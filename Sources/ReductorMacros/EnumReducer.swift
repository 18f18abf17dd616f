import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// What `@Reducer` reads from an enum of features, and the members it generates for it.
///
/// ```swift
/// @Reducer(state: .equatable)
/// enum Destino {
///   case editar(Editor)
///   case confirmarBorrado(AlertState<Alerta>)
/// }
/// ```
///
/// gains:
///
/// ```swift
/// @CasePathable @dynamicMemberLookup @ObservableState
/// enum State: ReductorCore.CaseReducerState, ReductorCore.CasePathable,
///   ReductorCore.ObservableState, Equatable {
///   typealias StateReducer = Destino
///   case editar(Editor.State)
///   case confirmarBorrado(AlertState<Alerta>)
///   var _isEphemeral: Bool { ... }   // true in `confirmarBorrado`
/// }
/// @CasePathable
/// enum Action: ReductorCore.CasePathable {
///   case editar(Editor.Action)
///   case confirmarBorrado(Alerta)
/// }
/// @ReductorCore.ReducerBuilder<Self.State, Self.Action>
/// static var body: some ReductorCore.Reducer<Self.State, Self.Action> {
///   ReductorCore.Scope(state: \Self.State.Cases.editar, action: \Self.Action.Cases.editar) {
///     Editor()
///   }
/// }
/// @dynamicMemberLookup
/// enum CaseScope: ReductorCasePaths.CasePathable {
///   case editar(ReductorCore.StoreOf<Editor>)
///   case confirmarBorrado(AlertState<Alerta>)
///   // AllCasePaths, spelled out
/// }
/// @MainActor
/// static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope { ... }
/// ```
///
/// A case whose payload has a default value (`case inner(Inner.Body = Inner.body)`) runs that
/// value as its reducer.
struct EnumReducer {
  /// What one case holds.
  enum Payload {
    /// A feature: its state is `Feature.State`, its actions `Feature.Action`. `instance` is the
    /// reducer the case runs: `Feature()`, or the case's default value
    /// (`case inner(Inner.Body = Inner.body)`).
    case reducer(type: String, instance: String)
    /// An `AlertState<A>` or a `ConfirmationDialogState<A>` (or a case marked
    /// `@ReducerCaseEphemeral`): the state itself, actions `A` (`Type.Action` for another type).
    case ephemeral(state: String, action: String)
    /// State that is not a feature: no payload, several values, a type that is not a plain
    /// name (`Int?`, a tuple), or a case marked `@ReducerCaseIgnored`. The state case is the case
    /// as written; its action case holds `Never`, so no action reaches it.
    case plain
  }

  /// A case that holds something `@Reducer` cannot derive a state and an action from.
  struct InvalidCase {
    let element: EnumCaseElementSyntax
    let problem: ReductorDiagnostic.EnumReducerCaseProblem
  }

  /// The enum's name, as `StateReducer` names it.
  let name: String
  let access: AccessLevel
  let cases: EnumCases
  /// The payload of each valid case, by its index in `cases`.
  let payloads: [Int: Payload]
  let invalidCases: [InvalidCase]
  /// Declarations in the enum that clash with the members `@Reducer` generates: a `State` of
  /// the user's own (the generated one is what navigation reads).
  let clashes: [(name: String, node: Syntax)]
  /// Whether the enum declares its `Action` itself (then it is not generated, and must have a
  /// case per case of the enum, as the generated one would).
  let declaresAction: Bool
  /// Whether the enum declares its static `body` itself.
  let declaresBody: Bool
  /// Whether the enum declares its `CaseScope` itself.
  let declaresCaseScope: Bool
  /// Whether the enum declares its static `scope(_:)` itself.
  let declaresScope: Bool
  /// The payload type of each one-payload case of the `Action` the enum declares, by name.
  let declaredActionPayloads: [String: String]

  init(_ enumDecl: EnumDeclSyntax) {
    name = enumDecl.name.text
    access = AccessLevel(enumDecl.modifiers)
    cases = EnumCases(enumDecl.memberBlock.members)
    var payloads: [Int: Payload] = [:]
    var invalidCases: [InvalidCase] = []
    for enumCase in cases.all {
      switch Self.payload(of: enumCase) {
      case let .success(payload): payloads[enumCase.index] = payload
      case let .failure(problem):
        invalidCases.append(InvalidCase(element: enumCase.element, problem: problem))
      }
    }
    self.payloads = payloads
    self.invalidCases = invalidCases
    clashes = enumDecl.memberBlock.members.compactMap { member in
      guard let name = member.decl.declaredName, name == "State" else { return nil }
      return (name, Syntax(member.decl))
    }
    let declaredNames = Set(enumDecl.memberBlock.members.compactMap(\.decl.declaredName))
    declaresAction = declaredNames.contains("Action")
    declaresBody = declaredNames.contains("body")
    declaresCaseScope = declaredNames.contains("CaseScope")
    declaresScope = declaredNames.contains("scope")
    var declaredActionPayloads: [String: String] = [:]
    for member in enumDecl.memberBlock.members {
      guard let action = member.decl.as(EnumDeclSyntax.self), action.name.text == "Action" else {
        continue
      }
      for actionCase in EnumCases(action.memberBlock.members).all
      where actionCase.parameters.count == 1 {
        declaredActionPayloads[actionCase.name] = actionCase.parameters[0].type.trimmedDescription
      }
    }
    self.declaredActionPayloads = declaredActionPayloads
  }

  /// The members `@Reducer` generates for an enum.
  static let generatedNames: Set<String> = ["State", "Action", "body", "CaseScope", "scope"]

  private static func payload(
    of enumCase: EnumCases.Case
  ) -> Result<Payload, ReductorDiagnostic.EnumReducerCaseProblem> {
    let parameters = enumCase.parameters
    if enumCase.attributes.contains(attributeNamed: "ReducerCaseIgnored") {
      return .success(.plain)
    }
    guard parameters.count == 1, let parameter = parameters.first else { return .success(.plain) }
    guard parameter.label == nil else { return .failure(.labeled) }
    let type = parameter.type
    let genericArguments: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      genericArguments = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self) {
      genericArguments = member.genericArgumentClause
    } else {
      return .success(.plain)
    }
    switch type.lastName {
    case "AlertState", "ConfirmationDialogState":
      guard let arguments = genericArguments?.arguments, arguments.count == 1,
        let action = arguments.first
      else { return .failure(.unsupportedType(type.trimmedDescription)) }
      return .success(
        .ephemeral(state: type.trimmedDescription, action: action.argument.trimmedDescription)
      )
    default:
      if enumCase.attributes.contains(attributeNamed: "ReducerCaseEphemeral") {
        let type = type.trimmedDescription
        return .success(.ephemeral(state: type, action: "\(type).Action"))
      }
      let name = type.trimmedDescription
      let instance = parameter.defaultValue?.value.trimmedDescription ?? "\(name)()"
      return .success(.reducer(type: name, instance: instance))
    }
  }

  /// The names of the actions of the alert and dialog cases (`Alerta` in
  /// `AlertState<Alerta>`), so that enums nested under those names can be made case-pathable.
  var ephemeralActionNames: Set<String> {
    Set(
      payloads.values.compactMap { payload in
        guard case let .ephemeral(_, action) = payload else { return nil }
        return action
      }
    )
  }

  // MARK: - Generated members

  /// `State`, `Action` and `body`, with the conformances requested for `State` and `Action`.
  func members(stateConformances: [String], actionConformances: [String]) -> [DeclSyntax] {
    let prefix = access.prefix
    // The conformances `@CasePathable` and `@ObservableState` would add are spelled here, so
    // that their extension roles have nothing to do: Swift 6.3's type checker crashes
    // (signal 11) on a file with three or more `@Reducer` enums when macros nested in this
    // expansion add conformance extensions of their own.
    let stateInheritance =
      [
        "ReductorCore.CaseReducerState", "ReductorCasePaths.CasePathable",
        "ReductorCore.ObservableState",
      ]
      + stateConformances
    let actionInheritance =
      ["ReductorCasePaths.CasePathable", "ReductorCore._PresentedActionPath"] + actionConformances

    let stateCases = lines { enumCase, payload in
      switch payload {
      case let .reducer(type, _): ["case \(enumCase.name)(\(type).State)"]
      case let .ephemeral(state, _): ["case \(enumCase.name)(\(state))"]
      case .plain: ["case \(enumCase.element.trimmedDescription)"]
      }
    }
    let ephemeralCases = lines { enumCase, payload in
      ["case .\(enumCase.name):", "  return \(isEphemeral(enumCase, payload))"]
    }
    let actionCases = lines { enumCase, payload in
      switch payload {
      case let .reducer(type, _): ["case \(enumCase.name)(\(type).Action)"]
      case let .ephemeral(_, action): ["case \(enumCase.name)(\(action))"]
      case .plain: ["case \(enumCase.name)(Swift.Never)"]
      }
    }
    // An alert or dialog case runs no reducer of its own, but is scoped all the same, so that
    // its action arriving while another case is presented is reported as for a feature's.
    var scopes = lines { enumCase, payload in
      let child: String
      switch payload {
      case let .reducer(_, instance): child = instance
      case let .ephemeral(state, action): child = "ReductorCore.EmptyReducer<\(state), \(action)>()"
      case .plain: return []
      }
      let name = enumCase.name
      return [
        "ReductorCore.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {",
        "  \(child)",
        "}",
      ]
    }
    if scopes.isEmpty {
      scopes = ["ReductorCore.EmptyReducer<Self.State, Self.Action>()"]
    }

    var members: [DeclSyntax] = [
      """
      @CasePathable @dynamicMemberLookup @ObservableState
      \(raw: prefix)enum State: \(raw: stateInheritance.joined(separator: ", ")) {
        \(raw: prefix)typealias StateReducer = \(raw: name)\(raw: indented(stateCases, by: 2))

        \(raw: prefix)var _isEphemeral: Bool {
          switch self {\(raw: indented(ephemeralCases, by: 4))
          }
        }
      }
      """
    ]
    if !declaresAction {
      members.append(
        """
        @CasePathable
        \(raw: prefix)enum Action: \(raw: actionInheritance.joined(separator: ", ")) {\(raw: indented(actionCases, by: 2))
        }
        """
      )
    }
    if !declaresBody {
      members.append(
        """
        @ReductorCore.ReducerBuilder<Self.State, Self.Action>
        \(raw: prefix)static var body: some ReductorCore.Reducer<Self.State, Self.Action> {\(raw: indented(scopes, by: 2))
        }
        """
      )
    }
    if !declaresCaseScope {
      members.append(caseScope())
    }
    if !declaresScope {
      members.append(scopeFunction())
    }
    return members
  }

  /// Whether a case's state goes away by itself once it sends an action: `true` for an alert,
  /// a dialog or a case marked `@ReducerCaseEphemeral`; for a state-only case with one value
  /// named by its type (an `@ReducerCaseIgnored` alert, say), decided by that type at run time,
  /// as TCA decides it.
  private func isEphemeral(_ enumCase: EnumCases.Case, _ payload: Payload) -> String {
    switch payload {
    case .ephemeral: return "true"
    case .reducer: return "false"
    case .plain:
      guard enumCase.parameters.count == 1 else { return "false" }
      let type = enumCase.parameters[0].type
      guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else {
        return "false"
      }
      return "ReductorCore._isEphemeralState(\(type.trimmedDescription).self)"
    }
  }

  // MARK: - Switching over a store

  /// What `store.case` holds for one case.
  private enum CaseStore {
    /// The store of the case's feature (or of an ignored case's payload and the matching
    /// case of the declared `Action`, unless that case holds `Never`), `StoreOf<Feature>` or
    /// `Store<Payload, Action>`.
    case store(type: String)
    /// The case's values themselves (none for a case without payload).
    case values
  }

  private func caseStore(_ enumCase: EnumCases.Case, _ payload: Payload) -> CaseStore {
    switch payload {
    case let .reducer(type, _):
      return .store(type: "ReductorCore.StoreOf<\(type)>")
    case .ephemeral:
      return .values
    case .plain:
      // A matching action case that holds `Never` sends nothing: its store would be of no use.
      guard enumCase.attributes.contains(attributeNamed: "ReducerCaseIgnored"),
        enumCase.parameters.count == 1,
        let action = declaredActionPayloads[enumCase.name],
        !["Never", "Swift.Never"].contains(action)
      else { return .values }
      let state = enumCase.parameters[0].type.trimmedDescription
      return .store(type: "ReductorCore.Store<\(state), \(action)>")
    }
  }

  /// `CaseScope`: one case per case, each holding the store of its feature or the case's
  /// values, case-pathable (its case paths spelled here, with no nested macro) and with
  /// dynamic member lookup, so that `store.case.editar` is the editor's store or `nil`.
  private func caseScope() -> DeclSyntax {
    let prefix = access.prefix
    let cases = lines { enumCase, payload in
      switch caseStore(enumCase, payload) {
      case let .store(type): ["case \(enumCase.name)(\(type))"]
      case .values:
        switch payload {
        case let .ephemeral(state, _): ["case \(enumCase.name)(\(state))"]
        default: ["case \(enumCase.element.trimmedDescription)"]
        }
      }
    }
    let bare: DeclSyntax = """
      \(raw: prefix)enum CaseScope {\(raw: indented(cases, by: 2))
      }
      """
    guard let enumDecl = bare.as(EnumDeclSyntax.self) else { return bare }
    let casePaths = CasePathableMacro.members(
      of: enumDecl, cases: EnumCases(enumDecl.memberBlock.members)
    )
    let memberLines = casePaths.flatMap { decl in
      [""]
        + decl.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return """
      @dynamicMemberLookup
      \(raw: prefix)enum CaseScope: ReductorCasePaths.CasePathable {\(raw: indented(cases, by: 2))\(raw: indented(memberLines, by: 2))
      }
      """
  }

  /// `scope(_:)`: the case a store's state is in, with the store of its feature. The features'
  /// stores are scoped first, so that a view switching over `store.case` observes which case
  /// is there, not every change inside it; the state is read only for the other cases.
  private func scopeFunction() -> DeclSyntax {
    let prefix = access.prefix
    let scopes = lines { enumCase, payload in
      guard case .store = caseStore(enumCase, payload) else { return [] }
      let name = enumCase.name
      return [
        "if let childStore = store.scope(state: \\.\(name), action: \\.\(name)) {",
        "  return .\(name)(childStore)",
        "}",
      ]
    }
    let switchCases = lines { enumCase, payload in
      let name = enumCase.name
      switch caseStore(enumCase, payload) {
      case .store:
        return [
          "case .\(name):",
          "  return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)",
        ]
      case .values:
        let parameters = enumCase.parameters
        guard !parameters.isEmpty else { return ["case .\(name):", "  return .\(name)"] }
        let bindings = parameters.indices.map { "v\($0)" }
        let arguments = parameters.indices.map { index in
          parameters[index].label.map { "\($0): v\(index)" } ?? "v\(index)"
        }
        return [
          "case let .\(name)(\(bindings.joined(separator: ", "))):",
          "  return .\(name)(\(arguments.joined(separator: ", ")))",
        ]
      }
    }
    return """
      @MainActor
      \(raw: prefix)static func scope(_ store: ReductorCore.Store<Self.State, Self.Action>) -> CaseScope {\(raw: indented(scopes, by: 2))
        switch store.state {\(raw: indented(switchCases, by: 2))
        }
      }
      """
  }

  /// The lines `generate` returns for each valid case, in the `#if` clauses the cases sit in.
  private func lines(_ generate: (EnumCases.Case, Payload) -> [String]) -> [String] {
    cases.lines { enumCase in
      payloads[enumCase.index].map { generate(enumCase, $0) } ?? []
    }
  }

  /// The lines, each on a line of its own indented by `width` spaces (`#if` lines included:
  /// the compiler accepts them indented).
  private func indented(_ lines: [String], by width: Int) -> String {
    let indentation = String(repeating: " ", count: width)
    return lines.map { "\n" + indentation + $0 }.joined()
  }
}

extension EnumReducer {
  /// The conformances listed in `@Reducer(state: ..., action: ...)`, by parameter: `state`
  /// and `action` map to protocol names (`.equatable` → `Equatable`).
  static func requestedConformances(
    in node: AttributeSyntax
  ) -> (state: [String], action: [String]) {
    guard case let .argumentList(arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var label = ""
    for argument in arguments {
      if let newLabel = argument.label?.text { label = newLabel }
      guard
        let member = argument.expression.as(MemberAccessExprSyntax.self),
        let conformance = synthesizedConformances[member.declName.baseName.text]
      else { continue }
      switch label {
      case "state": if !state.contains(conformance) { state.append(conformance) }
      case "action": if !action.contains(conformance) { action.append(conformance) }
      default: continue
      }
    }
    return (state, action)
  }

  /// The protocol each `_SynthesizedConformance` stands for.
  private static let synthesizedConformances = [
    "codable": "Codable", "decodable": "Decodable", "encodable": "Encodable",
    "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable",
  ]
}

extension DeclSyntax {
  /// The name a type, typealias, property or function declaration introduces.
  fileprivate var declaredName: String? {
    if let name = nominalTypeName { return name }
    if let alias = self.as(TypeAliasDeclSyntax.self) { return alias.name.text }
    if let variable = self.as(VariableDeclSyntax.self) {
      return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if let function = self.as(FunctionDeclSyntax.self) { return function.name.text }
    return nil
  }
}
