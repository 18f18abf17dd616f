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

/// The child stores a store keeps, and the collections of them, by the paths they were
/// scoped through. A link keeps its child store for as long as the child's state is there,
/// whether or not anyone else holds the store: views scope again at every render, and expect
/// the same store.
@MainActor
@usableFromInline
struct _ChildTable<ParentState> {
  @usableFromInline var links: [_ScopeKey: _ChildLink<ParentState>] = [:]

  @inlinable
  nonisolated init() {}

  @inlinable
  var isEmpty: Bool { links.isEmpty }

  @inlinable
  subscript(key: _ScopeKey) -> _ChildLink<ParentState>? { links[key] }

  /// Keeps `link` under `key`, letting go of the children of the link there before.
  @inlinable
  mutating func keep(_ link: _ChildLink<ParentState>, under key: _ScopeKey) {
    links.updateValue(link, forKey: key)?.release()
  }

  /// Drops the link under `key` and lets its children go.
  @inlinable
  mutating func remove(_ key: _ScopeKey) {
    links.removeValue(forKey: key)?.release()
  }

  /// Drops every link and lets their children go.
  @inlinable
  mutating func removeAll() {
    guard !links.isEmpty else { return }
    let released = links
    links = [:]
    for link in released.values { link.release() }
  }

  /// Hands every child its part of `newState`. Returns whether something below is observed,
  /// and the keys of the links whose child is gone, for the owner to remove.
  ///
  /// Called on a copy of the table: a link's update tells observers, who may scope again and
  /// change the owner's. Walks by position, reading a key only for a link that is gone
  /// (reading each key retained and released its two key paths).
  @inlinable
  func update(from newState: ParentState, version: UInt64) -> (observed: Bool, gone: [_ScopeKey]) {
    var observed = false
    var gone: [_ScopeKey] = []
    var index = links.startIndex
    while index != links.endIndex {
      switch links.values[index].update(from: newState, version: version) {
      case .gone: gone.append(links.keys[index])
      case .idle: break
      case .active: observed = true
      }
      links.formIndex(after: &index)
    }
    return (observed, gone)
  }

  /// The number of child stores kept, with the row stores of collections.
  var cachedCount: Int {
    links.values.reduce(0) { count, link in
      count + ((link as? any _CountedLink)?.cachedCount ?? 1)
    }
  }
}
