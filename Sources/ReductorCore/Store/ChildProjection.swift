/// How a scoped store reaches its state in its parent's: one type per kind of scope, so that
/// a link (``_StoreLink``) holds exactly what its kind needs.
///
/// - ``_FieldProjection``: a child that is always there (`scope(state: \.contador, …)`).
/// - ``_OptionalProjection``: an optional child, bound to the child that was there when the
///   store was scoped.
/// - ``_PresentedProjection``: a child behind a `@Presents` property, read in the box that
///   presents it.
///
/// The link's methods are inlined where the store is scoped, so each projection's code runs
/// specialized for the states' types.
@usableFromInline
protocol _ChildProjection {
  associatedtype ParentState
  associatedtype ChildState

  /// Whether the store belongs to the child whose identity is `identity` (an
  /// `ObservableState` child's, or `nil` for a child without one).
  func isBound(to identity: ObservableStateID?) -> Bool

  /// Whether `parentState` no longer holds the store's child: it is not there, or is another
  /// child. Checked after each change to decide whether observers of the scope hear of it.
  func isGone(in parentState: ParentState) -> Bool

  /// The child's current state, or `nil` when it is gone.
  ///
  /// - Parameters:
  ///   - parentState: Reads the parent's current state; `nil` once the parent's is gone.
  ///   - version: The root's version now.
  @MainActor
  func read(parentState: () -> ParentState?, version: () -> UInt64) -> ChildState?

  /// The child's state in the parent's new state, at the root's `version`, or `nil` when the
  /// child is gone from it.
  @MainActor
  func update(from parentState: ParentState, version: UInt64) -> ChildState?

  /// What the child's store reads once its state is gone, or `nil` for a store that keeps a
  /// copy of its last state (see `Store.lastState`).
  ///
  /// - Parameters:
  ///   - parentState: The parent's state now, when the store is made.
  ///   - readParent: Reads the parent's last state.
  @MainActor
  func lastStateReader(
    parentState: ParentState, readParent: @escaping @MainActor () -> ParentState
  ) -> (@MainActor () -> ChildState)?

  /// The box a presented child's store follows, or `nil` for the other kinds of scope.
  var presentedChild: _PresentedChild<ChildState>? { get }

  /// Tells a presented child's projection where its parent's state is: in the box
  /// `parentChild` follows, when the parent is a presented child too, else read through
  /// `readParent`, or in place at `rootState`, the root's state, when the parent is the root.
  /// The other kinds of scope read the parent through `read`'s argument.
  @MainActor
  func connect(
    parentChild: _PresentedChild<ParentState>?,
    readParent: @escaping @MainActor () -> ParentState?,
    rootState: UnsafeRawPointer?
  )
}

extension _ChildProjection {
  @inlinable
  var presentedChild: _PresentedChild<ChildState>? { nil }

  @inlinable
  @MainActor
  func connect(
    parentChild: _PresentedChild<ParentState>?,
    readParent: @escaping @MainActor () -> ParentState?,
    rootState: UnsafeRawPointer?
  ) {}
}

/// A child that is always there: `scope(state: \.contador, action: \.contador)`.
///
/// Its store keeps no state: once an ancestor's is gone, it reads its part of its parent's
/// last state.
@usableFromInline
struct _FieldProjection<ParentState, ChildState>: _ChildProjection {
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<ParentState, ChildState>

  @inlinable
  init(_ keyPath: KeyPath<ParentState, ChildState>) {
    self.keyPath = keyPath
  }

  @inlinable
  func isBound(to identity: ObservableStateID?) -> Bool { true }

  @inlinable
  func isGone(in parentState: ParentState) -> Bool { false }

  @inlinable
  func read(parentState: () -> ParentState?, version: () -> UInt64) -> ChildState? {
    parentState()?[keyPath: keyPath]
  }

  @inlinable
  func update(from parentState: ParentState, version: UInt64) -> ChildState? {
    parentState[keyPath: keyPath]
  }

  @inlinable
  func lastStateReader(
    parentState: ParentState, readParent: @escaping @MainActor () -> ParentState
  ) -> (@MainActor () -> ChildState)? {
    let keyPath = keyPath
    return { readParent()[keyPath: keyPath] }
  }
}

