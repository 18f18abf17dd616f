import Foundation

extension IdentifiedArray {
  /// Removes and returns the element with the given id, or returns `nil` if there is none.
  /// O(*n*) for the elements after it.
  ///
  /// ```swift
  /// todos.remove(id: todo.id)
  /// ```
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = _index.position(of: id, in: _ids) else { return nil }
    return _remove(at: index)
  }

  /// Removes and returns the element at `index`. O(*n*) for the elements after it.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    precondition(
      index >= 0 && index < _elements.count,
      "IdentifiedArray.remove(at:): index \(index) is out of bounds 0..<\(_elements.count)."
    )
    return _remove(at: index)
  }

  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` reports them.
  ///
  /// ```swift
  /// .onDelete { store.send(.delete($0)) }
  /// // in the reducer: state.todos.remove(atOffsets: offsets)
  /// ```
  @inlinable
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let last = offsets.last else { return }
    precondition(
      offsets.first! >= 0 && last < _elements.count,
      "IdentifiedArray.remove(atOffsets:): offsets \(offsets) are out of bounds 0..<\(_elements.count)."
    )
    _remove(sortedOffsets: Array(offsets))
  }

  /// Removes the elements in `bounds`. O(*n*) for the elements after them.
  @inlinable
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    guard !bounds.isEmpty else { return }
    precondition(
      bounds.lowerBound >= 0 && bounds.upperBound <= _elements.count,
      "IdentifiedArray.removeSubrange(_:): range \(bounds) is out of bounds 0..<\(_elements.count)."
    )
    let count = _ids.count
    for position in bounds { _index.remove(position: position, in: _ids) }
    _index.shiftPositions(bounds.upperBound..<count, by: -bounds.count, in: _ids)
    _elements.removeSubrange(bounds)
    _ids.removeSubrange(bounds)
  }

  /// Removes every element that satisfies `shouldBeRemoved`, keeping the others in order.
  ///
  /// ```swift
  /// todos.removeAll(where: \.isComplete)
  /// ```
  /// If `shouldBeRemoved` throws, nothing is removed.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var offsets: [Int] = []
    for (offset, element) in _elements.enumerated() where try shouldBeRemoved(element) {
      offsets.append(offset)
    }
    _remove(sortedOffsets: offsets)
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for reuse; `false` by default.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _elements.removeAll(keepingCapacity: keepCapacity)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _index.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes and returns the first element; traps when empty. O(*n*).
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray.removeFirst(): the array is empty.")
    return _remove(at: 0)
  }

  /// Removes the first `k` elements; traps if there are fewer. O(*n*).
  @inlinable
  public mutating func removeFirst(_ k: Int) {
    precondition(
      k >= 0 && k <= _elements.count,
      "IdentifiedArray.removeFirst(_:): cannot remove \(k) of \(_elements.count) elements."
    )
    removeSubrange(0..<k)
  }

  /// Removes and returns the last element; traps when empty. O(1).
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray.removeLast(): the array is empty.")
    _index.remove(position: _ids.count - 1, in: _ids)
    _ids.removeLast()
    return _elements.removeLast()
  }

  /// Removes the last `k` elements; traps if there are fewer. O(*k*).
  @inlinable
  public mutating func removeLast(_ k: Int) {
    precondition(
      k >= 0 && k <= _elements.count,
      "IdentifiedArray.removeLast(_:): cannot remove \(k) of \(_elements.count) elements."
    )
    removeSubrange(_elements.count - k..<_elements.count)
  }

  /// Returns the elements that satisfy `isIncluded`, in order, as an identified array.
  ///
  /// ```swift
  /// let active = todos.filter { !$0.isComplete }
  /// ```
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(_idInPlace: _idInPlace)
    for (element, id) in zip(_elements, _ids) where try isIncluded(element) {
      result._ids.append(id)
      result._elements.append(element)
    }
    result._index = _PositionTable(indexing: result._ids)
    return result
  }

  /// Removes the elements at `offsets` (sorted ascending, without repeats) in one pass.
  @inlinable
  mutating func _remove(sortedOffsets offsets: [Int]) {
    guard let first = offsets.first, let last = offsets.last else { return }
    if last - first + 1 == offsets.count {
      removeSubrange(first..<last + 1)
      return
    }
    for offset in offsets { _index.remove(position: offset, in: _ids) }
    // A kept element moves down by the number of removed ones before it.
    _index.movePositions(first..<_ids.count, in: _ids) { position in
      guard position > first else { return position }
      let removedBefore = Self._countLess(than: position, in: offsets)
      if removedBefore < offsets.count && offsets[removedBefore] == position { return nil }
      return position - removedBefore
    }
    // Slide the kept elements down over the removed ones; the removed ones end up at the end.
    var next = 0
    var write = first
    for read in first..<_elements.count {
      if next < offsets.count && offsets[next] == read {
        next += 1
        continue
      }
      if read != write {
        _elements.swapAt(read, write)
        _ids.swapAt(read, write)
      }
      write += 1
    }
    _elements.removeSubrange(write...)
    _ids.removeSubrange(write...)
  }

  /// The number of values in `sorted` (ascending) that are less than `value`.
  @inlinable
  static func _countLess(than value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
