import ReductorCasePaths

/// The actions of a navigation stack, as the stack's parent sees them: an element's own
/// action, and the requests to pop and to push.
///
/// ```swift
/// enum Action {
///   case raiz(Lista.Action)
///   case camino(StackAction<Camino.State, Camino.Action>)
/// }
/// ```
///
/// Case key paths address one element with `[id:]`: `\.camino[id: 0].detalle.guardarPulsado`
/// names `.camino(.element(id: 0, action: .detalle(.guardarPulsado)))`.
public enum StackAction<State, Action> {
  /// An action of the element with the given id.
  ///
  /// Indirect, as in TCA, so that a stack element may hold the feature that holds the stack
  /// (`case path(StackAction<Path.State, Path.Action>)` with `Path` reaching back) without an
  /// `indirect` in user code.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with the given id and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with the given id, which must be newer than every id of the stack.
  ///
  /// Indirect: inline, an element's state would make every stack action as large as it, and
  /// element actions, the common ones, would be copied at each step of their routing (for a
  /// 41-byte state, by overlapping 16-byte moves that stall on each other).
  indirect case push(id: StackElementID, state: State)
}

/// The stack actions of the feature `R`: `StackActionOf<Camino>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of `StackAction`: `\.element`, `\.popFrom` and `\.push`.
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = StackAction
    @_documentation(visibility: private)
    public typealias _Value = StackAction

    /// The `element` case: an element's id and action.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } }
      )
    }

    /// The `popFrom` case: the id of the lowest element to pop.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case let .popFrom(id) = $0 { id } else { nil } }
      )
    }

    /// The `push` case: the new element's id and state.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case let .push(id, state) = $0 { (id, state) } else { nil } }
      )
    }

    /// The actions of the element with the given id: `\.[id: id]`.
    ///
    /// Embedding gives `.element(id: id, action: …)`; extracting matches only that id.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of `StackAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AnyCasePath {
  /// Steps into the actions of the element with the given id:
  /// `\.camino[id: id].delegate`.
  ///
  /// Embedding gives `.element(id: id, action: …)`; extracting matches only that id.
  @inlinable
  public subscript<State, Action>(id id: StackElementID) -> AnyCasePath<Root, Action>
  where Value == StackAction<State, Action> {
    appending(path: StackAction<State, Action>.allCasePaths[id: id])
  }
}
