/// Runs `operation` with dependencies changed by `update`, then restores them.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   Model().makeID()
/// }
/// ```
///
/// The changes apply to everything `operation` calls, and to tasks it creates with `Task { }`
/// or in a task group, but not to detached tasks.
///
/// - Parameters:
///   - update: Changes a copy of the current dependencies.
///   - operation: The work to run with the changed dependencies.
/// - Returns: What `operation` returns.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  values.accessSite = nil
  try update(&values)
  return try DependencyValues._withCurrent(values, operation: operation)
}

/// Runs async `operation` with dependencies changed by `update`, then restores them.
///
/// ```swift
/// await withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   await model.refresh()
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor to run on; defaults to the caller's.
///   - update: Changes a copy of the current dependencies.
///   - operation: The work to run with the changed dependencies.
/// - Returns: What `operation` returns.
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  values.accessSite = nil
  try await update(&values)
  return try await DependencyValues._withCurrent(values, operation: operation)
}
