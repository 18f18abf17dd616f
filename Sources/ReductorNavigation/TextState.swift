import ReductorCustomDump

/// Text for an alert, a confirmation dialog or a button, as plain data that state can hold and
/// tests can compare.
///
/// ```swift
/// AlertState { TextState("¿Borrar el artículo?") }
/// ```
///
/// The text is shown verbatim.
public struct TextState: Hashable, Sendable {
  /// The text.
  public var string: String

  /// Creates text that shows `string` as it is.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }

  /// Creates text that shows `string` as it is.
  public init(verbatim string: String) {
    self.string = string
  }

  /// The two texts, one after the other.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringLiteral {
  /// Creates text from a string literal: `let titulo: TextState = "Borrar"`.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomStringConvertible {
  /// The text.
  public var description: String { string }
}

extension TextState: CustomDumpRepresentable {
  /// Shows the text as a string literal.
  public var customDumpValue: Any { string }
}

extension TextState: Codable {
  /// Decodes text from a string.
  public init(from decoder: any Decoder) throws {
    self.init(verbatim: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the text as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}

extension String {
  /// The text of `state`.
  public init(state: TextState) {
    self = state.string
  }
}
