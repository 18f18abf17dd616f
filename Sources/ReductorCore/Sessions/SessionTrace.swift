internal import Foundation
import ReductorDependencies
import ReductorIssueReporting

/// A recorded session described: the trace a person reads and the JSON lines tools read, the
/// same events both ways.
struct SessionTrace {
  let actions: [RecordedAction]
  let effects: [Int: RecordedEffect]
  let dropped: Int
  let stores: [SessionStore]
  let limit: Int

  init(engine: SessionEngine) {
    (actions, effects, dropped) = engine.snapshot()
    stores = engine.withLock { engine.stores }
    limit = engine.limit
  }

  // MARK: What a level did

  /// A level described once: how it was reached, what of its own state it changed.
  struct LevelSummary {
    let level: RecordedLevel
    let route: String
    let changes: [ValueChange]
  }

  /// Each level of `action`, described, in the order they ran.
  func summaries(of action: RecordedAction) -> [LevelSummary] {
    var all: [ObjectIdentifier: [ValueChange]] = [:]
    func allChanges(_ level: RecordedLevel) -> [ValueChange] {
      if let known = all[ObjectIdentifier(level)] { return known }
      let changes = ReflectedValue.changes(
        from: ReflectedValue(level.stateBefore), to: ReflectedValue(level.stateAfter))
      all[ObjectIdentifier(level)] = changes
      return changes
    }
    var parents: [ObjectIdentifier: RecordedLevel] = [:]
    for level in action.levels {
      for child in level.children { parents[ObjectIdentifier(child)] = level }
    }
    return action.levels.map { level in
      // Its own changes: what changed in its state that no level below it changed (the same
      // values, at a path that ends with the child's).
      let fromChildren = level.children.flatMap(allChanges)
      let own = allChanges(level).filter { change in
        !fromChildren.contains { change.isSeen(from: $0) }
      }
      let parent = parents[ObjectIdentifier(level)]
      let route = SessionNames.route(
        from: level.parentAction, to: level.action, parentFeature: parent?.feature)
      return LevelSummary(level: level, route: route, changes: own)
    }
  }

  /// The level of `action` at which `feature` ran last: where an effect's action is seen as
  /// its feature's own.
  func action(of feature: Any.Type, in action: RecordedAction) -> Any {
    action.levels.last { $0.feature == feature }?.action ?? action.action
  }

  func effect(_ index: Int) -> RecordedEffect? { effects[index] }

  /// The actions an effect sent, each as its feature sees it.
  func sentActions(of effect: RecordedEffect) -> [String] {
    effect.sent.compactMap { index in
      actions.first { $0.index == index }.map {
        Self.short(SwiftSource.expression(action(of: effect.feature, in: $0)), limit: 100)
      }
    }
  }

  /// Where an action came from, in words.
  func sourceDescription(_ action: RecordedAction) -> String {
    switch action.source {
    case .store:
      return "sent to the store"
    case let .effect(index):
      guard let effect = effect(index) else { return "sent by an effect" }
      return effect.isSend
        ? "sent back by \(SessionNames.feature(effect.feature))'s .send"
        : "sent by effect \(effect.name)"
    }
  }

  // MARK: Trace

