/// Runs `operation` with every task that would run on the global executor enqueued on the main
/// actor instead, one job at a time, in the order they were enqueued: tests of code that starts
/// unstructured tasks become deterministic.
///
/// ```swift
/// @Test func dosEfectos() async {
///   await withMainSerialExecutor {
///     let store = Store(initialState: Feature.State()) { Feature() }
///     await store.send(.empezar).finish()
///     #expect(store.eventos == ["a", "b"])
///   }
/// }
/// ```
///
/// It changes a hook of the Swift runtime for the whole process while `operation` runs, so tests
/// that use it should not run in parallel with tests that depend on real concurrency. Tasks
/// that prefer another executor (a `TestStore`'s effects) are unaffected. A `TestStore` needs
/// none of this: its effects already run in a fixed order (Reductor.docc/TestingFeatures.md).
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor () async throws -> Void
) async rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try await operation()
}

/// Runs synchronous `operation` with the main serial executor on (see the async version).
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try operation()
}

/// Whether tasks that would run on the global executor run on the main actor, serially, instead.
///
/// Prefer `withMainSerialExecutor { }`, which restores it. Setting it changes a
/// process-wide hook of the Swift runtime; it does nothing where the runtime does not export
/// the hook.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.isInstalled }
  set { GlobalEnqueueHook.isInstalled = newValue }
}

/// The runtime's `swift_task_enqueueGlobal_hook`: a variable holding a function that, when set,
/// receives every job enqueued on the global executor (and the original enqueue, to call or
/// not).
private enum GlobalEnqueueHook {
  /// `void (*)(Job *, void (*original)(Job *))`, both with Swift's calling convention; a job
  /// is one pointer, as `UnownedJob` is.
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  // Unsafe: the runtime reads the variable from any thread without a lock, as it is written
  // here; a test turns the hook on and off around its own work.
  nonisolated(unsafe) static let variable: UnsafeMutablePointer<Hook?>? =
    LoadedSymbol
    .address(of: "swift_task_enqueueGlobal_hook")
    .map { UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: Hook?.self) }

  static var isInstalled: Bool {
    get { variable?.pointee != nil }
    set { variable?.pointee = newValue ? enqueueOnMainActor : nil }
  }

  private static let enqueueOnMainActor: Hook = { job, _ in
    MainActor.shared.enqueue(job)
  }
}
