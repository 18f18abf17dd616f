import ReductorConcurrencyExtras
public import ReductorDependenciesShims

/// What is told of each `@Dependency` read made with it in the dependency values: the seam this
/// layer offers code above it that records which dependencies a feature reads (a session
/// recorder, which writes a test that overrides them).
///
/// An observer travels as a carried value of the dependency values (see
/// ``DependencyCarriedKey``), so it hears the reads of the code those values are bound for: a
/// reducer's, and its effects' when their tasks carry it. The process counts the observers it
/// has installed (``install()``, ``uninstall()``), and a read looks for one only while that
/// count is not zero: elsewhere a read pays a load and a branch.
package protocol DependencyReadObserver: AnyObject, Sendable {
  /// A `@Dependency` read a dependency.
  func dependencyRead(_ read: DependencyRead)
}

/// One `@Dependency` read: which dependency, and where the `@Dependency` is declared.
package struct DependencyRead: Sendable {
  /// The dependency's key path (`\DependencyValues.uuid`), or its key type's
  /// `ObjectIdentifier` for `@Dependency(APIClient.self)`.
  package let key: AnyHashableSendable
  /// How the declaration names it, when the runtime can tell (`\.uuid`; on Linux a computed
  /// property's key path has no name at run time), or `APIClient.self`.
  package let name: String?
  /// The value's type, for a reader that cannot find the name.
  package let valueType: Any.Type
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
}

/// The carried key of a ``DependencyReadObserver``, and the process's count of them.
package enum DependencyReadObservers: DependencyCarriedKey {
  package static var defaultValue: (any DependencyReadObserver)? { nil }

  /// Whether the process has an observer installed.
  @inlinable
  package static var areInstalled: Bool {
    reductor_dependency_read_observer_count() != 0
  }

  /// Counts one more observer in the process, from the moment it can be carried.
  package static func install() {
    reductor_add_dependency_read_observers(1)
  }

  /// Counts one observer fewer, once it is no longer carried.
  package static func uninstall() {
    reductor_add_dependency_read_observers(-1)
  }

  /// Tells the observer `values` carry, if any, of a read of a `Value` at `site`.
  static func report<Value>(
    _ site: DependencyAccessSite, of value: Value.Type, in values: DependencyValues
  ) {
    guard let observer = values[carried: DependencyReadObservers.self], let key = site.key else {
      return
    }
    observer.dependencyRead(
      DependencyRead(
        key: key, name: site.name, valueType: value, fileID: site.fileID,
        filePath: site.filePath, line: site.line
      )
    )
  }
}
