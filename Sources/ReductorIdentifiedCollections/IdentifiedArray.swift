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
  // - `_index` holds each position of `_ids` once, found by hashing the id there, and no
  //   other position.
  // Keeping the ids beside the elements means removals and moves never recompute an id, the
  // index compares ids without calling `_id`, and `ids` is O(1) (`forEach` reads it twice per
  // action). The index stores positions only, and reads ids from `_ids`.

  /// Returns the id of an element, which it reads in place: `{ $0.id }` for `Identifiable`
  /// elements, otherwise a `@Sendable` closure from the caller (see the `Sendable` conformance
  /// below).
  ///
  /// `inout` so that checking the id of an element just written in the array reads it where
  /// it is: passed by value, the whole element would be copied to the stack first, and those
  /// wide loads of what the element's reducer has just stored stall the processor (a quarter
  /// of a `forEach` row action).
  @usableFromInline package let _idInPlace: (inout Element) -> ID
  /// The elements, in order.
  @usableFromInline package var _elementStorage: [Element]
  /// The latest change to the elements (see `_ElementChanges`).
  @usableFromInline package var _changes = _ElementChanges()
  /// The id of the element at each position. Every write stamps the ids (`_changes.ids`).
  @usableFromInline package var _ids: [ID] {
    didSet { _changes.recordIDs() }
  }
  /// The position of the element with each id, as a hash table over `_ids`.
  @usableFromInline package var _index: _PositionTable

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
    self.init(_idInPlace: { id($0) })
  }

  /// Creates an empty identified array that identifies elements, in place, with `id`.
  @inlinable
  init(_idInPlace id: @escaping (inout Element) -> ID) {
    self._idInPlace = id
    self._elementStorage = []
    self._ids = []
    self._index = _PositionTable()
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
    _index.position(of: id, in: _ids)
  }

  /// Reserves room for `minimumCapacity` elements, so appending up to that many does not
  /// reallocate.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _elements.reserveCapacity(minimumCapacity)
    _ids.reserveCapacity(minimumCapacity)
    _index.reserveCapacity(minimumCapacity, ids: _ids)
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
      guard let index = _index.position(of: id, in: _ids) else { return nil }
      return _elements[index]
    }
    set {
      _setElement(newValue, id: id, newID: newValue.map(_id))
    }
    _modify {
      guard let index = _index.position(of: id, in: _ids) else {
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

extension IdentifiedArray: _ElementsRecordingChanges {
  @usableFromInline package typealias _StoredElement = Element
}

/// An identified array of `Identifiable` elements, identified by their `id`.
///
/// ```swift
/// @ObservableState struct State { var todos: IdentifiedArrayOf<Todo> = [] }
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

// Safe: the stored properties other than `_idInPlace` are Sendable under these conditions, and
// `_idInPlace` is either a closure that calls one the caller passed as `@Sendable`, or
// `{ $0.id }`, which captures nothing but `Element`'s metatype and `Identifiable` conformance.
// `Element: Sendable` makes that metatype Sendable, so the conformance is not isolated to an
// actor and may be used anywhere. (`_idInPlace` is not itself `@Sendable` only so that
// `{ $0.id }` can be stored for non-Sendable elements, whose arrays never cross isolation
// domains.)
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
    let end = _ids.count
    let (existing, bucket) = _index._find(id, in: _ids)
    if let existing { return (false, existing) }
    if end < _index.capacity {
      _index._store(end, inBucket: bucket)
    } else {
      // Full: the table doubles its buckets, rehashing `_ids`, and the id goes in afterwards.
      _index.reserveCapacity(end + 1, ids: _ids)
      _index.insert(id, position: end)
    }
    _ids.append(id)
    _elements.append(element)
    return (true, end)
  }

  /// Inserts `element` (whose id is `id`) at `index` unless that id is present.
  @inlinable
  mutating func _insert(
    _ element: Element, id: ID, at index: Int
  ) -> (inserted: Bool, index: Int) {
    if let existing = _index.position(of: id, in: _ids) { return (false, existing) }
    precondition(
      index >= 0 && index <= _elements.count,
      "IdentifiedArray.insert(_:at:): index \(index) is out of bounds 0...\(_elements.count)."
    )
    let count = _ids.count
    if index == count { return _append(element, id: id) }
    _index.reserveCapacity(count + 1, ids: _ids)
    _index.shiftPositions(index..<count, by: 1, in: _ids)
    _index.insert(id, position: index)
    _elements.insert(element, at: index)
    _ids.insert(id, at: index)
    return (true, index)
  }

  /// Removes and returns the element at `index`, keeping the index in step.
  @inlinable
  mutating func _remove(at index: Int) -> Element {
    _removeID(at: index)
    return _elements.remove(at: index)
  }

  /// Removes the id at `index` from `_ids` and the index, moving the later ids' positions down;
  /// the caller removes the element.
  @inlinable
  mutating func _removeID(at index: Int) {
    let count = _ids.count
    _index.remove(position: index, in: _ids)
    _index.shiftPositions(index + 1..<count, by: -1, in: _ids)
    _ids.remove(at: index)
  }

  /// The implementation of `self[id: id] = newValue`, given the new element's id.
  @inlinable
  mutating func _setElement(_ newValue: Element?, id: ID, newID: ID?) {
    guard let newValue else {
      if let index = _index.position(of: id, in: _ids) { _ = _remove(at: index) }
      return
    }
    if newID != id {
      _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID))
    }
    let (inserted, index) = _append(newValue, id: id)
    if !inserted {
      _elementStorage[index] = newValue
      _changes.record(position: index)
    }
  }

  /// Moves the element at `index` out of storage for an in-place `[id:]` mutation.
  ///
  /// The element is swapped to the end and popped, so the caller owns the only copy and can
  /// mutate it without copying its own storage. ``_endModifyingElement(_:at:id:newID:)`` undoes
  /// this; until then only `_elements` is out of step, and nothing else can see `self`.
  @inlinable
  mutating func _beginModifyingElement(at index: Int) -> Element {
    let last = _elementStorage.count - 1
    if index != last { _elementStorage.swapAt(index, last) }
    return _elementStorage.removeLast()
  }

  /// Puts back (or, for `nil`, removes) an element taken by `_beginModifyingElement(at:)`.
  @inlinable
  mutating func _endModifyingElement(_ element: Element?, at index: Int, id: ID, newID: ID?) {
    let last = _elements.count
    guard let element else {
      // The old last element sits at `index`; move it back to the end to restore the order.
      if index != last { _elements.append(_elements.remove(at: index)) }
      _removeID(at: index)
      return
    }
    _elementStorage.append(element)
    if index != last { _elementStorage.swapAt(index, last) }
    _changes.record(position: index)
    if newID != id {
      _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID))
    }
  }

  /// Ends an `[id:]` mutation of an id that was not present: appends a written element.
  @inlinable
  mutating func _endModifyingAbsentElement(_ element: Element?, id: ID, newID: ID?) {
    guard let element else { return }
    if newID != id {
      _identifiedArrayFailure(_mismatchedIDMessage(subscriptID: id, elementID: newID))
    }
    _ = _append(element, id: id)
  }

  /// Replaces the elements at `positions` with the elements at `order`, a permutation of
  /// `positions`, and updates the index.
  @inlinable
  mutating func _permute(_ positions: Range<Int>, order: [Int]) {
    var newPositions = [Int](repeating: 0, count: order.count)
    for (offset, old) in order.enumerated() {
      newPositions[old - positions.lowerBound] = positions.lowerBound + offset
    }
    _index.movePositions(positions, in: _ids) {
      positions.contains($0) ? newPositions[$0 - positions.lowerBound] : $0
    }
    let elements = order.map { _elements[$0] }
    let ids = order.map { _ids[$0] }
    if positions == _elements.indices {
      _elements = elements
      _ids = ids
    } else {
      _elements.replaceSubrange(positions, with: elements)
      _ids.replaceSubrange(positions, with: ids)
    }
  }

  /// The id of `element`.
  @inlinable
  func _id(_ element: Element) -> ID {
    var element = element
    return _idInPlace(&element)
  }

  /// Checks the storage invariants; returns a description of the first one broken, if any.
  func _checkInvariants() -> String? {
    guard _elements.count == _ids.count else {
      return "\(_elements.count) elements but \(_ids.count) ids"
    }
    for (position, element) in _elements.enumerated() {
      let id = _id(element)
      guard _ids[position] == id else {
        return "position \(position) records id \(_ids[position]) but holds id \(id)"
      }
    }
    return _index._checkInvariants(ids: _ids)
  }
}
