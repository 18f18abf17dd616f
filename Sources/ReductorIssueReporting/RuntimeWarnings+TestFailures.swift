extension RuntimeWarnings {
  /// A handler that records each runtime warning as a test failure at the warning's location.
  package static let recordAsTestFailure = Handler { warning in
    recordTestFailure(
      warning.message,
      fileID: warning.fileID,
      filePath: warning.filePath,
      line: warning.line,
      column: warning.column
    )
    return true
  }
}

/// Runs `body` with every runtime warning raised in its task tree recorded as a test failure.
///
/// `TestStore` wraps each step in this, so a misuse detected by the store (or by a reducer it
/// runs) fails the test at the location the warning points at:
///
/// ```swift
/// await withRuntimeWarningsAsTestFailures {
///   await store.send(.tapped)  // A warning raised here fails the running test.
/// }
/// ```
///
/// The handler is task-local: it applies to `body`, the child tasks and unstructured `Task`s it
/// creates, but not to detached tasks or to other tests running in parallel.
package func withRuntimeWarningsAsTestFailures<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await RuntimeWarnings.$handler.withValue(
    RuntimeWarnings.recordAsTestFailure, operation: body, isolation: isolation
  )
}

/// Runs `body` with every runtime warning it raises recorded as a test failure (synchronous
/// version of ``withRuntimeWarningsAsTestFailures(isolation:_:)``).
package func withRuntimeWarningsAsTestFailures<R>(_ body: () throws -> R) rethrows -> R {
  try RuntimeWarnings.$handler.withValue(RuntimeWarnings.recordAsTestFailure, operation: body)
}
