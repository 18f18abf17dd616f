import Foundation

extension IdentifiedArray {
  /// Moves the elements at `source` to just before the element at `destination`, keeping
  /// their relative order, as SwiftUI's `onMove` reports them.
  ///
  /// ```swift
  /// .onMove { store.send(.move($0, $1)) }
  /// // in the reducer: state.todos.move(fromOffsets: source, toOffset: destination)
  /// ```
  /// - Parameters:
  ///   - source: The positions of the elements to move.
  ///   - destination: A position in `0...count`, counted before the move.
  @inlinable
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard let firstSource = source.first, let lastSource = source.last else { return }
    precondition(
      firstSource >= 0 && lastSource < _elements.count,
      "IdentifiedArray.move(fromOffsets:toOffset:): offsets \(source) are out of bounds 0..<\(_elements.count)."
    )
    precondition(
      destination >= 0 && destination <= _elements.count,
      "IdentifiedArray.move(fromOffsets:toOffset:): destination \(destination) is out of bounds 0...\(_elements.count)."
    )
    // Only positions between the first affected one and the last affected one change.
    let affected = Swift.min(firstSource, destination)..<Swift.max(lastSource + 1, destination)
    var moved: [Int] = []
    var staying: [Int] = []
    var stayingBeforeDestination = 0
    for position in affected {
      if source.contains(position) {
        moved.append(position)
      } else {
        staying.append(position)
        if position < destination { stayingBeforeDestination += 1 }
      }
    }
    staying.insert(contentsOf: moved, at: stayingBeforeDestination)
    _permute(affected, order: staying)
  }

  /// Sorts the elements in place with the given ordering.
  ///
  /// ```swift
  /// todos.sort { $0.title < $1.title }
  /// ```
  /// If `areInIncreasingOrder` throws, the elements keep their order.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    let order = try _elements.indices.sorted {
      try areInIncreasingOrder(_elements[$0], _elements[$1])
    }
    _permute(_elements.indices, order: order)
  }

  /// Returns the elements sorted with the given ordering, as an identified array.
  @inlinable
  public func sorted(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows -> Self {
    var copy = self
    try copy.sort(by: areInIncreasingOrder)
    return copy
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in increasing order.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }

  /// Returns the elements sorted in increasing order, as an identified array.
  @inlinable
  public func sorted() -> Self {
    sorted(by: <)
  }
}
