/// How ``reductorDiff(_:_:format:maxDepth:)`` prints a diff.
package struct DiffFormat: Sendable {
  /// Starts lines that are only in the old (expected) value. Defaults to `−` (U+2212).
  package var removed: String
  /// Starts lines that are only in the new (actual) value. Defaults to `+`.
  package var added: String
  /// Starts unchanged context lines. Defaults to a space.
  package var unchanged: String
  /// When set, the diff starts with a header naming the two sides:
  /// `−−− expected` and `+++ actual` (each marker repeated three times).
  package var names: (old: String, new: String)?
  /// How many unchanged one-line neighbours to keep on each side of a change before collapsing
  /// the rest.
  package var context: Int

  /// Creates a format; the defaults give `−`/`+`/space markers, no header and one line of
  /// context.
  package init(
    removed: String = "−", added: String = "+", unchanged: String = " ",
    names: (old: String, new: String)? = nil, context: Int = 1
  ) {
    self.removed = removed
    self.added = added
    self.unchanged = unchanged
    self.names = names
    self.context = context
  }

  /// The format for test failures: a `−−− expected` / `+++ actual` header, so `−` reads as
  /// expected and `+` as actual.
  package static let expectedActual = DiffFormat(names: (old: "expected", new: "actual"))
}
