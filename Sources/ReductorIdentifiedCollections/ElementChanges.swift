internal import ReductorIdentifiedCollectionsShims

/// The latest change to a collection's elements, kept in the collection's value (`_changes`)
/// so that code following the collection can tell what changed without keeping a copy of it
/// (a copy would make every row change copy the whole collection): a store observing its rows
/// finds the row that changed, and `forEach` sees whether a reducer changed the ids.
///
/// Each change takes a stamp that no other change, of any collection, takes. A value whose
/// stamp is the one an observer saw has the elements it saw (given the same ids buffer); a
/// value whose `previous` stamp is the one it saw differs from it at `position` only.
@usableFromInline
package struct _ElementChanges: Sendable {
  /// The stamp of the latest change, or 0 when the elements have not changed since the
  /// collection was made.
  @usableFromInline package var stamp: UInt64 = 0
  /// The stamp before the latest change.
  @usableFromInline package var previous: UInt64 = 0
  /// The position the latest change wrote, or -1 when it moved, added, removed or wrote
  /// several elements.
  @usableFromInline package var position = -1
  /// The stamp of the latest change of the ids (an element added, removed or moved, or the
  /// ids written), or 0 when they have not changed since the collection was made empty. Two
  /// values with the same `ids` stamp have the same ids, in the same order: what `forEach`
  /// checks after the parent's reducer, without keeping the ids to compare.
  @usableFromInline package var ids: UInt64 = 0

  @inlinable package init() {}

  /// Records a write of the element at `position`.
  @inlinable
  package mutating func record(position: Int) {
    previous = stamp
    stamp = _nextElementChangeStamp()
    self.position = position
  }

  /// Records a change of the ids.
  @inlinable
  package mutating func recordIDs() {
    ids = _nextElementChangeStamp()
  }

  /// Records a change of several elements, or of their order.
  @inlinable
  package mutating func recordMany() {
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
package func _nextElementChangeStamp() -> UInt64 {
  let block = reductor_current_stamp_block()
  if block.pointee.next == block.pointee.end {
    let size: UInt64 = 1 << 16
    let first = reductor_take_stamps(size)
    block.pointee = reductor_stamp_block(next: first &- 1, end: first &+ size &- 1)
  }
  block.pointee.next &+= 1
  return block.pointee.next
}
