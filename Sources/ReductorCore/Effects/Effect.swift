import ReductorDependencies
import ReductorIssueReporting

/// Work a reducer asks the store to do after it changes state: send an action now, run an
/// asynchronous operation that may send actions back, or cancel earlier work.
///
/// ```swift
/// case .buscarPulsado:
///   return .run { [consulta = state.consulta] send in
///     await send(.resultadosRecibidos(Result { try await api.buscar(consulta) }))
///   }
/// ```
///
/// Effects are plain values: returning `.none` allocates nothing, and `.merge` of `.none`
/// effects folds back into `.none`.
public struct Effect<Action>: @unchecked Sendable {
  // Sendable: an effect is a description of work, built by a reducer and consumed once by the
  // store that ran it. The store hands each part to exactly one task (a `.run` operation, the
  // remaining steps of a `.concatenate`, a debounced effect), and nothing else touches it after
  // that, so the actions it carries are never shared between tasks.
  @usableFromInline
  enum Operation {
    case none
    /// Indirect, so that no case holds an `Action` inline: the enum's layout is then the same
    /// for every action type, known to the compiler in generic code too, so reducers return
    /// effects in registers, and its case lives in the spare bits of the first word (see
    /// `dismissible`). With the action inline the layout would be worked out at run time,
    /// with a tag byte that callers store as one byte and read back as four: a stall at every
    /// reducer that returns an effect through memory, about a quarter of a `forEach` row
    /// action. A `.send` effect allocates its box; `.none` allocates nothing.
    indirect case send(Action)
    case run(priority: EffectPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: CancelID, cancelInFlight: Bool, effect: Box)
    case cancel(CancelID)
    /// The effects of a presented child or collection element: the store runs them under the
    /// child's scope (see ``scoped(under:)``).
    case scoped(ScopedBox)
    /// Effects whose `dismiss()` sends `action()` (see ``dismissible(sending:)``).
    ///
    /// The box comes first: a function in the first word would leave no bits spare there in
    /// every case, and the enum would need a tag byte of its own (see `send`).
    case dismissible(effect: Box, action: @Sendable () -> Action)
    /// A child's effect whose actions are mapped to this effect's (see ``map(_:)``).
    case mapped(_MappedEffect<Action>)
    /// A `.run` with a name (see ``run(priority:name:operation:catch:fileID:filePath:line:column:)``):
    /// its task is named so, and a session recording names the effect so. Behind a reference,
    /// so that no other case pays for the name's two words.
    case named(NamedRun)
  }

  /// The parts of a named `.run`.
  @usableFromInline
  final class NamedRun: Sendable {
    let name: String
    let priority: EffectPriority?
    let operation: @Sendable (Send<Action>) async -> Void

    init(
      name: String, priority: EffectPriority?,
      operation: @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.name = name
      self.priority = priority
      self.operation = operation
    }
  }

  /// Indirection for the recursive cases.
  @usableFromInline
  final class Box {
    @usableFromInline let effect: Effect<Action>
    @usableFromInline init(_ effect: Effect<Action>) { self.effect = effect }
  }

  /// A child's effect and the child's identity, behind one reference: the identity holds an
  /// `AnyHashable`, whose layout the compiler does not know, and inline in `Operation` it would
  /// make every copy of every effect go through run-time value witnesses (a `.merge` of 100
  /// `.none` effects would take thirty times as long).
  @usableFromInline
  final class ScopedBox {
    let identity: SendableHashable
    let effect: Effect<Action>
    init(identity: SendableHashable, effect: Effect<Action>) {
      self.identity = identity
      self.effect = effect
    }
  }

  @usableFromInline let operation: Operation

  @inlinable
  init(operation: Operation) { self.operation = operation }

