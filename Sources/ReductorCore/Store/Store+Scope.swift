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
    typealias Link = _StoreLink<State, Action, _FieldProjection<State, ChildState>, ChildAction>
    let key = _ScopeKey(state: toChildState, action: toChildAction)
    if let link = _children[key] as? Link, let child = link.child {
      return child
    }
    let link = Link(
      parent: self, key: key, projection: _FieldProjection(toChildState),
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
    _children.keep(link, under: key)
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
  /// that is there now, bound to that child's identity, reading it through its
  /// `PresentationState` when the path names a `@Presents` property.
  @inlinable
  func _scopeOptional<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    actionKey: AnyKeyPath,
    embedsPresented: Bool,
    site: _ScopeSite
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    typealias Presented = _StoreLink<
      State, Action, _PresentedProjection<State, ChildState>, ChildAction
    >
    typealias Plain = _StoreLink<
      State, Action, _OptionalProjection<State, ChildState>, ChildAction
    >
    let key = _ScopeKey(state: toChildState, action: actionKey)
    let existing = _children[key]
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
    // The kind of link is the path's: a link already there tells it without looking the
    // path's storage up again.
    if let existing = existing as? Presented {
      return _scopeOptional(
        childState, bound: childIdentity, existing: existing, key: key,
        embedsPresented: embedsPresented, site: site
      ) {
        _PresentedProjection(
          offset: existing.projection.offset, identity: childIdentity, observedIdentity: identity
        )
      }
    }
    if let existing = existing as? Plain {
      return _scopeOptional(
        childState, bound: childIdentity, existing: existing, key: key,
        embedsPresented: embedsPresented, site: site
      ) { _OptionalProjection(toChildState, identity: childIdentity, observedIdentity: identity) }
    }
    if let offset = _presentationStorageOffset(toChildState) {
      return _scopeOptional(
        childState, bound: childIdentity, existing: Presented?.none, key: key,
        embedsPresented: embedsPresented, site: site
      ) { _PresentedProjection(offset: offset, identity: childIdentity, observedIdentity: identity) }
    }
    return _scopeOptional(
      childState, bound: childIdentity, existing: Plain?.none, key: key,
      embedsPresented: embedsPresented, site: site
    ) { _OptionalProjection(toChildState, identity: childIdentity, observedIdentity: identity) }
  }

  /// Returns `existing`'s store when it belongs to the child with identity `childIdentity`;
  /// otherwise makes a link with the projection `makeProjection` makes, and its store.
  @inlinable
  func _scopeOptional<Projection: _ChildProjection, ChildAction>(
    _ childState: Projection.ChildState,
    bound childIdentity: ObservableStateID?,
    existing: _StoreLink<State, Action, Projection, ChildAction>?,
    key: _ScopeKey,
    embedsPresented: Bool,
    site: _ScopeSite,
    makeProjection: () -> Projection
  ) -> Store<Projection.ChildState, ChildAction>
  where Action: CasePathable, Projection.ParentState == State {
    typealias Link = _StoreLink<State, Action, Projection, ChildAction>
    if let existing, let child = existing.child, existing.projection.isBound(to: childIdentity) {
      _access(.scope(key)) { _ in Link._goneCheck(existing) }
      return child
    }
    // Made here, where the store is scoped, the update function runs specialized for the
    // child's types (the walk after each send calls it).
    let link = Link(
      parent: self, key: key, projection: makeProjection(), embedsPresented: embedsPresented,
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
  /// A function that sends `childAction`, one of the store's actions, at the root, embedded
  /// as every link up to it would embed it; `nil` when `childAction` is not one of them.
  /// Embedding is the same every time, so a link keeps one for an action sent again and
  /// skips the links above it (see `_StoreLink.forward(_:)`).
  func rootSender(for childAction: Any) -> (@MainActor () -> StoreTask)?
}

extension Store {
  /// A function that sends `action` at the root, embedded through the links above this store
  /// (see `_StoreOrigin.rootSender(for:)`); `nil` when one of them cannot make it.
  func _rootSender(for action: Action) -> (@MainActor () -> StoreTask)? {
    switch labelSource {
    case .root:
      return _send(action, through: forwardAction)
    case let .scoped(origin):
      return origin.rootSender(for: action)
    }
  }
}

/// `{ forward(action) }`, made in a nonisolated function: a closure made in a main-actor
/// method and stored checks at run time that it runs on the main actor (SE-0423), every call.
func _send<Action>(
  _ action: Action, through forward: @escaping @MainActor (Action) -> StoreTask
) -> @MainActor () -> StoreTask {
  // Unchecked: the action is read only by the closure, on the main actor.
  nonisolated(unsafe) let action = action
  return { forward(action) }
}

/// A parent's link to one child store, and everything that child needs from its parent: how
/// to read its state (its `Projection`, one type per kind of scope) and embed its actions. The
/// child store's closures capture only this object (a closure that captures one object needs
/// no context of its own), so a scoped store costs the store and this link.
///
/// The parent keeps the link, and the link the child, while the child's state is there; then
/// the parent drops the link and `release()` lets the child go (the child's closures hold the
/// link, so until then the two keep each other).
@usableFromInline
final class _StoreLink<
  ParentState, ParentAction: CasePathable, Projection: _ChildProjection, ChildAction
>: _ChildLink<ParentState>, _StoreOrigin where Projection.ParentState == ParentState {
  @usableFromInline typealias ChildState = Projection.ChildState

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
  /// How the child's state is reached in the parent's. Unsafe only to the checker: it is
  /// immutable, and what it reads off the main actor (in a scope's change check) is immutable
  /// too.
  @usableFromInline nonisolated(unsafe) let projection: Projection
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
  /// The last action embedded and what it made (see `forward(_:)`), from the first send: a
  /// word here, where the fields themselves would cost every row store scoped by id their size.
  @usableFromInline @exclusivity(unchecked) var kept: _KeptEmbedding<ChildAction, ParentAction>?
  /// The parent's `forwardAction`, kept here: read through `parent` (unowned), each use
  /// retained and released the parent and the function.
  @usableFromInline let parentForward: @MainActor (ParentAction) -> StoreTask

  @usableFromInline
  init(
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    projection: Projection,
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
    self.projection = projection
    self.embedsPresented = embedsPresented
  }

  /// Makes the child store, reading and sending through this link.
  ///
  /// Inlinable, so that the store's closures are made where the store is scoped and run
  /// specialized for its types: reading a presented child's state goes through its parents'.
  @inlinable
  func makeChild(initialState: ChildState) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      readState: { [self] in readChild() },
      forwardAction: { [self] action in forward(action) },
      initialState: initialState,
      readLastState: projection.lastStateReader(
        parentState: parent.currentState, readParent: { [self] in _lastParentState() }
      ),
      root: root,
      parent: parent,
      label: .scoped(self)
    )
    if let presented = projection.presentedChild {
      projection.connect(
        parentChild: parent._presented,
        readParent: readRoot ?? { [unowned(unsafe) parent] in parent._readState() },
        rootState: parent.isRoot ? root._stateAddress : nil
      )
      child._presented = presented
    }
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

  /// The parent's last state: its current one, or what it read last once it is gone.
  @usableFromInline
  func _lastParentState() -> ParentState {
    // A root's state is always there, so its read never gives `nil`.
    readRoot.map { $0()! } ?? parent.currentState
  }

  /// The change check of a read of the scope: whether the child is gone from a new state.
  ///
  /// Made in a nonisolated function: a closure made in a main-actor method and stored as a
  /// plain function checks at run time that it runs on the main actor (SE-0423), every call.
  @inlinable
  nonisolated static func _goneCheck(_ link: _StoreLink) -> _ReadCheck<ParentState> {
    { new, step in step == .compare && link.projection.isGone(in: new) }
  }

  @inlinable
  func readChild() -> ChildState? {
    projection.read(parentState: { _parentState() }, version: { root.version })
  }

  /// Sends `action`, embedded in the parent's actions, to the parent. Inlinable, so that the
  /// child store's forwarding closure runs it specialized (run as generic code, every level
  /// copied and destroyed the actions through their types' value witnesses).
  ///
  /// The same action as the last one, bit for bit, is handed on in the parent's action made
  /// then: embedding a presented child's action makes a box (`PresentationAction.presented`
  /// is `indirect`), which every send through ten presented levels would otherwise make and
  /// free ten times. The link keeps that one action, and what it carries, until the next
  /// action sent through it or until its store goes away.
  ///
  /// The third time on, it is sent at the root directly, skipping the links above, which would
  /// each compare it and hand on their own kept action: embedding gives the same action every
  /// time, so the one made the second time is the one they would hand on.
  @inlinable
  func forward(_ action: ChildAction) -> StoreTask {
    guard let kept else { return _keepFirst(action) }
    // Compared in place: copying the kept action out would retain what it holds.
    if _isSameValue(action, as: &kept.action) {
      if let sender = kept.sender { return sender() }
      if !kept.askedForSender { _makeSender(kept) }
      return parentForward(kept.parentAction)
    }
    let parentAction = _embed(action)
    kept.keep(action, parentAction)
    return parentForward(parentAction)
  }

  /// Embeds and forwards the first action sent through the link, and keeps them.
  @usableFromInline
  func _keepFirst(_ action: ChildAction) -> StoreTask {
    let parentAction = _embed(action)
    kept = _KeptEmbedding(action, parentAction)
    return parentForward(parentAction)
  }

  /// Makes `kept`'s sender, once for its action.
  @usableFromInline
  func _makeSender(_ kept: _KeptEmbedding<ChildAction, ParentAction>) {
    kept.askedForSender = true
    kept.sender = _rootSender(forParentAction: kept.parentAction)
  }

  @usableFromInline
  func rootSender(for childAction: Any) -> (@MainActor () -> StoreTask)? {
    guard let action = childAction as? ChildAction else { return nil }
    return _rootSender(forParentAction: _embed(action))
  }

  /// Sends `parentAction` at the root: through the root's own forwarding when the parent is
  /// the root (which its children do not keep alive, see `parent`), else through the parent.
  func _rootSender(forParentAction parentAction: ParentAction) -> (@MainActor () -> StoreTask)? {
    if readRoot != nil { return _send(parentAction, through: parentForward) }
    return parent._rootSender(for: parentAction)
  }

  /// `action` embedded in the parent's actions.
  @inlinable
  func _embed(_ action: ChildAction) -> ParentAction {
    if let embed { return embed(action) }
    return _embedFunction()(action)
  }

  /// `embed`, made from `key.action` if it is not yet.
  @usableFromInline
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

  @usableFromInline
  override func update(from parentState: ParentState, version: UInt64) -> Status {
    updateFunction(self, parentState, version)
  }

  /// Hands the child its state in `parentState`; what `update(from:version:)` runs.
  @inlinable
  func updateChild(from parentState: ParentState, version: UInt64) -> Status {
    guard let child, let state = projection.update(from: parentState, version: version) else {
      return .gone
    }
    return child._update(to: state, version: version) ? .active : .idle
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

/// The last action a link embedded, the parent's action it made, and, once the action was sent
/// again, a function that sends it at the root directly (see `_StoreLink.forward(_:)`).
// The mutable state skips dynamic exclusivity checks: it is confined to the main actor (its
// link's), and no access to it overlaps another.
@MainActor
@usableFromInline
final class _KeptEmbedding<ChildAction, ParentAction> {
  @usableFromInline @exclusivity(unchecked) var action: ChildAction
  @usableFromInline @exclusivity(unchecked) var parentAction: ParentAction
  /// `nil` until made, or when the links above cannot make one.
  @usableFromInline @exclusivity(unchecked) var sender: (@MainActor () -> StoreTask)?
  /// Whether `sender` was asked for since `action` was kept.
  @usableFromInline @exclusivity(unchecked) var askedForSender = false

  @usableFromInline
  init(_ action: ChildAction, _ parentAction: ParentAction) {
    self.action = action
    self.parentAction = parentAction
  }

  /// Keeps another action and what it made, in place of the last.
  @inlinable
  func keep(_ action: ChildAction, _ parentAction: ParentAction) {
    self.action = action
    self.parentAction = parentAction
    sender = nil
    askedForSender = false
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
