import ReductorCasePaths

/// The actions of the elements of a collection of child features, as their parent sees them:
/// each child action paired with its element's id.
///
/// ```swift
/// enum Action {
///   case filas(IdentifiedActionOf<Fila>)
/// }
/// // send a row's action:
/// store.send(.filas(.init(id: id, action: .view(.favoritoPulsado))))
/// ```
///
/// Case key paths address one element with `[id:]`:
/// `\.filas[id: fila].delegate.favoritoMarcado`.
///
/// The id type is `Sendable` because case paths, which are `Sendable`, hold and compare ids.
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// An action of the element with the given id.
  case element(id: ID, action: Action)

  /// The action `action` of the element with the given id: `.element(id: id, action: action)`.
  public init(id: ID, action: Action) {
    self = .element(id: id, action: action)
  }

  /// The id of the element the action is for.
  public var id: ID {
    switch self {
    case let .element(id, _): id
    }
  }

  /// The element's action.
  public var action: Action {
    switch self {
    case let .element(_, action): action
    }
  }
}

/// The identified actions of the feature `R`, whose state is `Identifiable`:
/// `IdentifiedActionOf<Fila>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: CasePathable {
  /// The case paths of `IdentifiedAction`: `\.element`.
  public struct AllCasePaths: Sendable, _CaseKeyPathValue {
    @_documentation(visibility: private)
    public typealias _Root = IdentifiedAction
    @_documentation(visibility: private)
    public typealias _Value = IdentifiedAction

    /// The `element` case: an element's id and action.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } }
      )
    }

    /// The actions of the element with the given id: `\.[id: id]`.
    ///
    /// Embedding gives `.element(id: id, action: …)`; extracting matches only that id.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of `IdentifiedAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AnyCasePath {
  /// Steps into the actions of the element with the given id:
  /// `\.filas[id: id].delegate`.
  ///
  /// Embedding gives `.element(id: id, action: …)`; extracting matches only that id.
  @inlinable
  public subscript<ID, Action>(id id: ID) -> AnyCasePath<Root, Action>
  where Value == IdentifiedAction<ID, Action> {
    appending(path: IdentifiedAction<ID, Action>.allCasePaths[id: id])
  }
}
