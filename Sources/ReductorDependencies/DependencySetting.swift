internal import ReductorDependenciesShims

/// Whether dependencies are being set: inside the update closure of `withDependencies`,
/// `prepareDependencies` or a `TestStore`, or a `.dependency`/`transformDependency` override.
///
/// Setting a property through a dependency (`$0.date.now = …`, `.dependency(\.date.now, …)`)
/// can read the dependency's current value first (a key path write through a computed
/// property calls its getter), and in a test that value is often unimplemented. Such a read is
/// not the feature using the dependency, so `unimplemented` reports nothing while this is set.
package enum DependencySetting {
  /// Set for the asynchronous update closures, which may resume on another thread.
  @TaskLocal static var isActiveInTask = false

  /// Whether an update is running here.
  static var isActive: Bool {
    reductor_setting_dependencies() > 0 || isActiveInTask
  }

  /// Runs the synchronous update `body` as a dependency update (a counter in a thread-local
  /// slot: a `.dependency` override runs its update on every action, where binding a
  /// task-local would cost as much as the override).
  package static func during<R>(_ body: () throws -> R) rethrows -> R {
    reductor_add_setting_dependencies(1)
    defer { reductor_add_setting_dependencies(-1) }
    return try body()
  }

  /// Runs the asynchronous update `body` as a dependency update.
  static func during<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await $isActiveInTask.withValue(true, operation: body)
  }
}
