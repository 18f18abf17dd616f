import ReductorCasePaths
import ReductorCustomDump
import ReductorIdentifiedCollections
import ReductorIssueReporting

/// The state of a navigation stack: the states of the pushed screens, in order, each with a
/// ``StackElementID``.
///
/// Keep the stack flat in the parent's state and integrate its elements with
/// `forEach(\.camino, action: \.camino)`:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var raiz = Lista.State()
///   var camino = StackState<Camino.State>()
/// }
/// // push a screen:
/// state.camino.append(.detalle(Detalle.State(id: id)))
/// ```
///
/// A stack numbers the elements it receives from a counter of its own: a new stack gives
/// `0`, `1`, `2`, …, and the counter never goes back, so an id is not reused after its element
/// is popped. Read and write an element by id with ``subscript(id:)`` in O(1).
///
/// Positional writes (`stack[1] = …`, and the algorithms built on them such as `swapAt` or
/// `sort`) replace the element at a position and keep that position's id. Inserting elements
/// (`append`, `insert`, `replaceSubrange`) gives each new element a new id.
public struct StackState<Element> {
  // Invariants:
  // - `_elements` and `_ids` have the same count, and `_index` holds each position of `_ids`
  //   once, found by hashing the id there, and no other position (as in `IdentifiedArray`);
  // - every id in `_ids` is below `_nextID`.
  /// The elements, in order.
  @usableFromInline package var _elementStorage: [Element]
  /// The latest change to the elements (see `_ElementChanges`).
  @usableFromInline package var _changes = _ElementChanges()
  /// The id of the element at each position. Every write stamps the ids (`_changes.ids`).
  @usableFromInline var _ids: [StackElementID] {
    didSet { _changes.recordIDs() }
  }
  /// The position of the element with each id, as a hash table over `_ids`: an element action
  /// finds its element with one hash and probe, inline, where a dictionary takes two calls.
  @usableFromInline var _index: _PositionTable
  /// The number of the id the next new element gets.
  @usableFromInline var _nextID: Int

  /// Creates an empty stack.
  public init() {
    _elementStorage = []
    _ids = []
    _index = _PositionTable()
    _nextID = 0
  }

  /// Creates a stack of `elements`, with ids `0`, `1`, `2`, … in order.
  ///
  /// ```swift
  /// var camino = StackState<Camino.State>([.detalle(detalle), .ajustes(ajustes)])
  /// ```
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, in order.
  @inlinable
  public var ids: [StackElementID] { _ids }

  /// Whether an element with the given id is in the stack. O(1).
  @inlinable
  package func _contains(id: StackElementID) -> Bool { _position(of: id) != nil }

  /// The position of the element with the given id, or `nil` when there is none. O(1).
  @inlinable
  func _position(of id: StackElementID) -> Int? { _index.position(of: id, in: _ids) }

