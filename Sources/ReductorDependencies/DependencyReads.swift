public import ReductorDependenciesShims

/// Counts reads of dependencies on the current thread: the seam this layer offers code above it
/// that must know whether something it ran read a dependency.
///
/// The runtime asks it while it builds a reducer's `body`: TCA evaluates `body` on every
/// action, and a body that reads a dependency while it is built (or makes a dependency's value
/// there, with `.dependency(…)`) could come out differently each time, so it is built again
/// for every action. A `@Dependency` read counts one; code above may count others of its own
/// (the runtime's `dependency` operator counts one when it is made). The count is a
/// thread-local of this layer's C shim: a load and a store a read.
@usableFromInline
package enum DependencyReads {
  /// Counts one read.
  @inlinable
  package static func record() {
    reductor_set_dependency_reads(reductor_dependency_reads() &+ 1)
  }

  /// Runs `body`, and tells whether it read a dependency. Reads inside a nested call are that
  /// call's own: they do not count for the enclosing one.
  @inlinable
  package static func counting<Result>(_ body: () -> Result) -> (result: Result, didRead: Bool) {
    let saved = reductor_dependency_reads()
    reductor_set_dependency_reads(0)
    let result = body()
    let didRead = reductor_dependency_reads() != 0
    reductor_set_dependency_reads(saved)
    return (result, didRead)
  }
}
