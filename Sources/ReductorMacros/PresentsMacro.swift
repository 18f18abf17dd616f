import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: backs an optional state property with a `PresentationState`.
///
/// ```swift
/// @Presents var destino: Destino.State?
/// ```
///
/// becomes a computed property over new storage, with the storage's projection beside it:
///
/// ```swift
/// var destino: Destino.State? {
///   @storageRestrictions(initializes: _destino)
///   init(initialValue) { _destino = ReductorCore.PresentationState(wrappedValue: initialValue) }
///   get { _destino.wrappedValue }
///   set { _destino.wrappedValue = newValue }
///   _modify { yield &_destino.wrappedValue }
/// }
/// var $destino: ReductorCore.PresentationState<Destino.State> { get set _modify }
/// private var _destino = ReductorCore.PresentationState<Destino.State>(wrappedValue: nil)
/// ```
///
/// The `init` accessor (SE-0400) keeps `destino:` in the memberwise initializer, and the
/// storage's own default lets callers leave it out.
public enum PresentsMacro: Macro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard case let .success(property) = PresentedProperty.parse(declaration) else { return [] }
    let storage = property.storageName
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ReductorCore.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        \(raw: storage).wrappedValue = newValue
      }
      """,
      """
      _modify {
        yield &\(raw: storage).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  /// Generates the projection and the storage; reports properties `@Presents` cannot back.
  /// (Peers are requested once per property, which makes this the place to diagnose.)
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    switch PresentedProperty.parse(declaration) {
    case let .failure(failure):
      context.diagnose(
        Diagnostic(
          node: failure.node, message: ReductorDiagnostic.presents(failure.problem),
          fixIts: failure.fixIts
        )
      )
      return []
    case let .success(property):
      let storage = property.storageName
      let storageType = "ReductorCore.PresentationState<\(property.wrappedType)>"
      return [
        "\(raw: property.accessPrefix)var \(raw: storage) = \(raw: storageType)(wrappedValue: nil)"
      ]
    }
  }
}

/// A property `@Presents` can back: `var name: Wrapped?`.
struct PresentedProperty {
  /// The property's name without backticks.
  let baseName: String
  /// The property's name as written (with backticks, if any).
  let name: String
  /// The presented state's type: `Destino.State` in `Destino.State?`.
  let wrappedType: String
  /// The property's access modifiers, for its projection, with a trailing space.
  let accessPrefix: String

  /// The stored `PresentationState`, `$name`: a stored property, so that the key path
  /// `\.$name` given to `ifLet` reaches it by a byte offset instead of through accessors.
  var storageName: String { "$" + baseName }

  struct Failure: Error {
    let problem: ReductorDiagnostic.PresentsProblem
    let node: Syntax
    var fixIts: [FixIt] = []
  }

  static func parse(_ declaration: some DeclSyntaxProtocol) -> Result<Self, Failure> {
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      return .failure(Failure(problem: .notAVariable, node: Syntax(declaration)))
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      return .failure(Failure(problem: .severalBindings, node: Syntax(variable.bindings)))
    }
    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
      let specifier = variable.bindingSpecifier
      return .failure(
        Failure(
          problem: .letBinding, node: Syntax(specifier),
          fixIts: [.replacing(specifier, with: .var)]
        )
      )
    }
    if binding.accessorBlock != nil {
      return .failure(Failure(problem: .computed, node: Syntax(identifier)))
    }
    guard let type = binding.typeAnnotation?.type else {
      return .failure(Failure(problem: .noTypeAnnotation, node: Syntax(identifier)))
    }
    guard let wrapped = type.optionalWrappedType else {
      let optional = OptionalTypeSyntax(wrappedType: type.trimmed)
        .with(\.leadingTrivia, type.leadingTrivia)
        .with(\.trailingTrivia, type.trailingTrivia)
      return .failure(
        Failure(
          problem: .notOptional(type: type.trimmedDescription), node: Syntax(type),
          fixIts: [
            FixIt(
              message: ReductorFixIt.makeOptional(type.trimmedDescription),
              changes: [.replace(oldNode: Syntax(type), newNode: Syntax(optional))]
            )
          ]
        )
      )
    }
    let accessModifiers = variable.modifiers.filter { modifier in
      switch modifier.name.tokenKind {
      case .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal),
        .keyword(.fileprivate), .keyword(.private):
        return true
      default:
        return false
      }
    }
    return .success(
      PresentedProperty(
        baseName: identifier.identifier.text.filter { $0 != "`" },
        name: identifier.identifier.text,
        wrappedType: wrapped.trimmedDescription,
        accessPrefix: accessModifiers.map { $0.trimmedDescription + " " }.joined()
      )
    )
  }
}

extension TypeSyntax {
  /// `Wrapped` in `Wrapped?` and `Optional<Wrapped>`; `nil` for other types.
  fileprivate var optionalWrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType
    }
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let argument = arguments.first?.argument.as(TypeSyntax.self)
    {
      return argument
    }
    return nil
  }
}
