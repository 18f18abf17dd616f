import ReductorCasePaths
import ReductorCustomDump
import ReductorIssueReporting

/// What a store does, for one kind of store: read its state, tell whether its state is still
/// there, and send its actions on. `Store` holds one and calls it; each kind is a final class:
///
/// - ``_RootCore``: a store made with `Store(initialState:reducer:)`, over its runtime.
/// - ``_FieldCore``: a child that is always there (`scope(state: \.contador, …)`).
/// - ``_OptionalCore``: an optional child, bound to the child that was there when scoped.
/// - ``_PresentedCore``: a child behind a `@Presents` property, read in the box presenting it.
/// - ``_RowCore``: a row of a collection (or an element of a stack), by id, and
///   ``_InertRowCore``, a removed row's, which shows its last state and drops what it is sent.
///
/// The kinds' operations are functions the kind makes where the store is made or scoped, so
/// that they run specialized for the kind's types (docs/architecture.md, rule 1): a kind's own
/// methods would run as generic code, which looks its types up at every call. They take the
/// core as an argument rather than capturing it: a core holding closures that hold it would
/// never be freed.
@MainActor
@usableFromInline
class _StoreCore<State, Action> {
  @usableFromInline let operations: _StoreOperations<State, Action>
  /// Whether this is a root store, whose state is always there.
  @usableFromInline let isRoot: Bool

  @usableFromInline
  init(operations: _StoreOperations<State, Action>, isRoot: Bool) {
    self.operations = operations
    self.isRoot = isRoot
  }

  // What follows is for messages and for the stores' lifetimes, never per action: each kind
  // overrides it, as generic code.

  /// Tells the store this one was scoped from that something below it is observed, or, for a
  /// root, that its runtime must call back after each send (see `Store._startParticipating()`).
  func parentStartsParticipating() { Self.mustOverride() }

  /// How the store was derived, for messages: `Store<Inventario.State, …>.scope(…)`, each
  /// scope's action path named from `action` (one of the store's actions), when there is one,
  /// as it is embedded on its way up (a computed case key path names nothing).
  func label(forAction action: Action?) -> String { Self.mustOverride() }

  /// A function that sends `action` at the root, embedded as every store up to it would embed
  /// it; `nil` when one of them cannot make one (see `_ChildCore.forward(_:_:)`).
  func rootSender(for action: Action) -> (@MainActor () -> StoreTask)? { Self.mustOverride() }

  #if DEBUG
    /// `action` embedded as every store up to the root embeds it, the typed way: what the
    /// debug check of a kept sender compares with (see `_ChildCore._checkKept(_:for:)`).
    func _rootAction(for action: Action) -> Any { Self.mustOverride() }
  #endif

  /// The record of where a presented child's box was found, which a presented child below this
  /// one reads its own from (see ``_PresenceRecord``); `nil` for the other kinds.
  var presence: _PresenceRecord? { nil }

  /// The runtime at the root of the store's tree, whose version moves as actions are reduced.
  @usableFromInline var storeRoot: any _StoreRoot { Self.mustOverride() }

  /// Whether the store belongs to the child whose `ObservableState` identity is `identity`
  /// (`nil` for a child without one): a store scoped to an optional or presented child belongs
  /// to the child that was there when it was scoped.
  @usableFromInline func isBound(to identity: ObservableStateID?) -> Bool { true }

  private static func mustOverride(_ member: StaticString = #function) -> Never {
    preconditionFailure("\(Self.self) does not implement _StoreCore.\(member)")
  }
}

/// A kind's operations (see ``_StoreCore``). An object, so that the stores of one kind and
/// one scope share one: the functions capture the kind's generic types, which makes each a
/// small allocation, and a collection's row stores share the table their link made.
///
/// A store calls them with its own core only, which its kind made them for: so each kind's
/// functions downcast the core they are handed to that kind unchecked (`unsafeDowncast`, which
/// checks the type in debug builds).
@usableFromInline
final class _StoreOperations<State, Action>: Sendable {
  /// The state now, or `nil` once a scoped child's state has gone away.
  @usableFromInline let read: @MainActor (_StoreCore<State, Action>) -> State?
  /// The state now, or the last state the store had once it has gone away.
  @usableFromInline let current: @MainActor (_StoreCore<State, Action>) -> State
  /// Whether the state is there, known as cheaply as the kind can (a presented child asks the
  /// boxes above it, without reading any state).
  @usableFromInline let isPresent: @MainActor (_StoreCore<State, Action>) -> Bool
  /// Hands an action on to the root. The store checks first that its state is there, which
  /// means every ancestor's is too; the ancestors then forward without checking theirs.
  @usableFromInline let forward: @MainActor (_StoreCore<State, Action>, Action) -> StoreTask

