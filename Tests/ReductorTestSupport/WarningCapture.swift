import ReductorConcurrencyExtras
import ReductorIssueReporting

@testable import ReductorConcurrencyExtras

// The one way the library's tests catch runtime warnings: a handler that records each warning (and
// keeps it from reaching the test's issues), installed for the duration of a body.

/// A handler that appends each warning to `warnings` and reports it handled.
private func recording(into warnings: LockIsolated<[RuntimeWarning]>) -> RuntimeWarnings.Handler {
  RuntimeWarnings.Handler { warning in
    warnings.withValue { $0.append(warning) }
    return true
  }
}

/// Runs `body` with a runtime-warning handler installed, and returns what it warned.
public func capturingWarnings<R>(_ body: () throws -> R) rethrows -> (R, [RuntimeWarning]) {
  let warnings = LockIsolated<[RuntimeWarning]>([])
  let result = try RuntimeWarnings.$handler.withValue(recording(into: warnings)) {
    try body()
  }
  return (result, warnings.value)
}

/// Runs async `body` with a runtime-warning handler installed (inherited by child tasks), and
/// returns what it warned.
public func capturingWarnings<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> (R, [RuntimeWarning]) {
  let warnings = LockIsolated<[RuntimeWarning]>([])
  let result = try await RuntimeWarnings.$handler.withValue(recording(into: warnings)) {
    try await body()
  }
  return (result, warnings.value)
}

/// The messages of the runtime warnings raised while `body` runs (see `capturingWarnings`).
public func collectingWarnings<R>(_ body: () throws -> R) rethrows -> (R, [String]) {
  let (result, warnings) = try capturingWarnings(body)
  return (result, warnings.map(\.message))
}

/// The messages of the runtime warnings raised while `body` runs.
public func collectingRuntimeWarnings(_ body: () -> Void) -> [String] {
  collectingWarnings(body).1
}
