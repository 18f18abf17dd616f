/// An ordered collection of elements with unique ids, read and written by id in O(1).
///
/// Use it for lists in feature state: it keeps the order of an array, refuses duplicate ids,
/// and finds an element by id without a linear search.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.isComplete = true  // mutates in place
/// todos[id: 2] = Todo(id: 2, title: "Eggs")  // appends
/// todos[id: 1] = nil  // removes
/// ```
///
/// Elements that conform to `Identifiable` use their `id` (see ``IdentifiedArrayOf``); any
/// other element type supplies its id with a closure, as in
/// `IdentifiedArray(uniqueElements: users, id: \.email)`.
public struct IdentifiedArray<ID: Hashable & Sendable, Element> {
  // Invariants (see `_checkInvariants()`):
  // - `_elements` and `_ids` have the same count, and `_ids[i] == _id(_elements[i])`;
  // - `_index[_ids[i]] == i` for every position, and `_index` has no other keys.
  // Keeping the ids beside the elements means removals and moves never recompute an id.

  /// Returns the id of an element: `{ $0.id }` for `Identifiable` elements, otherwise a
  /// `@Sendable` closure from the caller (see the `Sendable` conformance below).
  @usableFromInline let _id: (Element) -> ID
  /// The elements, in order.
  @usableFromInline var _elements: [Element]
  /// The id of the element at each position.
  @usableFromInline var _ids: [ID]
  /// The position of the element with each id.
  @usableFromInline var _index: [ID: Int]

  /// Creates an empty identified array whose elements are identified by `id`.
  ///
  /// ```swift
  /// var users = IdentifiedArray<String, User>(id: \.email)
  /// ```
  @inlinable
  public init(id: @escaping @Sendable (Element) -> ID) {
    self.init(_id: id)
  }

  /// Creates an empty identified array that identifies elements with `id`.
  @inlinable
  init(_id id: @escaping (Element) -> ID) {
    self._id = id
    self._elements = []
    self._ids = []
    self._index = [:]
  }

  /// Creates an identified array from elements with unique ids; traps on a duplicate id.
  ///
  /// ```swift
  /// let users = IdentifiedArray(uniqueElements: [alice, bob], id: \.email)
  /// ```
  /// - Parameters:
  ///   - elements: The elements, in order. No two may have the same id.
  ///   - id: Returns the id of an element.
  @inlinable
  public init(
    uniqueElements elements: some Sequence<Element>,
    id: @escaping @Sendable (Element) -> ID
  ) {
    self.init(id: id)
    _appendUnique(contentsOf: elements, identify: id, checked: true)
  }

  /// Creates an identified array from elements whose ids you know to be unique.
  ///
  /// The ids are checked only in debug builds; use it when the elements come from another
  /// collection that already guarantees unique ids.
  /// - Parameters:
  ///   - elements: The elements, in order. No two may have the same id.
  ///   - id: Returns the id of an element.
  @inlinable
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>,
    id: @escaping @Sendable (Element) -> ID
  ) {
    self.init(id: id)
    _appendUnique(contentsOf: elements, identify: id, checked: false)
  }

  /// The elements, in order, as a plain array.
  @inlinable
  public var elements: [Element] { _elements }

  /// The position of the element with the given id, or `nil` when there is none. O(1).
  ///
  /// ```swift
  /// if let index = todos.index(id: todo.id) { ... }
  /// ```
  @inlinable
  public func index(id: ID) -> Int? {
    _index[id]
  }

  /// Reserves room for `minimumCapacity` elements, so appending up to that many does not
  /// reallocate.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _elements.reserveCapacity(minimumCapacity)
    _ids.reserveCapacity(minimumCapacity)
    _index.reserveCapacity(minimumCapacity)
  }

  /// Reads, replaces, adds or removes the element with the given id. O(1), except that
  /// writing `nil` removes the element in O(*n*).
  ///
  /// Writing an element whose id is not present appends it. Mutating through the optional
  /// (`todos[id: id]?.title = "Milk"`) updates the element in place, without copying it.
  /// Writing an element with a different id than `id` is a programming error and traps.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let index = _index[id] else { return nil }
      return _elements[index]
    }
    set {
      _setElement(newValue, id: id, newID: newValue.map(_id))
    }
    _modify {
      guard let index = _index[id] else {
        var newElement: Element? = nil
        defer { _endModifyingAbsentElement(newElement, id: id, newID: newElement.map(_id)) }
        yield &newElement
        return
      }
      var element: Element? = _beginModifyingElement(at: index)
      defer { _endModifyingElement(element, at: index, id: id, newID: element.map(_id)) }
      yield &element
    }
  }
}