  /// Runs `body` on the element with the given id, in place, or returns `nil` when there is
  /// none: what `forEach` mutates an element with, in code the optimizer inlines (the
  /// subscript's `_modify` coroutine allocates its frame on every call).
  @inlinable
  package mutating func _withElement<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let position = _position(of: id) else { return nil }
    defer { _changes.record(position: position) }
    return body(&_elementStorage[position])
  }

  /// Reads, replaces or removes the element with the given id. O(1), except that removing
  /// (writing `nil`) shifts the elements after it.
  ///
  /// Mutating through the optional (`state.camino[id: id]?.modify(\.detalle) { … }`) changes
  /// the element in place. Writing an element to an id that is not in the stack is ignored with
  /// a runtime warning (add elements with ``append(_:)``), except in a test, where it pushes
  /// the element under that id, as a test's expected state says what a `.push(id:state:)`
  /// did: `$0.camino[id: 0] = .detalle(Detalle.State())`.
  public subscript(id id: StackElementID) -> Element? {
    get {
      guard let position = _position(of: id) else { return nil }
      return _elements[position]
    }
    set {
      guard let position = _position(of: id) else {
        if let newValue { _writeAbsent(newValue, id: id) }
        return
      }
      if let newValue {
        _elementStorage[position] = newValue
        _changes.record(position: position)
      } else {
        _remove(at: position)
      }
    }
    _modify {
      guard let position = _position(of: id) else {
        var absent: Element? = nil
        defer { if let absent { _writeAbsent(absent, id: id) } }
        yield &absent
        return
      }
      // Move the element out (swapping it to the end first, so nothing else moves) so that the
      // caller mutates the only copy in place.
      let last = _elementStorage.count - 1
      if position != last { _elementStorage.swapAt(position, last) }
      var element: Element? = _elementStorage.removeLast()
      defer {
        if let element {
          _elementStorage.append(element)
          if position != last { _elementStorage.swapAt(position, last) }
          _changes.record(position: position)
        } else {
          // Put the displaced last element back at the end, then remove the slot at `position`.
          if position != last { _elements.append(_elements.remove(at: position)) }
          _removeID(at: position)
        }
      }
      yield &element
    }
  }

  /// Reads or writes the payload of the element with the given id when that element is in the
  /// case `path` names.
  ///
  /// It is `nil` when there is no such element or it is in another case. A write replaces the
  /// payload only when the element is in that case; otherwise, and for `nil`, it is ignored.
  ///
  /// ```swift
  /// state.camino[id: id, case: \.detalle]?.titulo = "Nuevo"
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { AnyCasePath(path).extract(from: $0) } }
    set {
      guard let newValue, let position = _position(of: id) else { return }
      let casePath = AnyCasePath(path)
      guard casePath.extract(from: _elementStorage[position]) != nil else { return }
      _elementStorage[position] = casePath.embed(newValue)
      _changes.record(position: position)
    }
  }

  /// Pushes `element` on top of the stack with a new id.
  public mutating func append(_ element: Element) {
    _append(element, id: _makeID())
  }

  /// Pushes `elements` in order, each with a new id.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Pops the top element, or returns `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    isEmpty ? nil : removeLast()
  }

  /// Pops the top element. The stack must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!isEmpty, "StackState.removeLast(): the stack is empty.")
    _index.remove(position: _ids.count - 1, in: _ids)
    _ids.removeLast()
    return _elements.removeLast()
  }

  /// Pops the top `k` elements. The stack must have at least `k` elements.
  public mutating func removeLast(_ k: Int) {
    precondition(
      k >= 0 && k <= count,
      "StackState.removeLast(_:): cannot remove \(k) elements from a stack of \(count).")
    _removeSuffix(from: count - k)
  }

  /// Pops the element with the given id and every element above it.
  ///
  /// - Returns: Whether an element had that id; when none had, nothing changes.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let position = _position(of: id) else { return false }
    _removeSuffix(from: position)
    return true
  }

  /// Pops every element above the one with the given id, which stays on top.
  ///
  /// - Returns: Whether an element had that id; when none had, nothing changes.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let position = _position(of: id) else { return false }
    _removeSuffix(from: position + 1)
    return true
  }

  /// Removes every element. The id counter keeps going: the next element does not get `0`.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _elements.removeAll(keepingCapacity: keepCapacity)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _index.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the elements that satisfy `shouldBeRemoved`; the others keep their ids and order.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    self = try filter { try !shouldBeRemoved($0) }
  }

  /// The elements that satisfy `isIncluded`, in order, with their ids; new elements appended to
  /// the result get ids this stack has not handed out.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self()
    result._nextID = _nextID
    for (id, element) in zip(_ids, _elements) where try isIncluded(element) {
      result._append(element, id: id)
    }
    return result
  }
}

// MARK: - Hooks for the stack reducer

extension StackState {
  /// The id of the element at `position`, which must be a valid position.
  package func id(at position: Int) -> StackElementID {
    _ids[position]
  }

  /// The position of the element with the given id, or `nil` when there is none. O(1).
  package func index(id: StackElementID) -> Int? {
    _position(of: id)
  }

  /// The id the next element pushed on this stack gets.
  @usableFromInline package var nextID: StackElementID {
    StackElementID(rawValue: _nextID)
  }

  /// Pushes `element` with a given id, as a `.push(id:state:)` action asks.
  ///
  /// - Returns: `false`, changing nothing, when `id` is already in the stack or this stack
  ///   has already handed out that id (ids only increase).
  @discardableResult
  @usableFromInline package mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard id.rawValue >= _nextID else { return false }
    _nextID = id.rawValue + 1
    _append(element, id: id)
    return true
  }

  /// Checks the storage invariants; returns a description of the first one broken, if any.
  func _checkInvariants() -> String? {
    guard _elements.count == _ids.count else {
      return "\(_elements.count) elements but \(_ids.count) ids"
    }
    if let broken = _index._checkInvariants(ids: _ids) { return broken }
    for id in _ids where id.rawValue >= _nextID {
      return "id \(id) is not below the next id \(_nextID)"
    }
    return nil
  }
}

// MARK: - Storage operations

extension StackState {
  /// Hands out the next id.
  mutating func _makeID() -> StackElementID {
    defer { _nextID += 1 }
    return StackElementID(rawValue: _nextID)
  }

  /// Appends `element` under `id`, which must be new to this stack.
  mutating func _append(_ element: Element, id: StackElementID) {
    _index.reserveCapacity(_ids.count + 1, ids: _ids)
    _index.insert(id, position: _ids.count)
    _ids.append(id)
    _elements.append(element)
  }

