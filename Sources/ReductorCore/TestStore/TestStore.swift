import Dispatch
import ReductorConcurrencyExtras
import ReductorCustomDump
import ReductorDependencies
import ReductorIssueReporting
import ReductorSharing

/// A store for tests that checks every step: each action sent or received, the state after
/// it, and that no effect is left running.
///
/// ```swift
/// @MainActor
/// @Test func buscar() async {
///   let store = TestStore(initialState: Busqueda.State()) {
///     Busqueda()
///   } withDependencies: {
///     $0.api.buscar = { _ in [.demo] }
///   }
///   await store.send(.buscarPulsado) {
///     $0.cargando = true
///   }
///   await store.receive(\.resultadosRecibidos.success) {
///     $0.cargando = false
///     $0.items = [.demo]
///   }
/// }
/// ```
///
/// A failure is recorded in whichever test framework is running (Swift Testing or XCTest) at
/// the line of the `send` or `receive` that found it. Effects run on an executor the test store
/// controls, so they make progress only while the test awaits the store: tests are
/// deterministic however busy the machine is.
@MainActor
public final class TestStore<State: Equatable, Action> {
  // The stored properties below skip dynamic exclusivity checks: the store is confined to the
  // main actor and none of them is accessed while another access to it is in progress.

  /// How strictly the store checks the test; change it at any step.
  @exclusivity(unchecked) public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait for effects by default.
  public var timeout: Duration = .seconds(1)

  /// The state as asserted so far: the expected state after the last step.
  @exclusivity(unchecked) public internal(set) var state: State

  /// `state`, writable from the inlinable steps.
  @usableFromInline var _state: State {
    get { state }
    set { state = newValue }
  }

  /// The dependencies the feature and its effects use; changes apply to later steps.
  public var dependencies: DependencyValues {
    get { runtime.dependencies }
    set { runtime.dependencies = newValue }
  }

  @usableFromInline let runtime: StoreRuntime<State, Action>
  /// Calls `runtime.send`, specialized where the test created the store.
  @usableFromInline let sendToRuntime: (StoreRuntime<State, Action>, Action) -> StoreTask
  @usableFromInline let executor = TestEffectExecutor()
  /// The shared values the feature changed since the test last asserted them.
  @usableFromInline let sharedChanges = _SharedChangeTracker()
  /// What the feature's `dismiss()` sets, when the store's root feature calls it.
  let dismissal = Dismissal()
  /// Actions that effects sent, with the state after each, not yet asserted with `receive`.
  @usableFromInline @exclusivity(unchecked) var received: [Received] = []
  /// How many actions effects sent so far.
  @usableFromInline @exclusivity(unchecked) var receivedCount = 0
  /// The shared values changed by the time each received action arrived, as they were, by its
  /// `sequence` (only once some shared value changed).
  @usableFromInline @exclusivity(unchecked) var receivedShared: [Int: _SharedCapture] = [:]
  /// The state right after the action the test sent directly (before `.send` effects ran).
  @usableFromInline @exclusivity(unchecked) var stateAfterDirectAction: State?
  /// The shared values changed by then, as they were.
  @usableFromInline @exclusivity(unchecked) var sharedAfterDirectAction: _SharedCapture?
  @usableFromInline @exclusivity(unchecked) var isSendingDirectly = false
  /// Where the last step was written.
  @usableFromInline @exclusivity(unchecked) var lastStepLocation: StepLocation
  /// Where the test created the store: received actions left unasserted at the end of the
  /// test are reported here.
  let creationLocation: StepLocation
  /// Where each `send` that started effects was written, by the group of those effects (which
  /// also holds the effects of the actions they sent back): effects still running at the end
  /// of the test are reported at the `send` that started them.
  @exclusivity(unchecked) var sendLocations: [CancellationRegistry.Table.GroupToken: StepLocation] =
    [:]
  /// The failures of a session recorder's replay, which runs a test store outside any test of
  /// its own: kept here instead of failing the running test (`nil`: a test's store).
  var replayFailures: [String]?
  /// For a replay: how many received actions it lets effects send before it cancels them all
  /// (effects that never quiet down would otherwise keep `settle()` going), and whether it did.
  var replayReceivedLimit: Int?
  var replayWasCut = false