/// An optional child: `scope(state: \.detalle, action: \.detalle)` over a plain optional. The
/// store belongs to the child that was there when it was scoped: another child (a new
/// `ObservableState` identity) is gone for it.
@usableFromInline
struct _OptionalProjection<ParentState, ChildState>: _ChildProjection {
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let keyPath: KeyPath<ParentState, ChildState?>
  /// The identity of the child the store was created for, if it has one.
  @usableFromInline let identity: ObservableStateID?
  @usableFromInline let observedIdentity: _ObservableIdentity<ChildState>

  @inlinable
  init(
    _ keyPath: KeyPath<ParentState, ChildState?>, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<ChildState>
  ) {
    self.keyPath = keyPath
    self.identity = identity
    self.observedIdentity = observedIdentity
  }

  @inlinable
  func isBound(to other: ObservableStateID?) -> Bool {
    _isSameChild(identity, other)
  }

  /// The child in `parentState`, if it is the store's.
  @inlinable
  func project(_ parentState: ParentState) -> ChildState? {
    guard let child = parentState[keyPath: keyPath] else { return nil }
    if let identity {
      guard let current = observedIdentity.read(child), current.isSame(as: identity) else {
        return nil
      }
    }
    return child
  }

  @inlinable
  func isGone(in parentState: ParentState) -> Bool {
    project(parentState) == nil
  }

  @inlinable
  func read(parentState: () -> ParentState?, version: () -> UInt64) -> ChildState? {
    parentState().flatMap(project)
  }

  @inlinable
  func update(from parentState: ParentState, version: UInt64) -> ChildState? {
    project(parentState)
  }

  /// `nil`: the store keeps a copy of its last state.
  @inlinable
  func lastStateReader(
    parentState: ParentState, readParent: @escaping @MainActor () -> ParentState
  ) -> (@MainActor () -> ChildState)? {
    nil
  }
}

/// A presented child: `scope(state: \.destino, action: \.destino)` over a `@Presents`
/// property. It reads the `PresentationState` at its byte offset in the parent's state (a
/// `@Presents` property is computed, and applying a key path to a computed property looks
/// metadata up at run time), and follows the box that presents the child, so that a read
/// while no action has been reduced goes straight to the box.
@usableFromInline
struct _PresentedProjection<ParentState, ChildState>: _ChildProjection {
  /// The byte offset of the `PresentationState` in the parent's state.
  @usableFromInline let offset: Int
  /// The identity of the child the store was created for, if it has one.
  @usableFromInline let identity: ObservableStateID?
  @usableFromInline let observedIdentity: _ObservableIdentity<ChildState>
  /// The box followed, and what the store reads once the child is gone.
  @usableFromInline let presented: _PresentedChild<ChildState>

  @inlinable
  init(
    offset: Int, identity: ObservableStateID?, observedIdentity: _ObservableIdentity<ChildState>
  ) {
    self.offset = offset
    self.identity = identity
    self.observedIdentity = observedIdentity
    self.presented = _PresentedChild()
  }

  @inlinable
  func isBound(to other: ObservableStateID?) -> Bool {
    _isSameChild(identity, other)
  }

  /// The `PresentationState` in `parentState`.
  @inlinable
  func presentation(in parentState: ParentState) -> PresentationState<ChildState> {
    _read(PresentationState<ChildState>.self, at: offset, in: parentState) { copy $0 }
  }

  /// Whether `presentation` no longer presents the child, decided from the presentation's
  /// identity (which follows an `ObservableState` child's) without copying the child out.
  @inlinable
  func isGone(_ presentation: borrowing PresentationState<ChildState>) -> Bool {
    Self.isGone(presentation, identity: identity, observedIdentity: observedIdentity)
  }

  /// Whether `presentation` no longer presents the child whose identity is `identity`.
  @inlinable
  static func isGone(
    _ presentation: borrowing PresentationState<ChildState>, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<ChildState>
  ) -> Bool {
    guard let id = presentation._id, let box = presentation._box else { return true }
    guard let identity else { return false }
    if case let .observable(rawValue, tag) = id.source {
      return rawValue != identity.rawValue || tag != identity.tag
    }
    guard let current = observedIdentity.read(box.value) else { return true }
    return !current.isSame(as: identity)
  }

