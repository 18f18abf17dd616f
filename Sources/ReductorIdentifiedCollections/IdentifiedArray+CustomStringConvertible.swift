extension IdentifiedArray: CustomStringConvertible {
  /// The elements, written like an array.
  public var description: String { _elements.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements, written like an array and labeled with the type: `IdentifiedArray([...])`.
  public var debugDescription: String { "IdentifiedArray(\(_elements.debugDescription))" }
}

extension IdentifiedArray: CustomReflectable {
  /// Mirrors the array as a collection of its elements, as `dump` and debuggers show it.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
