/// A collection whose elements are stored in `_elementStorage` beside the store's hook
/// (`_StoreRowsHook`), which each write tells what it changed: `IdentifiedArray`, `StackState`.
@usableFromInline
protocol _ElementsRecordingChanges {
  associatedtype _StoredElement
  var _elementStorage: [_StoredElement] { get set }
  var _storeHook: _StoreRowsHook { get set }
}

extension _ElementsRecordingChanges {
  /// The elements, in order. A write through this property records a change of several
  /// elements; writes of one element go to `_elementStorage` and record its position.
  @inlinable
  var _elements: [_StoredElement] {
    get { _elementStorage }
    set {
      _elementStorage = newValue
      _storeHook.recordMany()
    }
    _modify {
      defer { _storeHook.recordMany() }
      yield &_elementStorage
    }
  }
}
