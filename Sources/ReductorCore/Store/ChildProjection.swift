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

  /// Reads the child from its box, without reading the parents' states again while no
  /// action has been reduced.
  @inlinable
  func read(parentState: () -> ParentState?, version: () -> UInt64) -> ChildState? {
    let version = version()
    if version == presented.boxVersion { return presented.currentBox?.value }
    guard let parentState = parentState() else { return nil }
    let presentation = presentation(in: parentState)
    guard !isGone(presentation), let box = presentation._box else {
      presented.currentBox = nil
      presented.boxVersion = version
      return nil
    }
    presented.follow(box, version: version)
    return box.value
  }

  @inlinable
  func update(from parentState: ParentState, version: UInt64) -> ChildState? {
    let presentation = presentation(in: parentState)
    guard !isGone(presentation), let box = presentation._box else { return nil }
    presented.follow(box, version: version)
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

/// The box a presented child's store follows: the one presenting the child, and its hook,
/// which keeps what the child's store reads once the box is gone.
// The mutable state skips dynamic exclusivity checks, as the store's does: it is confined to
// the main actor, and no access to it overlaps another.
@MainActor
@usableFromInline
final class _PresentedChild<ChildState> {
  /// What the child's store reads once the child is gone, from the child's box: the store
  /// keeps no copy of the child's state, which would share the child's boxes with the
  /// feature's state (see `_StorePresentationHook`).
  @usableFromInline @exclusivity(unchecked) var hook: _StorePresentationHook<ChildState>?
  /// The box that presented the child when the root's version was `boxVersion`: while the
  /// version is the same no action has been reduced, so the box is still in the parent's
  /// state, holding the child's current state. Unowned: the state keeps it alive, and keeping
  /// it here would make the reducer copy it.
  @usableFromInline @exclusivity(unchecked) unowned(unsafe) var currentBox:
    _PresentationBox<ChildState>?
  @usableFromInline @exclusivity(unchecked) var boxVersion: UInt64 = .max

  @usableFromInline
  nonisolated init() {}

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
  func follow(_ box: _PresentationBox<ChildState>, version: UInt64) {
    follow(box)
    currentBox = box
    boxVersion = version
  }
}

