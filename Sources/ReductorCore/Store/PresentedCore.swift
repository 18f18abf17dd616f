import ReductorCasePaths

/// The core of a store scoped to a presented child: `scope(state: \.destino, action: \.destino)`
/// over a `@Presents` property. It reads the `PresentationState` at its byte offset in the
/// parent's state (a `@Presents` property is computed, and applying a key path to a computed
/// property looks metadata up at run time), and follows the box that presents the child
/// (``_PresentedChild``), so that a read while no action has been reduced goes straight to the
/// box, and a check that the child is there reads no state.
///
/// It keeps no copy of the child's state: once the child is gone it reads the state the box
/// handed its hook as it went away (see `_StorePresentationHook`).
@MainActor
@usableFromInline
final class _PresentedCore<ParentState, ParentAction: CasePathable, State, Action>:
  _ChildCore<ParentState, ParentAction, State, Action>
{
  /// The byte offset of the `PresentationState` in the parent's state.
  @usableFromInline let offset: Int
  /// The identity of the child the store was created for, if it has one.
  @usableFromInline let identity: ObservableStateID?
  @usableFromInline let observedIdentity: _ObservableIdentity<State>
  /// The root's version counter.
  @usableFromInline let root: any _StoreRoot
  /// The box followed, and what the store reads once the child is gone.
  @usableFromInline let presented: _PresentedChild<State>

  @inlinable
  init(
    parent: Store<ParentState, ParentAction>, key: _ScopeKey, site: _ScopeSite,
    offset: Int, parentState: ParentState, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<State>,
    makeEmbed: @escaping (AnyKeyPath) -> (Action) -> ParentAction,
    operations: _StoreOperations<State, Action>
  ) {
    self.offset = offset
    self.identity = identity
    self.observedIdentity = observedIdentity
    self.root = parent.core.storeRoot
    self.presented = _PresentedChild()
    super.init(
      operations: operations, parent: parent, key: key, site: site, makeEmbed: makeEmbed
    )
    if let box = Self.presentation(at: offset, in: parentState)._box { presented.follow(box) }
    connect(parentState: parentState)
  }

  /// This kind's tables, for its types (see `_ChildTable.kind(_:make:)`).
  @inlinable
  nonisolated static func kind() -> _ScopedKind<ParentState, State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _ScopedKind(
      store: operations(),
      link: .store(
        Store<State, Action>.self,
        project: { core, parentState, version in
          unsafeDowncast(core, to: _PresentedCore.self).project(parentState, version: version)
        },
        goneCheck: { core in unsafeDowncast(core, to: _PresentedCore.self).goneCheck() }
      )
    )
  }

  /// The operations (see `_RootCore.operations()` for why nonisolated).
  @inlinable
  nonisolated static func operations() -> _StoreOperations<State, Action> {
    // `core` is always this kind's (see `_StoreOperations`): downcast unchecked.
    _StoreOperations(
      read: { core in
        let core = unsafeDowncast(core, to: _PresentedCore.self)
        return core.presented.box(at: core.root.version)?.value
      },
      current: { core in
        let core = unsafeDowncast(core, to: _PresentedCore.self)
        // A hook always has a state: its box's, or the one the box handed over.
        return core.presented.box(at: core.root.version)?.value ?? core.presented.hook!.lastState!
      },
      isPresent: { core in
        let core = unsafeDowncast(core, to: _PresentedCore.self)
        return core.presented.isThere(at: core.root.version)
      },
      forward: { core, action in forward(core, action) }
    )
  }

  override var presence: _PresenceRecord? { presented }

  override func isBound(to other: ObservableStateID?) -> Bool {
    _isSameChild(identity, other)
  }

  /// The `PresentationState` at `offset` in `parentState`.
  @inlinable
  nonisolated static func presentation(
    at offset: Int, in parentState: ParentState
  ) -> PresentationState<State> {
    _read(PresentationState<State>.self, at: offset, in: parentState) { copy $0 }
  }

  /// Whether `presentation` no longer presents the child whose identity is `identity`, decided
  /// from the presentation's identity (which follows an `ObservableState` child's) without
  /// copying the child out.
  @inlinable
  nonisolated static func isGone(
    _ presentation: borrowing PresentationState<State>, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<State>
  ) -> Bool {
    guard let id = presentation._id, let box = presentation._box else { return true }
    guard let identity else { return false }
    if case let .observable(rawValue, tag) = id.source {
      return rawValue != identity.rawValue || tag != identity.tag
    }
    guard let current = observedIdentity.read(box.value) else { return true }
    return !current.isSame(as: identity)
  }

  /// The change check of a read of the scope: whether a new state no longer presents the
  /// store's child, which observers of the scope hear of. It captures what it reads, not the
  /// core (see `_OptionalCore.goneCheck()`).
  @inlinable
  nonisolated func goneCheck() -> _ReadCheck<ParentState> {
    let offset = self.offset
    let identity = self.identity
    let observedIdentity = self.observedIdentity
    return { new, step in
      step == .compare
        && Self.isGone(
          Self.presentation(at: offset, in: new), identity: identity,
          observedIdentity: observedIdentity
        )
    }
  }

  /// The child's state in the parent's new state, at the root's `version`, the box presenting
  /// it followed: what the walk after a send hands the store.
  @inlinable
  func project(_ parentState: ParentState, version: UInt64) -> State? {
    let presentation = Self.presentation(at: offset, in: parentState)
    guard !Self.isGone(presentation, identity: identity, observedIdentity: observedIdentity),
      let box = presentation._box
    else { return nil }
    presented.follow(Unmanaged.passUnretained(box), version: version)
    return box.value
  }

  /// Sets how `presented` finds the box presenting the child at a version it has not seen: in
  /// the parent's box, read in place, when the parent is a presented child too (each level then
  /// finds its box once per version, from the root down, instead of every level reading its
  /// parents' states again), in place in the root's state when the parent is the root, else in
  /// the parent's state, read.
  @usableFromInline
  func connect(parentState: ParentState) {
    let parentRecord = parentCore.presence
    presented.parentRecord = parentRecord.map { Unmanaged.passUnretained($0) }
    let rootField = (parentCore as? _RootCore<ParentState, ParentAction>).map {
      $0.stateAddress.advanced(by: offset)
    }
    presented.locate = Self.locator(
      presented, offset: offset, identity: identity, observedIdentity: observedIdentity,
      parentRecord: parentRecord, parentCore: parentCore,
      rootField: parentRecord == nil ? rootField : nil
    )
  }

  /// `presented`'s `locate`. It captures `presented` unowned (`presented` keeps it) and the
  /// core's fields, not the core, which holds `presented`.
  ///
  /// Nonisolated, so that the function it makes is isolated by its type: one made in a
  /// main-actor method checks at run time that it runs on the main actor (SE-0423), every call.
  @inlinable
  nonisolated static func locator(
    _ presented: _PresentedChild<State>, offset: Int, identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<State>,
    parentRecord: _PresenceRecord?,
    parentCore: _StoreCore<ParentState, ParentAction>,
    rootField: UnsafeRawPointer?
  ) -> @MainActor (UInt64) -> Bool {
    typealias Box = Unmanaged<_PresentationBox<State>>
    let boxOffset = presented.boxOffset
    // Local functions of a nonisolated function, passed as values: a closure written inside
    // the main-actor closure below would be isolated too, and checked at every call.
    /// The box the `PresentationState` at `field` presents, if it is the store's child. Its
    /// reference is read as bits: compared and followed without a retain and release a level.
    /// Sound because `field` points at a `PresentationState<State>` that is alive while this
    /// runs: in the root's state, or in the parent's box, which the parent's state holds.
    func presentingBox(atField field: UnsafeRawPointer) -> Box? {
      let presentation = field.assumingMemoryBound(to: PresentationState<State>.self)
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
    // isolated. It points into the root's state, which does not move while the runtime lives
    // (the parent's core, captured, keeps it).
    let rootFieldBits = rootField.map { UInt(bitPattern: $0) }
    func field(in parentBox: _PresentationBox<ParentState>) -> UnsafeRawPointer {
      parentBox._withValueAddress { $0.advanced(by: offset) }
    }
    return { [unowned(unsafe) presented, unowned(unsafe) parentRecord] version in
      guard let parentRecord else {
        guard let parentState = parentCore.operations.read(parentCore),
          let box = presentingBox(in: parentState)
        else {
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
      guard parentRecord.isThere(at: version), let parentBox = parentRecord.currentBoxAddress
      else {
        presented.markGone(version: version)
        return false
      }
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
}
