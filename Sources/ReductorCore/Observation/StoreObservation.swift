/// What observers have read from one store, and where the store stands in the walk the root
/// runs after each send (see `Store+Observation.swift`).
///
/// A store holds it in place: its reads are updated through the table's entries, never
/// copied out.
@usableFromInline
struct _StoreObservation<Subject, State> {
  /// What observers have read since it last changed, by what they read.
  @usableFromInline var reads: [_ObservationKey: _ObservedRead<Subject, State>] = [:]
  /// How many of `reads` someone observes now (the others stay for the next read).
  @usableFromInline var activeReads = 0
  /// The number the next read's key path gets (see `Store.subscript(_observationSlot:)`).
  @usableFromInline var slotCount = 0
  /// Whether something here or below is observed: the root walks the store after each send.
  @usableFromInline var isParticipating = false
  /// Re-entrancy bookkeeping for a root store's change checks: a check is running, and an
  /// observer told of a change during it sent an action, so another check must follow.
  @usableFromInline var isCheckingChanges = false
  @usableFromInline var needsAnotherCheck = false

  @inlinable
  init() {}

  /// The reads that changed in `newState`, no longer observed: the first, and any others.
  ///
  /// A scope's changed read leaves the table (its child is gone or replaced; the next read
  /// registers the new one); a field's stays, to be read again in place. The table is
  /// walked by position, nothing added or removed meanwhile: removing an entry while
  /// iterating copied the whole dictionary (the iteration holds its storage).
  @inlinable
  mutating func takeChanges(
    in newState: State
  ) -> (first: KeyPath<Subject, Void>?, more: [KeyPath<Subject, Void>]) {
    var first: KeyPath<Subject, Void>?
    var more: [KeyPath<Subject, Void>] = []
    var goneScopes: [_ObservationKey] = []
    var index = reads.startIndex
    while index != reads.endIndex {
      if let keyPath = reads.values[index].change(in: newState) {
        activeReads -= 1
        if first == nil { first = keyPath } else { more.append(keyPath) }
        if case .scope = reads.keys[index] { goneScopes.append(reads.keys[index]) }
      }
      reads.formIndex(after: &index)
    }
    for key in goneScopes { reads[key] = nil }
    return (first, more)
  }
}