  /// An effect that does nothing.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that sends `action` to the store right away, before `send` returns.
  ///
  /// Use it to tell a parent something (`.send(.delegate(.guardado(articulo)))`); to share
  /// logic between actions, call a helper instead.
  @inlinable
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// An effect that runs `operation` in a task; `send` delivers actions back to the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await value in stream { await send(.recibido(value)) }
  /// } catch: { error, send in
  ///   await send(.fallo(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The work to do. It may send any number of actions.
  ///   - handler: Called when `operation` throws an error other than `CancellationError`.
  ///     Without it such an error is reported as a runtime warning.
  public static func run(
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // Its own overload rather than `priority: TaskPriority? = nil`: `TaskPriority` is a
    // resilient type, so a caller that passes one (even a defaulted `nil`) looks its metadata
    // up and sizes a stack buffer for it on every call of the function that contains the
    // `.run`, which for a reducer means on every action, whatever the action.
    _run(
      priority: nil, operation: operation, catch: handler,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// An effect that runs `operation` in a task of the given priority; `send` delivers actions
  /// back to the store.
  ///
  /// ```swift
  /// return .run(priority: .background) { send in
  ///   await send(.indexado(try await indice.reconstruir()))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation (`nil`: the default).
  ///   - operation: The work to do. It may send any number of actions.
  ///   - handler: Called when `operation` throws an error other than `CancellationError`.
  ///     Without it such an error is reported as a runtime warning.
  public static func run(
    priority: TaskPriority?,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    _run(
      priority: priority.map(EffectPriority.init), operation: operation, catch: handler,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// An effect that runs `operation` in a task with a name, as TCA's `.run(name:)` does: the
  /// task is named so (where the platform names tasks), and a session recording names the
  /// effect so (see ``SessionRecorder``).
  ///
  /// ```swift
  /// return .run(name: "guardar") { [articulo = state.articulo] send in
  ///   try await api.guardar(articulo)
  ///   await send(.delegate(.guardado(articulo)))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation (`nil`: the default).
  ///   - name: The task's name; `nil` makes it an unnamed `.run`.
  ///   - operation: The work to do. It may send any number of actions.
  ///   - handler: Called when `operation` throws an error other than `CancellationError`.
  ///     Without it such an error is reported as a runtime warning.
  public static func run(
    priority: TaskPriority? = nil,
    name: String?,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let effect = _run(
      priority: priority.map(EffectPriority.init), operation: operation, catch: handler,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    guard let name, case let .run(priority, operation) = effect.operation else { return effect }
    return Self(operation: .named(NamedRun(name: name, priority: priority, operation: operation)))
  }

  // Every overload calls this private function rather than one another: with cross-module
  // optimization (on in release builds), a small public function that calls another public one
  // is inlined into the caller, and `.run { }` would pass a `TaskPriority?` from the reducer's
  // closure again.
  private static func _run(
    priority: EffectPriority?,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Self {
    // The effect sees the dependencies of the reducer that returned it, including overrides
    // made with `.dependency(_:_:)` around that reducer. Its task starts with its store's
    // (see `StoreRuntime.start`), so it binds them only when they differ, keeping the task's
    // effect context.
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(priority: priority) { send in
        do {
          if DependencyValues._current.isIdentical(to: dependencies) {
            try await operation(send)
          } else {
            try await Self.bind(dependencies) { try await operation(send) }
          }
        } catch is CancellationError {
          return
        } catch {
          if Task.isCancelled { return }
          guard let handler else {
            reportRuntimeWarning(
              """
              An effect returned from '.run' threw an error that nothing handled:

                \(error)

              Errors thrown from '.run' are reported here instead of being lost. Catch them in \
              the operation, or pass a 'catch:' handler that sends an action for the failure.
              """,
              fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
          }
          await handler(error, send)
        }
      }
    )
  }

  /// Runs an effect's `operation` with the dependencies its reducer captured bound, keeping
  /// what the task carries with its own (its effect context).
  ///
  /// A function of its own, so that the copies it makes live in its frame, allocated only when
  /// an effect needs to bind its dependencies, not in the frame of every effect.
  private static func bind(
    _ dependencies: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Void
  ) async rethrows {
    let values = dependencies.carrying(from: DependencyValues._current)
    try await DependencyValues._withCurrent(values, operation: operation)
  }

  /// Whether this effect is `.none`.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

/// A task priority, stored as its raw value.
///
/// `TaskPriority` is a resilient type whose size clients do not know, so an enum holding it
/// would be copied and destroyed through run-time value witnesses, over 100 ns for each
/// `merge` of two `.none` effects. A byte keeps `Effect`'s layout known to the compiler.
@usableFromInline
struct EffectPriority: Sendable {
  @usableFromInline let rawValue: UInt8

  @usableFromInline
  init(_ priority: TaskPriority) { rawValue = priority.rawValue }

  @usableFromInline
  var taskPriority: TaskPriority { TaskPriority(rawValue: rawValue) }
}

/// The reducers' alias for the effect type of a feature: `EffectOf<Contador>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
