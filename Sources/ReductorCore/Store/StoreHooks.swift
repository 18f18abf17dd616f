internal import ReductorCoreShims

// What the state's own types carry for the store, each behind one field of a type declared
// here. `IdentifiedArray` and `StackState` carry a `_StoreRowsHook` (`_storeHook`) and tell it
// what each write changed; a presentation's box carries a `_StorePresentationHook`
// (`_storeHook`), made when a store first scopes to the child, and hands it its state as it
// goes away. The value types call these and read nothing back; the store (Store+Scope.swift,
// Store+ScopeCollection.swift, ChangeDetection.swift) and `forEach` (which checks the ids
// stamp after the parent's reducer) are their only readers.

// MARK: - Rows

/// The latest change to a collection's elements, kept in the collection's value so that a
/// store observing its rows can find the row that changed without keeping a copy of the
/// collection (a copy would make every row change copy the whole collection).
///
/// Each change takes a stamp that no other change, of any collection, takes. A value whose
/// stamp is the one an observer saw has the elements it saw (given the same ids buffer); a
/// value whose `previous` stamp is the one it saw differs from it at `position` only.
@usableFromInline
struct _StoreRowsHook: Sendable {
  /// The stamp of the latest change, or 0 when the elements have not changed since the
  /// collection was made.
  @usableFromInline var stamp: UInt64 = 0
  /// The stamp before the latest change.
  @usableFromInline var previous: UInt64 = 0
  /// The position the latest change wrote, or -1 when it moved, added, removed or wrote
  /// several elements.
  @usableFromInline var position = -1
  /// The stamp of the latest change of the ids (an element added, removed or moved, or the
  /// ids written), or 0 when they have not changed since the collection was made empty. Two
  /// values with the same `ids` stamp have the same ids, in the same order: what `forEach`
  /// checks after the parent's reducer, without keeping the ids to compare.
  @usableFromInline var ids: UInt64 = 0

  @inlinable init() {}

  /// Records a write of the element at `position`.
  @inlinable
  mutating func record(position: Int) {
    previous = stamp
    stamp = _nextElementChangeStamp()
    self.position = position
  }

  /// Records a change of the ids.
  @inlinable
  mutating func recordIDs() {
    ids = _nextElementChangeStamp()
  }

  /// Records a change of several elements, or of their order.
  @inlinable
  mutating func recordMany() {
    previous = stamp
    stamp = _nextElementChangeStamp()
    position = -1
  }
}

/// A stamp no earlier call returned, on any thread.
///
/// Each thread takes stamps from a block of its own, in thread-local storage, handed out by
/// one shared counter, so that a stamp costs no atomic operation and no lookup: writing one
/// row is what a change stamps. An atomic increment there would cost a fifth of a `forEach`
/// row action (the locked instruction waits for the reducer's pending writes to reach
/// memory), and finding the block through `pthread_getspecific` a tenth.
@usableFromInline
func _nextElementChangeStamp() -> UInt64 {
  let block = reductor_current_stamp_block()
  if block.pointee.next == block.pointee.end {
    let size: UInt64 = 1 << 16
    let first = reductor_take_stamps(size)
    block.pointee = reductor_stamp_block(next: first &- 1, end: first &+ size &- 1)
  }
  block.pointee.next &+= 1
  return block.pointee.next
}

// MARK: - Presentations

extension _PresentationBox {
  /// The hook the box hands its state to when it goes away, made on first request.
  @usableFromInline
  func storeHook() -> _StorePresentationHook<State> {
    if let _storeHook { return _storeHook }
    let hook = _StorePresentationHook(box: self)
    _storeHook = hook
    return hook
  }
}

/// What the store of a presented child reads once the child is gone: the state the child's
/// box holds while the box lives, then the state it held when it went away.
///
/// A store that kept a copy of its presented child's state would share the child's box (and
/// every box inside it) with the feature's state, so each action that changed the child made
/// the reducer copy the boxes on the way down. The store keeps this instead, which keeps the
/// box only unowned: the reducer mutates the child in place, and when the child is dismissed
/// its box hands its last state here.
@usableFromInline
final class _StorePresentationHook<State>: @unchecked Sendable {
  // Sendable: `box` and `endedState` are read and written only while `lock` is held. The box
  // is reached through `box` only under the lock, and a box going away hands its state over
  // under the lock, from its `deinit`, before its memory is freed.
  private let lock = Lock()
  private unowned(unsafe) var box: _PresentationBox<State>?
  private var endedState: State?

  init(box: _PresentationBox<State>) {
    self.box = box
  }

  /// Called by the box as it goes away, with the state it held.
  func boxEnded(with state: State?) {
    lock.withLock {
      endedState = state
      box = nil
    }
  }

  /// The presented child's latest state: its box's while the box lives, or the state the box
  /// held when it went away.
  @usableFromInline
  var lastState: State? {
    lock.withLock { endedState ?? box?._value }
  }
}
