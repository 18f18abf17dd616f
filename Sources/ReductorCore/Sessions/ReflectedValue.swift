internal import Foundation
import ReductorCasePaths
import ReductorCustomDump
import ReductorIdentifiedCollections
import ReductorNavigation

/// A value taken apart by reflection, for what a session recording prints of it: the changes a
/// level made (compared part by part), and the Swift expressions a reproduction test writes.
///
/// Nothing is asked of the user's types: structs are read field by field with `Mirror`, and
/// written back with their memberwise initializer, by the labels of their stored properties
/// (a property wrapper's storage by the wrapped property's name, `destino` for the storage of
/// `@Presents var destino`). A value that cannot be written so (a closure, an instance of a
/// class) is written as an editor placeholder, `<#Type#>`, which the compiler refuses: a test
/// holding one must be completed by a person before it builds.
final class ReflectedValue {
  let value: Any
  let kind: Kind

  indirect enum Kind {
    /// Compared and written whole: a number, a string, a collection of them, a value with a
    /// literal form of its own.
    case leaf
    /// A struct, by its stored properties (with wrapped names).
    case structure([Field])
    /// `nil`, or a wrapped value.
    case optional(ReflectedValue?)
    /// An enum case and its payload. `navigable` when a test can reach into the payload
    /// through the case's name (`$0.destino?.detalle?.nombre`): the state of a `@Reducer enum`.
    case enumeration(name: String, payload: [Field], navigable: Bool)
    /// An `IdentifiedArray` or a `StackState`: elements by id, in order.
    case identified([Element], isStack: Bool)
  }

  struct Field {
    /// The label a memberwise initializer and a test's path use; `nil` for an unlabelled
    /// payload value.
    let label: String?
    let value: ReflectedValue
  }

  struct Element {
    let id: AnyHashable
    /// The id as Swift source (`3`, `UUID(uuidString: "…")!`).
    let idSource: String
    let value: ReflectedValue
  }

  init(_ value: Any, depth: Int = 0) {
    self.value = value
    self.kind = depth > 40 ? .leaf : Self.kind(of: value, depth: depth + 1)
  }

  /// The value as Swift source, made once.
  private(set) lazy var source: String = SwiftSource.expression(value)

  /// What tells two values apart: their source, and where that has a placeholder (a closure,
  /// an instance of a class), their dump as well.
  private lazy var comparisonKey: String =
    source.contains("<#") ? source + "\u{0}" + reductorDump(value) : source

  private static func kind(of value: Any, depth: Int) -> Kind {
    if let collection = value as? any _SessionIdentifiedCollection {
      return .identified(
        collection._sessionElements.map {
          Element(
            id: $0.id, idSource: SwiftSource.expression($0.id.base),
            value: ReflectedValue($0.element, depth: depth))
        },
        isStack: collection._sessionIsStack
      )
    }
    if SwiftSource.literal(value) != nil { return .leaf }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return .optional(mirror.children.first.map { ReflectedValue($0.value, depth: depth) })
    case .struct:
      return .structure(
        SwiftSource.readableFields(of: mirror).map {
          Field(label: $0.label, value: ReflectedValue($0.value, depth: depth))
        })
    case .enum:
      let (name, payload) = SwiftSource.enumCase(of: value, mirror: mirror)
      return .enumeration(
        name: name,
        payload: payload.map {
          Field(label: $0.label, value: ReflectedValue($0.value, depth: depth))
        },
        navigable: value is any CaseReducerState
      )
    default:
      return .leaf
    }
  }

  /// Whether the two values would be written the same.
  func isSame(as other: ReflectedValue) -> Bool {
    if self === other { return true }
    return comparisonKey == other.comparisonKey
  }
}

/// What a session recording reads of `IdentifiedArray` and `StackState`: their elements by id.
protocol _SessionIdentifiedCollection {
  var _sessionElements: [(id: AnyHashable, element: Any)] { get }
  var _sessionIsStack: Bool { get }
}

extension IdentifiedArray: _SessionIdentifiedCollection {
  var _sessionElements: [(id: AnyHashable, element: Any)] {
    zip(ids, self).map { (AnyHashable($0), $1 as Any) }
  }
  var _sessionIsStack: Bool { false }
}

extension StackState: _SessionIdentifiedCollection {
  var _sessionElements: [(id: AnyHashable, element: Any)] {
    zip(ids, self).map { (AnyHashable($0), $1 as Any) }
  }
  var _sessionIsStack: Bool { true }
}