  @inlinable
  func isGone(in parentState: ParentState) -> Bool {
    isGone(presentation(in: parentState))
  }

  /// Reads the child from the box that presents it (see `_PresentedChild.box(at:)`).
  @inlinable
  func read(parentState: () -> ParentState?, version: () -> UInt64) -> ChildState? {
    presented.box(at: version())?.value
  }

  @inlinable
  var presentedChild: _PresentedChild<ChildState>? { presented }

  /// Sets how `presented` finds the box presenting the child at a version it has not seen:
  /// in the parent's box, read in place, when the parent is a presented child too (each level
  /// then finds its box once per version, from the root down, instead of every level reading
  /// its parents' states again), else in the parent's state read through `readParent`.
  @inlinable
  @MainActor
  func connect(
    parentChild: _PresentedChild<ParentState>?,
    readParent: @escaping @MainActor () -> ParentState?,
    rootState: UnsafeRawPointer?
  ) {
    presented.parentRecord = parentChild.map { Unmanaged.passUnretained($0) }
    presented.locate = Self.locator(
      presented, offset: offset, identity: identity, observedIdentity: observedIdentity,
      parentChild: parentChild, readParent: readParent,
      rootField: parentChild == nil ? rootState?.advanced(by: offset) : nil
    )
  }

  /// `presented`'s `locate`. It captures `presented` unowned (`presented` keeps it) and the
  /// projection's fields, not the projection, which holds `presented`.
  ///
  /// Nonisolated, so that the function it makes is too: one made in a main-actor method and
  /// stored checks at run time that it runs on the main actor (SE-0423), every call.
  @inlinable
  nonisolated static func locator(
    _ presented: _PresentedChild<ChildState>, offset: Int, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<ChildState>,
    parentChild: _PresentedChild<ParentState>?,
    readParent: @escaping @MainActor () -> ParentState?,
    rootField: UnsafeRawPointer?
  ) -> @MainActor (UInt64) -> Bool {
    typealias Box = Unmanaged<_PresentationBox<ChildState>>
    let boxOffset = presented.boxOffset
    // Local functions of a nonisolated function, passed as values: a closure written inside
    // the main-actor closure below would be isolated too, and checked at every call.
    /// The box the `PresentationState` at `field` presents, if it is the store's child. Its
    /// reference is read as bits: compared and followed without a retain and release a level.
    func presentingBox(atField field: UnsafeRawPointer) -> Box? {
      let presentation = field.assumingMemoryBound(to: PresentationState<ChildState>.self)
      guard let id = presentation.pointee._id,
        let bits = field.advanced(by: boxOffset).load(as: UnsafeRawPointer?.self)
      else { return nil }
      let box = Box.fromOpaque(bits)
      guard let identity else { return box }
      if case let .observable(rawValue, tag) = id.source {
        return rawValue == identity.rawValue && tag == identity.tag ? box : nil
      }
      guard let current = observedIdentity.read(box.takeUnretainedValue().value),
        current.isSame(as: identity)
      else { return nil }
      return box
    }
    func presentingBox(in parentState: ParentState) -> Box? {
      withUnsafePointer(to: parentState) {
        presentingBox(atField: UnsafeRawPointer($0).advanced(by: offset))
      }
    }
    // Captured as bits: a pointer is not `Sendable`, and the closure below is main-actor
    // isolated. It points into the root's state, which does not move.
    let rootFieldBits = rootField.map { UInt(bitPattern: $0) }
    func field(in parentBox: _PresentationBox<ParentState>) -> UnsafeRawPointer {
      parentBox._withValueAddress { $0.advanced(by: offset) }
    }
    return { [unowned(unsafe) presented, unowned(unsafe) parentChild] version in
      guard let parentChild else {
        guard let parentState = readParent(), let box = presentingBox(in: parentState) else {
          presented.markGone(version: version)
          return false
        }
        presented.follow(box, version: version)
        if let rootField = rootFieldBits.flatMap(UnsafeRawPointer.init(bitPattern:)) {
          presented.recordField(rootField, in: nil)
        }
        return true
      }
      // The parent's state, read in place in the box that presents it: the parent's state
      // holds the box, and nothing changes the state while this runs.
      guard parentChild.isThere(at: version) else {
        presented.markGone(version: version)
        return false
      }
      let parentBox = parentChild.currentBoxAddress.unsafelyUnwrapped
      let childField = Unmanaged<_PresentationBox<ParentState>>.fromOpaque(parentBox)
        ._withUnsafeGuaranteedRef(field(in:))
      guard let box = presentingBox(atField: childField) else {
        presented.markGone(version: version)
        return false
      }
      presented.follow(box, version: version)
      presented.recordField(childField, in: parentBox)
      return true
    }
  }

