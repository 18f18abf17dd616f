/// A key for a value that travels with ``DependencyValues`` without being a dependency: what a
/// layer above keeps for the code the values are bound for. The runtime keeps its effect
/// context there (the store, child scope and dismissal of the effect the values are bound for),
/// so that an effect's task copies one task-local value; a store names its feature under
/// ``DependencyReaderName``.
///
/// Each layer keys its values by a type of its own, so that no layer here knows another's.
/// Carried values are not dependencies: ``DependencyValues/isIdentical(to:)`` ignores them,
/// and values bound for code running inside other code keep the carried values of the code they
/// run in (``DependencyValues/carrying(from:)``).
package protocol DependencyCarriedKey {
  associatedtype Value: Sendable
  /// What a read finds where nothing set a value for the key.
  static var defaultValue: Value { get }
}

/// The name of what reads the dependencies, for the warnings they raise (a missing test or live
/// value): a store names its reducer's type here.
package enum DependencyReaderName: DependencyCarriedKey {
  package static var defaultValue: String? { nil }
}

extension DependencyValues {
  /// The value carried under `key`, or its default where nothing set one.
  package subscript<Key: DependencyCarriedKey>(carried key: Key.Type) -> Key.Value {
    get {
      var entry = carried
      let id = ObjectIdentifier(key)
      while let current = entry {
        if current.key == id { return current.value as! Key.Value }
        entry = current.next
      }
      return Key.defaultValue
    }
    set {
      carried = CarriedEntry(
        key: ObjectIdentifier(key), value: newValue, next: carried?.removing(ObjectIdentifier(key)))
    }
  }

  /// These values with the values `other` carries instead of their own: what code bound inside
  /// other code runs with (an effect that binds the dependencies its reducer captured keeps the
  /// context of the task it runs in).
  package func carrying(from other: DependencyValues) -> DependencyValues {
    var values = self
    values.carried = other.carried
    return values
  }
}

/// The carried values of a ``DependencyValues``: a short list, immutable, so that copies of the
/// values share it and setting one value makes one entry.
final class CarriedEntry: Sendable {
  let key: ObjectIdentifier
  let value: any Sendable
  let next: CarriedEntry?

  init(key: ObjectIdentifier, value: any Sendable, next: CarriedEntry?) {
    self.key = key
    self.value = value
    self.next = next
  }

  /// This list without the entry for `key`; `self` when it has none.
  func removing(_ key: ObjectIdentifier) -> CarriedEntry? {
    if self.key == key { return next }
    guard let next else { return self }
    let rest = next.removing(key)
    return rest === next ? self : CarriedEntry(key: self.key, value: value, next: rest)
  }
}
