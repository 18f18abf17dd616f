extension Store where Action: BindableAction, Action.State == State {
  /// A field of state that a view can write: reading it is `store.nombre`; writing it sends
  /// `.binding(.set(\.nombre, value))`. What `$store.nombre` binds to, with `@Bindable var store`.
  ///
  /// ```swift
  /// store.nombre = "Ana"   // sends .binding(.set(\.nombre, "Ana"))
  /// ```
  ///
  /// Writing a value equal to the current one sends nothing.
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set {
      guard currentState[keyPath: keyPath] != newValue else { return }
      send(.binding(.set(_sendableKeyPath(keyPath), newValue)))
    }
  }
}

extension Store
where
  Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// A field of state that a view can write, for a feature whose bindable actions are under
  /// `view`: writing it sends `.view(.binding(.set(\.nombre, value)))`.
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set {
      guard currentState[keyPath: keyPath] != newValue else { return }
      send(.view(.binding(.set(_sendableKeyPath(keyPath), newValue))))
    }
  }
}

/// `keyPath`, as the `Sendable` key path a binding action holds.
///
/// Sound: a key path is immutable, and `Sendable` is a marker protocol, so the composition has
/// the layout of the key path itself; a dynamic member's key path is not typed `Sendable`.
@inlinable
func _sendableKeyPath<Root, Value>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> any WritableKeyPath<Root, Value> & Sendable {
  unsafeBitCast(keyPath, to: (any WritableKeyPath<Root, Value> & Sendable).self)
}

extension Store: Identifiable {
  /// The store's identity: the object. A scoped store is the same object for as long as its
  /// state is there, so `ForEach` over row stores and `.sheet(item:)` of a child store see a
  /// stable identity.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}
