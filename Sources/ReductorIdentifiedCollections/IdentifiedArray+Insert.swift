extension IdentifiedArray {
  /// Appends `element` unless its id is present, in which case the existing element stays.
  ///
  /// ```swift
  /// let (inserted, index) = users.append(user)
  /// ```
  /// - Returns: Whether `element` was appended, and the position of the element with its id.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    _append(element, id: _id(element))
  }

  /// Inserts `element` at `index` unless its id is present, in which case the existing
  /// element stays where it is. O(*n*).
  ///
  /// - Returns: Whether `element` was inserted, and the position of the element with its id.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    _insert(element, id: _id(element), at: index)
  }

  /// Appends each element whose id is not yet present; elements with a present id are skipped.
  ///
  /// ```swift
  /// todos.append(contentsOf: page.todos)
  /// ```
  @inlinable
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    reserveCapacity(_elements.count + newElements.underestimatedCount)
    for element in newElements {
      _ = _append(element, id: _id(element))
    }
  }

  /// Replaces the element with the same id as `element`, or appends `element` if there is none.
  ///
  /// ```swift
  /// todos.updateOrAppend(editedTodo)
  /// ```
  /// - Returns: The element that was replaced, or `nil` if `element` was appended.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let (inserted, index) = _append(element, id: _id(element))
    guard !inserted else { return nil }
    let old = _elements[index]
    _elements[index] = element
    return old
  }
}
