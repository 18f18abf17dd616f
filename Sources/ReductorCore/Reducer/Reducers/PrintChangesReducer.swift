import ReductorCustomDump

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
  @_documentation(visibility: private)
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> some Reducer<State, Action> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How `_printChanges` prints an action and the state change it caused.
@_documentation(visibility: private)
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
        text +=
          "\n"
          + diff.split(separator: "\n", omittingEmptySubsequences: false)
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

/// The reducer `_printChanges` returns.
@usableFromInline
struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: _PreparedReducer<Base.State, Base.Action>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = _PreparedReducer(base)
    self.printer = printer
  }

  @usableFromInline
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}
