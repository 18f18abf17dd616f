/// A collection whose elements are stored in `_elementStorage` beside the store's hook
/// (`_ElementChanges`), which each write tells what it changed: `IdentifiedArray`, `StackState`.
@usableFromInline
package protocol _ElementsRecordingChanges {
  associatedtype _StoredElement
  var _elementStorage: [_StoredElement] { get set }
  var _changes: _ElementChanges { get set }
}

extension _ElementsRecordingChanges {
  /// The elements, in order. A write through this property records a change of several
  /// elements; writes of one element go to `_elementStorage` and record its position.
  @inlinable
  package var _elements: [_StoredElement] {
    get { _elementStorage }
    set {
      _elementStorage = newValue
      _changes.recordMany()
    }
    _modify {
      defer { _changes.recordMany() }
      yield &_elementStorage
    }
  }
}
