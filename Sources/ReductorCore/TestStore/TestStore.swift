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
  /// Actions that effects sent, with the state after each, not yet asserted with `receive`.
  @usableFromInline @exclusivity(unchecked) var received: [Received] = []
  /// The state right after the action the test sent directly (before `.send` effects ran).
  @usableFromInline @exclusivity(unchecked) var stateAfterDirectAction: State?
  @usableFromInline @exclusivity(unchecked) var isSendingDirectly = false
  /// Where the last step was written, for failures found at the end of the test.
  @usableFromInline @exclusivity(unchecked) var lastStepLocation: StepLocation
  /// Carries the end-of-test failures from `deinit` to a task that records them in the test.
  let completion = TestStoreCompletion()

  /// Creates a test store for a feature.
  ///
  /// Every dependency the feature uses gets its test value; override what the test needs in
  /// `withDependencies`. Touching a dependency that has no test value fails the test.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
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
  }

  /// An action an effect sent, with the state after it. (A struct, not a tuple: generic code
  /// looks a tuple type up by its labels on every use.)
  @usableFromInline
  struct Received {
    @usableFromInline let action: Action
    @usableFromInline let state: State

    @inlinable
    init(action: Action, state: State) {
      self.action = action
      self.state = state
    }
  }

  /// Keeps the state after an action the runtime reduced: the one the test sent, or one an
  /// effect sent, to be asserted with `receive`.
  @inlinable
  func _recordReduced(_ action: Action) {
    if isSendingDirectly {
      isSendingDirectly = false
      stateAfterDirectAction = runtime.state
    } else {
      received.append(Received(action: action, state: runtime.state))
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
    // Warnings raised with these dependencies bound (the reducer, its effects, the initial
    // state) are failures of the test.
    var dependencies = DependencyValues.test(
      runtimeWarningHandler: RuntimeWarnings.recordAsTestFailure
    )
    dependencies.featureName = "\(R.self)"
    prepareDependencies(&dependencies)
    let location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let (initial, reducer) = DependencyValues._withCurrent(dependencies) {
      (initialState(), reducer())
    }
    self.state = initial
    self.lastStepLocation = location
    self.runtime = StoreRuntime(initialState: initial, reducer: reducer, dependencies: dependencies)
    runtime.effectExecutor = executor
    // This task inherits the test's task-local context (which test is running), so failures
    // found when the store goes away are attributed to the test that created it.
    let completion = self.completion
    Task {
      for failure in await completion.failures() {
        recordTestFailure(
          failure.message, fileID: failure.location.fileID, filePath: failure.location.filePath,
          line: failure.location.line, column: failure.location.column
        )
      }
    }
  }

  isolated deinit {
    // The end-of-test checks run here, but an isolated deinit runs without the test's
    // task-local context, so Swift Testing could not tell which test a failure belongs to.
    // The failures are handed to a task started in `init`, which inherited that context.
    completion.finish(with: completed())
  }

  /// Checks what must hold at the end of an exhaustive test: every received action asserted,
  /// every effect finished. Returns the failures instead of recording them.
  func completed() -> [PendingFailure] {
    guard exhaustivity == .on else { return [] }
    var failures: [PendingFailure] = []
    if !received.isEmpty {
      failures.append(PendingFailure(message:
        """
        The store received \(received.count) unexpected \
        action\(received.count == 1 ? "" : "s") by the end of this test:

        \(describeReceived())

        Assert each with 'receive', or skip them with 'skipReceivedActions()'.
        """,
        location: lastStepLocation
      ))
    }
    let inFlight = runtime.registry.inFlightDescriptions
    if !inFlight.isEmpty {
      failures.append(PendingFailure(message:
        """
        \(inFlight.count) effect\(inFlight.count == 1 ? " is" : "s are") still running at the \
        end of the test. Started by:

        \(inFlight.map { "  • " + $0 }.joined(separator: "\n"))

        Every effect must finish or be cancelled before a test ends, so that the test has \
        seen all it does. Make it finish (advance the TestClock it sleeps on, finish the \
        stream it reads), cancel it, or call 'await store.finish()' or \
        'await store.skipInFlightEffects()'.
        """,
        location: lastStepLocation
      ))
    }
    return failures
  }

  /// Records a test failure at a step's location.
  /// The dump of an action, for messages.
  @usableFromInline
  func _describe(_ action: Action) -> String {
    reductorDump(action)
  }

  @usableFromInline
  func fail(_ message: String, at location: StepLocation) {
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

/// A failure found at the end of a test, recorded later in the test's context.
struct PendingFailure: Sendable {
  let message: String
  let location: StepLocation
}

/// Hands the end-of-test failures from a test store's `deinit` to the task that records them.
final class TestStoreCompletion: Sendable {
  private let stream: AsyncStream<[PendingFailure]>
  private let continuation: AsyncStream<[PendingFailure]>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  func finish(with failures: [PendingFailure]) {
    continuation.yield(failures)
    continuation.finish()
  }

  func failures() async -> [PendingFailure] {
    for await failures in stream { return failures }
    return []
  }
}

/// The source location of a `send`, `receive` or other step of a test: the same record the
/// operators keep for their warnings.
@usableFromInline typealias StepLocation = OperatorLocation

extension String {
  func replacingNewlines(with separator: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
  }
}
