extension IdentifiedArray {
  /// The ids of the elements, in order, as a collection whose `contains(_:)` is O(1).
  ///
  /// ```swift
  /// ForEach(store.todos.ids, id: \.self) { id in ... }
  /// if state.todos.ids.contains(id) { ... }
  /// ```
  @inlinable
  public var ids: IDs { IDs(_ids: _ids, _index: _index) }

  /// The ordered, unique ids of an identified array's elements.
  ///
  /// It compares equal to an array literal of the same ids: `#expect(todos.ids == [1, 2])`.
  public struct IDs: RandomAccessCollection {
    /// The ids, in order.
    @usableFromInline let _ids: [ID]
    /// The position of each id in `_ids`.
    @usableFromInline let _index: _PositionTable

    @inlinable
    init(_ids: [ID], _index: _PositionTable) {
      self._ids = _ids
      self._index = _index
    }

    /// The position of the first id; always `0`.
    @inlinable public var startIndex: Int { 0 }

    /// The position one past the last id.
    @inlinable public var endIndex: Int { _ids.count }

    /// The id at `position`.
    @inlinable public subscript(position: Int) -> ID { _ids[position] }

    /// The position after `index`.
    @inlinable public func index(after index: Int) -> Int { index + 1 }

    /// The position before `index`.
    @inlinable public func index(before index: Int) -> Int { index - 1 }

    /// Whether `id` is one of the ids. O(1).
    @inlinable public func contains(_ id: ID) -> Bool { _index.position(of: id, in: _ids) != nil }

    /// The position of `id`, or `nil` if it is not one of the ids. O(1).
    @inlinable public func firstIndex(of id: ID) -> Int? { _index.position(of: id, in: _ids) }

    /// The position of `id`, or `nil` if it is not one of the ids. O(1).
    @inlinable public func lastIndex(of id: ID) -> Int? { _index.position(of: id, in: _ids) }

    /// The ids as a plain array.
    @inlinable public var elements: [ID] { _ids }
  }
}

extension IdentifiedArray.IDs: Sendable where ID: Sendable {}

extension IdentifiedArray.IDs: Equatable {
  /// Whether both hold the same ids in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._ids == rhs._ids }
}

extension IdentifiedArray.IDs: Hashable {
  /// Hashes the ids in order.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(_ids) }
}

extension IdentifiedArray.IDs: ExpressibleByArrayLiteral {
  /// Creates ids from a literal, mostly to compare with: `todos.ids == [1, 2]`. Traps on a
  /// duplicate id.
  @inlinable
  public init(arrayLiteral ids: ID...) {
    var index = _PositionTable(indexing: [ID](), minimumCapacity: ids.count)
    for (position, id) in ids.enumerated() {
      let (existing, bucket) = index._find(id, in: ids)
      if existing != nil { _identifiedArrayFailure(_duplicateIDMessage(id)) }
      index._store(position, inBucket: bucket)
    }
    self.init(_ids: ids, _index: index)
  }
}

extension IdentifiedArray.IDs: CustomStringConvertible {
  /// The ids, written like an array: `[1, 2]`.
  public var description: String { _ids.description }
}
