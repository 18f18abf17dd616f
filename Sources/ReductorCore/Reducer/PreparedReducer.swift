import ReductorConcurrencyExtras
import ReductorDependencies

/// A reducer made ready to run many actions: when the wrapped reducer has a `body` that reads no
/// dependency while it is built, the body is built once, here, instead of once per action.
///
/// Building a body forms its key paths and case key paths, which costs microseconds; running
/// the built reducer does not. The store, `Scope`, `ifLet`, `forEach` and the other operators
/// hold their child reducers prepared.
///
/// The function it holds comes from ``Reducer/_runner()``, whose default implementations are
/// specialized for each conforming type, so a prepared feature runs its own body's code, not
/// generic code that looks types up at run time.
///
/// A feature may present itself (`ifLet(\.$child, action: \.child) { Carpeta() }`): preparing
/// it would prepare its child, itself again, forever. A reducer met again while it is being
/// prepared, with the same bits, reuses the runner being built; one with other bits (other
/// settings, or a closure of its own such as a `@Dependency`) is prepared the first time an
/// action reaches it.
@usableFromInline
package struct _PreparedReducer<State, Action>: Reducer {
  @usableFromInline let run: (inout State, Action) -> Effect<Action>

  /// Prepares `reducer`.
  @usableFromInline
  package init<R: Reducer<State, Action>>(_ reducer: R) {
    if R.Body.self == Never.self {
      self.run = FeatureInstrumentations.instrumented(R.self, reducer._runner())
    } else {
      self.run = ReducerPreparation.runner(for: reducer)
    }
  }

  /// Wraps a runner already built, in code specialized for the reducer it runs (operators
  /// use this so the erased reducer still runs specialized code).
  @inlinable
  init(run: @escaping (inout State, Action) -> Effect<Action>) {
    self.run = run
  }

  @inlinable
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }

  @inlinable
  package func _runner() -> (inout State, Action) -> Effect<Action> { run }
}

extension Reducer where Body == Never {
  /// Runs `reduce(into:action:)`.
  @inlinable
  @_documentation(visibility: private)
  public func _runner() -> (inout State, Action) -> Effect<Action> {
    _ReducerBox(self).run
  }
}

/// A reducer on the heap, run by a method of the box.
///
/// The operators' `reduce` is always inlined into `run` and calls its out-of-line helpers as
/// static functions, so `run` reads the fields it needs from the box instead of copying the
/// whole reducer first (a body of a few operators is a couple of hundred bytes and a dozen
/// references to retain and release on every action).
@usableFromInline
final class _ReducerBox<R: Reducer> {
  @usableFromInline let reducer: R

  @inlinable
  init(_ reducer: R) { self.reducer = reducer }

  @inlinable
  func run(_ state: inout R.State, _ action: R.Action) -> Effect<R.Action> {
    reducer.reduce(into: &state, action: action)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Builds `body` once and runs it, or, when building it read a dependency, builds it again
  /// for every action, as TCA evaluates `body` (see `DependencyReads`): what it read may have
  /// changed since.
  @inlinable
  @_documentation(visibility: private)
  public func _runner() -> (inout State, Action) -> Effect<Action> {
    let (body, readDependencies) = DependencyReads.counting { self.body }
    guard readDependencies else { return body._runner() }
    return { state, action in self.body.reduce(into: &state, action: action) }
  }
}

/// The reducers being prepared on this thread, to tie the knot of features that present
/// themselves.
enum ReducerPreparation {
  /// A reducer being prepared: its type and bits, and the runner once it is built.
  class Frame: @unchecked Sendable {
    // Sendable: a frame is created, read and completed by the one synchronous call of
    // `runner(for:)` that binds it, and by the preparations nested in that call, all on the
    // same thread. Runners that captured it only read `run`, after it was set and before any
    // of them can be called.
    let type: ObjectIdentifier
    let bits: [UInt8]
    /// Whether a nested preparation reused this frame's runner.
    var isReused = false
    /// The `RunCell` holding the runner once it is built, unretained: what the runners that
    /// reused this frame call through. A function read from a mutable place is retained and
    /// released around every call (it might be replaced during it), and so is an object read
    /// through an unowned reference; a constant function read through unretained references
    /// is not. Untyped, so that reaching it needs no generic type's metadata: the runners that
    /// read it run as generic code, where a generic class's metadata is looked up at each use.
    @exclusivity(unchecked) var unretainedCell: Unmanaged<AnyObject>?

    init(type: ObjectIdentifier, bits: [UInt8]) {
      self.type = type
      self.bits = bits
    }
  }

  final class TypedFrame<State, Action>: Frame, @unchecked Sendable {}

