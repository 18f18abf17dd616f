/// The result builder of `body`: lists reducers that run in order on the same state and action.
///
/// It accepts blocks, `if`, `if`/`else`, `switch`, `for` loops, optional reducers and `#if`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// The reducers a `for` loop made, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ReducerArray<R> {
    _ReducerArray(reducers: reducers)
  }

  /// An empty body: a reducer that changes nothing and returns no effect.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A body of one reducer: that reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The reducer of the first branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> _ConditionalReducer<First, Second> {
    .first(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or a `switch`.
  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> _ConditionalReducer<First, Second> {
    .second(reducer)
  }

  /// A reducer written in the body, as it is.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer held as an existential, `Feature() as any ReducerOf<Feature>`: run through a
  /// ``Reduce`` that erases it, prepared once.
  ///
  /// Disfavoured, as in TCA: the generic form is tried first, so bodies of concrete reducers
  /// type-check as fast as without this overload (docs/type-checking.md). A block whose only
  /// reducer is an existential therefore needs the builder's types from elsewhere.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(_ expression: any Reducer<State, Action>) -> Reduce<
    State, Action
  > {
    Reduce(expression)
  }

  /// The whole body, as the blocks built it.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer behind `if #available`, erased so that the body's type does not name it.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The reducer of an `if` without `else`, or `nil` when the condition was false: run only
  /// when it is there.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers of a block so far, followed by the next: run in order, their effects merged.
  @inlinable
  public static func buildPartialBlock<
    Accumulated: Reducer<State, Action>, Next: Reducer<State, Action>
  >(accumulated: Accumulated, next: Next) -> _SequenceReducer<Accumulated, Next> {
    _SequenceReducer(first: accumulated, second: next)
  }
}

/// Two reducers run one after the other; their effects are merged.
@_documentation(visibility: private)
public struct _SequenceReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer
{
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    if firstEffect.isNone { return second.reduce(into: &state, action: action) }
    return firstEffect.merge(with: second.reduce(into: &state, action: action))
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
@_documentation(visibility: private)
public enum _ConditionalReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer
{
  case first(First)
  case second(Second)

  @inlinable @inline(__always)
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// The reducers of a `for` loop in a builder, run in order.
@_documentation(visibility: private)
public struct _ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable
  init(reducers: [Element]) {
    self.reducers = reducers
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    var effect = Effect<Element.Action>.none
    for reducer in reducers {
      effect = effect.merge(with: reducer.reduce(into: &state, action: action))
    }
    return effect
  }
}

/// An optional reducer runs when present and does nothing when `nil`.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable @inline(__always)
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    switch self {
    case let .some(wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
