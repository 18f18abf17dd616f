/// A value paired with an identifier, which makes it `Identifiable`: optional state that
/// stands for one row of a list, for example.
///
/// ```swift
/// var selection: Identified<Fila.ID, Contador.State?>?
/// // ...
/// state.selection = Identified(nil, id: id)
/// ```
///
/// Members of the value read and write through it (`selection.cuenta`). As the child state of
/// `ifLet`, replacing it with a value of another id ends the child: its effects are cancelled.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The identifier.
  public let id: ID
  /// The value.
  public var value: Value

  /// Pairs `value` with the identifier `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the identifier `id` computed from it: `Identified(uuid, id: { $0 })`.
  public init(_ value: Value, id: (Value) -> ID) {
    self.init(value, id: id(value))
  }

  /// Pairs `value` with the identifier at `id` in it: `Identified(fila, id: \.id)`.
  ///
  /// A key path of its own, beside the closure, so that `\.self` is read as a key path.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads and writes a member of the value: `selection.cuenta`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified {
  /// The keys of `Codable`: `id` and `value`, as the synthesized conformances name them.
  fileprivate enum CodingKeys: String, CodingKey { case id, value }
}

extension Identified: Decodable where ID: Decodable, Value: Decodable {
  /// Decodes the identifier and the value, from `{"id": …, "value": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Value.self, forKey: .value),
      id: try container.decode(ID.self, forKey: .id))
  }
}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
