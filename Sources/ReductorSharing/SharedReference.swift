import Observation
import ReductorConcurrencyExtras
import ReductorCustomDump
import ReductorDependencies
public import ReductorSharingShims

/// Which version of a shared value a read sees. Outside a `TestStore` assertion it is always
/// the current one; an assertion reads the version before the step and the one the test
/// expects (see `_SharedChangeTracker`).
@usableFromInline
package enum _SharedView: Sendable, Equatable {
  /// The value as it is now.
  case current
  /// The value before the changes the running test has not asserted yet.
  case previous
  /// The value the running assertion expects: `previous` with the assertion's changes.
  case expected
}

/// How reads of shared values see them on this thread while a test store asserts: a test
/// store compares and prints states synchronously, on its thread, so the settings live in two
/// thread-locals (reading them costs a load, where a task-local costs a lookup).
@usableFromInline
package enum _SharedContext {
  /// The version a read of `wrappedValue` sees, and a `withLock` changes.
  package static var view: _SharedView {
    _SharedView(code: reductor_shared_view() & 0xF) ?? .current
  }

  /// The views the two sides of an `==` see, while a test store compares states.
  package static var comparison: _SharedComparison? {
    let code = reductor_shared_view()
    guard let lhs = _SharedView(code: (code >> 4) & 0xF),
      let rhs = _SharedView(code: (code >> 8) & 0xF)
    else { return nil }
    return _SharedComparison(lhs: lhs, rhs: rhs)
  }

  /// The test store's tracker while it runs an assertion closure on this thread: the values
  /// the closure changes are its to reset after the step.
  static var assertingTracker: _SharedChangeTracker? {
    reductor_shared_assertion().map {
      Unmanaged<_SharedChangeTracker>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// The values recorded with the state being asserted, while a test store asserts a state it
  /// recorded earlier (a received action's): its `.current` reads see them.
  static var capture: _SharedCapture? {
    reductor_shared_capture().map {
      Unmanaged<_SharedCapture>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// Runs `body` with `.current` reads seeing the values in `capture`: the shared values as
  /// they were when the state being asserted was recorded.
  @inlinable
  package static func reading<R>(_ capture: _SharedCapture, _ body: () throws -> R) rethrows -> R {
    let saved = reductor_shared_capture()
    reductor_set_shared_capture(Unmanaged.passUnretained(capture).toOpaque())
    defer { reductor_set_shared_capture(saved) }
    return try withExtendedLifetime(capture) { try body() }
  }

  /// Runs `body` with reads seeing `view`, changes made in it going to `tracker`.
  @inlinable
  package static func withView<R>(
    _ view: _SharedView, tracker: _SharedChangeTracker, _ body: () throws -> R
  ) rethrows -> R {
    let saved = (reductor_shared_view(), reductor_shared_assertion())
    reductor_set_shared_view((saved.0 & ~0xF) | view.code)
    reductor_set_shared_assertion(Unmanaged.passUnretained(tracker).toOpaque())
    defer {
      reductor_set_shared_view(saved.0)
      reductor_set_shared_assertion(saved.1)
    }
    return try withExtendedLifetime(tracker) { try body() }
  }

  /// Runs `body` with the left side of every `==` of shared values seeing `lhs` and the right
  /// side `rhs`.
  @inlinable
  package static func comparing<R>(
    _ lhs: _SharedView, _ rhs: _SharedView, _ body: () throws -> R
  ) rethrows -> R {
    let saved = reductor_shared_view()
    reductor_set_shared_view((saved & 0xF) | (lhs.code << 4) | (rhs.code << 8))
    defer { reductor_set_shared_view(saved) }
    return try body()
  }
}

extension _SharedView {
  /// Nonzero, so that zero means "not set".
  @inlinable
  var code: Int {
    switch self {
    case .current: 1
    case .previous: 2
    case .expected: 3
    }
  }

  init?(code: Int) {
    switch code {
    case 1: self = .current
    case 2: self = .previous
    case 3: self = .expected
    default: return nil
    }
  }
}

/// The views of the two sides of a comparison.
package struct _SharedComparison: Sendable {
  package let lhs: _SharedView
  package let rhs: _SharedView

  package init(lhs: _SharedView, rhs: _SharedView) {
    self.lhs = lhs
    self.rhs = rhs
  }
}

/// What every reference leads to: the object that holds a shared value, observes it and
/// persists it.
package protocol _SharedRootObject: AnyObject, Sendable {
  /// How the value is persisted, for messages: `.inMemory("count")`; `nil` for `Shared(value:)`.
  var keyDescription: String? { get }
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  func load() async throws
  func save() async throws
  /// Forgets the versions a test store kept: what the test last asserted is the value now.
  func acceptChanges()
  /// Takes the value in `capture` as the one the test last asserted; a value changed only
  /// after the capture keeps the version from before the change.
  /// Returns whether the value changed since.
  func acceptChanges(from capture: _SharedCapture) -> Bool
  /// The value now, for a capture.
  var currentValue: Any { get }
  /// Whether the root keeps a version from before a change the test has not asserted.
  var hasUnassertedVersion: Bool { get }
  /// The diff from the value the test last asserted to the current one, or `nil` if they
  /// render the same.
  func unassertedDiff() -> String?
}

/// A reference that reads a shared value (or a part of one).
package protocol _SharedReadableReference<Value>: AnyObject, Sendable {
  associatedtype Value
  var root: any _SharedRootObject { get }
  /// The value in `view`, registering an observer's access.
  func read(_ view: _SharedView) -> Value
}

/// A reference that also changes it.
package protocol _SharedMutableReference<Value>: _SharedReadableReference {
  /// Changes the value; `site` is where warnings about saving it point.
  func withLock<R>(at site: _SharedCallSite, _ body: (inout Value) throws -> R) rethrows -> R
}

/// The object behind a `@Shared` value: the value, under a lock, with its own observation
/// registrar (a `Shared` is a reference, equal before and after a change, so comparing states
/// cannot see its changes) and, for a persisted value, its key.
package final class _SharedRoot<Value>: _SharedMutableReference, _SharedRootObject, Observable,
  @unchecked Sendable
{
  // Sendable: every mutable property is read and written while `lock` is held.
  //
  // `value` skips dynamic exclusivity checks: a change's closure may read the value it is
  // changing, through the same or another reference (`$reuniones.withLock { _ =
  // $0.remove(id: state.reunion.id) }`, where `state.reunion` is derived from `reuniones`).
  // The read comes between the statements of the closure, on the thread that holds the
  // (recursive) lock, and sees the value as the closure has left it so far.
  private let lock = RecursiveLock()
  @exclusivity(unchecked) private var value: Value
  /// The value before the first change a test store recorded since its last assertion.
  private var snapshot: Value?
  /// The value the running assertion expects, once it changed it.
  private var expectation: Value?
  /// Where observers of the value register: an object of a non-generic type, so that the key
  /// path they register under is formed once, statically (a key path into this generic class
  /// would be formed at run time, with an allocation, at every read).
  private let observation = _SharedObservation()
  private var persistence: _SharedPersistence<Value>?
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?

  package init(value: Value) {
    self.value = value
  }

  package var root: any _SharedRootObject { self }

  package func read(_ view: _SharedView) -> Value {
    observation.access()
    return lock.withLock {
      switch view {
      case .current:
        // A state recorded earlier: the value then, which for a value changed only later
        // is the one before that change.
        if let capture = _SharedContext.capture {
          (capture.values[ObjectIdentifier(self)] as? Value) ?? snapshot ?? value
        } else {
          value
        }
      case .previous: snapshot ?? value
      case .expected: expectation ?? snapshot ?? value
      }
    }
  }

  package func withLock<R>(
    at site: _SharedCallSite, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try lock.withLock {
      if _SharedContext.view == .expected {
        // An assertion: it changes what it expects, not the value.
        var expected = expectation ?? snapshot ?? value
        defer { expectation = expected }
        _SharedContext.assertingTracker?.track(self)
        return try body(&expected)
      }
      // A test store's reducer or effect: the value before the step is kept for its assertion.
      if let tracker = DependencyValues._current._sharedChangeTracker {
        if snapshot == nil { snapshot = value }
        tracker.track(self)
      }
      let result = try observation.withMutation {
        try body(&value)
      }
      persistence?.save(value, context: .didSet, root: self, at: site)
      return result
    }
  }

  /// Sets the value from its external system: observers are told, nothing is saved back.
  func receive(_ newValue: Value) {
    lock.withLock {
      observation.withMutation { value = newValue }
    }
  }

  func attach(_ persistence: _SharedPersistence<Value>) {
    lock.withLock { self.persistence = persistence }
  }

  var persistenceIfAny: _SharedPersistence<Value>? { lock.withLock { persistence } }

  func setLoading(_ isLoading: Bool) {
    lock.withLock {
      observation.withMutation { _isLoading = isLoading }
    }
  }

  func setLoadError(_ error: (any Error)?) {
    lock.withLock { _loadError = error }
  }

  func setSaveError(_ error: (any Error)?) {
    lock.withLock { _saveError = error }
  }

  package var keyDescription: String? { lock.withLock { persistence?.description } }
  package var isLoading: Bool {
    observation.access()
    return lock.withLock { _isLoading }
  }
  package var loadError: (any Error)? { lock.withLock { _loadError } }
  package var saveError: (any Error)? { lock.withLock { _saveError } }

  package func load() async throws {
    guard let persistence = persistenceIfAny else { return }
    try await persistence.load(into: self)
  }

  package func save() async throws {
    guard let persistence = persistenceIfAny else { return }
    try await persistence.saveNow(lock.withLock { value }, root: self)
  }

  package func acceptChanges() {
    lock.withLock {
      snapshot = nil
      expectation = nil
    }
  }

  package func acceptChanges(from capture: _SharedCapture) -> Bool {
    lock.withLock {
      expectation = nil
      if let captured = capture.values[ObjectIdentifier(self)] as? Value { snapshot = captured }
      guard let snapshot else { return false }
      // Asserted up to the value now: nothing is left for a later step.
      if reductorDiff(snapshot, value) == nil {
        self.snapshot = nil
        return false
      }
      return true
    }
  }

  package var currentValue: Any { lock.withLock { value } }

  package var hasUnassertedVersion: Bool { lock.withLock { snapshot != nil } }

  package func unassertedDiff() -> String? {
    lock.withLock {
      guard let snapshot else { return nil }
      return reductorDiff(snapshot, value, format: .expectedActual)
    }
  }
}

/// A part of another reference's value: `$settings.theme`.
final class _SharedProjection<Base, Value>: _SharedMutableReference, @unchecked Sendable {
  // Sendable: both properties are immutable, and key paths are immutable values.
  let base: any _SharedMutableReference<Base>
  let path: WritableKeyPath<Base, Value>

  init(base: any _SharedMutableReference<Base>, path: WritableKeyPath<Base, Value>) {
    self.base = base
    self.path = path
  }

  var root: any _SharedRootObject { base.root }

  func read(_ view: _SharedView) -> Value { base.read(view)[keyPath: path] }

  func withLock<R>(at site: _SharedCallSite, _ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock(at: site) { try body(&$0[keyPath: path]) }
  }
}

/// A read-only part of another reference's value.
final class _SharedReadProjection<Base, Value>: _SharedReadableReference, @unchecked Sendable {
  // Sendable: both properties are immutable, and key paths are immutable values.
  let base: any _SharedReadableReference<Base>
  let path: KeyPath<Base, Value>

  init(base: any _SharedReadableReference<Base>, path: KeyPath<Base, Value>) {
    self.base = base
    self.path = path
  }

  var root: any _SharedRootObject { base.root }

  func read(_ view: _SharedView) -> Value { base.read(view)[keyPath: path] }
}

/// The value of a reference to an optional, unwrapped: once the optional is `nil` it reads the
/// last value it had, and changes go nowhere (`Shared($items[id: id])`).
final class _SharedUnwrapped<Value>: _SharedMutableReference, @unchecked Sendable {
  // Sendable: `base` is immutable, `last` is locked.
  let base: any _SharedMutableReference<Value?>
  let last: LockedValue<Value>

  init(base: any _SharedMutableReference<Value?>, initialValue: Value) {
    self.base = base
    self.last = LockedValue(initialValue)
  }

  var root: any _SharedRootObject { base.root }

  func read(_ view: _SharedView) -> Value {
    _readUnwrapped(base.read(view), last: last, view: view)
  }

  func withLock<R>(at site: _SharedCallSite, _ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock(at: site) { optional in
      guard optional != nil else {
        var copy = last.current
        return try body(&copy)
      }
      defer { if _SharedContext.view == .current, let value = optional { last.set(value) } }
      return try body(&optional!)
    }
  }
}

/// An unwrapped value read in `view`: `value`, which it keeps as the last one when current, or
/// the last value it had once `value` is `nil`.
private func _readUnwrapped<Value>(_ value: Value?, last: LockedValue<Value>, view: _SharedView)
  -> Value
{
  guard let value else { return last.current }
  if view == .current { last.set(value) }
  return value
}

/// The read-only version of `_SharedUnwrapped`.
final class _SharedReadUnwrapped<Value>: _SharedReadableReference, @unchecked Sendable {
  let base: any _SharedReadableReference<Value?>
  let last: LockedValue<Value>

  init(base: any _SharedReadableReference<Value?>, initialValue: Value) {
    self.base = base
    self.last = LockedValue(initialValue)
  }

  var root: any _SharedRootObject { base.root }

  func read(_ view: _SharedView) -> Value {
    _readUnwrapped(base.read(view), last: last, view: view)
  }
}

/// The shared values a test store changed since it last asserted them.
@usableFromInline
package final class _SharedChangeTracker: Sendable {
  private let roots = LockedValue<[ObjectIdentifier: any _SharedRootObject]>([:])
  /// `roots.count`, read without the lock (and inlined): every test store step asks whether it
  /// is zero.
  @usableFromInline let count = AtomicWord()

  package init() {}

  deinit { count.deallocate() }

  func track(_ root: any _SharedRootObject) {
    roots.withValue {
      $0[ObjectIdentifier(root)] = root
      count.store(UInt($0.count))
    }
  }

  /// Whether no shared value changed since the last assertion.
  @inlinable
  package var isEmpty: Bool { count.load() == 0 }

  /// Takes the current values as asserted.
  @usableFromInline
  package func acceptChanges() {
    let tracked = roots.withValue { roots in
      defer {
        roots = [:]
        count.store(0)
      }
      return Array(roots.values)
    }
    for root in tracked { root.acceptChanges() }
  }

  /// The values of the shared values changed so far, recorded with a state a later step
  /// asserts (a received action's).
  @usableFromInline
  package func capture() -> _SharedCapture {
    let tracked = roots.withValue { Array($0) }
    var values: [ObjectIdentifier: Any] = [:]
    for (id, root) in tracked { values[id] = root.currentValue }
    return _SharedCapture(values: values)
  }

  /// Takes the values in `capture` as asserted.
  @usableFromInline
  package func acceptChanges(from capture: _SharedCapture) {
    let tracked = roots.withValue { Array($0) }
    let settled = tracked.filter { !$0.value.acceptChanges(from: capture) }
    guard !settled.isEmpty else { return }
    // A root's lock is never taken under `roots`' (a change takes them the other way round).
    let untracked = settled.filter { !$0.value.hasUnassertedVersion }.map(\.key)
    roots.withValue { roots in
      for id in untracked { roots[id] = nil }
      count.store(UInt(roots.count))
    }
  }

  /// Whether a reducer or an effect wrote a shared value since the last assertion, even with
  /// the value it already had: such a step changed something, as TCA's test store counts it.
  package var hasWrites: Bool {
    roots.withValue { Array($0.values) }.contains { $0.hasUnassertedVersion }
  }

  /// The changes made since the last assertion, one diff per shared value.
  package func unassertedChanges() -> [(key: String?, diff: String)] {
    let tracked = roots.withValue { Array($0.values) }
    return tracked.compactMap { root in
      root.unassertedDiff().map { (key: root.keyDescription, diff: $0) }
    }
  }
}

/// The values shared values had when a test store recorded a state, by root.
@usableFromInline
package final class _SharedCapture: @unchecked Sendable {
  // Sendable: immutable once made.
  let values: [ObjectIdentifier: Any]

  init(values: [ObjectIdentifier: Any]) {
    self.values = values
  }

  /// No value recorded: every shared value reads as it was before the changes since.
  @usableFromInline
  package static let empty = _SharedCapture(values: [:])
}

/// The observation registrar of one shared value.
final class _SharedObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The name observers register under.
  private var observed: Void { () }

  func access() {
    registrar.access(self, keyPath: \.observed)
  }

  func withMutation<R>(_ body: () throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: \.observed, body)
  }
}

/// Whether two shared values are equal: each read in the version its side of a test store's
/// comparison stands for, or as they are now outside one. What `Shared.==` and
/// `SharedReader.==` compare.
func _sharedValuesEqual<Value: Equatable>(
  _ lhs: any _SharedReadableReference<Value>, _ rhs: any _SharedReadableReference<Value>
) -> Bool {
  let comparison = _SharedContext.comparison
  return lhs.read(comparison?.lhs ?? _SharedContext.view)
    == rhs.read(comparison?.rhs ?? _SharedContext.view)
}

/// Where a test store keeps its tracker of shared changes: in the dependencies its reducer and
/// effects run with, so that every write made with them bound is recorded.
private enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: _SharedChangeTracker? { nil }
}

extension DependencyValues {
  /// The tracker of the test store these values belong to, if any; `nil` outside a test store.
  /// Read without resolving a default: a shared write asks for it every time.
  package var _sharedChangeTracker: _SharedChangeTracker? {
    get { _overriddenValue(for: SharedChangeTrackerKey.self) ?? nil }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}
