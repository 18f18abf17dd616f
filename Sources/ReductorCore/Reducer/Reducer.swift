/// A feature's logic: how its state changes in response to an action, and which effects run.
///
/// Write `body` to compose reducers, or `reduce(into:action:)` for a leaf. The `@Reducer`
/// macro adds the conformance and makes the actions case-pathable:
///
/// ```swift
/// @Reducer
/// struct Contador {
///   @ObservableState
///   struct State: Equatable { var cuenta = 0 }
///   enum Action { case incrementar }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.cuenta += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of `body`: another reducer, or `Never` for reducers that implement `reduce`.
  ///
  /// Underscored and restated as `Body`, as in TCA: with the requirement named `Body`, the
  /// default body of reducers that implement `reduce` would stop inference from finding it.
  @_documentation(visibility: private)
  associatedtype _Body
  /// The type of `body`.
  typealias Body = _Body

  /// Runs the reducer: mutates `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// A function that runs this reducer, its body built once. Reductor implements it for every
  /// reducer (see `_PreparedReducer`); do not implement it yourself.
  ///
  /// A requirement rather than an extension method so that generic code calls each type's own
  /// witness, one of the defaults below specialized for that type, chosen where the type
  /// conforms: as an extension method, generic callers would run the unspecialized default.
  @_documentation(visibility: private)
  func _runner() -> (inout State, Action) -> Effect<Action>
}

/// A reducer with the state and action of the feature `R`: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Do not call 'body' on \
      it directly.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  ///
  /// A reducer with no stored properties runs its body prepared once for its type (see
  /// `_DirectBodies`), as a store runs it: building the body again could differ only by what
  /// it reads while it is built, and a body that reads a dependency then is built again for
  /// every action either way. Any other reducer builds its body for every call.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard MemoryLayout<Self>.size == 0 else { return body.reduce(into: &state, action: action) }
    if let prepared = _DirectBodies.prepared(for: Self.self) {
      return unsafeDowncast(prepared, to: _DirectBody<State, Action>.self).run(&state, action)
    }
    let prepared = _DirectBody(_PreparedReducer(self).run)
    _DirectBodies.keep(prepared, for: Self.self)
    return prepared.run(&state, action)
  }
}
