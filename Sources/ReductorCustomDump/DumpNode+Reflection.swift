extension DumpNode {
  /// How deep ``init(reflecting:maxDepth:singleLineStrings:)`` descends by default before it
  /// prints `…` in place of a value.
  package static let defaultMaxDepth = 100

  /// Builds the node for `value` by reflection (`Mirror`).
  ///
  /// Structs, classes, enums, optionals, tuples and the standard collections get their own
  /// layouts; ``CustomDumpRepresentable`` and ``CustomDumpChildren`` let a type choose how it is
  /// shown. The result is stable from run to run: dictionary entries and set members are sorted
  /// by their dump, type names carry no addresses, and a class instance met again (including
  /// through a reference cycle) prints as `ClassName(↩︎)`.
  ///
  /// - Parameters:
  ///   - value: The value to describe.
  ///   - maxDepth: How many levels to descend before printing `…` instead of a value.
  ///   - singleLineStrings: Whether multi-line strings print on one line with `\n` escapes
  ///     (used for dictionary keys and ids) rather than as a `"""` literal.
  package init(
    reflecting value: Any, maxDepth: Int = DumpNode.defaultMaxDepth,
    singleLineStrings: Bool = false, limits: DumpLimits? = nil
  ) {
    var builder = DumpBuilder(maxDepth: maxDepth, singleLineStrings: singleLineStrings)
    builder.limits = limits
    self = builder.node(for: value, depth: 0, isRoot: true)
  }
}

/// How much of a large value a dump shows: the first elements of each collection and the first
/// characters of each string, then how much was left out. What warnings print, so that a
/// warning about an action carrying a megabyte stays short, and is quick to make. (Of a large
/// dictionary or set, the entries shown are the first in its own order, then sorted.)
package struct DumpLimits: Sendable {
  /// The elements shown of each array, dictionary, set or custom collection.
  package var elements: Int
  /// The characters shown of each string.
  package var characters: Int

  /// The limits of runtime warnings.
  package static let warning = DumpLimits(elements: 20, characters: 200)
}

/// Walks a value with `Mirror` and builds its ``DumpNode``.
struct DumpBuilder {
  let maxDepth: Int
  let singleLineStrings: Bool
  /// How much of large values to show, or `nil` for all of it.
  var limits: DumpLimits?
  /// Class instances already shown, so a repeat or a cycle prints as a marker.
  var seen: Set<ObjectIdentifier> = []
  /// Keeps every instance in `seen` alive until the dump ends, so a temporary object (made by a
  /// `customDumpValue`, say) cannot free its address for another one to be mistaken for it.
  var retained: [AnyObject] = []

  init(maxDepth: Int, singleLineStrings: Bool) {
    self.maxDepth = maxDepth
    self.singleLineStrings = singleLineStrings
  }

