import Observation
import ReductorCustomDump
import ReductorDependencies
import ReductorIssueReporting

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
  /// What the store does, for its kind: a root store's runtime, or how a scoped store reaches
  /// its state in its parent's (see ``_StoreCore``).
  @usableFromInline let core: _StoreCore<State, Action>

  // The mutable stored properties skip dynamic exclusivity checks: a store is confined to the
  // main actor, and none of them is accessed while another access to it is in progress (the
  // walk after a send reads a store's reads and children, then updates them, in turn).

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
  init(core: _StoreCore<State, Action>) {
    self.core = core
  }

  // Isolated: it lets go of the children on the main actor, where they live. Only a root
  // store, or a child released after its state went away, has no cycle keeping it alive, and
  // the second has let its children go already.
  isolated deinit {
    _releaseChildren()
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
  var label: String { core.label(forAction: nil) }

  /// `label`, with each scope's action path named from `action` as it is embedded on its way
  /// up.
  @usableFromInline
  func label(forAction action: Action) -> String { core.label(forAction: action) }

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
    self.init(core: _RootCore(runtime: runtime))
    // The runtime calls back after each send only once something reads this store (see
    // `_startParticipating()`): a send that nobody observes does not pay for the call.
    // Made here, where the store is created, so that the walk runs specialized for the
    // feature's state, as the buffer's append does.
    runtime.walkAfterSend = { [weak self, unowned(unsafe) runtime] in
      self?._checkForChanges(in: runtime)
    }
    runtime.effects.enqueue = StoreRuntime.enqueuer(runtime)
  }

  /// The current state, or `nil` once a scoped child's state has gone away.
  @inlinable
  func _readState() -> State? {
    core.operations.read(core)
  }

  /// Whether this store's state is there (a root store's always is).
  @inlinable
  func _isPresent() -> Bool {
    core.isRoot || core.operations.isPresent(core)
  }

  /// The current state, or the last one once a scoped child's state has gone away, without
  /// registering observation.
  @inlinable
  var currentState: State {
    core.operations.current(core)
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
    let core = self.core
    // A root store's state is always there, and its core is a `_RootCore` (the one kind made
    // with `isRoot`): it sends to its runtime by a direct call, not through its operations.
    if core.isRoot { return unsafeDowncast(core, to: _RootCore<State, Action>.self).send(action) }
    guard core.operations.isPresent(core) else {
      _warnStateGone(action, fileID: fileID, filePath: filePath, line: line, column: column)
      return StoreTask(group: nil)
    }
    return core.operations.forward(core, action)
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

/// The store of a feature: `StoreOf<Contador>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// An `ObservationRegistrar` on the heap, made when a store is first read.
@usableFromInline
final class _RegistrarBox {
  @usableFromInline let registrar = ObservationRegistrar()

  @usableFromInline
  init() {}
}
