extension Store {
  /// A store for a child feature whose state is always present.
  ///
  /// ```swift
  /// let contador = store.scope(state: \.contador, action: \.contador)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let embed = AnyCasePath(toChildAction)
    let read = readState
    let send = sendAction
    return Store<ChildState, ChildAction>(
      readState: { read()?[keyPath: toChildState] },
      sendAction: { send(embed.embed($0)) },
      initialState: state[keyPath: toChildState],
      root: root,
      label: "\(label).scope(state: \(toChildState), action: \(toChildAction))"
    )
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`.
  ///
  /// Actions sent to the child store after its state goes away are dropped with a runtime
  /// warning.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = state[keyPath: toChildState] else { return nil }
    let embed = AnyCasePath(toChildAction)
    let read = readState
    let send = sendAction
    let readChild: @MainActor () -> ChildState? = { read()?[keyPath: toChildState] ?? nil }
    return Store<ChildState, ChildAction>(
      readState: readChild,
      sendAction: { action in
        guard readChild() != nil else { return nil }
        return send(embed.embed(action))
      },
      initialState: initial,
      root: root,
      label: "\(label).scope(state: \(toChildState), action: \(toChildAction))"
    )
  }
}