  @inlinable
  func update(from parentState: ParentState, version: UInt64) -> ChildState? {
    let presentation = presentation(in: parentState)
    guard !isGone(presentation), let box = presentation._box else { return nil }
    presented.follow(Unmanaged.passUnretained(box), version: version)
    return box.value
  }

  /// Reads what the box held last, through its hook, which the projection takes here: a
  /// hook always has a state, its box's or the one the box handed over.
  @inlinable
  func lastStateReader(
    parentState: ParentState, readParent: @escaping @MainActor () -> ParentState
  ) -> (@MainActor () -> ChildState)? {
    if let box = presentation(in: parentState)._box { presented.follow(box) }
    let presented = presented
    return { presented.hook!.lastState! }
  }
}

/// Whether two children are the same one, by their `ObservableState` identities (`nil` for
/// children without one).
@inlinable
func _isSameChild(_ identity: ObservableStateID?, _ other: ObservableStateID?) -> Bool {
  switch (identity, other) {
  case (nil, nil): true
  case let (identity?, other?): identity.isSame(as: other)
  default: false
  }
}

/// Where a presented child's box was last found, in terms that need no types: a presented
/// child's store checks that its state is still there (before every send) by reading a few
/// words in place, level by level from the top, without its parents' types.
///
/// The check is sound because it reads only inside boxes it has just found in the state: the
/// child's `PresentationState` sits at `fieldAddress` inside the parent's box, which holds as
/// long as the parent's current box is `fieldParentBox`, checked first (and, had that box been
/// freed and another one made at its address, the new one is of the same type, laid out the
/// same). When anything differs, `locate` finds the box again the typed way.
// Not isolated, and unchecked `Sendable`, for the reasons `_PresentedChild` gives.
@usableFromInline
class _PresenceRecord: @unchecked Sendable {
  /// The box that presented the child when the root's version was `boxVersion`, unretained:
  /// while the version is the same no action has been reduced, so the box is still in the
  /// parent's state, holding the child's current state. The state keeps it alive, and keeping
  /// it here would make the reducer copy it.
  @usableFromInline @exclusivity(unchecked) var currentBoxAddress: UnsafeRawPointer?
  @usableFromInline @exclusivity(unchecked) var boxVersion: UInt64 = .max
  /// The parent's record, when the parent is a presented child too, unretained (its store
  /// outlives this one's checks: the child's store holds its parent's).
  @usableFromInline @exclusivity(unchecked) var parentRecord: Unmanaged<_PresenceRecord>?
  /// Where the child's `PresentationState` was found (in the parent's box's state, or in the
  /// root's state, which stays where it is), the parent's box then, and the presentation's
  /// identity then; `nil` while it was found some other way.
  @usableFromInline @exclusivity(unchecked) var fieldAddress: UnsafeRawPointer?
  @usableFromInline @exclusivity(unchecked) var fieldParentBox: UnsafeRawPointer?
  @usableFromInline @exclusivity(unchecked) var fieldID: PresentationID?
  /// The offsets of the box's reference and of the identity in a `PresentationState`.
  @usableFromInline @exclusivity(unchecked) var boxOffset = 0
  @usableFromInline @exclusivity(unchecked) var idOffset = 0
  /// Finds the box presenting the child at a version and follows it, or records that the
  /// child is gone; returns whether it is there. Set by the projection (see
  /// ``_PresentedProjection/connect(parentChild:readParent:rootState:)``).
  @usableFromInline @exclusivity(unchecked) var locate: (@MainActor (_ version: UInt64) -> Bool)?

  @usableFromInline
  init() {}

  /// Records where the child's box was just found, for the next check: the child's
  /// `PresentationState` at `field`, in the box `parentBox` (`nil`: in the root's state).
  @inlinable
  final func recordField(_ field: UnsafeRawPointer, in parentBox: UnsafeRawPointer?) {
    fieldAddress = field
    fieldParentBox = parentBox
    fieldID = field.advanced(by: idOffset).load(as: PresentationID?.self)
  }

