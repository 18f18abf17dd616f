import ReductorCasePaths

extension Store {
  /// A store for a child feature whose state is always present.
  ///
  /// ```swift
  /// let contador = store.scope(state: \.contador, action: \.contador)
  /// ```
  ///
  /// Scoping the same paths again returns the same store for as long as it is in use.
  /// `store.scope(state: \.self, action: \.self)` is a store of the same feature.
  @inlinable
  public func scope<ChildState, Path: _CaseKeyPathValue, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<Case<Action>, Path>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> where Path._Root == Action, Path._Value == ChildAction {
    let key = _ScopeKey(state: toChildState, action: toChildAction)
    if let link = _children[key] as? _StoreLink<State, Action, ChildState, ChildAction>,
      let child = link.child
    {
      return child
    }
    let link = _StoreLink<State, Action, ChildState, ChildAction>(
      parent: self, key: key, projection: .field(toChildState), identity: nil,
      embedsPresented: false, site: _ScopeSite(fileID: fileID, line: line),
      update: { link, state, version in link.updateChild(from: state, version: version) }
    )
    let child = link.makeChild(initialState: currentState[keyPath: toChildState])
    _keepChild(link, under: key)
    return child
  }

  /// Keeps `link`, and so its child store, under `key`, in place of the link there before
  /// (whose children it lets go). A store whose own state is gone keeps nothing: it will not
  /// hear of its state again, and the child it returns would keep it alive.
  @inlinable
  func _keepChild(_ link: _ChildLink<State>, under key: _ScopeKey) {
    guard isRoot || _isPresent() else {
      link.release()
      return
    }
    _children.updateValue(link, forKey: key)?.release()
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`.
  ///
  /// ```swift
  /// if let detalle = store.scope(state: \.detalle, action: \.detalle) { ... }
  /// ```
  ///
  /// Reading it inside `withObservationTracking` observes which child is there: the observer
  /// is told when the child appears, goes away, or is replaced by a new child (a new
  /// `@ObservableState` value), but not when the child changes in place. The store belongs to
  /// the child it was created for: once that child is gone, actions sent to it are dropped
  /// with a runtime warning, and scoping again gives the new child's store.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(
      state: toChildState, actionKey: toChildAction, embedsPresented: false,
      site: _ScopeSite(fileID: fileID, line: line)
    )
  }

  /// A store for a presented child feature, or `nil` while nothing is presented.
  ///
  /// ```swift
  /// if let destino = store.scope(state: \.destino, action: \.destino) {
  ///   switch destino.case { ... }
  /// }
  /// ```
  ///
  /// The child store sends its actions as `.presented(action)`. To reach one case of a
  /// presented enum, scope through it: `store.scope(state: \.destino?.editar,
  /// action: \.destino.editar)`. Observation and the child's lifetime are as for an optional
  /// child.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(
      state: toChildState, actionKey: toChildAction, embedsPresented: true,
      site: _ScopeSite(fileID: fileID, line: line)
    )
  }

  /// The shared implementation of the optional scopes: finds or makes the store of the child
  /// that is there now, bound to that child's identity.
  @inlinable
  func _scopeOptional<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    actionKey: AnyKeyPath,
    embedsPresented: Bool,
    site: _ScopeSite
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    typealias Link = _StoreLink<State, Action, ChildState, ChildAction>
    let key = _ScopeKey(state: toChildState, action: actionKey)
    let existing = _children[key] as? Link
    guard let childState = currentState[keyPath: toChildState] else {
      // Nothing there now: the store of the child that was there goes, and the scope changes
      // when a child appears.
      if existing != nil { _removeChild(key) }
      _access(.scope(key)) { _ in
        { new, step in step == .compare && new[keyPath: toChildState] != nil }
      }
      return nil
    }
    let identity = _ObservableIdentity(of: ChildState.self)
    let childIdentity = identity.read(childState)
    if let existing, let child = existing.child, existing.isBound(to: childIdentity) {
      _access(.scope(key)) { _ in Link._goneCheck(existing) }
      return child
    }
    // Made here, where the store is scoped, the update function runs specialized for the
    // child's types (the walk after each send calls it).
    let link = Link(
      parent: self, key: key, projection: .optional(toChildState),
      presentedOffset: _presentationStorageOffset(toChildState),
      identity: childIdentity, observedIdentity: identity, embedsPresented: embedsPresented,
      site: site,
      update: { link, state, version in link.updateChild(from: state, version: version) }
    )
    // The scope changes when the new state has no child, or another one (a new identity).
    _access(.scope(key)) { _ in Link._goneCheck(link) }
    let child = link.makeChild(initialState: childState)
    _keepChild(link, under: key)
    return child
  }
}

