public import ReductorCoreShims

/// Whether a reducer's `body` read a dependency while it was built.
///
/// TCA evaluates `body` on every action. A store here builds it once, which is the same for a
/// body that reads nothing while it is built; one that reads a dependency (a `@Dependency`
/// property read in `body`, or a `.dependency(…)` override, whose value is made there) could
/// come out differently each time, and is built again for every action. Reads are counted on
/// the thread (a thread-local counter of the C shim, a few instructions a read); a body being
/// built counts its own reads, not those of the children it prepares inside.
public enum _BodyBuild {
  /// Counts one read: `@Dependency` calls it when read, the `dependency` operators when made.
  @inlinable
  public static func recordRead() {
    reductor_set_build_reads(reductor_build_reads() &+ 1)
  }

  /// Builds a body with `build`, and tells whether it read a dependency meanwhile.
  @inlinable
  public static func evaluate<Body>(_ build: () -> Body) -> (body: Body, readDependencies: Bool) {
    let saved = reductor_build_reads()
    reductor_set_build_reads(0)
    let body = build()
    let read = reductor_build_reads() != 0
    // The enclosing build's count goes on from where it was: what this body read is its own.
    reductor_set_build_reads(saved)
    return (body, read)
  }
}
