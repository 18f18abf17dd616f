/// A value isolated by an actor: read and written with `await` from any task.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.analytics.track = { event in await events.withValue { $0.append(event) } }
/// }
/// await store.send(.buttonTapped)
/// await events.withValue { #expect($0 == ["buttonTapped"]) }
/// ```
///
/// ``LockIsolated`` does the same synchronously, which most tests prefer.
public final actor ActorIsolated<Value> {
  /// The value.
  public var value: Value

  /// Isolates `value` on an actor.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` with exclusive access to the value, for a change made in one step.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    value = try newValue()
  }
}