/// What a session recording reads of a property wrapper's storage: the wrapped value, written
/// under the wrapped property's name.
protocol _SessionPropertyWrapper {
  var _sessionWrappedValue: Any { get }
}

extension PresentationState: _SessionPropertyWrapper {
  var _sessionWrappedValue: Any { wrappedValue as Any }
}

/// A value a session recording writes with code of its own, rather than field by field.
protocol _SessionSourceConvertible {
  var _sessionSource: String { get }
}

extension TextState: _SessionSourceConvertible {
  var _sessionSource: String { "TextState(\(string.debugDescription))" }
}

extension ButtonState: _SessionSourceConvertible {
  var _sessionSource: String {
    var arguments: [String] = []
    if let role { arguments.append("role: .\(role)") }
    if let action = action.action { arguments.append("action: \(SwiftSource.expression(action))") }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return "\(call) { \(label._sessionSource) }"
  }
}

extension AlertState: _SessionSourceConvertible {
  var _sessionSource: String {
    var text = "AlertState { \(title._sessionSource) }"
    if !buttons.isEmpty {
      text += " actions: { \(buttons.map(\._sessionSource).joined(separator: "; ")) }"
    }
    if let message { text += " message: { \(message._sessionSource) }" }
    return text
  }
}

/// Values written as Swift source.
enum SwiftSource {
  /// Where the modules of the types written are collected, for the imports of the test being
  /// written: one for each test a writer writes, found through its task.
  final class ModuleCollector: @unchecked Sendable {
    // Sendable: `modules` is read and written under `lock`.
    private let lock = NSLock()
    private var modules: Set<String> = []

    func insert<S: Sequence<String>>(contentsOf names: S) {
      lock.withLock { modules.formUnion(names) }
    }

    /// The modules collected, other than the standard library's, Foundation's and this
    /// library's.
    var collected: Set<String> {
      lock.withLock { modules }.filter { module in
        !["Swift", "Foundation", "FoundationEssentials", "_Concurrency", "Self"].contains(module)
          && !SessionNames.isLibraryModule(module)
      }
    }
  }

  @TaskLocal static var modules: ModuleCollector?

