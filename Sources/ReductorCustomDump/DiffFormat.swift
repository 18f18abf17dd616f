/// How ``diff(_:_:format:)`` marks the lines of a diff: `−` for lines only in the first value,
/// `+` for lines only in the second, a space for lines in both.
///
/// ```swift
/// diff(a, b, format: DiffFormat(first: "-", second: "+", both: " "))
/// ```
public struct DiffFormat: Sendable {
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

  /// Starts lines only in the first value.
  public var first: String {
    get { removed }
    set { removed = newValue }
  }

  /// Starts lines only in the second value.
  public var second: String {
    get { added }
    set { added = newValue }
  }

  /// Starts lines in both values.
  public var both: String {
    get { unchanged }
    set { unchanged = newValue }
  }

  /// A format with these markers.
  public init(first: String, second: String, both: String) {
    self.init(removed: first, added: second, unchanged: both)
  }

  /// `−` (U+2212), `+` and a space.
  public static let `default` = DiffFormat()

  /// `−`, `+` and a figure space (U+2007), for fonts whose space is narrower than the signs.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")

  /// The format for test failures: a `−−− expected` / `+++ actual` header, so `−` reads as
  /// expected and `+` as actual.
  package static let expectedActual = DiffFormat(names: (old: "expected", new: "actual"))
}
