#if canImport(Synchronization)
  import Synchronization
#endif

/// The latest change to a collection's elements, kept in the collection's value so that a
/// store observing its rows can find the row that changed without keeping a copy of the
/// collection (a copy would make every row change copy the whole collection).
///
/// Each change takes a stamp that no other change, of any collection, takes. A value whose
/// stamp is the one an observer saw has the elements it saw (given the same ids buffer); a
/// value whose `previous` stamp is the one it saw differs from it at `position` only.
@usableFromInline
struct _ElementChanges: Sendable {
  /// The stamp of the latest change, or 0 when the elements have not changed since the
  /// collection was made.
  @usableFromInline var stamp: UInt64 = 0
  /// The stamp before the latest change.
  @usableFromInline var previous: UInt64 = 0
  /// The position the latest change wrote, or -1 when it moved, added, removed or wrote
  /// several elements.
  @usableFromInline var position = -1

  @inlinable init() {}

  /// Records a write of the element at `position`.
  @inlinable
  mutating func record(position: Int) {
    previous = stamp
    stamp = _nextElementChangeStamp()
    self.position = position
  }

  /// Records a change of several elements, or of their order.
  @inlinable
  mutating func recordMany() {
    previous = stamp
    stamp = _nextElementChangeStamp()
    position = -1
  }
}

/// A collection whose elements are stored in `_elementStorage` beside the `_changes` they
/// went through (`IdentifiedArray`, `StackState`).
@usableFromInline
protocol _ElementsRecordingChanges {
  associatedtype _StoredElement
  var _elementStorage: [_StoredElement] { get set }
  var _changes: _ElementChanges { get set }
}

extension _ElementsRecordingChanges {
  /// The elements, in order. A write through this property records a change of several
  /// elements; writes of one element go to `_elementStorage` and record its position.
  @inlinable
  var _elements: [_StoredElement] {
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

/// A stamp no earlier call returned, on any thread.
@usableFromInline
func _nextElementChangeStamp() -> UInt64 {
  #if canImport(Synchronization)
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
      return _AtomicStamps.counter.add(1, ordering: .relaxed).newValue
    }
  #endif
  return _LockedStamps.next()
}

#if canImport(Synchronization)
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
  private enum _AtomicStamps {
    static let counter = Atomic<UInt64>(0)
  }
#endif

/// The stamps of systems without `Synchronization.Atomic`.
private enum _LockedStamps {
  nonisolated(unsafe) private static var counter: UInt64 = 0
  private static let lock = Lock()

  static func next() -> UInt64 {
    lock.withLock {
      counter += 1
      return counter
    }
  }
}