  /// `value` as a Swift expression; what cannot be written is a placeholder, `<#Type#>`.
  static func expression(_ value: Any) -> String {
    if let literal = literal(value) { return literal }
    if let convertible = value as? any _SessionSourceConvertible {
      return convertible._sessionSource
    }
    if let collection = value as? any _SessionIdentifiedCollection {
      return "["
        + collection._sessionElements.map { expression($0.element) }
        .joined(separator: ", ") + "]"
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return expression(wrapped.value)
    case .struct:
      guard let fields = writableFields(of: mirror), let name = typeName(type(of: value)) else {
        return placeholder(for: type(of: value))
      }
      let arguments = fields.map { field in
        field.label.map { "\($0): " }.map { $0 + expression(field.value) }
          ?? expression(field.value)
      }
      return "\(name)(\(arguments.joined(separator: ", ")))"
    case .enum:
      let (name, payload) = enumCase(of: value, mirror: mirror)
      guard !payload.isEmpty else { return ".\(name)" }
      let arguments = payload.map { field in
        field.label.map { "\($0): " + expression(field.value) } ?? expression(field.value)
      }
      return ".\(name)(\(arguments.joined(separator: ", ")))"
    case .tuple:
      let arguments = mirror.children.map { child in
        child.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " }.map {
          $0 + expression(child.value)
        } ?? expression(child.value)
      }
      return "(\(arguments.joined(separator: ", ")))"
    case .collection:
      return "[" + mirror.children.map { expression($0.value) }.joined(separator: ", ") + "]"
    case .set:
      return "[" + mirror.children.map { expression($0.value) }.sorted().joined(separator: ", ")
        + "]"
    case .dictionary:
      let pairs = mirror.children.compactMap { child -> String? in
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { return nil }
        return "\(expression(pair[0])): \(expression(pair[1]))"
      }
      return pairs.isEmpty ? "[:]" : "[" + pairs.sorted().joined(separator: ", ") + "]"
    default:
      return placeholder(for: type(of: value))
    }
  }

  /// A literal for the values that have one, or an initializer of theirs that takes their
  /// exact contents: numbers, strings, Booleans, UUIDs, dates, URLs, durations.
  static func literal(_ value: Any) -> String? {
    switch value {
    case let value as String: return value.debugDescription
    case let value as Character: return value.debugDescription
    case let value as Bool: return "\(value)"
    case let value as Int: return "\(value)"
    case let value as Int8: return "\(value)"
    case let value as Int16: return "\(value)"
    case let value as Int32: return "\(value)"
    case let value as Int64: return "\(value)"
    case let value as UInt: return "\(value)"
    case let value as UInt8: return "\(value)"
    case let value as UInt16: return "\(value)"
    case let value as UInt32: return "\(value)"
    case let value as UInt64: return "\(value)"
    case let value as Double: return floatingPoint(value)
    case let value as Float: return floatingPoint(Double(value))
    case let value as UUID: return "UUID(uuidString: \"\(value.uuidString)\")!"
    case let value as Date:
      return "Date(timeIntervalSinceReferenceDate: \(value.timeIntervalSinceReferenceDate))"
    case let value as URL: return "URL(string: \(value.absoluteString.debugDescription))!"
    case let value as Decimal: return "Decimal(string: \"\(value)\")!"
    case let value as Data: return "Data(base64Encoded: \"\(value.base64EncodedString())\")!"
    case let value as Duration:
      let (seconds, attoseconds) = value.components
      return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
    case let value as StackElementID: return "\(value.rawValue)"
    default: return nil
    }
  }

  private static func floatingPoint(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }

  /// The stored properties a memberwise initializer takes, by their labels: a property
  /// wrapper's storage (`_destino`) under the wrapped property's name, with its wrapped value;
  /// the observation bookkeeping `@ObservableState` adds (`_$id`, `_$observationRegistrar`)
  /// left out. `nil` when a property is the storage of a wrapper this cannot unwrap.
  static func writableFields(of mirror: Mirror) -> [(label: String?, value: Any)]? {
    var fields: [(label: String?, value: Any)] = []
    for child in mirror.children {
      guard let label = child.label else { return nil }
      if label.hasPrefix("_$") { continue }
      // A wrapper's storage: `_name` for a property wrapper, `$name` for what `@Presents`
      // generates.
      let isStorage = (label.hasPrefix("_") || label.hasPrefix("$")) && label.count > 1
      if isStorage, let wrapper = child.value as? any _SessionPropertyWrapper {
        fields.append((String(label.dropFirst()), wrapper._sessionWrappedValue))
      } else if isStorage {
        return nil
      } else {
        fields.append((label, child.value))
      }
    }
    return fields
  }

  /// `writableFields(of:)` for reading, where a struct that cannot be written is still
  /// compared by its own properties.
  static func readableFields(of mirror: Mirror) -> [(label: String?, value: Any)] {
    writableFields(of: mirror)
      ?? mirror.children.compactMap { child in
        guard let label = child.label, !label.hasPrefix("_$") else { return nil }
        return (label, child.value)
      }
  }

  /// The case of an enum value and its payload, with the labels its declaration gives them.
  static func enumCase(of value: Any, mirror: Mirror) -> (
    name: String, payload: [(label: String?, value: Any)]
  ) {
    guard let child = mirror.children.first, let name = child.label else {
      return ("\(value)", [])
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return (
        name,
        payload.children.map { child in
          (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
        }
      )
    }
    return (name, [(nil, child.value)])
  }

  /// A placeholder the compiler refuses, so that a person fills it: `<#Type#>`.
  static func placeholder(for type: Any.Type) -> String {
    "<#\(typeName(type, collectingModules: false) ?? String(describing: type))#>"
  }

  /// `type`'s name as a test that imports its module writes it (`Detalle.State`,
  /// `IdentifiedArray<Int, Fila>`), or `nil` for a type declared in a function or a closure,
  /// which a test cannot name. The modules it names are collected, for the test's imports.
  static func typeName(_ type: Any.Type, collectingModules: Bool = true) -> String? {
    let name = String(reflecting: type)
    if name.contains("(unknown context") || name.contains("(extension in") { return nil }
    // Each qualified name (identifiers joined by dots) starts with its module: drop it.
    var result = ""
    var qualified: [String] = []
    var token = ""
    var modules: [String] = []
    func endQualifiedName() {
      if !token.isEmpty { qualified.append(token) }
      token = ""
      if qualified.count > 1 {
        modules.append(qualified[0])
        qualified.removeFirst()
      }
      result += qualified.joined(separator: ".")
      qualified = []
    }
    for character in name {
      if character.isLetter || character.isNumber || character == "_" {
        token.append(character)
      } else if character == "." {
        qualified.append(token)
        token = ""
      } else {
        endQualifiedName()
        result.append(character)
      }
    }
    endQualifiedName()
    if collectingModules { Self.modules?.insert(contentsOf: modules) }
    return result
  }

  /// The module that declares `type`.
  static func module(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
  }
}
