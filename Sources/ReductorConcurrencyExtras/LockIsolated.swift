/// A value isolated by a lock, read and written synchronously from any thread.
///
/// ```swift
/// let count = LockIsolated(0)
/// await withTaskGroup(of: Void.self) { group in
///   for _ in 1...100 {
///     group.addTask { count.withValue { $0 += 1 } }
///   }
/// }
/// #expect(count.value == 100)
/// ```
///
/// The lock is recursive: `withValue` may read the value again (through `value` or a dynamic
/// member) while it holds the lock. To isolate a value on an actor instead, see
/// ``ActorIsolated``; to vouch for a value's sendability yourself, ``UncheckedSendable``.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Sendable: `_value` is read and written only while `lock` is held.
  private var _value: Value
  private let lock = RecursiveLock()

  /// Isolates `value` with a lock.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self._value = try value()
  }

  /// A member of the value, read under the lock: `state.count` for a `LockIsolated<State>`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    locked { _value[keyPath: keyPath] }
  }

  /// Runs `operation` with exclusive access to the value, for a change made in one step.
  ///
  /// ```swift
  /// count.withValue { $0 += 1 }
  /// ```
  @discardableResult
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try locked {
      var value = _value
      defer { _value = value }
      return try operation(&value)
    }
  }

  /// Replaces the value.
  ///
  /// ```swift
  /// count.setValue(0)
  /// ```
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try locked { _value = try newValue() }
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    try lock.withLock(body)
  }
}

extension LockIsolated where Value: Sendable {
  /// The value, read under the lock.
  public var value: Value {
    locked { _value }
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether both hold equal values (each read under its own lock).
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    if lhs === rhs { return true }
    let left = lhs.locked { lhs._value }
    return rhs.locked { rhs._value } == left
  }
}

extension LockIsolated: Hashable where Value: Hashable {
  /// Hashes the value, read under the lock.
  public func hash(into hasher: inout Hasher) {
    locked { hasher.combine(_value) }
  }
}
