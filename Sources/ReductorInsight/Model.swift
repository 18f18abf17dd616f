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
  /// The folder the sources were read from, where its `.reductor-lint.json` is looked up.
  public var folder: String?

  public init(module: String, sources: [InsightSource], folder: String? = nil) {
    self.module = module
    self.sources = sources
    self.folder = folder
  }
}

/// Every feature found, with the children its `body` holds and the delegates it sends.
public struct FeatureTree: Codable, Sendable, Hashable {
  /// The version of this format: 2 added `id` to features, children and delegates.
  public var version: Int
  public var features: [Feature]

  public static let currentVersion = 2

  public init(features: [Feature]) {
    self.version = Self.currentVersion
    self.features = features
  }

  /// The first feature named `name` (qualified: `Inventario.Destino`), if any.
  public func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }

  /// The feature whose id is `id`, if any.
  public func feature(id: String) -> Feature? {
    features.first { $0.id == id }
  }
}

/// A type marked `@Reducer`, or a struct that conforms to `Reducer` by hand (a generic
/// reducer over another, a wrapper such as `Haptics<Base: Reducer>`, is not a feature).
public struct Feature: Codable, Sendable, Hashable {
  /// The qualified name: `Inventario`, `Inventario.Destino`.
  public var name: String
  /// What tells the feature apart from every other: `Module.Name`, and, when one module has two
  /// features of that name (two folders read as one module), the end of its file's path after
  /// an `@`: `App.Counter@CounterA/Counter.swift`.
  public var id: String
  public var module: String
  /// `struct` or `enum` (a `@Reducer enum`, whose cases are its children).
  public var kind: Kind
  /// The absolute path of the file that declares it.
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
    name: String, id: String? = nil, module: String, kind: Kind, file: String, line: Int,
    column: Int, children: [Child] = [], delegates: [Delegate] = []
  ) {
    self.name = name
    self.id = id ?? "\(module).\(name)"
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
  /// The child feature's ``Feature/id``, when it resolves to a feature of the input.
  public var id: String?
  public var held: Held
  /// The state path as written (`\.$destino`), or the case name for `case` children.
  public var via: String
  /// The action path as written (`\.destino`); the case name for the cases of an enum.
  public var action: String
  /// The line of the operator (or of the enum's case) that holds the child.
  public var line: Int
  /// Whether `name` is a feature found in the input.
  public var resolved: Bool
  /// For a name that does not resolve, the ids of the features it might have meant.
  public var candidates: [String]

  public init(
    name: String, id: String? = nil, held: Held, via: String, action: String, line: Int,
    resolved: Bool, candidates: [String] = []
  ) {
    self.name = name
    self.id = id
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
  /// The name of the feature whose `Reduce` (or `reduce(into:action:)`) matches the delegate.
  public var to: String
  /// That feature's ``Feature/id``.
  public var toID: String
  /// The delegate's case: each case of the sender's `Delegate` enum, when the listener matches
  /// the whole delegate; `*` when that enum is not found.
  public var `case`: String

  public init(to: String, toID: String? = nil, case: String) {
    self.to = to
    self.toID = toID ?? to
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
