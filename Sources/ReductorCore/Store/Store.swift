import Observation
import ReductorCustomDump
import ReductorIssueReporting
import ReductorDependencies

/// The runtime of a feature: it holds the state, runs actions through the reducer, and runs the
/// effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Contador.State()) {
///   Contador()
/// }
/// store.send(.incrementar)
/// store.cuenta  // 1
/// ```
///
/// A store lives on the main actor. Scope it to hand a child feature its own store
/// (`store.scope(state: \.contador, action: \.contador)`).
///
/// A store is `Observable`: reading `store.cuenta` inside `withObservationTracking` (or a
/// SwiftUI view's body) tracks that field of the state only, and the observer hears of it
/// only when an action changes it.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  // The mutable stored properties skip dynamic exclusivity checks: a store is confined to the
  // main actor, and none of them is accessed while another access to it is in progress (the
  // walk after a send reads a store's reads and children, then updates them, in turn).
  /// Reads the current state; `nil` once a scoped child's state has gone away.
  @usableFromInline let readState: @MainActor () -> State?
  /// Hands an action on to the root. `send` checks first that this store's state is there,
  /// which means every ancestor's is too; the ancestors then forward without reading theirs
  /// (checking again at every level read the state chain from the root once per level).
  @usableFromInline let forwardAction: @MainActor (Action) -> StoreTask
  /// The state last read, kept by the store of a child that can go away (an optional child,
  /// a row) to return once it has; `nil` for the others, which keep no state: a kept copy
  /// shares the state's buffers, so each change the reducer then made in place would copy
  /// them (with a list in the state, all its rows).
  @usableFromInline @exclusivity(unchecked) var lastState: State?
  /// What a store that keeps no state reads once its state has gone away (with an ancestor's
  /// child): its part of its parent's last state. `nil` for the root and the stores that keep
  /// their last state.
  @usableFromInline let readLastState: (@MainActor () -> State)?
  /// The root's version when `readState` was last called, and whether the state was there.
  @usableFromInline @exclusivity(unchecked) var readVersion: UInt64 = .max
  @usableFromInline @exclusivity(unchecked) var wasPresent = false
  /// Keeps the root alive for as long as any store scoped from it.
  @usableFromInline let root: any _StoreRoot
  /// The store this one was scoped from, kept alive so that this store stays reachable from
  /// the root when its state changes; `nil` for a root store and for the root's children,
  /// which hold the root weakly (`rootParent`). A parent keeps its children while their state
  /// is there (see `_children`), so a child holding its parent makes a cycle, which the parent
  /// breaks when it lets the child go (`_releaseChildren()`); the root is kept only by whoever
  /// made it, and lets its children go when it is released.
  @usableFromInline let parent: (any _ObservationParticipant)?
  /// The root store, for a child of the root; see `parent`.
  @usableFromInline weak var rootParent: (any _ObservationParticipant)?
  /// Whether this is a root store, whose state is always there.
  @usableFromInline let isRoot: Bool
  /// The box a presented child's store follows (`nil` for the other stores): whether the
  /// child is there is asked of it, without reading the state.
  @usableFromInline var _presented: _PresentedChild<State>?
  /// How this store was derived, described only when a message needs it (describing key
  /// paths demangles type names: microseconds, and a string kept by every row store).
  let labelSource: _StoreLabel

  /// Where observers register and hear of changes; made when something first reads the store.
  @usableFromInline lazy var _registrarBox = _RegistrarBox()
  /// The registrar, read in place in its box: `ObservationRegistrar` comes from a library
  /// built for evolution, so each copy of it (a `lazy var` returns one) goes through its
  /// value witnesses.
  @inlinable var _registrar: ObservationRegistrar {
    _read { yield _registrarBox.registrar }
  }
  /// What observers have read, and whether the root walks this store after each send.
  @usableFromInline @exclusivity(unchecked) var _observation = _StoreObservation<Store, State>()
  /// The child stores scoped from this one, and collections of them, by path.
  @usableFromInline @exclusivity(unchecked) var _children = _ChildTable<State>()

  @usableFromInline
  init(
    readState: @escaping @MainActor () -> State?,
    forwardAction: @escaping @MainActor (Action) -> StoreTask,
    initialState: State,
    readLastState: (@MainActor () -> State)? = nil,
    root: any _StoreRoot,
    parent: (any _ObservationParticipant)?,
    label: _StoreLabel
  ) {
    self.readState = readState
    self.forwardAction = forwardAction
    self.readLastState = readLastState
    // Only a store whose state can go away keeps it (see `lastState`).
    self.lastState = parent != nil && readLastState == nil ? initialState : nil
    self.root = root
    self.isRoot = parent == nil
    if let parent, parent._isRootStore {
      self.parent = nil
      self.rootParent = parent
    } else {
      self.parent = parent
    }
    self.labelSource = label
  }

  // Isolated: it lets go of the children on the main actor, where they live. Only a root
  // store, or a child released after its state went away, has no cycle keeping it alive, and
  // the second has let its children go already.
  isolated deinit {
    _releaseChildren()
  }

  /// The store this one was scoped from, if it is still there (the root may be released
  /// before its children).
  @usableFromInline
  var parentStore: (any _ObservationParticipant)? {
    parent ?? rootParent
  }

  /// Lets go of the child stores this store keeps, and of theirs: a kept child holds its
  /// parent, and this breaks the cycle once the parent's state is gone or the root is released.
  /// A child store someone else still holds goes on working, reading its last state.
  @usableFromInline
  func _releaseChildren() {
    _children.removeAll()
  }

  /// Drops the link under `key` and lets its children go.
  @usableFromInline
  func _removeChild(_ key: _ScopeKey) {
    _children.remove(key)
  }

  /// How this store was derived, for messages: "Store<Inventario.State, ...>.scope(...)".
  @usableFromInline
  var label: String {
    let parentLabel = parentStore?.label ?? ""
    switch labelSource {
    case let .root(state, action):
      return "Store<\(readableTypeName(state)), \(readableTypeName(action))>"
    case let .scoped(origin):
      return parentLabel + origin.scopeDescription
    }
  }

  /// `label`, with each scope's action path named from `action` as it is embedded on its way
  /// up (see ``_StoreOrigin/scopeDescription(childAction:)``).
  @usableFromInline
  func label(forAction action: Any) -> String {
    guard case let .scoped(origin) = labelSource else { return label }
    let (text, parentAction) = origin.scopeDescription(childAction: action)
    guard let parent = parentStore else { return text }
    return (parentAction.map { parent.label(forAction: $0) } ?? parent.label) + text
  }

  /// Creates the store of a feature.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it starts.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      runtime: StoreRuntime.make(
        initialState: initialState, reducer: reducer, withDependencies: prepareDependencies
      )
    )
  }

  @inlinable
  convenience init(runtime: StoreRuntime<State, Action>) {
    // The closures hold the runtime strongly, as the store does (`root`): the runtime holds
    // nothing that holds the store strongly, so there is no cycle, and a closure whose one
    // capture is an object runs with that object as its context. Captured `unowned`, every
    // send and every read would take and drop a strong reference to it (two atomic
    // operations).
    self.init(
      readState: { runtime.state },
      forwardAction: { action in runtime.send(action) },
      initialState: runtime.state,
      root: runtime,
      parent: nil,
      label: .root(state: State.self, action: Action.self)
    )
    // The runtime calls back after each send only once something reads this store (see
    // `_startParticipating()`): a send that nobody observes does not pay for the call.
    // Made here, where the store is created, so that the walk runs specialized for the
    // feature's state.
    runtime.walkAfterSend = { [weak self] in self?._checkForChanges() }
    runtime.effects.enqueue = StoreRuntime.enqueuer(runtime)
  }

  /// The current state, or `nil` once a scoped child's state has gone away, read again only
  /// when an action was reduced since the last read (a scoped store's read walks the scopes
  /// from the root; reading each level again for every read would be quadratic in the depth).
  ///
  /// Only the stores of children that can go away keep what they read (see `lastState`); the
  /// others read through their parent every time, which for the root is one load.
  @inlinable
  func _readState() -> State? {
    guard lastState != nil else { return readState() }
    let version = root.version
    if version == readVersion { return wasPresent ? lastState : nil }
    let state = readState()
    readVersion = version
    wasPresent = state != nil
    if let state { lastState = state }
    return state
  }

  /// Whether this store's state is there, known without reading it when the walk after the
  /// last send found it there (a presented child's store keeps no state, and reading it
  /// reads its parents').
  @inlinable
  func _isPresent() -> Bool {
    let version = root.version
    if readVersion == version { return wasPresent }
    if let _presented { return _presented.isThere(at: version) }
    return _readState() != nil
  }

  /// Keeps `state`, read by the walk after a send at the root's `version`, as the state to
  /// return until the root reduces another action (for the stores that keep their state).
  @inlinable
  func _keep(_ state: State, version: UInt64) {
    readVersion = version
    wasPresent = true
    guard lastState != nil else { return }
    lastState = state
  }

  /// The current state, without registering observation.
  @inlinable
  var currentState: State {
    if let state = _readState() { return state }
    if let lastState { return lastState }
    // A store that keeps no state, below a child that has gone away.
    return readLastState!()
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking` observes the whole state; read single fields
  /// (`store.cuenta`) to observe only those.
  @inlinable
  public var state: State {
    _access(.whole) { state in
      let hasChanged = _changeOfRead(from: state)
      return { new, step in step == .compare && hasChanged(new) }
    }
    return currentState
  }

  /// Calls `body` with the current state (observing all of it).
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(state)
  }

  /// Reads a field of the current state: `store.cuenta`.
  ///
  /// Inside `withObservationTracking` this observes that field only: the observer is told when
  /// an action changes its value (compared with `==` when it is `Equatable`, by identity when
  /// it is `@ObservableState` state, and whenever its bytes change otherwise). An
  /// `IdentifiedArray` or `StackState` field changes when its ids change or any of its
  /// elements is written.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    _access(.field(_HashedKeyPath(keyPath))) { Self._fieldCheck(keyPath, from: $0) }
    return currentState[keyPath: keyPath]
  }

  /// The check of a read of the field at `keyPath`, which reads it again in place.
  ///
  /// A stored field is read at its offset: applying a key path kept in a closure is a run-time
  /// walk of the path. Nonisolated, so that the function it makes is too (one made in a
  /// main-actor method checks at run time that it runs on the main actor, on every call).
  @inlinable
  nonisolated static func _fieldCheck<Value>(
    _ keyPath: KeyPath<State, Value>, from state: State
  ) -> _ReadCheck<State> {
    // A property marked `@ObservationStateIgnored` never reports a change (and has nothing to
    // read again, so the check is kept).
    if let observable = State.self as? any ObservableState.Type,
      observable._$isObservationIgnored(keyPath)
    {
      return { _, step in step == .reread }
    }
    let offset = MemoryLayout<State>.offset(of: keyPath)
    typealias Field = _FieldRead<State, Value>
    if let collection = Value.self as? any _IdentifiedStates.Type {
      // A collection keeps its ids and change stamp, not its elements (`_changeOfRead`); its
      // check is made anew at the next read after a change.
      let old = Field.value(keyPath, at: offset, in: state)
      let hasChanged = _changeOfCollection(from: old, as: collection)
      return { new, step in
        step == .compare && hasChanged(Field.value(keyPath, at: offset, in: new))
      }
    }
    let read = _FieldRead(keyPath: keyPath, offset: offset, in: state)
    return { new, step in read.check(new, step) }
  }

  /// Sends an action: the reducer runs now, on the main actor, together with every action its
  /// `.send` effects produce; `.run` effects start and keep running.
  ///
  /// - Returns: A task for the effects the action started, to `await task.finish()`.
  // Inlinable, so that it runs specialized where the app sends: as generic code it found its
  // fields through the class's metadata and passed the action on in memory, a call of its own
  // before the store's forwarding closure.
  @inlinable
  @discardableResult
  public func send(
    _ action: Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreTask {
    // A root store's state is always there; only scoped stores read theirs to check.
    guard isRoot || _isPresent() else {
      _warnStateGone(action, fileID: fileID, filePath: filePath, line: line, column: column)
      return StoreTask(group: nil)
    }
    return forwardAction(action)
  }

  @usableFromInline
  func _warnStateGone(
    _ action: Action, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportRuntimeWarning(
      """
      An action was sent to a store whose state has gone away:

        Action: \(warningDescription(action))
        Store: \(label(forAction: action))

      The child state this store was scoped to is nil, was removed or was replaced by \
      another presentation, so the action was dropped and nothing changed. This usually \
      means a view kept a child store after the child was dismissed, or an effect outlived \
      its feature. Stop using a child store once its state is gone (scope again to reach a \
      newly presented child), and end long-running effects with the child.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Store: Observable {}

/// How a store was derived from its parent.
@usableFromInline
enum _StoreLabel {
  case root(state: Any.Type, action: Any.Type)
  /// Scoped: the link from its parent describes the scope.
  case scoped(any _StoreOrigin)
}

/// The store of a feature: `StoreOf<Contador>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// An `ObservationRegistrar` on the heap, made when a store is first read.
@usableFromInline
final class _RegistrarBox {
  @usableFromInline let registrar = ObservationRegistrar()

  @usableFromInline
  init() {}
}
