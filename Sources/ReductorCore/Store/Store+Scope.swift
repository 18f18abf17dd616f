extension Store {
  /// A store for a child feature whose state is always present.
  ///
  /// ```swift
  /// let contador = store.scope(state: \.contador, action: \.contador)
  /// ```
  ///
  /// Scoping the same paths again returns the same store for as long as it is in use.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let key = _ScopeKey(state: toChildState, action: toChildAction)
    if let link = _children[key] as? _StoreLink<State, ChildState, ChildAction>,
      let child = link.child
    {
      return child
    }
    let embed = AnyCasePath(toChildAction)
    let read: @MainActor () -> State? = { [unowned self] in self._readState() }
    let forward = forwardAction
    let readChild: @MainActor () -> ChildState? = { read()?[keyPath: toChildState] }
    let child = Store<ChildState, ChildAction>(
      readState: readChild,
      forwardAction: { forward(embed.embed($0)) },
      initialState: currentState[keyPath: toChildState],
      root: root,
      parent: self,
      label: .scope(state: toChildState, action: toChildAction)
    )
    _children[key] = _StoreLink(child: child, identity: nil) { $0[keyPath: toChildState] }
    return child
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`.
  ///
  /// ```swift
  /// if let detalle = store.scope(state: \.detalle, action: \.detalle) { ... }
  /// ```
  ///
  /// Reading it inside `withObservationTracking` observes which child is there: the observer
  /// is told when the child appears, goes away, or is replaced by a new child (a new
  /// `@ObservableState` value), but not when the child changes in place. The store belongs to
  /// the child it was created for: once that child is gone, actions sent to it are dropped
  /// with a runtime warning, and scoping again gives the new child's store.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(state: toChildState, actionKey: toChildAction) {
      AnyCasePath(toChildAction).embed
    }
  }

  /// A store for a presented child feature, or `nil` while nothing is presented.
  ///
  /// ```swift
  /// if let destino = store.scope(state: \.destino, action: \.destino) {
  ///   switch destino.case { ... }
  /// }
  /// ```
  ///
  /// The child store sends its actions as `.presented(action)`. To reach one case of a
  /// presented enum, scope through it: `store.scope(state: \.destino?.editar,
  /// action: \.destino.editar)`. Observation and the child's lifetime are as for an optional
  /// child.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    _scopeOptional(state: toChildState, actionKey: toChildAction) {
      let path = AnyCasePath(toChildAction)
      return { path.embed(.presented($0)) }
    }
  }

  /// The shared implementation of the optional scopes: finds or makes the store of the child
  /// that is there now, bound to that child's identity.
  func _scopeOptional<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    actionKey: AnyKeyPath,
    embed makeEmbed: () -> (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    let key = _ScopeKey(state: toChildState, action: actionKey)
    _access(.scope(key)) {
      let identity = _identityReader(of: ChildState.self)
      return { old, new in
        !_isSameChild(old[keyPath: toChildState], new[keyPath: toChildState], identity: identity)
      }
    }
    guard let childState = currentState[keyPath: toChildState] else { return nil }
    let readIdentity = _identityReader(of: ChildState.self)
    let identity = readIdentity(childState)
    if let link = _children[key] as? _StoreLink<State, ChildState, ChildAction>,
      let child = link.child, link.isBound(to: identity)
    {
      return child
    }
    let project: (State) -> ChildState? = { state in
      guard let child = state[keyPath: toChildState] else { return nil }
      if let identity {
        guard let current = readIdentity(child), current.isSame(as: identity) else {
          return nil
        }
      }
      return child
    }
    let read: @MainActor () -> State? = { [unowned self] in self._readState() }
    let readChild: @MainActor () -> ChildState? = { read().flatMap(project) }
    let forward = forwardAction
    let embed = makeEmbed()
    let child = Store<ChildState, ChildAction>(
      readState: readChild,
      forwardAction: { forward(embed($0)) },
      initialState: childState,
      root: root,
      parent: self,
      label: .scope(state: toChildState, action: actionKey)
    )
    _children[key] = _StoreLink(child: child, identity: identity, project: project)
    return child
  }
}

/// A parent's link to one child store, held weakly: the child lives while something uses it.
final class _StoreLink<ParentState, ChildState, ChildAction>: _ChildLink<ParentState> {
  weak var child: Store<ChildState, ChildAction>?
  /// The identity of the child the store was created for, if it has one.
  let identity: ObservableStateID?
  let project: (ParentState) -> ChildState?

  init(
    child: Store<ChildState, ChildAction>,
    identity: ObservableStateID?,
    project: @escaping (ParentState) -> ChildState?
  ) {
    self.child = child
    self.identity = identity
    self.project = project
  }

  /// Whether the store was created for the child with identity `other`.
  func isBound(to other: ObservableStateID?) -> Bool {
    switch (identity, other) {
    case (nil, nil): true
    case let (identity?, other?): identity.isSame(as: other)
    default: false
    }
  }

  override func update(from parentState: ParentState) -> Status {
    guard let child, let state = project(parentState) else { return .gone }
    return child._update(to: state) ? .active : .idle
  }

  override var isLive: Bool { child != nil }
}
