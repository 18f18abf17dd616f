// Identifiable elements are identified by `Element.id` directly. The members here overload the
// general ones (which call the stored `_id` closure) on the paths that compute ids, so that
// specialized client code reads `id` with no indirect call.

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty identified array.
  ///
  /// ```swift
  /// var todos = IdentifiedArrayOf<Todo>()
  /// ```
  @inlinable
  public init() {
    self.init(_idInPlace: { $0.id })
  }

  /// Creates an identified array from elements with unique ids; traps on a duplicate id.
  ///
  /// ```swift
  /// let todos = IdentifiedArray(uniqueElements: try await api.fetchTodos())
  /// ```
  /// - Parameters:
  ///   - elements: The elements, in order. No two may have the same id.
  ///   - fileID, line: Where to report a duplicate id; defaults to the caller.
  @inlinable
  public init(
    uniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init()
    reserveCapacity(elements.underestimatedCount)
    for element in elements {
      let id = element.id
      if !_append(element, id: id).inserted {
        _identifiedArrayFailure(_duplicateIDMessage(id), file: fileID, line: line)
      }
    }
  }

  /// Creates an identified array from elements whose ids you know to be unique.
  ///
  /// The ids are checked only in debug builds; use it when the elements come from another
  /// collection that already guarantees unique ids.
  @inlinable
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init()
    reserveCapacity(elements.underestimatedCount)
    for element in elements {
      let id = element.id
      let inserted = _append(element, id: id).inserted
      assert(inserted, _duplicateIDMessage(id))
    }
  }

  /// Reads, replaces, adds or removes the element with the given id. O(1), except that
  /// writing `nil` removes the element in O(*n*).
  ///
  /// ```swift
  /// state.todos[id: id]?.isComplete.toggle()  // in place
  /// state.todos[id: id] = nil                 // removes
  /// ```
  /// Writing an element whose id is not present appends it. Writing an element with a
  /// different id than `id` is a programming error and traps.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let index = _index.position(of: id, in: _ids) else { return nil }
      return _elements[index]
    }
    set {
      _setElement(newValue, id: id, newID: newValue?.id)
    }
    _modify {
      guard let index = _index.position(of: id, in: _ids) else {
        var newElement: Element? = nil
        defer { _endModifyingAbsentElement(newElement, id: id, newID: newElement?.id) }
        yield &newElement
        return
      }
      var element: Element? = _beginModifyingElement(at: index)
      defer { _endModifyingElement(element, at: index, id: id, newID: element?.id) }
      yield &element
    }
  }

  /// Appends `element` unless its id is present, in which case the existing element stays.
  ///
  /// ```swift
  /// let (inserted, index) = todos.append(todo)
  /// ```
  /// - Returns: Whether `element` was appended, and the position of the element with its id.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    _append(element, id: element.id)
  }

  /// Inserts `element` at `index` unless its id is present, in which case the existing
  /// element stays where it is.
  ///
  /// - Returns: Whether `element` was inserted, and the position of the element with its id.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    _insert(element, id: element.id, at: index)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array from a literal; traps on a duplicate id.
  ///
  /// ```swift
  /// let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// ```
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
