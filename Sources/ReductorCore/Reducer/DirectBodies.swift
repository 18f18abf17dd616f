import ReductorConcurrencyExtras

/// A body prepared for the direct `reduce(into:action:)` calls of a reducer type.
@usableFromInline
final class _DirectBody<State, Action>: @unchecked Sendable {
  // Unchecked: immutable. The runner is a prepared reducer's, whose own state (a lazily
  // prepared child, say) is made safe to run from any thread where it is made.
  @usableFromInline let run: (inout State, Action) -> Effect<Action>

  @usableFromInline
  init(_ run: @escaping (inout State, Action) -> Effect<Action>) {
    self.run = run
  }
}

/// The bodies prepared for direct `reduce(into:action:)` calls, by reducer type: only for types
/// with no stored properties, whose every value builds the same body unless building it reads
/// something; a body that reads a dependency while it is built is prepared to be built again
/// for every action (see `DependencyReads`), as it is in a store. A body that reads a global
/// or the clock while it is built is not seen, here as in a store: it is built once.
///
/// Thread-safe (a lock around the table) and bounded: past `limit` types, a type not prepared
/// yet is prepared for its call and not kept.
@usableFromInline
enum _DirectBodies {
  static let limit = 1_024
  private static let table = LockedValue<[ObjectIdentifier: AnyObject]>([:])

  /// The body prepared for `type`, if there is one.
  @usableFromInline
  static func prepared(for type: Any.Type) -> AnyObject? {
    let key = ObjectIdentifier(type)
    return table.withValue { $0[key] }
  }

  /// Keeps `prepared` for `type`, unless the table is full or another thread kept one first.
  @usableFromInline
  static func keep(_ prepared: AnyObject, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    table.withValue { table in
      guard table.count < limit, table[key] == nil else { return }
      table[key] = prepared
    }
  }
}
