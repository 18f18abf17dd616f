extension Reducer {
  /// Prints every action this reducer receives and the change it made to state, as a diff.
  ///
  /// ```swift
  /// Inventario()
  ///   ._printChanges()
  /// ```
  ///
  /// Output:
  ///
  /// ```
  /// received action:
  ///   Contador.Action.incrementar
  ///   Contador.State(
  /// −   cuenta: 0
  /// +   cuenta: 1
  ///   )
  /// ```
  ///
  /// - Parameter printer: How to print; `.customDump` (the default) prints the action and a
  ///   state diff, `.actionLabels` prints the action alone.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> some Reducer<State, Action> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How `_printChanges` prints an action and the state change it caused.
public struct _ReducerPrinter<State, Action> {
  let printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` for every action with the state before and after.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints the action and a diff of the state (`−` old, `+` new) to standard output.
  public static var customDump: Self {
    customDump { print($0) }
  }

  /// Hands the action and state diff, as text, to `output`.
  public static func customDump(output: @escaping (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var text = "received action:\n"
      text += "  " + _actionPath(action)
      if let diff = reductorDiff(oldState, newState) {
        text += "\n" + diff.split(separator: "\n", omittingEmptySubsequences: false)
          .map { line in
            // Keep the − and + markers in the first column, the rest indented like the action.
            guard let first = line.first, first == "−" || first == "+" else { return "  " + line }
            return String(first) + "  " + line.dropFirst()
          }
          .joined(separator: "\n")
      } else {
        text += "\n  (No state changes)"
      }
      output(text)
    }
  }

  /// Prints only the action, one line per action.
  public static var actionLabels: Self {
    actionLabels { print($0) }
  }

  /// Hands a one-line description of each action to `output`.
  public static func actionLabels(output: @escaping (String) -> Void) -> Self {
    Self { action, _, _ in
      output("received action: \(_actionPath(action))")
    }
  }
}

/// An action written once, on one line, as the path of cases it goes down, the way a case key
/// path names it: `Inventario.Action.destino.detalle.destino.editar.nombreCambiado("Tuercas")`.
/// A deep tree dumped as a value is a column of indentation; this is one line however deep the
/// action is. `presented` is stepped over, as case key paths step over it; a row's or stack
/// element's action shows its id (`.filas[id: 3].alternar`); the payload at the end is dumped on
/// one line, bounded.
func _actionPath(_ action: Any) -> String {
  let path = _ActionCases(action)
  var text = readableTypeName(type(of: action))
  for segment in path.segments {
    text += segment.hasPrefix("[") ? segment : "." + segment
  }
  if let payload = path.payload { text += "(" + _oneLine(payload) + ")" }
  return text
}

/// The cases an action goes down, as a case key path names them: `["destino", "editar",
/// "nombreCambiado"]`, `presented` stepped over, a row's or stack element's id as `[id: 3]`;
/// and the payload at the end that is not an enum, if any.
struct _ActionCases {
  var segments: [String] = []
  var payload: Any?

  init(_ action: Any) {
    var current: Any = action
    while true {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else {
        // Not an enum: a `Void` action has no cases, anything else is a payload.
        if mirror.displayStyle != .tuple || !mirror.children.isEmpty { payload = current }
        return
      }
      guard let child = mirror.children.first else {
        segments.append(enumCaseName(current))
        return
      }
      let name = child.label ?? enumCaseName(current)
      let childMirror = Mirror(reflecting: child.value)
      // A row's or stack element's action, `.element(id:action:)`: `[id: 3]`, as case key
      // paths write it.
      let parts = Array(childMirror.children)
      if childMirror.displayStyle == .tuple, parts.map(\.label) == ["id", "action"],
        Mirror(reflecting: parts[1].value).displayStyle == .enum
      {
        segments.append("[id: " + _oneLine(parts[0].value) + "]")
        current = parts[1].value
        continue
      }
      let isPresented =
        name == "presented" && "\(type(of: current))".hasPrefix("PresentationAction<")
      if !isPresented { segments.append(name) }
      guard childMirror.displayStyle == .enum else {
        payload = child.value
        return
      }
      current = child.value
    }
  }

  /// The case key path from `parent`'s cases to `child`'s, when `parent` is `child` embedded
  /// in it (its cases end with `child`'s): `\.destino.editar`, `\.self` when they are the
  /// same; `nil` otherwise.
  ///
  /// `droppingID` leaves out the row's `[id: …]` the path ends with, for a collection's path.
  static func keyPathText(
    from parent: _ActionCases, to child: _ActionCases, droppingID: Bool = false
  ) -> String? {
    guard parent.segments.count >= child.segments.count,
      Array(parent.segments.suffix(child.segments.count)) == child.segments
    else { return nil }
    var prefix = parent.segments.dropLast(child.segments.count)
    if droppingID {
      guard prefix.last?.hasPrefix("[id: ") == true else { return nil }
      prefix.removeLast()
    }
    guard !prefix.isEmpty else { return "\\.self" }
    return "\\" + prefix.map { $0.hasPrefix("[") ? $0 : "." + $0 }.joined()
  }
}

/// `value`'s bounded dump, on one line.
private func _oneLine(_ value: Any) -> String {
  warningDescription(value).split(separator: "\n")
    .map { $0.drop { $0 == " " } }
    .joined(separator: " ")
}

/// The reducer `_printChanges` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: _PreparedReducer<Base.State, Base.Action>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = _PreparedReducer(base)
    self.printer = printer
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}
