/// A Swift source file handed to the analysis: its path (as it is to be reported) and text.
public struct InsightSource: Sendable, Hashable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// The sources of one target (a module): names resolve within it, as Swift resolves them.
public struct InsightTarget: Sendable, Hashable {
  /// The module's name: the folder's, or the target's when the plugin runs the tool.
  public var module: String
  public var sources: [InsightSource]

  public init(module: String, sources: [InsightSource]) {
    self.module = module
    self.sources = sources
  }
}

/// Every feature found, with the children its `body` holds and the delegates it sends.
public struct FeatureTree: Codable, Sendable, Hashable {
  public var features: [Feature]

  public init(features: [Feature]) {
    self.features = features
  }

  /// The feature named `name` (qualified: `Inventario.Destino`), if any.
  public func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }
}

/// A type marked `@Reducer`, or a struct that conforms to `Reducer` by hand.
public struct Feature: Codable, Sendable, Hashable {
  /// The qualified name: `Inventario`, `Inventario.Destino`.
  public var name: String
  public var module: String
  /// `struct` or `enum` (a `@Reducer enum`, whose cases are its children).
  public var kind: Kind
  public var file: String
  /// Where the type's name is, 1-based; the column counts UTF-8 bytes.
  public var line: Int
  public var column: Int
  public var children: [Child]
  /// The delegates this feature sends that a parent listens to.
  public var delegates: [Delegate]

  public enum Kind: String, Codable, Sendable, Hashable {
    case `struct`, `enum`
  }

  public init(
    name: String, module: String, kind: Kind, file: String, line: Int, column: Int,
    children: [Child] = [], delegates: [Delegate] = []
  ) {
    self.name = name
    self.module = module
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.children = children
    self.delegates = delegates
  }
}

/// One child a feature holds.
public struct Child: Codable, Sendable, Hashable {
  /// The child feature's qualified name; for a leaf (an alert, a case that is not a feature),
  /// its payload type; for a name that does not resolve, the name as written.
  public var name: String
  public var held: Held
  /// The state path as written (`\.$destino`), or the case name for `case` children.
  public var via: String
  /// The action path as written (`\.destino`); the case name for the cases of an enum.
  public var action: String
  /// The line of the operator (or of the enum's case) that holds the child.
  public var line: Int
  /// Whether `name` is a feature found in the input.
  public var resolved: Bool
  /// For a name that does not resolve, the features it might have meant.
  public var candidates: [String]

  public init(
    name: String, held: Held, via: String, action: String, line: Int, resolved: Bool,
    candidates: [String] = []
  ) {
    self.name = name
    self.held = held
    self.via = via
    self.action = action
    self.line = line
    self.resolved = resolved
    self.candidates = candidates
  }
}

/// How a parent holds a child.
public enum Held: String, Codable, Sendable, Hashable, CaseIterable {
  /// `Scope`, labelled or not.
  case scope
  /// `ifLet` over a `@Presents` property (or its `$` projection, or a `PresentationAction`).
  case presented
  /// Any other `ifLet`.
  case optional
  /// `forEach` over a `StackState` (or with a `StackAction` payload).
  case stack
  /// Any other `forEach`.
  case forEach
  /// `ifCaseLet`, and each case of a `@Reducer enum`.
  case `case`
  /// A feature written directly in `body` or in `CombineReducers`, or a child's
  /// `reduce(into:action:)` called inside a `Reduce`.
  case direct
}

/// A delegate a feature sends to the feature that listens for it.
public struct Delegate: Codable, Sendable, Hashable {
  /// The feature whose `Reduce` (or `reduce(into:action:)`) matches the delegate.
  public var to: String
  /// The delegate's case, or `*` for a match of the whole delegate.
  public var `case`: String

  public init(to: String, case: String) {
    self.to = to
    self.case = `case`
  }
}

/// Input the analysis cannot read: the file, and why.
public struct InsightInputError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): error: \(reason)" }
}
