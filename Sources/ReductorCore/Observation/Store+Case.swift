/// A feature made of features, one per case (a `@Reducer enum`), whose store can be switched
/// over by case: `switch store.case { case let .editar(store): ... }`.
///
/// ```swift
/// extension Destino: CaseScopable {
///   enum CaseScope {
///     case editar(StoreOf<Editor>)
///     case revisar(StoreOf<Editor>)
///   }
///   static func scope(_ store: Store<State, Action>) -> CaseScope {
///     if let store = store.scope(state: \.editar, action: \.editar) { return .editar(store) }
///     return .revisar(store.scope(state: \.revisar, action: \.revisar)!)
///   }
/// }
/// ```
///
/// `@Reducer` on an enum can generate this conformance; it can also be written by hand as
/// above. Scoping to each case (rather than reading `store.state`) keeps observation to which
/// case is there.
public protocol CaseScopable<State, Action>: CaseReducer {
  /// One case per case of the enum, each holding the store of that case's feature.
  associatedtype CaseScope

  /// The case the store's state is in now, with that case's store.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension Store where State: CaseReducerState, State.StateReducer: CaseScopable,
  State.StateReducer.Action == Action
{
  /// The case the state is in, with the store of that case's feature, to switch over:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .editar(store): EditorView(store: store)
  /// case let .revisar(store): RevisionView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
