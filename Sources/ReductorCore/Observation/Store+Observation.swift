import Observation

// How a store tells observers what changed, without observable storage in the state itself.
//
// State stays plain values; each store remembers what observers read from it (an
// `_ObservationKey` per field or per scoped child), each read with the value it saw: a
// field's value, which child a scope led to, a collection's ids. After every send the root
// store compares each remembered read with the new state and notifies the observers of what
// changed, then walks down to the stores scoped from it that are observed, handing each its
// new state. A collection of rows is walked only at the row that changed (`_ElementChanges`
// names it), so a row change costs the same in a list of ten rows or of a hundred thousand.
//
// No store keeps the whole state it last saw: a copy of it would share the state's buffers,
// and every change the reducer made in place would then copy them (a row change would copy
// the whole list). What a read keeps is only what it read.
//
// A read is forgotten once it changes: its observers were told, and each re-registers by
// reading again. So the work per send follows what is being observed, not the size of state.

/// What an observer read from a store.
@usableFromInline
package enum _ObservationKey: Hashable {
  /// The whole state (`store.state`).
  case whole
  /// One field, by its key path from the store's state (`store.cuenta`).
  case field(_HashedKeyPath)
  /// Which child (or which children) a scope leads to: presence and identity of an optional
  /// child, the ids of a collection of children.
  case scope(_ScopeKey)
}

