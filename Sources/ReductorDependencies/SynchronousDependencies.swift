public import ReductorDependenciesShims

/// Dependency values bound by reference for a synchronous call on the thread that runs it,
/// instead of as a task-local: the seam this layer offers code above it that runs synchronous
/// work many times with the same values. A store binds its values so around every call of its
/// reducer.
///
/// Binding a task-local around a call (push, pop, and copies of the values) costs more than a
/// small reducer. This binds a pointer to a ``DependencyBox`` in a thread-local slot for the
/// length of the call, and ``DependencyValues/_current`` reads it before the task-local.
/// Whatever binds other values inside the call (``withDependencies(_:operation:)``, the
/// `dependency` operator) goes through ``DependencyValues/_withCurrent(_:operation:)``, which
/// clears the slot while it runs, so the task-local it binds is what its operation sees.
///
/// Tasks do not inherit the slot: a task started in the call gets its values as a task-local
/// where it is started.
@usableFromInline
package enum SynchronousDependencies {
  /// The slot: a `DependencyBox`, unretained, or `nil` outside any such call. A thread-local
  /// variable of this layer's C shim, read and written in line: `pthread_getspecific` and
  /// `pthread_setspecific` would cost a tenth of a store's `send` at depth 1, and a call to a
  /// non-inlinable wrapper of the shim a twentieth.
  @inlinable
  static func _slot() -> UnsafeRawPointer? {
    reductor_current_dependencies()
  }

  @inlinable
  static func _setSlot(_ pointer: UnsafeRawPointer?) {
    reductor_set_current_dependencies(pointer)
  }

  /// The values bound on this thread, if a call bound them.
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

/// Dependency values by reference, so that binding them for a synchronous call stores a
/// pointer (see ``SynchronousDependencies``).
@usableFromInline
package final class DependencyBox {
  @usableFromInline package var values: DependencyValues

  @usableFromInline
  package init(_ values: DependencyValues) {
    self.values = values
  }
}

extension DependencyValues {
  /// The values `@Dependency` reads now: those bound for the synchronous call running on this
  /// thread, if any (see ``SynchronousDependencies``), otherwise the task-local ones.
  ///
  /// A call reached from a task that has those very values (a store's reducer reached from
  /// one of its effects, sending an action back) sees the task's, which carry what the task
  /// carries (its effect context).
  package static var _current: DependencyValues {
    guard let box = SynchronousDependencies.current else {
      let values = _taskLocal
      return values.isUnbound ? unbound : values
    }
    let taskValues = _taskLocal
    return taskValues.isIdentical(to: box.values) ? taskValues : box.values
  }

  /// Runs `operation` with `values` bound as the task-local values, and no values bound for a
  /// synchronous call in front of them.
  package static func _withCurrent<R>(
    _ values: DependencyValues, operation: () throws -> R
  ) rethrows -> R {
    try SynchronousDependencies.with(nil) {
      try $_taskLocal.withValue(values, operation: operation)
    }
  }

  /// Runs async `operation` with `values` bound as the task-local values. (No synchronous call
  /// binds values in an async context: there are none to put aside.)
  package static func _withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $_taskLocal.withValue(values, operation: operation)
  }
}
