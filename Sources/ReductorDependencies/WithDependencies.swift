import ReductorIssueReporting

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
/// or in a task group, but not to detached tasks. An object `operation` returns keeps them for
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)``, and the `@Dependency`
/// properties of whatever `operation` creates keep them too (see ``Dependency``).
///
/// - Parameters:
///   - update: Changes a copy of the current dependencies.
///   - operation: The work to run with the changed dependencies.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  values.accessSite = nil
  try DependencySetting.during { try update(&values) }
  return try DependencyValues._withCurrent(values) {
    let result = try operation()
    DependencyObjects.shared.keep(result, with: values)
    return result
  }
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
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  values.accessSite = nil
  try await DependencySetting.during { try await update(&values) }
  return try await DependencyValues._withCurrent(values) {
    let result = try await operation()
    DependencyObjects.shared.keep(result, with: values)
    return result
  }
}

/// Sets the app's dependencies for the rest of the process, before anything reads them: the
/// values `update` sets become the live values every `@Dependency` outside a test or preview
/// resolves to.
///
/// ```swift
/// @main
/// struct InventarioApp {
///   static func main() {
///     prepareDependencies {
///       $0.continuousClock = ContinuousClock()
///       $0.api = .production(url: servidor)
///     }
///     // ...
///   }
/// }
/// ```
///
/// Call it once, as early as possible. A dependency that was already read keeps being replaced,
/// but code that read it earlier may hold the old value, so that is reported as a runtime
/// warning. Tests and previews are unaffected: they resolve their own values.
public func prepareDependencies(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ update: (inout DependencyValues) throws -> Void
) rethrows {
  var values = DependencyValues()
  try DependencySetting.during { try update(&values) }
  for (key, value) in values.overriddenValues {
    let wasRead = DependencyCache.live.store(value, forKey: key, in: .live)
    if wasRead {
      reportRuntimeWarning(
        """
        'prepareDependencies' set a dependency that had already been read: \
        \(String(describing: type(of: value))).

        Code that read it before keeps the value it got. Call 'prepareDependencies' once, \
        at the start of the app, before any feature or store is created.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }
}