/// The byte offset in `Root` of the `PresentationState` behind `keyPath`, when `keyPath` names
/// a `@Presents` property; `nil` for any other path.
///
/// A `@Presents` property is computed, and applying a stored key path to a computed property
/// is a run-time call that looks metadata up (hundreds of nanoseconds); its storage is a stored
/// property, read at its offset.
@usableFromInline
func _presentationStorageOffset<Root, Child>(_ keyPath: KeyPath<Root, Child?>) -> Int? {
  guard let observable = Root.self as? any ObservableState.Type,
    let storage = observable._$presentationStorage(for: keyPath)
      as? KeyPath<Root, PresentationState<Child>>
  else { return nil }
  return MemoryLayout<Root>.offset(of: storage)
}

/// How a scope reaches its child's state in its parent's.
@usableFromInline
enum _ScopeProjection<ParentState, ChildState> {
  /// A child that is always there.
  case field(KeyPath<ParentState, ChildState>)
  /// An optional child: the store belongs to the child that was there when it was scoped.
  case optional(KeyPath<ParentState, ChildState?>)
}

/// What a link to a presented child (scoped through a `@Presents` property) keeps besides the
/// paths: where the child's `PresentationState` is in the parent's state, and the box that
/// presents the child.
// The mutable state skips dynamic exclusivity checks, as the store's does: it is confined to
// the main actor, and no access to it overlaps another.
@MainActor
@usableFromInline
final class _PresentedChild<ChildState> {
  /// The byte offset of the `PresentationState` in the parent's state.
  @usableFromInline nonisolated let offset: Int
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
  nonisolated init(offset: Int) {
    self.offset = offset
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
  func follow(_ box: _PresentationBox<ChildState>, version: UInt64) {
    follow(box)
    currentBox = box
    boxVersion = version
  }
}

/// Reads the `ObservableState` identity of a type's values, with the conformance looked up
/// once; `nil` for types that have none.
@usableFromInline
// Unchecked: it holds only a metatype, read-only; Swift does not call metatypes of protocols
// that are not `SendableMetatype` sendable, for their conformances could be isolated, and the
// `ObservableState` conformances the macro writes are not.
struct _ObservableIdentity<Value>: @unchecked Sendable {
  @usableFromInline let observed: (any ObservableState.Type)?

  @inlinable
  init(of _: Value.Type) {
    observed = Value.self as? any ObservableState.Type
  }

