/// Carries the current dependencies into an escaping closure, which would otherwise run with
/// whatever is current where it is called.
///
/// ```swift
/// withEscapedDependencies { dependencies in
///   DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
///     dependencies.yield {
///       // Reads the dependencies of the code that called `withEscapedDependencies`.
///       self.recordarGuardado()
///     }
///   }
/// }
/// ```
///
/// Call ``DependencyValues/Continuation/yield(_:)`` first thing inside the escaping closure,
/// and change dependencies further inside it, with `withDependencies`, not outside. Code that
/// stays in structured concurrency (`async` functions, `Task { }`, task groups) does not need
/// this: tasks inherit the dependencies.
///
/// - Parameter operation: Receives the continuation to use in the escaping closure.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation(values: DependencyValues._current))
}

/// Carries the current dependencies into an escaping closure: see
/// ``withEscapedDependencies(_:)``.
///
/// - Parameters:
///   - isolation: The actor to run on; defaults to the caller's.
///   - operation: Receives the continuation to use in the escaping closure.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation(values: DependencyValues._current))
}

extension DependencyValues {
  /// The dependencies current where ``withEscapedDependencies(_:)`` was called, to restore in
  /// an escaping closure.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the dependencies this continuation carries.
    ///
    /// - Parameter operation: The work of the escaping closure.
    /// - Returns: What `operation` returns.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues._withCurrent(values, operation: operation)
    }

    /// Runs async `operation` with the dependencies this continuation carries.
    ///
    /// - Parameters:
    ///   - isolation: The actor to run on; defaults to the caller's.
    ///   - operation: The work of the escaping closure.
    /// - Returns: What `operation` returns.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues._withCurrent(values, operation: operation)
    }
  }
}