  /// Creates a test store for a feature.
  ///
  /// Every dependency the feature uses gets its test value; override what the test needs in
  /// `withDependencies`. Touching a dependency that has no test value fails the test.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    // The send loop is inlinable: this closure, made where the test creates the store, runs it
    // specialized for the feature's state and actions (as `Store` does).
    self.init(
      initialState: initialState, reducer: reducer, withDependencies: prepareDependencies,
      fileID: fileID, filePath: filePath, line: line, column: column,
      sendToRuntime: { runtime, action in runtime.send(action) }
    )
    runtime.didReduce = { [unowned self] action in _recordReduced(action) }
    runtime.effects.enqueue = StoreRuntime.enqueuer(runtime)
  }

  /// An action an effect sent, with the state after it. (A struct, not a tuple: generic code
  /// looks a tuple type up by its labels on every use.)
  @usableFromInline
  struct Received {
    @usableFromInline let action: Action
    @usableFromInline let state: State
    /// Which received action it is, counted from the store's creation: the key of the shared
    /// values recorded with it, if any (`receivedShared`). A number rather than the recorded
    /// values themselves, so that a received action holds no reference to retain and release.
    @usableFromInline let sequence: Int

    @inlinable
    init(action: Action, state: State, sequence: Int) {
      self.action = action
      self.state = state
      self.sequence = sequence
    }
  }

  /// Keeps the state after an action the runtime reduced: the one the test sent, or one an
  /// effect sent, to be asserted with `receive`.
  @inlinable
  func _recordReduced(_ action: Action) {
    // Shared values are references, read later by the assertion: once some changed, the
    // values they have now are recorded with the state.
    if isSendingDirectly {
      isSendingDirectly = false
      stateAfterDirectAction = runtime.state
      if !sharedChanges.isEmpty { sharedAfterDirectAction = sharedChanges.capture() }
    } else {
      receivedCount &+= 1
      if !sharedChanges.isEmpty { receivedShared[receivedCount] = sharedChanges.capture() }
      received.append(Received(action: action, state: runtime.state, sequence: receivedCount))
    }
  }

  @usableFromInline
  init<R: Reducer<State, Action>>(
    initialState: () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt,
    sendToRuntime: @escaping (StoreRuntime<State, Action>, Action) -> StoreTask
  ) {
    self.sendToRuntime = sendToRuntime
    // Fresh test values, with the tracker that records what the reducer and its effects
    // write to shared values. (Warnings they raise fail the running test, as any raised in a
    // test does.)
    var dependencies = DependencyValues.test()
    dependencies._sharedChangeTracker = sharedChanges
    EffectContext.installSleeperSchedulerLookup()
    dependencies[carried: DependencyReaderName.self] = "\(R.self)"
    DependencySetting.during { prepareDependencies(&dependencies) }
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let (initial, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    self.state = initial
    self.lastStepLocation = location
    self.creationLocation = location
    self.runtime = StoreRuntime(initialState: initial, reducer: reducer, dependencies: dependencies)
    // A feature that dismisses itself is removed by its parent, which cancels everything it
    // still runs: so does the test store, as TCA's does.
    let dismissal = self.dismissal
    let registry = runtime.registry
    runtime.effectRoot = StoreEffectRoot(
      scheduler: executor,
      dismiss: DismissHandle {
        await dismissal.dismiss()
        registry.cancelAll()
      }
    )
  }

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`, as a
  /// presented feature does when its parent is not part of the test. Its effects still running
  /// then are cancelled, as its parent would cancel them.
  ///
  /// ```swift
  /// await store.send(.cerrarPulsado)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { dismissal.isDismissed }

  // Not isolated: a deinit isolated to the main actor runs without the task-local values of
  // the code that released the store, so Swift Testing could not tell which test is running.
  // This one runs synchronously where the last reference goes away, normally at the end of
  // the test function (or of the helper, task or `withKnownIssue` body that made the store),
  // so its failures are recorded in that test before it returns.
  deinit {
    let failures: [PendingFailure]
    if MainQueue.isCurrent {
      failures = MainActor.assumeIsolated { completed() }
    } else {
      // Released off the main actor (a nonisolated test): the checks read main-actor state
      // there, and the failures are recorded here, in the releasing task's context.
      failures = DispatchQueue.main.sync { MainActor.assumeIsolated { completed() } }
    }
    for failure in failures {
      recordTestFailure(
        failure.message, fileID: failure.location.fileID, filePath: failure.location.filePath,
        line: failure.location.line, column: failure.location.column
      )
    }
  }

  /// Checks what must hold at the end of an exhaustive test: every received action asserted
  /// (reported where the store was created), every effect finished (each reported at the
  /// `send` that started it). Returns the failures instead of recording them.
  func completed() -> [PendingFailure] {
    guard exhaustivity == .on else { return [] }
    var failures: [PendingFailure] = []
    if !received.isEmpty {
      failures.append(
        PendingFailure(
          message:
            """
            The store received \(received.count) unexpected \
            action\(received.count == 1 ? "" : "s") by the end of this test:

            \(describeReceived())

            Assert each with 'receive', or skip them with 'skipReceivedActions()'.
            """,
          location: creationLocation
        ))
    }
    for change in sharedChanges.unassertedChanges() {
      let key = change.key.map { " (\($0))" } ?? ""
      failures.append(
        PendingFailure(
          message:
            """
            A shared value\(key) changed after the last step, and the test ended without \
            asserting it:

            \(change.diff)

            Assert it with 'store.assert { $0.$value.withLock { ... } }', or in the step that \
            receives the effect's next action.
            """,
          location: lastStepLocation
        ))
    }
    for effect in runtime.registry.inFlight {
      let location = effect.group.flatMap { sendLocations[$0] } ?? lastStepLocation
      failures.append(
        PendingFailure(
          message:
            """
            An effect started by \(effect.description.indentedIfMultiline) is still running at the \
            end of the test.

            Every effect must finish or be cancelled before a test ends, so that the test has \
            seen all it does. Make it finish (advance the TestClock it sleeps on, finish the \
            stream it reads), cancel it, or call 'await store.finish()' or \
            'await store.skipInFlightEffects()'.
            """,
          location: location
        ))
    }
    return failures
  }

  /// Remembers where the `send` that started `group`'s effects was written.
  @usableFromInline
  func _rememberSend(of group: EffectGroup, at location: StepLocation) {
    sendLocations[group.token] = location
  }

  /// Records a test failure at a step's location.
  /// The dump of an action, for messages.
  @usableFromInline
  func _describe(_ action: Action) -> String {
    reductorDump(action)
  }

  @usableFromInline
  func fail(_ message: String, at location: StepLocation) {
    if replayFailures != nil {
      replayFailures?.append(message)
      return
    }
    recordTestFailure(
      message, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }

  func describeReceived() -> String {
    received.map { "  • " + reductorDump($0.action).replacingNewlines(with: "\n    ") }
      .joined(separator: "\n")
  }
}

/// A test store for a feature: `TestStoreOf<Contador>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// A failure found at the end of a test, recorded once the checks have read the store.
struct PendingFailure: Sendable {
  let message: String
  let location: StepLocation
}

/// The source location of a `send`, `receive` or other step of a test: the same record the
/// operators keep for their warnings.
@usableFromInline typealias StepLocation = _OperatorLocation

/// Whether the root feature of a `TestStore` dismissed itself.
@MainActor
final class Dismissal {
  private(set) var isDismissed = false

  func dismiss() {
    isDismissed = true
  }
}