  @inlinable
  init(
    read: @escaping @MainActor (_StoreCore<State, Action>) -> State?,
    current: @escaping @MainActor (_StoreCore<State, Action>) -> State,
    isPresent: @escaping @MainActor (_StoreCore<State, Action>) -> Bool,
    forward: @escaping @MainActor (_StoreCore<State, Action>, Action) -> StoreTask
  ) {
    self.read = read
    self.current = current
    self.isPresent = isPresent
    self.forward = forward
  }
}

/// What the kinds of a single child store share (``_FieldCore``, ``_OptionalCore``,
/// ``_PresentedCore``): the parent they read and send through, the scope's paths, and the
/// action they embedded last.
@MainActor
@usableFromInline
class _ChildCore<ParentState, ParentAction: CasePathable, State, Action>:
  _StoreCore<State, Action>
{
  /// The store this one was scoped from.
  @usableFromInline let parent: _ParentLink<ParentState, ParentAction>
  @usableFromInline let key: _ScopeKey
  /// Where the store was scoped, for messages.
  let site: _ScopeSite
  /// Makes `embed` from `key.action` on the first send: most stores scoped at every render
  /// never send, and a case path through a presentation is several closures.
  let makeEmbed: (AnyKeyPath) -> (Action) -> ParentAction
  /// Embeds the child's actions in the parent's, once made.
  @usableFromInline @exclusivity(unchecked) var embed: ((Action) -> ParentAction)?
  /// The last action embedded and what it made (see `forward(_:_:)`), from the first send.
  @usableFromInline @exclusivity(unchecked) var kept: _KeptEmbedding<Action, ParentAction>?

  @usableFromInline
  init(
    operations: _StoreOperations<State, Action>,
    parent: Store<ParentState, ParentAction>,
    key: _ScopeKey,
    site: _ScopeSite,
    makeEmbed: @escaping (AnyKeyPath) -> (Action) -> ParentAction
  ) {
    self.parent = _ParentLink(parent)
    self.key = key
    self.site = site
    self.makeEmbed = makeEmbed
    super.init(operations: operations, isRoot: false)
  }

  /// The parent's core, which the child reads its state and sends its actions through.
  @inlinable var parentCore: _StoreCore<ParentState, ParentAction> { parent.core }

  /// Sends `action`, embedded in the parent's actions, to the parent: the forwarding of every
  /// single child's store. Inlinable, so that it runs specialized where the store was scoped.
  ///
  /// The same action as the last one, bit for bit, is handed on in the parent's action made
  /// then: embedding a presented child's action makes a box (`PresentationAction.presented`
  /// is `indirect`), which every send through ten presented levels would otherwise make and
  /// free ten times. The core keeps that one action, and what it carries, until the next
  /// action sent through it or until its store goes away.
  ///
  /// The third time on, it is sent at the root directly, skipping the stores above, which would
  /// each compare it and hand on their own kept action: embedding gives the same action every
  /// time, so the one made the second time is the one they would hand on.
  @inlinable
  static func forward(_ core: _StoreCore<State, Action>, _ action: Action) -> StoreTask {
    // Unchecked in release builds: the store's operations are made for this kind of core.
    let core = unsafeDowncast(core, to: _ChildCore.self)
    guard let kept = core.kept else { return core._keepFirst(action) }
    // Compared in place: copying the kept action out would retain what it holds.
    if _isSameValue(action, as: &kept.action) {
      #if DEBUG
        core._checkKept(kept, for: action)
      #endif
      if let sender = kept.sender { return sender() }
      if !kept.askedForSender { core._makeSender(kept) }
      return core.parentCore.operations.forward(core.parentCore, kept.parentAction)
    }
    let parentAction = core._embed(action)
    kept.keep(action, parentAction)
    return core.parentCore.operations.forward(core.parentCore, parentAction)
  }

  /// Embeds and forwards the first action sent through the store, and keeps them.
  @usableFromInline
  func _keepFirst(_ action: Action) -> StoreTask {
    let parentAction = _embed(action)
    kept = _KeptEmbedding(action, parentAction)
    return parentCore.operations.forward(parentCore, parentAction)
  }

  /// Makes `kept`'s sender, once for its action.
  @usableFromInline
  func _makeSender(_ kept: _KeptEmbedding<Action, ParentAction>) {
    kept.askedForSender = true
    kept.sender = parentCore.rootSender(for: kept.parentAction)
    #if DEBUG
      if kept.sender != nil {
        kept.senderRootAction = reductorDump(parentCore._rootAction(for: kept.parentAction))
      }
    #endif
  }

  #if DEBUG
    /// Embeds `action`, sent again, the typed way, and reports a runtime warning if the kept
    /// parent action, or the root action the kept sender sends, is not what that gives: the
    /// kept action is compared with the new one bit for bit, and this is what checks that
    /// comparison, in every debug build and so across the test suite.
    @usableFromInline
    func _checkKept(_ kept: _KeptEmbedding<Action, ParentAction>, for action: Action) {
      let embedded = _embedFunction()(action)
      var found: (kept: String, embedded: String)?
      if let sent = kept.senderRootAction {
        let root = reductorDump(parentCore._rootAction(for: embedded))
        if root != sent { found = (sent, root) }
      } else {
        let keptDump = reductorDump(kept.parentAction)
        let embeddedDump = reductorDump(embedded)
        if keptDump != embeddedDump { found = (keptDump, embeddedDump) }
      }
      guard let found else { return }
      reportRuntimeWarning(
        """
        A scoped store sent an action again as the action it made the last time, but embedding \
        the action again gives another:

          Kept: \(found.kept)
          Embedded now: \(found.embedded)

        This is a bug in Reductor's cache of repeated actions (Store/StoreCore.swift), not in \
        your code: please report it.
        """
      )
    }

    override func _rootAction(for action: Action) -> Any {
      parentCore._rootAction(for: _embedFunction()(action))
    }
  #endif

  /// `action` embedded in the parent's actions.
  @inlinable
  func _embed(_ action: Action) -> ParentAction {
    if let embed { return embed(action) }
    return _embedFunction()(action)
  }

  /// `embed`, made from `key.action` if it is not yet.
  @usableFromInline
  func _embedFunction() -> (Action) -> ParentAction {
    if let embed { return embed }
    let embed = makeEmbed(key.action)
    self.embed = embed
    return embed
  }

  override func parentStartsParticipating() {
    parent.store?._startParticipating()
  }

  override var storeRoot: any _StoreRoot { parentCore.storeRoot }

  override func rootSender(for action: Action) -> (@MainActor () -> StoreTask)? {
    parentCore.rootSender(for: _embedFunction()(action))
  }

  override func label(forAction action: Action?) -> String {
    guard let action else {
      return parentCore.label(forAction: nil) + Self.scopeDescription(key, actionText: nil, site)
    }
    let parentAction = _embedFunction()(action)
    let actionText = _ActionCases.keyPathText(
      from: _ActionCases(parentAction), to: _ActionCases(action)
    )
    return parentCore.label(forAction: parentAction)
      + Self.scopeDescription(key, actionText: actionText, site)
  }

  /// `.scope(state: \.hijo, action: \.hijo), at Archivo.swift:12`.
  static func scopeDescription(_ key: _ScopeKey, actionText: String?, _ site: _ScopeSite) -> String
  {
    ".scope(state: \(_KeyPathText(key.state)), action: \(actionText ?? "\(_KeyPathText(key.action))")), at \(site)"
  }
}