/// An identified array of `Identifiable` elements, identified by their `id`.
///
/// ```swift
/// @ObservableState struct State { var todos: IdentifiedArrayOf<Todo> = [] }
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
  where Element.ID: Sendable

// Safe: the stored properties other than `_id` are Sendable under these conditions, and `_id`
// is either a closure the caller passed as `@Sendable`, or `{ $0.id }`, which captures nothing
// but `Element`'s metatype and `Identifiable` conformance. `Element: Sendable` makes that
// metatype Sendable, so the conformance is not isolated to an actor and may be used anywhere.
// (`_id` is not itself `@Sendable` only so that `{ $0.id }` can be stored for non-Sendable
// elements, whose arrays never cross isolation domains.)
extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

// MARK: - Storage operations shared by the public API

extension IdentifiedArray {
  /// Appends `elements`, trapping (if `checked`, or in debug builds) on a duplicate id.
  @inlinable
  mutating func _appendUnique(
    contentsOf elements: some Sequence<Element>,
    identify: (Element) -> ID,
    checked: Bool
  ) {
    reserveCapacity(_elements.count + elements.underestimatedCount)
    for element in elements {
      let id = identify(element)
      let (inserted, _) = _append(element, id: id)
      if checked {
        if !inserted { _identifiedArrayFailure(_duplicateIDMessage(id)) }
      } else {
        assert(inserted, _duplicateIDMessage(id))
      }
    }
  }

  /// Appends `element` (whose id is `id`) unless that id is present. One hash lookup.
  @inlinable
  mutating func _append(_ element: Element, id: ID) -> (inserted: Bool, index: Int) {
    let end = _elements.count
    let index = Self._claim(&_index[id, default: -1], for: end)
    guard index == end else { return (false, index) }
    _ids.append(id)
    _elements.append(element)
    return (true, end)
  }

  /// Returns the index in `slot`, first storing `candidate` there if it is empty (`-1`).
  ///
  /// Used as `_claim(&_index[id, default: -1], for: end)` to look up and insert with one hash.
  @inlinable
  static func _claim(_ slot: inout Int, for candidate: Int) -> Int {
    if slot < 0 { slot = candidate }
    return slot
  }

  /// Inserts `element` (whose id is `id`) at `index` unless that id is present.
  @inlinable
  mutating func _insert(
    _ element: Element, id: ID, at index: Int
  ) -> (inserted: Bool, index: Int) {
    if let existing = _index[id] { return (false, existing) }
    precondition(
      index >= 0 && index <= _elements.count,
      "IdentifiedArray.insert(_:at:): index \(index) is out of bounds 0...\(_elements.count)."
    )
    if index == _elements.count { return _append(element, id: id) }
    _elements.insert(element, at: index)
    _ids.insert(id, at: index)
    _shiftIndices(at: index + 1..<_ids.count, by: 1)
    _index[id] = index
    return (true, index)
  }

  /// Removes and returns the element at `index`, keeping the index in step.
  @inlinable
  mutating func _remove(at index: Int) -> Element {
    let element = _elements.remove(at: index)
    let id = _ids.remove(at: index)
    _index[id] = nil
    _shiftIndices(at: index..<_ids.count, by: -1)
    return element
  }