  /// Removes the element at `position` and shifts the ones after it.
  mutating func _remove(at position: Int) {
    _elements.remove(at: position)
    _removeID(at: position)
  }

  /// Removes the id at `position` from the ids and the index, shifting the ones after it.
  mutating func _removeID(at position: Int) {
    _index.remove(position: position, in: _ids)
    _index.shiftPositions(position + 1..<_ids.count, by: -1, in: _ids)
    _ids.remove(at: position)
  }

  /// Removes the elements from `position` to the top.
  mutating func _removeSuffix(from position: Int) {
    for top in (position..<_ids.count).reversed() { _index.remove(position: top, in: _ids) }
    _ids.removeSubrange(position...)
    _elements.removeSubrange(position...)
  }

  /// A write of `element` under an id the stack does not have: in a test, a push under that
  /// id when the stack has not handed it out yet; otherwise a runtime warning.
  mutating func _writeAbsent(_ element: Element, id: StackElementID) {
    if TestContext.current != nil, append(element, id: id) { return }
    _warnAbsentID(id)
  }

  /// Warns about a write of an element under an id the stack does not have.
  func _warnAbsentID(_ id: StackElementID) {
    reportRuntimeWarning(
      """
      An element was written to 'StackState' under the id \(id), which is not in the stack \
      (ids: \(_ids.map(\.description).joined(separator: ", "))). The write was ignored. \
      This usually means the element was popped before the write, or the id came from another \
      stack. Push new elements with 'append(_:)'; a stack chooses its elements' ids itself.
      """
    )
  }
}

// MARK: - Collection

extension StackState: RandomAccessCollection, MutableCollection {
  /// The position of the bottom element: `0`.
  public var startIndex: Int { 0 }

  /// The position after the top element: the number of elements.
  public var endIndex: Int { _elements.count }

  /// The number of elements.
  public var count: Int { _elements.count }

  /// Whether the stack has no elements.
  public var isEmpty: Bool { _elements.isEmpty }

  /// The position after `index`.
  public func index(after index: Int) -> Int { index + 1 }

  /// The position before `index`.
  public func index(before index: Int) -> Int { index - 1 }

  /// The element at `position`, from the bottom (`0`). Writing replaces the element there; it
  /// keeps the id of that position.
  public subscript(position: Int) -> Element {
    get { _elementStorage[position] }
    set {
      _elementStorage[position] = newValue
      _changes.record(position: position)
    }
    _modify {
      defer { _changes.record(position: position) }
      yield &_elementStorage[position]
    }
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces the elements in `subrange` with `newElements`, which get new ids; the elements
  /// outside `subrange` keep theirs.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= count,
      "StackState.replaceSubrange(_:with:): range \(subrange) is out of bounds 0..<\(count).")
    if subrange.upperBound == count {
      _removeSuffix(from: subrange.lowerBound)
      append(contentsOf: newElements)
      return
    }
    var newIDs: [StackElementID] = []
    newIDs.reserveCapacity(newElements.count)
    for _ in newElements { newIDs.append(_makeID()) }
    _ids.replaceSubrange(subrange, with: newIDs)
    _elements.replaceSubrange(subrange, with: newElements)
    // Elements moved: index the ids again (O(n), as the replacement is).
    _index = _PositionTable(indexing: _ids)
  }

  /// Reserves room for `minimumCapacity` elements.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _elements.reserveCapacity(minimumCapacity)
    _ids.reserveCapacity(minimumCapacity)
    _index.reserveCapacity(minimumCapacity, ids: _ids)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack of the given elements, with ids `0`, `1`, `2`, … in order.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

// MARK: - Conformances

extension StackState: Equatable where Element: Equatable {
  /// Whether both stacks hold equal elements under the same ids, in the same order.
  ///
  /// The id counters are not compared: two stacks that hold the same elements under the same
  /// ids are equal whatever ids they popped before.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the elements, in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: _ElementsRecordingChanges {
  @usableFromInline package typealias _StoredElement = Element
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, bottom first. Ids are not encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a plain array of elements, which get ids `0`, `1`, `2`, … like a new stack.
  public init(from decoder: any Decoder) throws {
    self.init()
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      append(try container.decode(Element.self))
    }
  }
}

extension StackState: CustomDumpChildren {
  /// Shows the elements bottom first, each under its id: `#0: .detalle(…)`.
  package var customDumpChildren: DumpChildren {
    .keyed(zip(_ids, _elements).map { (key: $0 as Any, value: $1 as Any) })
  }
}

extension StackState: CustomStringConvertible {
  /// The elements bottom first, each under its id: `[#0: detalle(…), #1: ajustes(…)]`.
  public var description: String {
    "[" + zip(_ids, _elements).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}