/// A scoped store's parent: its core, which the child reads and sends through, and the store,
/// kept alive so that the child stays reachable from the root when its state changes.
///
/// The root is the exception: its children hold it weakly, since the root is kept only by
/// whoever made it and lets its children go when it is released (its core, which holds only
/// its runtime, they hold). A parent keeps its children while their state is there (its
/// `_children`), so a child holding its parent makes a cycle, which the parent breaks when it
/// lets the child go.
@MainActor
@usableFromInline
struct _ParentLink<ParentState, ParentAction> {
  @usableFromInline let core: _StoreCore<ParentState, ParentAction>
  @usableFromInline let scopedStore: Store<ParentState, ParentAction>?
  @usableFromInline weak var rootStore: Store<ParentState, ParentAction>?

  @usableFromInline
  init(_ store: Store<ParentState, ParentAction>) {
    core = store.core
    if store.core.isRoot {
      scopedStore = nil
      rootStore = store
    } else {
      scopedStore = store
    }
  }

  /// The parent store, if it is still there (the root may be released before its children).
  @usableFromInline var store: Store<ParentState, ParentAction>? { scopedStore ?? rootStore }
}

/// The embedding of a child's action in a parent's, made from the scope's action path: for a
/// path to the child's actions (`\.child`, or `\.self` when they are the parent's), and for a
/// path to a presentation of them, whose store sends `.presented(action)`.
///
/// Each maker is a closure made here, outside the main actor, so that it captures the action
/// types without an isolation; inlinable, so that where a store is scoped it is specialized
/// and captures nothing, and scoping allocates no context for it.
@usableFromInline
enum _Embedding {
  @inlinable
  static func plain<Action, ParentAction: CasePathable>(
    _: Action.Type
  ) -> (AnyKeyPath) -> (Action) -> ParentAction {
    { path in plainEmbedding(path) }
  }

