extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element; always `0`.
  @inlinable public var startIndex: Int { 0 }

  /// The position one past the last element; equal to `count`.
  @inlinable public var endIndex: Int { _elements.count }

  /// The number of elements.
  @inlinable public var count: Int { _elements.count }

  /// Whether the array has no elements.
  @inlinable public var isEmpty: Bool { _elements.isEmpty }

  /// The position after `index`.
  @inlinable public func index(after index: Int) -> Int { index + 1 }

  /// The position before `index`.
  @inlinable public func index(before index: Int) -> Int { index - 1 }

  /// Calls `body` with the elements in contiguous storage.
  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }
}

// `withContiguousMutableStorageIfAvailable` is deliberately left at its default (`nil`): a
// buffer would let callers change ids behind the index's back.
extension IdentifiedArray: MutableCollection {
  /// Accesses the element at `position`. A write must keep the element's id; writing an
  /// element with another id traps.
  ///
  /// ```swift
  /// todos[0].isComplete = true
  /// ```
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let newID = _id(newValue)
      let oldID = _ids[position]
      if newID != oldID {
        _identifiedArrayFailure(_changedIDMessage(position: position, oldID: oldID, newID: newID))
      }
      _elementStorage[position] = newValue
      _changes.record(position: position)
    }
    _modify {
      defer { _didWriteElement(at: position) }
      yield &_elementStorage[position]
    }
  }

  /// Runs `body` on the element at `position`, in place, then records the write and checks
  /// that the element kept its id, as a write through the subscript does: what `forEach`
  /// mutates a row with, in code the optimizer inlines (the subscript's `_modify` coroutine
  /// runs its deferred checks in a function of their own).
  @inlinable
  package mutating func _withElement<Result>(
    at position: Int, _ body: (inout Element) -> Result
  ) -> Result {
    let result = body(&_elementStorage[position])
    _didWriteElement(at: position)
    return result
  }

  /// Records a write of the element at `position` in place, and checks that it kept its id.
  @inlinable @inline(__always)
  mutating func _didWriteElement(at position: Int) {
    _changes.record(position: position)
    let newID = _idInPlace(&_elementStorage[position])
    let oldID = _ids[position]
    if newID != oldID {
      _identifiedArrayFailure(_changedIDMessage(position: position, oldID: oldID, newID: newID))
    }
  }

  /// Exchanges the elements at two positions, keeping the index in step. O(1).
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _index.swapPositions(i, j, in: _ids)
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
  }

  /// Reverses the order of the elements in place.
  @inlinable
  public mutating func reverse() {
    let last = _ids.count - 1
    _index.movePositions(_ids.indices, in: _ids) { last - $0 }
    _elements.reverse()
    _ids.reverse()
  }
}