  /// A built runner, which cannot change, and the frame the runners that reused it reach it
  /// through, if any (kept alive here: they hold it unretained).
  final class RunCell<State, Action>: @unchecked Sendable {
    // Sendable: immutable.
    let run: (inout State, Action) -> Effect<Action>
    let frame: Frame?

    init(_ run: @escaping (inout State, Action) -> Effect<Action>, frame: Frame?) {
      self.run = run
      self.frame = frame
    }
  }

  @TaskLocal static var inProgress: [Frame] = []

  static func runner<R: Reducer>(for reducer: R) -> (inout R.State, R.Action) -> Effect<R.Action> {
    let type = ObjectIdentifier(R.self)
    // Read, never interpreted: the bytes tell a reducer's settings apart, compared only with
    // those of another value of the same type.
    let bits = withUnsafeBytes(of: reducer) { Array($0) }
    let stack = inProgress
    if let frame = stack.last(where: { $0.type == type }) {
      guard frame.bits == bits, let frame = frame as? TypedFrame<R.State, R.Action> else {
        return LazyRunner(reducer).run
      }
      frame.isReused = true
      // Unretained: the frame is owned by the runner its preparation returns (below), and
      // this closure is reachable only from inside that runner, so it never outlives it.
      let unretainedFrame = Unmanaged<Frame>.passUnretained(frame)
      return { state, action in
        unretainedFrame._withUnsafeGuaranteedRef { frame in
          frame.unretainedCell.unsafelyUnwrapped._withUnsafeGuaranteedRef { cell in
            unsafeDowncast(cell, to: RunCell<R.State, R.Action>.self).run(&state, action)
          }
        }
      }
    }
    let frame = TypedFrame<R.State, R.Action>(type: type, bits: bits)
    // The runner leaves the closure through a variable of its own function type: returned
    // through `withValue`'s generic result, or kept in an optional, it is stored as a fully
    // generic function and comes back wrapped in two reabstraction thunks, which every action
    // would run through.
    var run: (inout R.State, R.Action) -> Effect<R.Action> = { _, _ in .none }
    $inProgress.withValue(stack + [frame]) { run = reducer._runner() }
    // Instrumented before the cell is made, so that a feature met again inside itself runs
    // the instrumented runner too.
    run = FeatureInstrumentations.instrumented(R.self, run)
    guard frame.isReused else { return run }
    let cell = RunCell(run, frame: frame)
    frame.unretainedCell = Unmanaged.passUnretained(cell)
    return { state, action in cell.run(&state, action) }
  }
}

/// A reducer prepared the first time it runs: a feature that presents another value of its own
/// type with other settings, whose preparation cannot reuse the one in progress.
///
/// Once prepared, a run takes no lock and retains nothing: the prepared runner is published,
/// unretained, in a word stored with release ordering and loaded with acquire ordering; the
/// lock only orders the first preparation.
final class LazyRunner<R: Reducer>: @unchecked Sendable {
  // Sendable: `reducer` is immutable; `cell` is written once, under `lock`, before `published`
  // makes it visible to runs on other threads; `published` is only read and written atomically.
  /// `cell`, unretained, once it is made (`0` before). First, so that its offset does not
  /// depend on `R` (a field after `reducer` is found through the class's metadata), and a word
  /// of its own that `run` reads directly, where an object holding an atomic would be two
  /// more loads, each waiting for the one before.
  private let published = AtomicWord()
  private let reducer: R
  private let lock = Lock()
  /// The prepared runner, owned here once made.
  private var cell: ReducerPreparation.RunCell<R.State, R.Action>?

  init(_ reducer: R) {
    self.reducer = reducer
  }

  deinit {
    published.deallocate()
  }

  func run(_ state: inout R.State, _ action: R.Action) -> Effect<R.Action> {
    guard let pointer = UnsafeRawPointer(bitPattern: published.load()) else {
      return prepareAndRun(&state, action)
    }
    return Unmanaged<ReducerPreparation.RunCell<R.State, R.Action>>.fromOpaque(pointer)
      ._withUnsafeGuaranteedRef { $0.run(&state, action) }
  }

  private func prepareAndRun(_ state: inout R.State, _ action: R.Action) -> Effect<R.Action> {
    // The cell, not its function, leaves `withLock`: a function returned through its generic
    // result would come back wrapped in reabstraction thunks.
    let made = lock.withLock {
      if let cell { return cell }
      let made = ReducerPreparation.RunCell(_PreparedReducer(reducer).run, frame: nil)
      cell = made
      published.store(UInt(bitPattern: Unmanaged.passUnretained(made).toOpaque()))
      return made
    }
    return made.run(&state, action)
  }
}