  @usableFromInline
  static func plainEmbedding<Action, ParentAction: CasePathable>(
    _ path: AnyKeyPath
  ) -> (Action) -> ParentAction {
    // The closure captures the path's embedding function, not the path: reaching into a
    // captured `AnyCasePath` from code that runs unspecialized would look its generic metadata
    // up at every send.
    AnyCasePath<ParentAction, Action>._resolving(path)!._embed
  }

  @inlinable
  static func presented<Action, ParentAction: CasePathable>(
    _: Action.Type
  ) -> (AnyKeyPath) -> (Action) -> ParentAction {
    { path in presentedEmbedding(path) }
  }

  @usableFromInline
  static func presentedEmbedding<Action, ParentAction: CasePathable>(
    _ path: AnyKeyPath
  ) -> (Action) -> ParentAction {
    let embed = AnyCasePath(path as! CaseKeyPath<ParentAction, PresentationAction<Action>>)._embed
    return { embed(.presented($0)) }
  }

  /// The embedding of a row's action in the parent's, for a collection whose actions are
  /// `Actions` (`IdentifiedAction` or `StackAction`): the path leads to them, and a row's
  /// action is `.element(id:action:)`.
  @usableFromInline
  static func element<Actions: _ElementActions, ParentAction: CasePathable>(
    _: Actions.Type
  ) -> (AnyKeyPath) -> (Actions._ID, Actions._Action) -> ParentAction {
    { path in
      let embed = AnyCasePath(path as! CaseKeyPath<ParentAction, Actions>)._embed
      return { id, action in embed(Actions._element(id: id, action: action)) }
    }
  }
}

extension _Embedding {
  /// The embedding of a row's action for a store whose own actions are the collection's
  /// (`\.self`).
  @usableFromInline
  static func ownElement<Actions: _ElementActions>(
    _: Actions.Type
  ) -> (AnyKeyPath) -> (Actions._ID, Actions._Action) -> Actions {
    { _ in { id, action in Actions._element(id: id, action: action) } }
  }
}

/// The actions of a collection of child features: each row's action, by the row's id.
@usableFromInline
protocol _ElementActions {
  associatedtype _ID
  associatedtype _Action
  static func _element(id: _ID, action: _Action) -> Self
}

extension IdentifiedAction: _ElementActions {
  @usableFromInline
  static func _element(id: ID, action: Action) -> Self { .element(id: id, action: action) }
}

extension StackAction: _ElementActions {
  @usableFromInline
  static func _element(id: StackElementID, action: Action) -> Self {
    .element(id: id, action: action)
  }
}

/// The last action a store embedded, the parent's action it made, and, once the action was
/// sent again, a function that sends it at the root directly (see
/// `_ChildCore.forward(_:_:)`).
// The mutable state skips dynamic exclusivity checks: it is confined to the main actor (its
// store's), and no access to it overlaps another.
@MainActor
@usableFromInline
final class _KeptEmbedding<ChildAction, ParentAction> {
  @usableFromInline @exclusivity(unchecked) var action: ChildAction
  @usableFromInline @exclusivity(unchecked) var parentAction: ParentAction
  /// `nil` until made, or when the stores above cannot make one.
  @usableFromInline @exclusivity(unchecked) var sender: (@MainActor () -> StoreTask)?
  #if DEBUG
    /// The root action `sender` sends, as dumped when it was made.
    @usableFromInline @exclusivity(unchecked) var senderRootAction: String?
  #endif
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
    #if DEBUG
      senderRootAction = nil
    #endif
  }
}

/// A function that sends `action` through `core`, made in a nonisolated function: a closure
/// made in a main-actor method checks at run time that it runs on the main actor (SE-0423),
/// every call.
func _send<State, Action>(
  _ action: Action, to core: _StoreCore<State, Action>
) -> @MainActor () -> StoreTask {
  // Unchecked: the action is read only by the closure, on the main actor.
  nonisolated(unsafe) let action = action
  return { core.operations.forward(core, action) }
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
