@testable import ReductorCore

/// Runs `body` with a runtime-warning handler installed, and returns what it warned.
func capturingWarnings<R>(_ body: () throws -> R) rethrows -> (R, [RuntimeWarning]) {
  let warnings = LockIsolated<[RuntimeWarning]>([])
  let result = try RuntimeWarnings.$handler.withValue(RuntimeWarnings.Handler { warning in
    warnings.withValue { $0.append(warning) }
    return true
  }) {
    try body()
  }
  return (result, warnings.value)
}

/// Runs async `body` with a runtime-warning handler installed (inherited by child tasks), and
/// returns what it warned.
func capturingWarnings<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> (R, [RuntimeWarning]) {
  let warnings = LockIsolated<[RuntimeWarning]>([])
  let result = try await RuntimeWarnings.$handler.withValue(RuntimeWarnings.Handler { warning in
    warnings.withValue { $0.append(warning) }
    return true
  }) {
    try await body()
  }
  return (result, warnings.value)
}
