/// A reducer made ready to run many actions: when the wrapped reducer has a `body`, the body is
/// built once, here, instead of once per action.
///
/// Building a body forms its key paths and case key paths, which costs microseconds; running
/// the built reducer does not. The store, `Scope`, `ifLet`, `forEach` and the other operators
/// hold their child reducers prepared.
public struct _PreparedReducer<State, Action>: Reducer {
  @usableFromInline let run: (inout State, Action) -> Effect<Action>

  /// Prepares `reducer`.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    if let prepared = reducer as? _PreparedReducer<State, Action> {
      self = prepared
    } else if R.Body.self != Never.self, let body = reducer.body as? any Reducer<State, Action> {
      self.run = Self.runner(for: body)
    } else {
      self.run = { reducer.reduce(into: &$0, action: $1) }
    }
  }

  private static func runner(
    for reducer: some Reducer<State, Action>
  ) -> (inout State, Action) -> Effect<Action> {
    let prepared = _PreparedReducer(reducer)
    return prepared.run
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }
}
