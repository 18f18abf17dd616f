import ReductorCasePaths
import ReductorIdentifiedCollections

// `scope` without the `state:` label, as TCA spells it today: `store.scope(\.contador,
// action: \.contador)`. Each is the labelled scope of the same shape.
extension Store {
  /// A store for a child feature whose state is always present: see
  /// `scope(state:action:)`.
  @inlinable
  public func scope<ChildState, Path: _CaseKeyPathValue, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: KeyPath<Case<Action>, Path>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> where Path._Root == Action, Path._Value == ChildAction {
    scope(
      state: toChildState, action: toChildAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scope(
      state: toChildState, action: toChildAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// A store for a presented child feature, or `nil` while nothing is presented.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    scope(
      state: toChildState, action: toChildAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The stores of the rows of a collection of child features, addressable by id.
  @inlinable
  public func scope<ElementID, ElementState, ElementAction>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    scope(
      state: toElements, action: toElementAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The stores of the elements of a navigation stack, addressable by id.
  @inlinable
  public func scope<ElementState, ElementAction>(
    _ toElements: KeyPath<State, StackState<ElementState>>,
    action toElementAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<StackElementID, ElementState, ElementAction> {
    scope(
      state: toElements, action: toElementAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
