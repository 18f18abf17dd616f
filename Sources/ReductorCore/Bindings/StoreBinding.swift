/// A value read from a store and written back by sending an action: the get/set pair a
/// SwiftUI `Binding` wraps.
///
/// ```swift
/// let nombre = store.binding(\.nombre)
/// nombre.wrappedValue            // reads store.nombre (and observes it)
/// nombre.wrappedValue = "Ana"    // sends .binding(.set(\.nombre, "Ana"))
/// ```
@MainActor
public struct _StoreBinding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  /// The value now; setting it sends the store the action that makes the change.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A field of state, read from the store and written by sending a binding action.
  ///
  /// ```swift
  /// TextField("Nombre", text: Binding(store.binding(\.nombre)))  // in a SwiftUI layer
  /// ```
  ///
  /// Reading observes the field; writing a value equal to the current one sends nothing.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable
  ) -> _StoreBinding<Value> {
    _StoreBinding(
      get: { [self] in self[dynamicMember: keyPath] },
      set: { [self] newValue in
        guard currentState[keyPath: keyPath] != newValue else { return }
        send(.binding(.set(keyPath, newValue)))
      }
    )
  }
}

extension Store {
  /// The store of a presented child, or `nil`, for presenting it (a sheet, a navigation
  /// destination); setting `nil` dismisses it.
  ///
  /// ```swift
  /// let destino = store.presentation(state: \.destino, action: \.destino)
  /// destino.wrappedValue           // the child's store, or nil (observes the slot)
  /// destino.wrappedValue = nil     // sends .destino(.dismiss) when something is presented
  /// ```
  ///
  /// Setting a store does nothing: features present children by changing their own state.
  public func presentation<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> _StoreBinding<Store<ChildState, ChildAction>?> {
    _StoreBinding(
      get: { [self] in scope(state: toChildState, action: toChildAction) },
      set: { [self] newValue in
        guard newValue == nil, currentState[keyPath: toChildState] != nil else { return }
        send(AnyCasePath(toChildAction).embed(.dismiss))
      }
    )
  }

  /// The stores of a navigation stack's elements, for a navigation path; setting a shorter
  /// path pops the elements it left out.
  ///
  /// ```swift
  /// let camino = store.navigationPath(state: \.camino, action: \.camino)
  /// var path = camino.wrappedValue   // the element stores (observes the stack's ids)
  /// path.removeLast()
  /// camino.wrappedValue = path       // sends .camino(.popFrom(id: <the top element's id>))
  /// ```
  ///
  /// A path that is not a prefix of the stack's (pushing happens through state) is ignored.
  public func navigationPath<ElementState, ElementAction>(
    state toStack: KeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> _StoreBinding<_StoreCollection<StackElementID, ElementState, ElementAction>> {
    _StoreBinding(
      get: { [self] in scope(state: toStack, action: toStackAction) },
      set: { [self] newPath in
        let ids = currentState[keyPath: toStack].ids
        guard newPath.ids.count < ids.count, ids.starts(with: newPath.ids) else { return }
        send(AnyCasePath(toStackAction).embed(.popFrom(id: ids[newPath.ids.count])))
      }
    )
  }
}
