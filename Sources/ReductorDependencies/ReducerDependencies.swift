public import ReductorCoreShims

/// The dependencies a store's reducer runs with, bound for the synchronous call of the
/// reducer on the thread that runs it instead of as a task-local.
///
/// A reducer runs synchronously, on the main actor, inside `send`; binding a task-local
/// around it (push, pop, and copies of the values) cost more than a small reducer. This binds
/// a pointer to the store's values in a thread-local slot for the length of the call, and
/// ``DependencyValues/_current`` reads it before the task-local. Whatever binds other values
/// inside the reducer (``withDependencies(_:operation:)``, the `dependency` operator) goes
/// through ``DependencyValues/_withCurrent(_:operation:)``, which clears the slot while it
/// runs, so the task-local it binds is what its operation sees.
///
/// Tasks do not inherit the slot: an effect's task gets the store's values as a task-local
/// where the store starts it.
@usableFromInline
package enum _ReducerDependencies {
  /// The slot: a `DependencyBox`, unretained, or `nil` outside any reducer. A thread-local
  /// variable of the C shim, read and written in line: `pthread_getspecific` and
  /// `pthread_setspecific` would cost a tenth of a `send` at depth 1, and a call to a
  /// non-inlinable wrapper of the shim a twentieth.
  @inlinable
  static func _slot() -> UnsafeRawPointer? {
    reductor_current_dependencies()
  }

  @inlinable
  static func _setSlot(_ pointer: UnsafeRawPointer?) {
    reductor_set_current_dependencies(pointer)
  }

  /// The values bound on this thread, if a reducer is running here.
  @inlinable
  package static var current: DependencyBox? {
    guard let pointer = _slot() else { return nil }
    return Unmanaged<DependencyBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `box`'s values bound (or with none, for `nil`), then restores what was
  /// bound before. The caller keeps `box` alive for the call.
  @inlinable
  package static func with<R>(_ box: DependencyBox?, _ body: () throws -> R) rethrows -> R {
    let saved = _slot()
    _setSlot(box.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    defer { _setSlot(saved) }
    return try body()
  }
}

/// A store's dependencies, by reference, so that binding them for a reducer stores a pointer.
@usableFromInline
package final class DependencyBox {
  @usableFromInline package var values: DependencyValues

  @usableFromInline
  package init(_ values: DependencyValues) {
    self.values = values
  }
}

extension DependencyValues {
  /// The values `@Dependency` reads now: those of the reducer running on this thread, if any,
  /// otherwise the task-local ones.
  ///
  /// A reducer reached from one of its store's effects (an effect sending an action back)
  /// sees that task's values, which are the store's with the effect's context, as it did when
  /// the store bound its values as a task-local only when the task did not have them already.
  package static var _current: DependencyValues {
    guard let box = _ReducerDependencies.current else {
      let values = _taskLocal
      return values.isUnbound ? unbound : values
    }
    let taskValues = _taskLocal
    return taskValues.isIdentical(to: box.values) ? taskValues : box.values
  }

  /// Runs `operation` with `values` bound as the task-local values, and no reducer's values
  /// in front of them.
  package static func _withCurrent<R>(
    _ values: DependencyValues, operation: () throws -> R
  ) rethrows -> R {
    try _ReducerDependencies.with(nil) {
      try $_taskLocal.withValue(values, operation: operation)
    }
  }

  /// Runs async `operation` with `values` bound as the task-local values. (No reducer runs in
  /// an async context: there are no reducer values to put aside.)
  package static func _withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $_taskLocal.withValue(values, operation: operation)
  }
}
