import ReductorIssueReporting

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
  /// child is gone; returns whether it is there. Set by the presented child's core (see
  /// `_PresentedCore.connect(parentState:)`).
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
    if knownPresence(at: version) == true {
      #if DEBUG
        _checkKnownPresence(at: version)
      #endif
      return true
    }
    return locate?(version) ?? false
  }

  #if DEBUG
    /// Finds the box again the typed way, as `locate` does when the words differ, and reports a
    /// runtime warning if it says the child is gone where the words said it was there: the
    /// words are read as raw memory, and this is what checks them, in every debug build and so
    /// across the test suite.
    @usableFromInline
    @MainActor
    final func _checkKnownPresence(at version: UInt64) {
      let box = currentBoxAddress
      let found = locate?(version) == true
      guard !found || currentBoxAddress != box else { return }
      let finding = found ? "another box presents it" : "it is gone"
      reportRuntimeWarning(
        """
        A presented child's store found its state there by the words where its box was found \
        last, but finding the box again says \(finding). This is a bug in Reductor's presence \
        check (Store/PresenceRecord.swift), not in your code: please report it.
        """
      )
    }
  #endif

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