  /// Whether the child is there at the root's `version`; then `currentBoxAddress` presents
  /// it. Known (`knownPresence(at:)`) or found by `locate`.
  @inlinable
  @MainActor
  final func isThere(at version: UInt64) -> Bool {
    if knownPresence(at: version) == true { return true }
    return locate?(version) ?? false
  }

  /// Whether the child is there at the root's `version`, when that is known without the
  /// child's types: from the box followed while no action has been reduced since, or from the
  /// words where the child's box was found, when the parent is there with the box the child was
  /// found in (or the parent is the root). `nil` when `locate` must find it.
  ///
  /// Not isolated, so that the parent's check runs through `_withUnsafeGuaranteedRef` with no
  /// retain of the parent and no isolation check of the closure.
  @inlinable
  final func knownPresence(at version: UInt64) -> Bool? {
    if version == boxVersion { return currentBoxAddress != nil }
    guard let fieldAddress, let box = currentBoxAddress else { return nil }
    if let parentRecord {
      guard
        parentRecord._withUnsafeGuaranteedRef({ parent in
          parent.knownPresence(at: version) == true
            && parent.currentBoxAddress == fieldParentBox
        })
      else { return nil }
    }
    guard fieldAddress.advanced(by: boxOffset).load(as: UnsafeRawPointer?.self) == box,
      fieldAddress.advanced(by: idOffset).load(as: PresentationID?.self) == fieldID
    else { return nil }
    boxVersion = version
    return true
  }
}

/// The box a presented child's store follows: the one presenting the child, and its hook,
/// which keeps what the child's store reads once the box is gone.
// The mutable state skips dynamic exclusivity checks, as the store's does: it is confined to
// the main actor, and no access to it overlaps another. Not isolated itself, so that its
// methods pass as plain functions (`follow` in `follow(_:version:)`) with no isolation check;
// unchecked `Sendable` for the main-actor closures that capture it: only main-actor code (the
// stores and their links) uses one, and `locate` and its callers are main-actor isolated.
@usableFromInline
final class _PresentedChild<ChildState>: _PresenceRecord, @unchecked Sendable {
  /// What the child's store reads once the child is gone, from the child's box: the store
  /// keeps no copy of the child's state, which would share the child's boxes with the
  /// feature's state (see `_StorePresentationHook`).
  @usableFromInline @exclusivity(unchecked) var hook: _StorePresentationHook<ChildState>?

  @usableFromInline
  override init() {
    super.init()
    boxOffset = MemoryLayout<PresentationState<ChildState>>.offset(of: \._box).unsafelyUnwrapped
    idOffset = MemoryLayout<PresentationState<ChildState>>.offset(of: \._id).unsafelyUnwrapped
  }

  /// The box that presented the child at `boxVersion`.
  @inlinable
  var _currentBox: Unmanaged<_PresentationBox<ChildState>>? {
    currentBoxAddress.map { Unmanaged.fromOpaque($0) }
  }

  /// The box presenting the child at the root's `version`, or `nil` when the child is gone.
  @inlinable
  @MainActor
  func box(at version: UInt64) -> _PresentationBox<ChildState>? {
    isThere(at: version) ? _currentBox?.takeUnretainedValue() : nil
  }

  /// Follows `box`, the one presenting the child now: takes its hook if the link does
  /// not have it already (a new presentation, or a copy the reducer made of a box something
  /// else held).
  @inlinable
  func follow(_ box: _PresentationBox<ChildState>) {
    if box._storeHook == nil || box._storeHook !== hook {
      hook = box.storeHook()
    }
  }

  /// Follows `box`, which presents the child at the root's `version`.
  @inlinable
  func follow(_ box: Unmanaged<_PresentationBox<ChildState>>, version: UInt64) {
    box._withUnsafeGuaranteedRef(follow)
    currentBoxAddress = UnsafeRawPointer(box.toOpaque())
    boxVersion = version
  }

  /// Records that the child is gone at the root's `version`.
  @inlinable
  func markGone(version: UInt64) {
    currentBoxAddress = nil
    boxVersion = version
    fieldAddress = nil
  }
}