/// A key path with its hash, computed once: hashing a key path walks its components, and a
/// read's key is looked up, stored and removed several times between two changes.
@usableFromInline
package struct _HashedKeyPath: Hashable {
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline let hash: Int

  @inlinable
  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
    self.hash = keyPath.hashValue
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.keyPath == rhs.keyPath
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// The identity of a scope: its state and action paths.
@usableFromInline
package struct _ScopeKey: Hashable {
  @usableFromInline let state: AnyKeyPath
  @usableFromInline let action: AnyKeyPath

  @inlinable
  init(state: AnyKeyPath, action: AnyKeyPath) {
    self.state = state
    self.action = action
  }
}

/// What a read's check does with the state it is given.
@usableFromInline
enum _ReadStep {
  /// Answer whether the read changed in this state.
  case compare
  /// Read again from this state, which observers are reading now, and answer whether the
  /// check could (a field's check keeps what it read in place; other checks are made anew).
  case reread
}

/// A read's check: whether the read changed in a later state, or, given `.reread`, reads
/// again (see `_ReadStep`).
@usableFromInline
typealias _ReadCheck<State> = (State, _ReadStep) -> Bool

/// A read observers made: the store key path it is registered under, how to tell that it
/// changed since (the function keeps what was read), and whether anyone observes it now. A
/// read stays in its store's table between a change and the next read, with its check: the
/// next read of a field reads the value again into the check it has, and needs nothing else.
@usableFromInline
struct _ObservedRead<Subject, State> {
  @usableFromInline let keyPath: KeyPath<Subject, Void>
  @usableFromInline var check: _ReadCheck<State>
  @usableFromInline var isObserved = true

  @usableFromInline
  init(keyPath: KeyPath<Subject, Void>, check: @escaping _ReadCheck<State>) {
    self.keyPath = keyPath
    self.check = check
  }

  // The store calls these on its table's entries in place (`&table.values[index]`): reading a
  // field of an entry through the table's subscript copied the whole entry, retaining and
  // releasing its key path and its check's context for each field read.

  /// Observed again, reading `state` (the current one) again if it was not observed.
  /// Returns the key path to register the observer under, and whether it was not observed.
  @inlinable
  mutating func observe(
    _ state: () -> State, makeCheck: (State) -> _ReadCheck<State>
  ) -> (keyPath: KeyPath<Subject, Void>, wasIdle: Bool) {
    guard !isObserved else { return (keyPath, false) }
    let state = state()
    if !check(state, .reread) { check = makeCheck(state) }
    isObserved = true
    return (keyPath, true)
  }

  /// Whether the read, observed, changed in `newState`; a changed read is no longer observed.
  /// Returns the key path its observers are registered under when it changed.
  @inlinable
  mutating func change(in newState: State) -> KeyPath<Subject, Void>? {
    guard isObserved, check(newState, .compare) else { return nil }
    isObserved = false
    return keyPath
  }
}

/// What a check of a field read keeps: the value read, and what it needs to read it again.
/// Only the check's function holds it (it is that function's context, with no box of its
/// own), and reading the field again writes `old` in place.
@usableFromInline
final class _FieldRead<State, Value> {
  @usableFromInline let keyPath: KeyPath<State, Value>
  /// The field's byte offset in `State`, when it is stored.
  @usableFromInline let offset: Int?
  @usableFromInline let hasChanged: (Value, Value) -> Bool
  // Only the main actor's walk and reads touch it, one at a time.
  @exclusivity(unchecked) @usableFromInline var old: Value

  @inlinable
  init(keyPath: KeyPath<State, Value>, offset: Int?, in state: State) {
    self.keyPath = keyPath
    self.offset = offset
    self.hasChanged = _ChangeDetector<Value>.hasChanged
    self.old = Self.value(keyPath, at: offset, in: state)
  }

  @inlinable
  func check(_ state: State, _ step: _ReadStep) -> Bool {
    let value = Self.value(keyPath, at: offset, in: state)
    switch step {
    case .compare:
      return !_isBitwiseIdentical(old, value) && hasChanged(old, value)
    case .reread:
      old = value
      return true
    }
  }

  /// The field at `keyPath` in `state`: read at `offset` when the field is stored.
  @inlinable
  static func value(_ keyPath: KeyPath<State, Value>, at offset: Int?, in state: State) -> Value {
    guard let offset else { return state[keyPath: keyPath] }
    return _read(Value.self, at: offset, in: state) { copy $0 }
  }
}

extension Store {
  /// A subscript that exists to name observed reads as key paths on the store: observers of
  /// `store.cuenta` are registered under `\Store.[_observationSlot: n]`, with a number the
  /// store gives that read. (A number, not the read's own key: the Observation framework
  /// hashes the key path at every access and change, and hashing one whose argument holds
  /// another key path cost a tenth of a row change.)
  @usableFromInline nonisolated package subscript(_observationSlot slot: Int) -> Void { () }

  /// Registers an observer's read of `key`.
  ///
  /// - Parameter makeCheck: Given the current state, makes the read's check (keeping what it
  ///   needs of the current state); called the first time `key` is read, and when a read is
  ///   read again after a change with a check that cannot read again in place.
  @inlinable
  func _access(_ key: _ObservationKey, makeCheck: (State) -> _ReadCheck<State>) {
    if let index = _observation.reads.index(forKey: key) {
      // Read before: observed now, or read again after a change (the read stayed in place).
      let (keyPath, wasIdle) = _observation.reads.values[index].observe(
        { currentState }, makeCheck: makeCheck
      )
      if wasIdle {
        _observation.activeReads += 1
        _startParticipating()
      }
      _registrar.access(self, keyPath: keyPath)
      return
    }
    // Formed at run time in generic code (the runtime demangles type names to build it), once
    // per read: a field's read stays in the table after a change; a scope's is registered once
    // per child, and leaves the table when the child changes.
    let keyPath = \Store.[_observationSlot: _observation.slotCount]
    _observation.slotCount += 1
    _observation.reads[key] = _ObservedRead(keyPath: keyPath, check: makeCheck(currentState))
    _observation.activeReads += 1
    _startParticipating()
    _registrar.access(self, keyPath: keyPath)
  }

  /// Starts taking part in the walk after each send, here and in every store above.
  @usableFromInline
  func _startParticipating() {
    guard !_observation.isParticipating else { return }
    _observation.isParticipating = true
    core.parentStartsParticipating()
  }

  /// Called by the root runtime after each send.
  @inlinable
  func _checkForChanges(in runtime: StoreRuntime<State, Action>) {
    guard _observation.isParticipating else { return }
    if _observation.isCheckingChanges {
      // An observer sent an action while being told of a change: check again once done.
      _observation.needsAnotherCheck = true
      return
    }
    _observation.isCheckingChanges = true
    defer { _observation.isCheckingChanges = false }
    repeat {
      _observation.needsAnotherCheck = false
      _ = _update(to: runtime.state, version: runtime.version)
    } while _observation.needsAnotherCheck
  }

  /// Compares what observers read with `newState`, notifies them of changes, and walks the
  /// children. Returns whether anything here or below is still observed.
  ///
  /// - Parameter version: The root's version `newState` is from, which the children walked keep
  ///   with their state, so that their next read returns it without walking the scopes from the
  ///   root.
  @inlinable
  func _update(to newState: State, version: UInt64) -> Bool {
    guard _observation.isParticipating else { return false }
    if _observation.activeReads > 0 {
      #if DEBUG
        _ObservationMetrics.comparisons += _observation.activeReads
      #endif
      // The changed reads are set aside, then their observers told: an observer that reads
      // again while being told registers its read anew.
      let changes = _observation.takeChanges(in: newState)
      if let first = changes.first {
        _notifyChange(of: first)
        for keyPath in changes.more { _notifyChange(of: keyPath) }
      }
    }
    var childrenObserved = false
    if !_children.isEmpty {
      let walked = _children.update(from: newState, version: version)
      childrenObserved = walked.observed
      for key in walked.gone { _removeChild(key) }
    }
    if _observation.activeReads == 0 && !childrenObserved {
      _observation.isParticipating = false
      return false
    }
    return true
  }

  /// Tells the observers of the read registered under `keyPath` that it changed.
  @inlinable
  func _notifyChange(of keyPath: KeyPath<Store, Void>) {
    _registrar.willSet(self, keyPath: keyPath)
    _registrar.didSet(self, keyPath: keyPath)
  }

  /// The number of scopes this store caches, with the row stores of its collections: for
  /// tests that check the cache does not grow.
  var _scopeCacheCount: Int {
    _children.storeCount
  }
}

/// Counters for tests that check observation's cost, counted in debug builds only: release
/// builds keep nothing for tests on the walk.
@MainActor
@usableFromInline
package enum _ObservationMetrics {
  /// How many observed reads have been compared with a new state.
  @exclusivity(unchecked) @usableFromInline package static var comparisons = 0
}
