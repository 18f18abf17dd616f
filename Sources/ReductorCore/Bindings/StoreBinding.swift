import ReductorCasePaths
import ReductorConcurrencyExtras
import ReductorIssueReporting

/// A value read from a store and written back by sending an action: the get/set pair a
/// SwiftUI `Binding` wraps.
///
/// ```swift
/// let nombre = store.binding(\.nombre)
/// nombre.wrappedValue            // reads store.nombre (and observes it)
/// nombre.wrappedValue = "Ana"    // sends .binding(.set(\.nombre, "Ana"))
/// ```
@MainActor
@_documentation(visibility: private)
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

  /// The store of one case of a presented child, or `nil`: `\.destino?.editar` with
  /// `\.destino.editar`. Setting `nil` dismisses the presentation the action path steps over
  /// (sends `.destino(.dismiss)`) while the child is there.
  ///
  /// ```swift
  /// let editar = store.presentation(state: \.destino?.editar, action: \.destino.editar)
  /// editar.wrappedValue = nil   // sends .destino(.dismiss)
  /// ```
  ///
  /// An action path that steps over no presentation (a child integrated with `ifLet` over a
  /// plain optional) cannot be dismissed this way: setting `nil` warns and changes nothing.
  @_disfavoredOverload
  public func presentation<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreBinding<Store<ChildState, ChildAction>?> {
    let dismiss = AnyCasePath(toChildAction).dismissAction()
    return _StoreBinding(
      get: { [self] in scope(state: toChildState, action: toChildAction) },
      set: { [self] newValue in
        guard newValue == nil, currentState[keyPath: toChildState] != nil else { return }
        guard let dismiss else {
          reportRuntimeWarning(
            """
            A binding to a child store was set to nil, but the child is not presented: its \
            action path (\(toChildAction)) steps over no 'PresentationAction', so there is no \
            dismissal to send, and nothing changed.

            Present the child with '@Presents' and '.ifLet(\\.$child, action: \\.child)', whose \
            actions are 'PresentationAction', or change the state with an action of your own.
            """,
            fileID: fileID, filePath: filePath, line: line, column: column
          )
          return
        }
        send(dismiss())
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

/// One element of a navigation path: an element of a stack, or one a link is pushing.
///
/// A SwiftUI `NavigationStack` bound to a stack's store holds these; a
/// `NavigationLink(state:)` appends one with no id, and setting the path pushes it.
@_documentation(visibility: private)
public struct _NavigationPathElement<State>: Hashable, Identifiable {
  /// The element's id in the stack; `nil` for one a link is pushing.
  public let elementID: StackElementID?
  /// What tells apart elements not pushed yet.
  let token: UInt64
  /// The element's state, when the path was read (or the state a link pushes).
  public let state: State

  /// An element of the stack.
  init(id: StackElementID, state: State) {
    self.elementID = id
    self.token = 0
    self.state = state
  }

  /// An element to push, from a `NavigationLink(state:)`.
  public init(pushing state: State) {
    self.elementID = nil
    self.token = _NavigationPathElementTokens.next()
    self.state = state
  }

  /// The element's identity: its stack id, or its token while it is being pushed.
  public var id: Identity { Identity(elementID: elementID, token: token) }

  /// What identifies an element of a navigation path.
  public struct Identity: Hashable, Sendable {
    let elementID: StackElementID?
    let token: UInt64
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension _NavigationPathElement: Sendable where State: Sendable {}

/// Tokens for path elements not pushed yet.
enum _NavigationPathElementTokens {
  private static let counter = LockedValue<UInt64>(0)
  static func next() -> UInt64 {
    counter.withValue {
      $0 += 1
      return $0
    }
  }
}

extension Store {
  /// The elements of the stack this store holds, as a navigation path.
  package func _navigationPath<Element, ElementAction>() -> [_NavigationPathElement<Element>]
  where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    _access(
      .scope(
        _ScopeKey(
          state: \StackState<Element>.self, action: \StackAction<Element, ElementAction>.self))
    ) {
      _CollectionLink<State, Action, StackState<Element>, ElementAction>._idsChangeCheck(
        \StackState<Element>.self, from: $0
      )
    }
    let stack = currentState
    return stack.ids.map { _NavigationPathElement(id: $0, state: stack[id: $0]!) }
  }

  /// Makes the stack this store holds match `path`, as SwiftUI sets a navigation path: the
  /// elements it left out are popped (from the first one missing), and the elements a link
  /// appended (no id yet) are pushed, in order. A path that reorders the stack's elements is
  /// ignored.
  package func _setNavigationPath<Element, ElementAction>(_ path: [_NavigationPathElement<Element>])
  where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    let ids = currentState.ids
    let kept = path.prefix { $0.elementID != nil }
    let pushed = path.dropFirst(kept.count)
    guard kept.count <= ids.count, zip(kept, ids).allSatisfy({ $0.elementID == $1 }),
      pushed.allSatisfy({ $0.elementID == nil })
    else { return }
    if kept.count < ids.count {
      send(.popFrom(id: ids[kept.count]))
    }
    for element in pushed {
      send(.push(id: currentState.nextID, state: element.state))
    }
  }

  /// The store of the element with `id` of the stack this store holds: the same store while
  /// the element is there; once it is gone, a store that shows the element's last state and
  /// drops what is sent to it, with a warning.
  package func _navigationElementStore<Element, ElementAction>(
    _ element: _NavigationPathElement<Element>
  ) -> Store<Element, ElementAction>
  where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    let stores = _scopeCollection(
      state: \StackState<Element>.self,
      actionKey: \StackAction<Element, ElementAction>.self,
      embed: _Embedding.ownElement(StackAction<Element, ElementAction>.self)
    )
    if let id = element.elementID, let store = stores[id: id] { return store }
    return stores.inertStore(element.elementID ?? StackElementID(rawValue: -1), element.state)
  }
}
