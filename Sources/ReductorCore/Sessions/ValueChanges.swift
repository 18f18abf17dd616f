internal import Foundation
import ReductorCustomDump

/// One step of a path into a value, as a test writes it and as a trace prints it.
enum ValuePathStep: Equatable {
  /// A stored property (or the wrapped property of a property wrapper's storage).
  case field(String)
  /// The value inside an optional.
  case unwrap
  /// The payload of a `@Reducer enum` state's case, reached by the case's name.
  case enumCase(String)
  /// The element with an id, in an `IdentifiedArray` or a `StackState` (its id as Swift).
  case id(String)
}

/// A part of a value that changed: what it was and what it became (`nil` where the part came or
/// went, an element of a stack).
struct ValueChange {
  let path: [ValuePathStep]
  let old: ReflectedValue?
  let new: ReflectedValue?
  /// What a trace says of a collection written whole because elements came or went: which.
  var elementsSummary: String?

  /// The path as a test's assertion writes it: `$0.destino?.detalle?.articulo.nombre`.
  var assignmentTarget: String {
    var text = "$0"
    for (index, step) in path.enumerated() {
      let isLast = index == path.count - 1
      switch step {
      case let .field(name): text += "." + name
      case .unwrap: if !isLast { text += "?" }
      case let .enumCase(name): text += "." + name + (isLast ? "" : "?")
      case let .id(id): text += "[id: \(id)]" + (isLast ? "" : "?")
      }
    }
    return text
  }

  /// The assignment a test's assertion closure makes for this change.
  var assignment: String {
    "\(assignmentTarget) = \(new?.source ?? "nil")"
  }

  /// The path as a trace prints it: `articulo.nombre`, `filas[id: 3].nombre`.
  var tracePath: String {
    var text = ""
    for step in path {
      switch step {
      case let .field(name), let .enumCase(name):
        text += (text.isEmpty ? "" : ".") + name
      case .unwrap:
        continue
      case let .id(id):
        text += "[id: \(id)]"
      }
    }
    return text
  }

  /// What a trace prints: `nombre "Lámpara" → "Lámpara de pie"`.
  var traceDescription: String {
    if let elementsSummary {
      let path = tracePath
      return (path.isEmpty ? "" : path + " ") + elementsSummary
    }
    let before = old.map { Self.short($0.value) } ?? "(none)"
    let after = new.map { Self.short($0.value) } ?? "(removed)"
    let path = tracePath
    return (path.isEmpty ? "" : path + " ") + before + " → " + after
  }

  /// A value on one line, abbreviated past `limit` characters.
  static func short(_ value: Any, limit: Int = 80) -> String {
    let dump = warningDescription(value, maxCharacters: 400)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
      .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
    guard dump.count > limit else { return dump }
    return String(dump.prefix(limit - 1)) + "…"
  }

  /// Whether this change is `other`'s, seen from further up: the same new and old value, at a
  /// path that ends with `other`'s.
  func isSeen(from other: ValueChange) -> Bool {
    guard path.count >= other.path.count, Array(path.suffix(other.path.count)) == other.path else {
      return false
    }
    return Self.same(old, other.old) && Self.same(new, other.new)
  }

  private static func same(_ a: ReflectedValue?, _ b: ReflectedValue?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return a.isSame(as: b)
    default: return false
    }
  }
}

extension ReflectedValue {
  /// The parts that differ from `old` to `self`, each as small as a test can assign it: into
  /// structs field by field, optionals that stay non-`nil`, a `@Reducer enum` state that stays
  /// in its case, and the elements of an identified collection whose ids did not change; a
  /// stack's pushed and popped elements by id; anything else whole.
  static func changes(
    from old: ReflectedValue, to new: ReflectedValue, at path: [ValuePathStep] = []
  ) -> [ValueChange] {
    if old.isSame(as: new) { return [] }
    let whole = [ValueChange(path: path, old: old, new: new)]
    guard type(of: old.value) == type(of: new.value) else { return whole }
    switch (old.kind, new.kind) {
    case let (.structure(oldFields), .structure(newFields)):
      guard oldFields.map(\.label) == newFields.map(\.label),
        oldFields.allSatisfy({ $0.label != nil })
      else { return whole }
      return zip(oldFields, newFields).flatMap { old, new in
        changes(from: old.value, to: new.value, at: path + [.field(old.label!)])
      }
    case let (.optional(oldWrapped?), .optional(newWrapped?)):
      return changes(from: oldWrapped, to: newWrapped, at: path + [.unwrap])
    case let (
      .enumeration(oldName, oldPayload, navigable), .enumeration(newName, newPayload, _)
    ):
      guard navigable, oldName == newName, oldPayload.count == 1, newPayload.count == 1,
        oldPayload[0].label == nil
      else { return whole }
      return changes(
        from: oldPayload[0].value, to: newPayload[0].value, at: path + [.enumCase(oldName)])
    case let (.identified(oldElements, isStack), .identified(newElements, _)):
      let oldIDs = oldElements.map(\.id)
      let newIDs = newElements.map(\.id)
      if oldIDs == newIDs {
        return zip(oldElements, newElements).flatMap { old, new in
          changes(from: old.value, to: new.value, at: path + [.id(old.idSource)])
        }
      }
      guard isStack else {
        // Written whole; the trace says which elements came and went.
        let removed = oldElements.filter { !newIDs.contains($0.id) }.map { "[id: \($0.idSource)]" }
        let added = newElements.filter { !oldIDs.contains($0.id) }.map { "[id: \($0.idSource)]" }
        var summary: [String] = []
        if !removed.isEmpty { summary.append("removed " + removed.joined(separator: ", ")) }
        if !added.isEmpty { summary.append("added " + added.joined(separator: ", ")) }
        if summary.isEmpty { summary.append("reordered") }
        var change = whole[0]
        change.elementsSummary = summary.joined(separator: ", ")
        return [change]
      }
      // A stack pushes and pops: the ids both have keep their order, popped ones are written
      // `nil` and pushed ones by their new ids (a test store appends an element written under
      // an id the stack does not have yet), so no id is renumbered.
      let kept = Set(oldIDs).intersection(newIDs)
      guard oldIDs.filter(kept.contains) == newIDs.filter(kept.contains) else { return whole }
      var result: [ValueChange] = []
      for element in oldElements where !kept.contains(element.id) {
        result.append(
          ValueChange(path: path + [.id(element.idSource)], old: element.value, new: nil))
      }
      let oldByID = Dictionary(oldElements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      for element in newElements {
        if let before = oldByID[element.id] {
          result += changes(
            from: before.value, to: element.value, at: path + [.id(element.idSource)])
        } else {
          result.append(
            ValueChange(path: path + [.id(element.idSource)], old: nil, new: element.value))
        }
      }
      return result
    default:
      return whole
    }
  }
}