  /// The node for `value`; `isRoot` prefixes an enum case with its type name.
  mutating func node(for value: Any, depth: Int, isRoot: Bool = false) -> DumpNode {
    guard depth <= maxDepth else { return .text("…") }

    // Before any cast: `as?` looks through optionals, so `Int?.some(5)` would pass for an `Int`
    // below and print as `Optional(5)`.
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first else { return .text("nil") }
      return node(for: wrapped.value, depth: depth, isRoot: isRoot)
    }
    if let custom = value as? any CustomDumpRepresentable {
      return node(for: custom.customDumpValue, depth: depth + 1, isRoot: isRoot)
    }
    if let custom = value as? any CustomDumpChildren {
      return node(for: custom.customDumpChildren, of: type(of: value), depth: depth)
    }
    if let scalar = scalarText(value) {
      return DumpNode(.text(scalar))
    }
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return node(for: hashable.base, depth: depth, isRoot: isRoot)
    }
    if let type = value as? any Any.Type {
      return .text(readableTypeName(type) + ".self")
    }

    switch mirror.displayStyle {
    case .struct:
      if let described = foundationText(value) { return .text(described) }
      return fields(readableTypeName(type(of: value)), mirror.children, depth: depth)
    case .class:
      return object(value, mirror: mirror, depth: depth)
    case .enum:
      return enumCase(value, mirror: mirror, depth: depth, isRoot: isRoot)
    case .tuple:
      return tuple(mirror, depth: depth)
    case .collection:
      let (elements, leftOut) = shown(mirror.children)
      return indexed(elements, leftOut: leftOut, depth: depth)
    case .dictionary:
      return dictionary(mirror, depth: depth)
    case .set:
      return set(mirror, depth: depth)
    default:
      if mirror.children.isEmpty { return .text(String(describing: value)) }
      return fields(readableTypeName(type(of: value)), mirror.children, depth: depth)
    }
  }

  // MARK: Leaves

  /// Strings, characters, numbers and booleans as they would be written in Swift.
  private func scalarText(_ value: Any) -> [String]? {
    switch value {
    case let string as String:
      return stringText(Substring(string))
    case let string as Substring:
      return stringText(string)
    case let character as Character:
      return quotedStringLiteral(String(character), singleLine: true)
    case let scalar as Unicode.Scalar:
      return quotedStringLiteral(String(scalar), singleLine: true)
    case let bool as Bool:
      return [String(bool)]
    case is any BinaryInteger, is any BinaryFloatingPoint:
      return [String(describing: value)]
    default:
      return nil
    }
  }

  /// A string as a literal: its first `limits.characters` characters, then how many bytes of
  /// it were left out.
  private func stringText(_ string: Substring) -> [String] {
    guard let limit = limits?.characters, case let shown = string.prefix(limit),
      shown.endIndex < string.endIndex
    else {
      return quotedStringLiteral(String(string), singleLine: singleLineStrings)
    }
    var lines = quotedStringLiteral(String(shown), singleLine: true)
    lines[lines.count - 1] += " … (\(string.utf8.count - shown.utf8.count) more bytes)"
    return lines
  }

  /// The values of `children` a dump shows (at most `limits.elements` of them), and how many
  /// it leaves out.
  private func shown(_ children: Mirror.Children) -> (values: [Any], leftOut: Int) {
    let count = shownCount(of: children.count)
    return (children.prefix(count).map(\.value), children.count - count)
  }

  /// How many of `total` elements a dump shows.
  private func shownCount(of total: Int) -> Int {
    limits.map { Swift.min($0.elements, total) } ?? total
  }

  /// The last child of a collection some of whose elements are left out, if any are.
  private func leftOutChild(_ count: Int) -> [DumpChild] {
    count > 0 ? [DumpChild(label: nil, node: .text("… (\(count) more)"))] : []
  }

  /// Foundation value types (`UUID`, `Date`, `URL`, `Data`, `Decimal`, …) as `Name(description)`.
  ///
  /// Their stored properties are implementation details (and `Data`'s include a pointer), while
  /// their descriptions are what a reader wants and are stable.
  private func foundationText(_ value: Any) -> String? {
    let qualified = _typeName(type(of: value), qualified: true)
    let module = qualified.prefix { $0 != "." }
    guard module.hasPrefix("Foundation") || module == "CoreFoundation",
      let described = value as? any CustomStringConvertible
    else { return nil }
    return "\(readableTypeName(qualified: qualified))(\(described.description))"
  }

  // MARK: Containers

  /// `Name(label: value, …)`, one field per line.
  private mutating func fields(
    _ name: String, _ children: Mirror.Children, depth: Int
  ) -> DumpNode {
    // A state's identity (`_$id`, from `@ObservableState`) is bookkeeping, not state: skip it.
    // Storage of `@Presents` properties (`$destino`) and of property wrappers (`_destino`)
    // reads as the property (`destino`).
    let visible = children.filter { $0.label != "_$id" }
    guard !visible.isEmpty else { return .text(name + "()") }
    let children = visible.map { child in
      var label = child.label
      if let raw = label, raw.hasPrefix("_") || raw.hasPrefix("$"),
        child.value is any _DumpAsPropertyName
      {
        label = String(raw.dropFirst())
      }
      return DumpChild(label: label, node: node(for: child.value, depth: depth + 1))
    }
    return DumpNode(.block(open: name + "(", close: ")", matching: .byLabel), children)
  }

  /// A class instance: its fields (superclasses' first) the first time, a marker afterwards.
  private mutating func object(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    let name = readableTypeName(type(of: value))
    let object = value as AnyObject
    let identifier = ObjectIdentifier(object)
    guard !seen.contains(identifier) else { return .text(name + "(↩︎)") }
    seen.insert(identifier)
    retained.append(object)

    var mirrors = [mirror]
    while let superclass = mirrors[mirrors.count - 1].superclassMirror {
      mirrors.append(superclass)
    }
    var children: [Mirror.Child] = []
    for mirror in mirrors.reversed() { children.append(contentsOf: mirror.children) }
    return fields(name, AnyCollection(children), depth: depth)
  }

  /// `.case`, `.case(payload)`, `.case(label: value, …)`; `Type.case…` at the root.
  private mutating func enumCase(
    _ value: Any, mirror: Mirror, depth: Int, isRoot: Bool
  ) -> DumpNode {
    let typePrefix = isRoot ? readableTypeName(type(of: value)) : ""
    guard let payload = mirror.children.first else {
      return .text(typePrefix + "." + enumCaseName(value))
    }
    let open = typePrefix + "." + (payload.label ?? enumCaseName(value)) + "("
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple, !payloadMirror.children.isEmpty {
      let children = tupleChildren(payloadMirror, depth: depth)
      return DumpNode(.inline(open: open, close: ")", matching: .byLabel), children)
    }
    let child = DumpChild(label: nil, node: node(for: payload.value, depth: depth + 1))
    return DumpNode(.wrap(open: open, close: ")"), [child])
  }

  /// `(a: 1, b: 2)` or `(1, 2)`.
  private mutating func tuple(_ mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("()") }
    let children = tupleChildren(mirror, depth: depth)
    let matching: DumpNode.Matching = children.contains { $0.label != nil } ? .byLabel : .byValue
    return DumpNode(.inline(open: "(", close: ")", matching: matching), children)
  }

  /// The elements of a tuple; positional labels (`.0`) are dropped.
  private mutating func tupleChildren(_ mirror: Mirror, depth: Int) -> [DumpChild] {
    mirror.children.map { element in
      let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return DumpChild(label: label, node: node(for: element.value, depth: depth + 1))
    }
  }

  /// `[` `[0]: first`, `[1]: second` … `]`.
  private mutating func indexed(_ elements: [Any], leftOut: Int = 0, depth: Int) -> DumpNode {
    guard !elements.isEmpty else { return .text("[]") }
    let children = elements.enumerated().map { offset, element in
      DumpChild(label: "[\(offset)]", node: node(for: element, depth: depth + 1))
    }
    return DumpNode(
      .block(open: "[", close: "]", matching: .byValue), children + leftOutChild(leftOut)
    )
  }

  /// `[` `key: value` … `]`, sorted by the keys' dumps.
  private mutating func dictionary(_ mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("[:]") }
    let (values, leftOut) = shown(mirror.children)
    let entries = unordered(values) { builder, entry in
      let pair = Array(Mirror(reflecting: entry).children)
      guard pair.count == 2 else { return DumpChild(label: nil, node: .text("…")) }
      var keys = DumpBuilder(maxDepth: builder.maxDepth - depth, singleLineStrings: true)
      let key = keys.node(for: pair[0].value, depth: 0).compactLine
      return DumpChild(label: key, node: builder.node(for: pair[1].value, depth: depth + 1))
    }
    let sorted = entries.sorted { dumpOrder($0.label ?? "", $1.label ?? "") }
    return DumpNode(
      .block(open: "[", close: "]", matching: .byLabel), sorted + leftOutChild(leftOut)
    )
  }

  /// `Set([` members … `])`, sorted by the members' dumps.
  private mutating func set(_ mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("Set([])") }
    let (values, leftOut) = shown(mirror.children)
    let members = unordered(values) { builder, member in
      DumpChild(label: nil, node: builder.node(for: member, depth: depth + 1))
    }
    let sorted = members.map { ($0.node.rendered, $0) }.sorted { dumpOrder($0.0, $1.0) }.map(\.1)
    return DumpNode(
      .block(open: "Set([", close: "])", matching: .byValue), sorted + leftOutChild(leftOut)
    )
  }

  /// A ``CustomDumpChildren`` value in the shape it asked for.
  private mutating func node(
    for custom: DumpChildren, of type: Any.Type, depth: Int
  ) -> DumpNode {
    switch custom.style {
    case .indexed:
      let count = shownCount(of: custom.children.count)
      return indexed(
        custom.children.prefix(count).map(\.value),
        leftOut: custom.children.count - count, depth: depth
      )
    case .keyed, .fields:
      let isKeyed = custom.style == .keyed
      let name = readableTypeName(type)
      guard !custom.children.isEmpty else { return .text(isKeyed ? "[]" : name + "()") }
      // A type's fields are all shown; its entries, as a collection's elements.
      let count = isKeyed ? shownCount(of: custom.children.count) : custom.children.count
      let children = custom.children.prefix(count).map {
        DumpChild(label: $0.label, node: node(for: $0.value, depth: depth + 1))
      }
      let (open, close) = isKeyed ? ("[", "]") : (name + "(", ")")
      return DumpNode(
        .block(open: open, close: close, matching: .byLabel),
        children + leftOutChild(custom.children.count - count)
      )
    }
  }

  /// The order of dictionary keys and set members: numbers by value, before anything else,
  /// which is ordered by its text. A strict total order on dumps, so sorting is stable.
  private func dumpOrder(_ lhs: String, _ rhs: String) -> Bool {
    let number = { (text: String) in Double(text).flatMap { $0.isFinite ? $0 : nil } }
    return switch (number(lhs), number(rhs)) {
    case (let left?, let right?): left < right || (left == right && lhs < rhs)
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): lhs < rhs
    }
  }

  /// Builds each element of an unordered collection as if it came first, so which instances
  /// print in full and which as `↩︎` does not depend on hash order.
  private mutating func unordered<Element>(
    _ elements: [Any], _ build: (inout DumpBuilder, Any) -> Element
  ) -> [Element] {
    let before = seen
    var after = seen
    let built = elements.map { element in
      seen = before
      let result = build(&self, element)
      after.formUnion(seen)
      return result
    }
    seen = after
    return built
  }
}

/// Storage that a macro or property wrapper keeps under `_name` for a property `name`; the
/// dumper shows it under the property's name.
package protocol _DumpAsPropertyName {}