  @inlinable
  func read(_ value: Value) -> ObservableStateID? {
    guard let observed else { return nil }
    func open<Observed: ObservableState>(_: Observed.Type) -> ObservableStateID {
      _readObservableStateID(value, as: Observed.self)
    }
    let id = open(observed)
    return id.rawValue == 0 && id.tag == 0 ? nil : id
  }
}

/// What a scoped store says about how it was derived from its parent, for messages.
@MainActor
@usableFromInline
protocol _StoreOrigin: AnyObject {
  /// `.scope(state: …, action: …)`, appended to the parent's label.
  var scopeDescription: String { get }
  /// The same, with the action path named from `childAction`, one of the store's actions:
  /// embedded in the parent's, its cases spell the path (`action: \.destino.editar`), which
  /// a computed key path does not. Returns the embedded action too, for the parent's label.
  func scopeDescription(childAction: Any) -> (text: String, parentAction: Any?)
}

/// A parent's link to one child store, and everything that child needs from its parent: how
/// to read its state and embed its actions. The child store's closures capture only this
/// object (a closure that captures one object needs no context of its own), so a scoped store
/// costs the store and this link.
///
/// The parent keeps the link, and the link the child, while the child's state is there; then
/// the parent drops the link and `release()` lets the child go (the child's closures hold the
/// link, so until then the two keep each other).
@usableFromInline
final class _StoreLink<ParentState, ParentAction: CasePathable, ChildState, ChildAction>:
  _ChildLink<ParentState>, _StoreOrigin
{
  /// The parent store. Unowned and unchecked: whatever calls the link keeps the parent alive
  /// (the parent itself, whose children and reads hold the link, or the child store, which
  /// holds its parent), and checking cost an atomic retain and release per access. A root
  /// parent is the exception: its children hold it weakly, so they read it through
  /// `readRoot`, which holds only what the root reads.
  @usableFromInline unowned(unsafe) let parent: Store<ParentState, ParentAction>
  /// The root parent's own read (`nil` when the parent is scoped): a child that outlives the
  /// root reads the state through it.
  @usableFromInline let readRoot: (@MainActor () -> ParentState?)?
  /// The root's version counter, held here: the root store may be gone.
  @usableFromInline let root: any _StoreRoot
  @usableFromInline @exclusivity(unchecked) var child: Store<ChildState, ChildAction>?
  @usableFromInline let key: _ScopeKey
  /// The path to the child's state: an optional child's, or one that is always there.
  // Unsafe only to the checker: key paths are immutable (they are not declared `Sendable`).
  @usableFromInline nonisolated(unsafe) let optionalPath: KeyPath<ParentState, ChildState?>?
  @usableFromInline nonisolated(unsafe) let fieldPath: KeyPath<ParentState, ChildState>?
  /// When `optionalPath` names a `@Presents` property, where its storage is and the box the
  /// link follows (see `_PresentedChild`); `nil` for other paths, and for rows, which then pay
  /// one word for it.
  @usableFromInline nonisolated let presented: _PresentedChild<ChildState>?
  /// The identity of the child the store was created for, if it has one.
  @usableFromInline nonisolated let identity: ObservableStateID?
  @usableFromInline nonisolated let observedIdentity: _ObservableIdentity<ChildState>
  /// `updateChild(from:version:)`, made where the store was scoped so that it runs
  /// specialized for the child's types: the link's own methods run as generic code.
  let updateFunction: @MainActor (_StoreLink, ParentState, UInt64) -> Status
  /// Whether the child's actions are sent as `.presented(action)` through `key.action`.
  let embedsPresented: Bool
  /// Where the store was scoped, for messages.
  let site: _ScopeSite
  /// Embeds the child's actions in the parent's, made from `key.action` on the first send:
  /// most row stores never send, and a case path through `[id:]` is several closures.
  @usableFromInline @exclusivity(unchecked) var embed: ((ChildAction) -> ParentAction)?
  /// The parent's `forwardAction`, kept here: read through `parent` (unowned), each use
  /// retained and released the parent and the function.
  @usableFromInline let parentForward: @MainActor (ParentAction) -> StoreTask

  @usableFromInline
  init(
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    projection: _ScopeProjection<ParentState, ChildState>,
    presentedOffset: Int? = nil,
    identity: ObservableStateID?,
    observedIdentity: _ObservableIdentity<ChildState> = .init(of: ChildState.self),
    embedsPresented: Bool,
    site: _ScopeSite,
    update: @escaping @MainActor (_StoreLink, ParentState, UInt64) -> Status
  ) {
    self.site = site
    self.updateFunction = update
    self.parent = parent
    self.readRoot = parent.isRoot ? parent.readState : nil
    self.root = parent.root
    self.parentForward = parent.forwardAction
    self.key = key
    switch projection {
    case let .field(keyPath):
      optionalPath = nil
      fieldPath = keyPath
    case let .optional(keyPath):
      optionalPath = keyPath
      fieldPath = nil
    }
    self.presented = presentedOffset.map(_PresentedChild.init(offset:))
    self.identity = identity
    self.observedIdentity = observedIdentity
    self.embedsPresented = embedsPresented
  }

  /// Makes the child store, reading and sending through this link.
  ///
  /// Inlinable, so that the store's closures are made where the store is scoped and run
  /// specialized for its types: reading a presented child's state goes through its parents'.
  @inlinable
  func makeChild(initialState: ChildState) -> Store<ChildState, ChildAction> {
    // A child that is always there keeps no state: once an ancestor's is gone, it reads its
    // part of its parent's last state.
    var readLastState: (@MainActor () -> ChildState)?
    if fieldPath != nil {
      readLastState = { [self] in lastFieldState() }
    } else if presented != nil {
      _followPresentedBox(in: parent.currentState)
      readLastState = { [self] in lastPresentedState() }
    }
    let child = Store<ChildState, ChildAction>(
      readState: { [self] in readChild() },
      forwardAction: { [self] action in forward(action) },
      initialState: initialState,
      readLastState: readLastState,
      root: root,
      parent: parent,
      label: .scoped(self)
    )
    self.child = child
    return child
  }

  @usableFromInline
  override func release() {
    let child = self.child
    self.child = nil
    child?._releaseChildren()
  }

  /// The parent's current state, or `nil` once it is gone; read through the root's own read
  /// for a child of the root.
  @inlinable
  func _parentState() -> ParentState? {
    if let readRoot { return readRoot() }
    return parent._readState()
  }

  /// The child's state in `parentState`, or `nil` when it is not there or is another child.
  @inlinable
  nonisolated func project(_ parentState: ParentState) -> ChildState? {
    let optionalChild: ChildState?
    if let presented {
      optionalChild = Self._presentation(in: parentState, at: presented.offset).wrappedValue
    } else if let optionalPath {
      optionalChild = parentState[keyPath: optionalPath]
    } else {
      return parentState[keyPath: fieldPath!]
    }
    guard let child = optionalChild else { return nil }
    if let identity {
      guard let current = observedIdentity.read(child), current.isSame(as: identity) else {
        return nil
      }
    }
    return child
  }

  /// The change check of a read of the scope: whether the child is gone from a new state.
  ///
  /// Made in a nonisolated function: a closure made in a main-actor method and stored as a
  /// plain function checks at run time that it runs on the main actor (SE-0423), every call.
  @inlinable
  nonisolated static func _goneCheck(_ link: _StoreLink) -> _ReadCheck<ParentState> {
    { new, step in step == .compare && link.isGone(in: new) }
  }

  /// Whether `parentState` no longer has the child: it is not there, or is another child.
  @inlinable
  nonisolated func isGone(in parentState: ParentState) -> Bool {
    guard let presented else { return project(parentState) == nil }
    return _isGone(Self._presentation(in: parentState, at: presented.offset))
  }

  /// The `PresentationState` stored `offset` bytes into `parentState`.
  ///
  /// Nonisolated, so that the closure it reads through is too: a closure made in a main-actor
  /// method checks at run time that it runs on the main actor (SE-0423), on every call.
  @inlinable
  nonisolated static func _presentation(
    in parentState: ParentState, at offset: Int
  ) -> PresentationState<ChildState> {
    _read(PresentationState<ChildState>.self, at: offset, in: parentState) { copy $0 }
  }

  /// Whether `presentation` no longer presents the child, decided from the presentation's
  /// identity (which follows an `ObservableState` child's) without copying the child out.
  @inlinable
  nonisolated func _isGone(_ presentation: borrowing PresentationState<ChildState>) -> Bool {
    guard let id = presentation._id, let box = presentation._box else { return true }
    guard let identity else { return false }
    if case let .observable(rawValue, tag) = id.source {
      return rawValue != identity.rawValue || tag != identity.tag
    }
    guard let current = observedIdentity.read(box.value) else { return true }
    return !current.isSame(as: identity)
  }

  /// The state of a child that is always there, in its parent's last state.
  @usableFromInline
  func lastFieldState() -> ChildState {
    let parentState = readRoot.map { $0()! } ?? parent.currentState
    return parentState[keyPath: fieldPath!]
  }

  /// A presented child's latest state, from its box or, once the box is gone, from what the
  /// box held last. The link takes the box's hook when it makes the store, so there is
  /// one, and a hook always has a state: its box's, or the one the box handed over.
  @usableFromInline
  func lastPresentedState() -> ChildState {
    presented!.hook!.lastState!
  }

  /// Takes the hook of the box presenting the child in `parentState`, if the box is not
  /// the one the link follows already (a new presentation, or a copy of the box).
  @inlinable
  func _followPresentedBox(in parentState: ParentState) {
    guard let presented,
      let box = Self._presentation(in: parentState, at: presented.offset)._box
    else { return }
    presented.follow(box)
  }

  @inlinable
  func readChild() -> ChildState? {
    guard let presented else {
      guard let parentState = _parentState() else { return nil }
      return project(parentState)
    }
    // A presented child: read from its box, without reading the parents' states again while
    // no action has been reduced.
    let version = root.version
    if version == presented.boxVersion { return presented.currentBox?.value }
    guard let parentState = _parentState() else { return nil }
    let presentation = Self._presentation(in: parentState, at: presented.offset)
    guard !_isGone(presentation), let box = presentation._box else {
      presented.currentBox = nil
      presented.boxVersion = version
      return nil
    }
    presented.follow(box, version: version)
    return box.value
  }

  /// Sends `action`, embedded in the parent's actions, to the parent. Inlinable, so that the
  /// child store's forwarding closure runs it specialized (run as generic code, every level
  /// copied and destroyed the actions through their types' value witnesses).
  @inlinable
  func forward(_ action: ChildAction) -> StoreTask {
    if let embed { return parentForward(embed(action)) }
    return _makeEmbedAndForward(action)
  }

  @usableFromInline
  func _makeEmbedAndForward(_ action: ChildAction) -> StoreTask {
    parentForward(_embedFunction()(action))
  }

  /// `embed`, made from `key.action` if it is not yet.
  func _embedFunction() -> (ChildAction) -> ParentAction {
    if let embed { return embed }
    // The closures capture the paths' embedding functions, not the paths: this code runs
    // unspecialized, and reaching into a captured `AnyCasePath` would look its generic metadata
    // up at every send.
    let embed: (ChildAction) -> ParentAction
    if embedsPresented {
      typealias Presented = PresentationAction<ChildAction>
      let embedPresented = AnyCasePath(key.action as! CaseKeyPath<ParentAction, Presented>)._embed
      embed = { embedPresented(.presented($0)) }
    } else {
      // `\.child`, or `\.self` when the child's actions are the parent's.
      embed = AnyCasePath<ParentAction, ChildAction>._resolving(key.action)!._embed
    }
    self.embed = embed
    return embed
  }

  /// Whether the store was created for the child with identity `other`.
  @usableFromInline
  func isBound(to other: ObservableStateID?) -> Bool {
    switch (identity, other) {
    case (nil, nil): true
    case let (identity?, other?): identity.isSame(as: other)
    default: false
    }
  }

  @usableFromInline
  override func update(from parentState: ParentState, version: UInt64) -> Status {
    updateFunction(self, parentState, version)
  }

  /// Hands the child its state in `parentState`; what `update(from:version:)` runs.
  @inlinable
  func updateChild(from parentState: ParentState, version: UInt64) -> Status {
    guard let child else { return .gone }
    guard let presented else {
      guard let state = project(parentState) else { return .gone }
      return child._update(to: state, version: version) ? .active : .idle
    }
    // A presented child: read in its box, which the link follows.
    let presentation = Self._presentation(in: parentState, at: presented.offset)
    guard !_isGone(presentation), let box = presentation._box else { return .gone }
    presented.follow(box, version: version)
    return child._update(to: box.value, version: version) ? .active : .idle
  }

  @usableFromInline var scopeDescription: String {
    ".scope(state: \(_KeyPathText(key.state)), action: \(_KeyPathText(key.action))), at \(site)"
  }

  @usableFromInline
  func scopeDescription(childAction: Any) -> (text: String, parentAction: Any?) {
    guard let action = childAction as? ChildAction else { return (scopeDescription, nil) }
    let parentAction = _embedFunction()(action)
    let actionText = _ActionCases.keyPathText(
      from: _ActionCases(parentAction), to: _ActionCases(action)
    ) ?? "\(_KeyPathText(key.action))"
    return (
      ".scope(state: \(_KeyPathText(key.state)), action: \(actionText)), at \(site)", parentAction
    )
  }
}

/// Where a store was scoped: `Inventario.swift:42`, in messages about it.
@usableFromInline
struct _ScopeSite: CustomStringConvertible {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline var description: String { "\(fileID):\(line)" }
}
