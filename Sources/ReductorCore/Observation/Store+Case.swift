extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with the store of that case's feature, to switch over:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .editar(store): EditorView(store: store)
  /// case let .confirmarBorrado(alerta): Text(alerta.title)
  /// }
  /// ```
  ///
  /// `@Reducer` generates the enum's `CaseScope` (a feature's case holds its `StoreOf`, an
  /// alert's or a dialog's case its state, other cases their values) and `scope(_:)`, which
  /// this calls. It scopes to the features' cases first, so reading `store.case` observes
  /// which case is there and which child it holds, not every change inside the child.
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
