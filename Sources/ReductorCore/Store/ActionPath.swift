import ReductorCustomDump

// An action as the path of cases it goes down: what `_printChanges` prints on one line, and
// what a store's warning label reads its scopes' action paths from.

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
func _oneLine(_ value: Any) -> String {
  warningDescription(value).split(separator: "\n")
    .map { $0.drop { $0 == " " } }
    .joined(separator: " ")
}
