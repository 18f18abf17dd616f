extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements.
  ///
  /// - Throws: `DecodingError.dataCorrupted` if two elements have the same id, naming the id
  ///   and pointing at the second element.
  @inlinable
  public init(from decoder: any Decoder) throws {
    self.init()
    var container = try decoder.unkeyedContainer()
    if let count = container.count { reserveCapacity(count) }
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let id = element.id
      let (inserted, existing) = _append(element, id: id)
      guard inserted else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [_IdentifiedArrayOffsetKey(offset)],
            debugDescription: """
              Duplicate id \(id) in an identified array: elements \(existing) and \(offset) \
              both have it.
              """
          )
        )
      }
    }
  }
}

/// The coding key for an element of an array, for error paths.
@usableFromInline
struct _IdentifiedArrayOffsetKey: CodingKey {
  @usableFromInline let intValue: Int?
  @usableFromInline var stringValue: String { "Index \(intValue ?? 0)" }

  @usableFromInline
  init(_ offset: Int) { self.intValue = offset }

  @usableFromInline
  init?(stringValue: String) { return nil }

  @usableFromInline
  init?(intValue: Int) { self.intValue = intValue }
}