  /// The implementation of `self[id: id] = newValue`, given the new element's id.
  @inlinable
  mutating func _setElement(_ newValue: Element?, id: ID, newID: ID?) {
    guard let newValue else {
      if let index = _index[id] { _ = _remove(at: index) }
      return
    }
    if newID != id { _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID)) }
    if let index = _index[id] {
      _elements[index] = newValue
    } else {
      _ = _append(newValue, id: id)
    }
  }

  /// Moves the element at `index` out of storage for an in-place `[id:]` mutation.
  ///
  /// The element is swapped to the end and popped, so the caller owns the only copy and can
  /// mutate it without copying its own storage. ``_endModifyingElement(_:at:id:newID:)`` undoes
  /// this; until then only `_elements` is out of step, and nothing else can see `self`.
  @inlinable
  mutating func _beginModifyingElement(at index: Int) -> Element {
    let last = _elements.count - 1
    if index != last { _elements.swapAt(index, last) }
    return _elements.removeLast()
  }

  /// Puts back (or, for `nil`, removes) an element taken by `_beginModifyingElement(at:)`.
  @inlinable
  mutating func _endModifyingElement(_ element: Element?, at index: Int, id: ID, newID: ID?) {
    let last = _elements.count
    guard let element else {
      // The old last element sits at `index`; move it back to the end to restore the order.
      if index != last { _elements.append(_elements.remove(at: index)) }
      _ids.remove(at: index)
      _index[id] = nil
      _shiftIndices(at: index..<_ids.count, by: -1)
      return
    }
    _elements.append(element)
    if index != last { _elements.swapAt(index, last) }
    if newID != id { _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID)) }
  }

  /// Ends an `[id:]` mutation of an id that was not present: appends a written element.
  @inlinable
  mutating func _endModifyingAbsentElement(_ element: Element?, id: ID, newID: ID?) {
    guard let element else { return }
    if newID != id { _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID)) }
    _ = _append(element, id: id)
  }

  /// Brings `_index` up to date after the ids at `positions` moved by `delta` places.
  ///
  /// `_ids` must already hold the new order, ids that were removed must already be gone from
  /// `_index`, and ids that were inserted must be added afterwards.
  @inlinable
  mutating func _shiftIndices(at positions: Range<Int>, by delta: Int) {
    guard !positions.isEmpty else { return }
    if positions.count * 4 < _ids.count {
      // A short tail: rewrite its entries by hashing each id.
      for position in positions { _index[_ids[position]] = position }
    } else {
      // A long tail: walk the table once, adjusting values in place without hashing.
      let threshold = positions.lowerBound - delta
      var slot = _index.values.startIndex
      while slot != _index.values.endIndex {
        if _index.values[slot] >= threshold { _index.values[slot] += delta }
        _index.values.formIndex(after: &slot)
      }
    }
  }

  /// Rebuilds `_index` for the ids at `positions` from `_ids`.
  @inlinable
  mutating func _reindex(_ positions: Range<Int>) {
    for position in positions { _index[_ids[position]] = position }
  }

  /// Replaces the elements at `positions` with the elements at `order`, a permutation of
  /// `positions`, and updates the index.
  @inlinable
  mutating func _permute(_ positions: Range<Int>, order: [Int]) {
    let elements = order.map { _elements[$0] }
    let ids = order.map { _ids[$0] }
    if positions == _elements.indices {
      _elements = elements
      _ids = ids
    } else {
      _elements.replaceSubrange(positions, with: elements)
      _ids.replaceSubrange(positions, with: ids)
    }
    _reindex(positions)
  }

  /// Checks the storage invariants; returns a description of the first one broken, if any.
  func _checkInvariants() -> String? {
    guard _elements.count == _ids.count else {
      return "\(_elements.count) elements but \(_ids.count) ids"
    }
    guard _index.count == _ids.count else {
      return "\(_ids.count) ids but \(_index.count) index entries"
    }
    for (position, element) in _elements.enumerated() {
      let id = _id(element)
      guard _ids[position] == id else {
        return "position \(position) records id \(_ids[position]) but holds id \(id)"
      }
      guard _index[id] == position else {
        return "id \(id) is at position \(position) but indexed at \(String(describing: _index[id]))"
      }
    }
    return nil
  }
}
