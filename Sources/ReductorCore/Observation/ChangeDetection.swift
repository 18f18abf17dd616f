import ReductorIdentifiedCollections

/// How observation decides that a value an observer read has changed.
///
/// The detector for a type is chosen once per type: `==` when the value is `Equatable`; the
/// identity (`_$id`) when it is `@ObservableState` state (or an optional of it), so that
/// mutating it in place is not a change of the value but replacing it is; otherwise every
/// comparison reports a change.
@usableFromInline
enum _ChangeDetector<Value> {
  /// Whether `new` differs from `old`, as observers of a `Value` see it.
  ///
  /// Inlinable, so that it runs specialized where the store is read.
  @inlinable
  static var hasChanged: (Value, Value) -> Bool {
    if let equatable = Value.self as? any Equatable.Type {
      return notEqual(equatable)
    }
    if Value.self is any ObservableState.Type || _isOptionalOfObservableState(Value.self) {
      return { old, new in !_isSameSlot(old, new) }
    }
    return { _, _ in true }
  }

  @inlinable
  static func notEqual<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
    { old, new in
      // `Value` is `E`: reinterpreting the values only restates that to the type checker
      // (a cast would look the types up on every comparison).
      unsafeBitCast(old, to: E.self) != unsafeBitCast(new, to: E.self)
    }
  }
}

/// Returns whether a later value differs from `old`, as observers of a read of `old` see it.
///
/// The function keeps `old`, except for an identified collection (`IdentifiedArray`,
/// `StackState`), of which it keeps the ids and the stamp of the latest change to its
/// elements: kept whole, its elements would be copied by the next change to any row. A
/// collection whose rows were written since counts as changed even when they were written
/// with equal values.
@inlinable
func _changeOfRead<Value>(from old: Value) -> (Value) -> Bool {
  if let collection = Value.self as? any _IdentifiedStates.Type {
    return _changeOfCollection(from: old, as: collection)
  }
  let hasChanged = _ChangeDetector<Value>.hasChanged
  return { new in !_isBitwiseIdentical(old, new) && hasChanged(old, new) }
}

@usableFromInline
func _changeOfCollection<Value, Collection: _IdentifiedStates>(
  from old: Value, as _: Collection.Type
) -> (Value) -> Bool {
  // `Value` is `Collection`: the casts only restate that to the type checker.
  let old = old as! Collection
  let (ids, stamp) = (old._scopeIDs, old._scopeChanges.stamp)
  return { new in
    let new = new as! Collection
    return new._scopeChanges.stamp != stamp || new._scopeIDs != ids
  }
}

/// Whether `old` and `new`, each `@ObservableState` state or an optional, hold the same
/// child: both absent, or both present with the same identity. Values that are not
/// observable state count as the same child whenever both are present.
///
/// Asks about types, never boxing the values in existentials: a store runs this for every
/// scoped child after every action.
@usableFromInline
func _isSameSlot<Value>(_ old: Value, _ new: Value) -> Bool {
  switch (_slot(of: old), _slot(of: new)) {
  case (.absent, .absent): return true
  case (.absent, .present), (.present, .absent): return false
  case let (.present(oldID), .present(newID)):
    guard let oldID, let newID else { return true }
    return oldID.isSame(as: newID)
  }
}

/// What a child slot holds: nothing, or a child with its `ObservableState` identity if any.
enum _Slot {
  case absent
  case present(ObservableStateID?)
}

/// The slot `value` is: an optional's wrapped child, or `value` itself.
func _slot<Value>(of value: Value) -> _Slot {
  if let optional = Value.self as? any _OptionalValue.Type {
    return optional._slot(of: value)
  }
  return .present(_observableStateID(of: value))
}

/// Whether `type` is `Optional<W>` for some `@ObservableState` type `W`.
@usableFromInline
func _isOptionalOfObservableState(_ type: Any.Type) -> Bool {
  guard let optional = type as? any _OptionalValue.Type else { return false }
  return optional._wrappedType is any ObservableState.Type
}

/// `Optional`, seen without its `Wrapped` type.
protocol _OptionalValue {
  static var _wrappedType: Any.Type { get }
  /// The slot `value`, which is of this type, is.
  static func _slot<Value>(of value: Value) -> _Slot
}

extension Optional: _OptionalValue {
  static var _wrappedType: Any.Type { Wrapped.self }

  static func _slot<Value>(of value: Value) -> _Slot {
    // `Value` is `Self`: reinterpreting the value only restates that to the type checker.
    let optional = withUnsafePointer(to: value) {
      $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee }
    }
    guard let wrapped = optional else { return .absent }
    return .present(_observableStateID(of: wrapped))
  }
}

/// Whether `lhs` and `rhs` have the same bytes: the same inline values and the same
/// references to the same storage.
///
/// A fast, conservative check that nothing changed: bytes that match mean equal values (for
/// value types whose storage is copy-on-write, as all of Reductor's state is), while bytes
/// that differ (a new array buffer, a copied presentation box, different padding) only send
/// the caller on to the real comparison. Observation keeps the old value alive while it
/// compares, so storage it points to cannot have been freed and reused.
@usableFromInline
func _isBitwiseIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
  withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in
      guard left.count == right.count else { return false }
      var offset = 0
      let words = left.count / 8
      for _ in 0..<words {
        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        offset += 8
      }
      while offset < left.count {
        if left[offset] != right[offset] { return false }
        offset += 1
      }
      return true
    }
  }
}
