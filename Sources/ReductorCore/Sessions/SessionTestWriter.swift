internal import Foundation
import ReductorCasePaths
import ReductorDependencies
import ReductorIssueReporting

/// Writes the Swift Testing test that reproduces a recorded session (see
/// ``SessionRecorder/testSource(named:)``).
@MainActor
struct SessionTestWriter {
  let engine: SessionEngine
  let name: String

  /// One step of the test: a `send` or a `receive`, the assignments of its closure, and the
  /// comments that say where the live session differed.
  struct Step {
    var comments: [String] = []
    let call: String
    var assignments: [String]
  }

  func source() async -> String {
    let modules = SwiftSource.ModuleCollector()
    return await SwiftSource.$modules.withValue(modules) { await source(collectingInto: modules) }
  }

  private func source(collectingInto collector: SwiftSource.ModuleCollector) async -> String {
    let trace = SessionTrace(engine: engine)
    guard let store = trace.stores.first,
      let first = trace.actions.first(where: { $0.store === store })
    else {
      return "// SessionRecorder: no action was recorded, so there is no session to reproduce.\n"
    }
    guard let replayer = store.replayer else {
      let feature = SessionNames.feature(store.feature)
      return """
        #error("SessionRecorder can write a test of \(feature) only if its State is Equatable, as a TestStore's is")

        """
    }
    let actions = trace.actions.filter { $0.store === store }
    let dependencies = engine.dependencies
    let missing = Self.missingReads(in: actions, trace: trace, dependencies: dependencies)
    let inputs = actions.filter { if case .store = $0.source { true } else { false } }

    var steps: [Step]
    var effectsStillRunning: Bool
    var notes: [String] = []
    if missing.isEmpty {
      // Effects may send a few times what the live session received, not without end.
      let receivedLimit = max(100, 10 * actions.count)
      let replay = await replayer.replay(
        initialState: first.stateBefore, inputs: inputs.map(\.action), dependencies: dependencies,
        receivedLimit: receivedLimit)
      steps = Self.steps(replay: replay, live: actions, replayer: replayer)
      effectsStillRunning = replay.effectsStillRunning
      if replay.wasCut {
        notes.append(
          "The replay's effects sent over \(receivedLimit) actions after one step and were "
            + "cancelled there (an effect that never stops with these dependencies, such as a "
            + "ticker on an immediate clock): the steps after it are not written.")
      }
    } else {
      steps = Self.liveSteps(actions)
      effectsStillRunning = actions.contains { action in
        action.levels.flatMap(\.effects).contains { trace.effect($0)?.end == nil }
      }
      notes.append(
        "Written from the recording, not replayed: the session read dependencies the recorder "
          + "was not given (placeholders below). Give them with "
          + "SessionRecorder(dependencies: #dependencies { … }) to replay.")
    }
    if trace.dropped > 0 {
      notes.append(
        "The recorder kept the last \(trace.limit) actions: the test starts from the state "
          + "before the oldest one kept.")
    }

    // The body first: writing values collects the modules the test imports.
    let initialState = Self.rootExpression(first.stateBefore)
    let reducer =
      FeatureInstrumentations.isFeature(store.feature)
      ? (SwiftSource.typeName(store.feature).map { "\($0)()" } ?? "<#reducer#>") : "<#reducer#>"
    let dependencyLines = Self.dependencyLines(dependencies, missing: missing)
    var body: [String] = []
    body.append("let store = TestStore(initialState: \(initialState)) {")
    body.append("  \(reducer)")
    if let dependencyLines {
      body.append("} withDependencies: {")
      body += dependencyLines.map { "  " + $0 }
    }
    body.append("}")
    for step in steps {
      body.append("")
      body += step.comments.map { "// " + $0 }
      if step.assignments.isEmpty {
        body.append(step.call)
      } else {
        body.append(step.call + " {")
        body += step.assignments.map { "  " + $0 }
        body.append("}")
      }
    }
    body.append("")
    body.append(effectsStillRunning ? "await store.skipInFlightEffects()" : "await store.finish()")

    var modules = collector.collected
    modules.insert(SwiftSource.module(of: store.feature))
    var lines: [String] = [
      "// A session recorded with Reductor's SessionRecorder, reproduced as a test.",
      "// \(inputs.count) action\(inputs.count == 1 ? "" : "s") sent to the store.",
    ]
    lines += notes.map { "// " + $0 }
    lines += [
      "",
      "#if canImport(ComposableArchitecture)",
      "  import ComposableArchitecture",
      "#else",
      "  import Reductor",
      "#endif",
      "import Foundation",
      "import Testing",
    ]
    lines += modules.filter { !SessionNames.isLibraryModule($0) }.sorted()
      .map { "@testable import \($0)" }
    lines += ["", "@MainActor", "@Test func \(name)() async {"]
    lines += body.map { $0.isEmpty ? "" : "  " + $0 }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Dependencies

  /// The dependencies the session's levels and effects read that `dependencies` does not set,
  /// one a dependency.
  static func missingReads(
    in actions: [RecordedAction], trace: SessionTrace, dependencies: SessionDependencies
  ) -> [DependencyRead] {
    var reads: [DependencyRead] = []
    for action in actions {
      for level in action.levels {
        reads += level.reads
        for index in level.effects { reads += trace.effect(index)?.reads ?? [] }
      }
    }
    var seen: Set<String> = []
    return reads.filter {
      !dependencies.sets($0) && seen.insert(SessionNames.dependency($0)).inserted
    }
  }

  /// The lines of the `withDependencies` closure: those the recorder was given, then a
  /// placeholder for each dependency read and not given; `nil` for no closure.
  static func dependencyLines(_ dependencies: SessionDependencies, missing: [DependencyRead])
    -> [String]?
  {
    var source = dependencies.source.trimmingCharacters(in: .whitespacesAndNewlines)
    if source.hasPrefix("{") { source.removeFirst() }
    if source.hasSuffix("}") { source.removeLast() }
    var parameter = "$0"
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let firstLine = lines.first,
      let match = firstLine.range(
        of: #"^\s*([A-Za-z_][A-Za-z0-9_]*)\s+in\b"#, options: .regularExpression)
    {
      parameter =
        firstLine[match].trimmingCharacters(in: .whitespaces)
        .components(separatedBy: .whitespaces)[0]
      if parameter == "_" { parameter = "$0" }
      lines[0] = String(firstLine[match.upperBound...])
    }
    // Re-indents the given lines: trailing spaces and their common indentation removed.
    lines = lines.map { line in
      var line = line
      while line.last == " " || line.last == "\t" { line.removeLast() }
      return line
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    lines = lines.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }
    if parameter != "$0", !lines.isEmpty { lines.insert("\(parameter) in", at: 0) }
    lines += missing.map { read in
      let name = SessionNames.dependency(read)
      let target = name.hasPrefix("[") ? parameter + name : parameter + "." + name
      return "\(target) = \(SwiftSource.placeholder(for: read.valueType))"
    }
    return lines.isEmpty ? nil : lines
  }

  // MARK: Steps

  /// The steps the recording itself gives: each action sent to the store a `send`, each action
  /// an effect sent a `receive`, in the order they arrived.
  static func liveSteps(_ actions: [RecordedAction]) -> [Step] {
    actions.map { action in
      var step = step(
        isSend: action.source.isStore, action: action.action, before: action.stateBefore,
        after: action.stateAfter)
      step.comments += warningComments(action)
      return step
    }
  }

  /// The steps a replay gives, with comments where the live session differed.
  static func steps(replay: SessionReplay, live: [RecordedAction], replayer: any SessionReplayer)
    -> [Step]
  {
    let liveSends = live.filter(\.source.isStore)
    var liveReceived = live.filter { !$0.source.isStore }
    var sendOrdinal = -1
    var steps: [Step] = []
    for replayed in replay.steps {
      var step = step(
        isSend: replayed.kind == .send, action: replayed.action, before: replayed.before,
        after: replayed.after)
      switch replayed.kind {
      case .send:
        sendOrdinal += 1
        guard sendOrdinal < liveSends.count else { break }
        let live = liveSends[sendOrdinal]
        step.comments += warningComments(live)
        step.comments += differences(
          replayed: replayed.after, live: live.stateAfter, replayer: replayer)
      case .receive:
        let path = casePath(of: replayed.action)
        guard let match = liveReceived.firstIndex(where: { casePath(of: $0.action) == path }) else {
          step.comments.append("The live session did not receive this action.")
          break
        }
        let live = liveReceived.remove(at: match)
        let liveOrdinal = liveSends.lastIndex { $0.index < live.index } ?? -1
        if liveOrdinal != sendOrdinal {
          let after =
            liveOrdinal >= 0
            ? "after send #\(liveOrdinal + 1) "
              + "(\(SessionTrace.short(SwiftSource.expression(liveSends[liveOrdinal].action), limit: 80)))"
            : "before any send"
          step.comments.append("In the live session this action arrived \(after).")
        }
        step.comments += warningComments(live)
        step.comments += differences(
          replayed: replayed.after, live: live.stateAfter, replayer: replayer)
      }
      steps.append(step)
    }
    if var last = steps.popLast() {
      for live in liveReceived {
        last.comments.append(
          "The live session also received \(casePath(of: live.action)), which the replay did not.")
      }
      steps.append(last)
    }
    return steps
  }

  /// A `send` or `receive` of `action`, asserting the change from `before` to `after`.
  static func step(isSend: Bool, action: Any, before: Any, after: Any) -> Step {
    let call =
      isSend
      ? "await store.send(\(SwiftSource.expression(action)))"
      : "await store.receive(\(casePath(of: action)))"
    let assignments = ReflectedValue.changes(
      from: ReflectedValue(before), to: ReflectedValue(after)
    ).map(\.assignment)
    return Step(call: call, assignments: assignments)
  }

  /// What the live session's state was where the replay's differs, as the assignments that
  /// make the replay's into it.
  static func differences(replayed: Any, live: Any, replayer: any SessionReplayer) -> [String] {
    guard !replayer.isEqual(replayed, live) else { return [] }
    let changes = ReflectedValue.changes(from: ReflectedValue(replayed), to: ReflectedValue(live))
    guard !changes.isEmpty else { return [] }
    return ["The live session's state after this step differed from the replay's:"]
      + changes.map { "  " + $0.assignment }
  }

  /// A comment for each runtime warning the live session raised at this action: the test
  /// fails there, which is what a reproduction is for.
  static func warningComments(_ action: RecordedAction) -> [String] {
    let warnings = action.warnings + action.levels.flatMap(\.warnings)
    return warnings.map {
      "The live session raised a runtime warning here: "
        + SessionTrace.firstLine(of: $0.message)
    }
  }

  /// The state a test store starts from, as a typed expression.
  static func rootExpression(_ state: Any) -> String {
    let expression = SwiftSource.expression(state)
    guard expression.hasPrefix("."), let type = SwiftSource.typeName(Swift.type(of: state)) else {
      return expression
    }
    return type + expression
  }

  /// The case key path a `receive` names an action by: `\.destino.detalle.delegate.guardado`,
  /// skipping a presentation's `presented`, with `[id:]` for a row or stack element.
  static func casePath(of action: Any) -> String {
    var value = action
    var text = "\\"
    for _ in 0..<32 {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, value is any CasePathable else { break }
      guard let child = mirror.children.first, let label = child.label else {
        text += ".\(value)"
        break
      }
      let typeName = String(reflecting: type(of: value))
      if label == "presented", typeName.hasPrefix("ReductorCore.PresentationAction<") {
        value = child.value
        continue
      }
      if label == "element",
        typeName.hasPrefix("ReductorCore.IdentifiedAction<")
          || typeName.hasPrefix("ReductorCore.StackAction<")
      {
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { break }
        text += "[id: \(SwiftSource.expression(pair[0]))]"
        value = pair[1]
        continue
      }
      text += "." + label
      value = child.value
    }
    return text == "\\" ? "\\.self" : text
  }
}

extension RecordedSource {
  var isStore: Bool {
    if case .store = self { return true }
    return false
  }
}

extension RecordedAction {
  var isStore: Bool { source.isStore }
}