  func text() -> String {
    var lines: [String] = []
    if actions.isEmpty {
      lines.append("(no actions recorded)")
    }
    if dropped > 0 {
      lines.append("(\(dropped) earlier action\(dropped == 1 ? "" : "s") not kept; limit \(limit))")
    }
    let marksStores = stores.count > 1
    for action in actions {
      var header = "[\(action.index)] \(Self.short(SwiftSource.expression(action.action)))"
      header += " — \(sourceDescription(action))"
      if marksStores { header += " (store \(action.store.number))" }
      lines.append(header)
      for warning in action.warnings {
        lines.append("  ⚠︎ " + Self.firstLine(of: warning.message))
      }
      for summary in summaries(of: action) {
        lines += levelLines(summary)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A level's line, and a line for each effect it started.
  private func levelLines(_ summary: LevelSummary) -> [String] {
    let level = summary.level
    let indent = String(repeating: "  ", count: level.depth + 1)
    let feature = SessionNames.feature(level.feature)
    var did: [String] = summary.changes.map(\.traceDescription)
    let reads = Self.unique(level.reads.map(SessionNames.dependency))
    if !reads.isEmpty { did.append("read " + reads.joined(separator: ", ")) }
    var effectLines: [String] = []
    for index in level.effects {
      guard let effect = effect(index) else { continue }
      if effect.isSend {
        did.append("sent " + (sentActions(of: effect).first ?? "an action"))
        continue
      }
      did.append("started effect \(effect.name)")
      effectLines.append(indent + "  " + effectDescription(effect))
    }
    did += Self.unique(level.cancelled).map { "cancelled id \($0)" }
    var line = indent + feature
    if !summary.route.isEmpty { line += " (\(summary.route))" }
    if !did.isEmpty { line += ": " + did.joined(separator: "; ") }
    var lines = [line]
    lines += level.warnings.map { indent + "  ⚠︎ " + Self.firstLine(of: $0.message) }
    return lines + effectLines
  }

  /// `Editor: effect guardar sent .delegate(.guardado(…)); ended: cancelled by dismissal`.
  func effectDescription(_ effect: RecordedEffect) -> String {
    var parts: [String] = []
    let sent = sentActions(of: effect)
    parts.append(
      "effect \(effect.name) "
        + (sent.isEmpty ? "sent nothing" : "sent " + sent.joined(separator: ", ")))
    let reads = Self.unique(effect.reads.map(SessionNames.dependency))
    if !reads.isEmpty { parts.append("read " + reads.joined(separator: ", ")) }
    parts += effect.warnings.map { "⚠︎ " + Self.firstLine(of: $0.message) }
    parts.append("ended: " + (effect.end?.description ?? "still running"))
    return "\(SessionNames.feature(effect.feature)): " + parts.joined(separator: "; ")
  }

  /// A text on one line, abbreviated past `limit` characters.
  static func short(_ text: String, limit: Int = 160) -> String {
    text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  static func firstLine(of message: String) -> String {
    String(message.split(separator: "\n").first ?? "")
  }

  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  // MARK: JSON lines

  /// The version of the JSON lines' schema (the sessions article documents it).
  static let schemaVersion = 1

  func jsonLines() -> String {
    var lines: [String] = []
    lines.append(
      JSON.object([
        ("type", .string("session")),
        ("version", .int(Self.schemaVersion)),
        ("limit", .int(limit)),
        ("dropped", .int(dropped)),
        (
          "stores",
          .array(
            stores.map {
              .object([
                ("store", .int($0.number)), ("feature", .string(SessionNames.feature($0.feature))),
              ])
            })
        ),
      ]).text)
    for action in actions {
      var source: [(String, JSON)] = []
      switch action.source {
      case .store: source = [("source", .string("store"))]
      case let .effect(index): source = [("source", .string("effect")), ("effect", .int(index))]
      }
      let levels = summaries(of: action).map { summary -> JSON in
        let level = summary.level
        return .object([
          ("depth", .int(level.depth)),
          ("feature", .string(SessionNames.feature(level.feature))),
          ("route", .string(summary.route)),
          ("action", .string(ValueChange.short(level.action, limit: 1_000))),
          (
            "changes",
            .array(
              summary.changes.map { change in
                .object([
                  ("path", .string(change.tracePath)),
                  (
                    "from",
                    change.old.map { .string(ValueChange.short($0.value, limit: 1_000)) } ?? .null
                  ),
                  (
                    "to",
                    change.new.map { .string(ValueChange.short($0.value, limit: 1_000)) } ?? .null
                  ),
                ])
              })
          ),
          ("reads", .array(Self.unique(level.reads.map(SessionNames.dependency)).map(JSON.string))),
          ("effects", .array(level.effects.map(JSON.int))),
          ("cancelled", .array(level.cancelled.map(JSON.string))),
          ("warnings", .array(level.warnings.map { .string($0.message) })),
        ])
      }
      lines.append(
        JSON.object(
          [
            ("type", .string("action")), ("version", .int(Self.schemaVersion)),
            ("index", .int(action.index)), ("store", .int(action.store.number)),
          ] + source + [
            ("action", .string(ValueChange.short(action.action, limit: 1_000))),
            ("levels", .array(levels)),
            ("warnings", .array(action.warnings.map { .string($0.message) })),
          ]
        ).text)
      for index in action.levels.flatMap(\.effects) {
        guard let effect = effect(index) else { continue }
        lines.append(
          JSON.object([
            ("type", .string("effect")), ("version", .int(Self.schemaVersion)),
            ("index", .int(effect.index)), ("name", .string(effect.name)),
            ("feature", .string(SessionNames.feature(effect.feature))),
            ("kind", .string(effect.isSend ? "send" : "run")),
            ("startedBy", .int(effect.startedBy)),
            ("ids", .array(effect.ids.map(JSON.string))),
            ("sent", .array(effect.sent.map(JSON.int))),
            ("ended", effect.end.map { .string($0.jsonValue) } ?? .null),
            ("cancelledBy", effect.cancelledBy.map(JSON.string) ?? .null),
            (
              "reads",
              .array(Self.unique(effect.reads.map(SessionNames.dependency)).map(JSON.string))
            ),
            ("warnings", .array(effect.warnings.map { .string($0.message) })),
          ]).text)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A JSON value, written with its keys in the order given.
enum JSON {
  case null
  case int(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  var text: String {
    switch self {
    case .null: return "null"
    case let .int(value): return "\(value)"
    case let .string(value): return Self.quoted(value)
    case let .array(values): return "[" + values.map(\.text).joined(separator: ",") + "]"
    case let .object(pairs):
      return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        text += String(format: "\\u%04x", scalar.value)
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
