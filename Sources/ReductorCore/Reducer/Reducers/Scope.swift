import ReductorCasePaths
import ReductorCustomDump

/// Runs a child reducer on a slice of the parent's state, for the child's actions.
///
/// ```swift
/// Scope(state: \.contador, action: \.contador) {
///   Contador()
/// }
/// ```
///
/// For a child that is one case of an enum state, pass a case key path as `state:`; an action
/// that arrives while the state is in another case is reported as a runtime warning.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    /// A property path; its byte offset, when it has one, is `childStateOffset`.
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, description: String)
  }

  /// The operator's fields, behind one reference, so that `reduce` reads each where it uses
  /// it (see `_PresentationReducer.storage`).
  @usableFromInline let storage: Storage

  @usableFromInline
  final class Storage {
    @usableFromInline let toChildState: StatePath
    /// The byte offset of the child's state when it is a stored property: read on every action
    /// without copying `toChildState` (which would retain and release its key path).
    @usableFromInline let childStateOffset: Int?
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let child: _PreparedReducer<Child.State, Child.Action>
    @usableFromInline let location: OperatorLocationReference

    init(
      toChildState: StatePath,
      childStateOffset: Int?,
      toChildAction: AnyCasePath<ParentAction, Child.Action>,
      child: Child,
      location: _OperatorLocation
    ) {
      self.toChildState = toChildState
      self.childStateOffset = childStateOffset
      self.toChildAction = toChildAction
      self.child = _PreparedReducer(child)
      self.location = OperatorLocationReference(location)
    }
  }

  /// Scopes to a child whose state is a property of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: The case key path to the child's actions.
  ///   - child: The child's reducer.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    storage = Storage(
      toChildState: .keyPath(toChildState),
      childStateOffset: MemoryLayout<ParentState>.offset(of: toChildState),
      toChildAction: AnyCasePath(toChildAction),
      child: child(),
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Scopes to a child whose state is one case of the parent's enum state.
  ///
  /// ```swift
  /// Scope(state: \.sesionIniciada, action: \.sesionIniciada) { Sesion() }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    storage = Storage(
      toChildState: .casePath(AnyCasePath(toChildState), description: "\(toChildState)"),
      childStateOffset: nil,
      toChildAction: AnyCasePath(toChildAction),
      child: child(),
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Scopes to a child whose state is a property of the parent's state, spelled without the
  /// `state:` label: `Scope(\.contador, action: \.contador) { Contador() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: The case key path to the child's actions.
  ///   - child: The child's reducer.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Scopes to a child whose state is one case of the parent's enum state, spelled without
  /// the `state:` label: `Scope(\.sesionIniciada, action: \.sesionIniciada) { Sesion() }`.
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(
      state: toChildState, action: toChildAction, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Scopes to a child whose actions are the parent's own, with `\.self` as the action path:
  /// `Scope(state: \.contador, action: \.self) { Contador() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The writable key path to the child's state.
  ///   - toChildAction: `\.self`.
  ///   - child: The child's reducer.
  public init<ChildState>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: KeyPath<Case<ParentAction>, Case<ParentAction>>,
    @ReducerBuilder<ChildState, ParentAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where
    ChildState == Child.State, Child.Action == ParentAction,
    ParentAction: CasePathable & SendableMetatype
  {
    storage = Storage(
      toChildState: .keyPath(toChildState),
      childStateOffset: MemoryLayout<ParentState>.offset(of: toChildState),
      toChildAction: AnyCasePath(embed: { $0 }, extract: { $0 }),
      child: child(),
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// `Scope(\.contador, action: \.self) { Contador() }`: the `\.self` scope without the
  /// `state:` label.
  public init<ChildState>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: KeyPath<Case<ParentAction>, Case<ParentAction>>,
    @ReducerBuilder<ChildState, ParentAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where
    ChildState == Child.State, Child.Action == ParentAction,
    ParentAction: CasePathable & SendableMetatype
  {
    self.init(
      state: toChildState, action: toChildAction, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = storage.toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    if let offset = storage.childStateOffset {
      effect = _StatePath<ParentState, Child.State>.modify(at: offset, in: &state) {
        storage.child.reduce(into: &$0, action: childAction)
      }
    } else {
      effect = Self.reduceThroughPath(
        storage.toChildState, child: storage.child, location: storage.location,
        into: &state, action: action, childAction: childAction
      )
    }
    if effect.isNone { return .none }
    return Self.childEffectAsParent(effect, embed: storage.toChildAction)
  }

  /// The child's effect with its actions embedded in the parent's.
  ///
  /// Out of line: embedding keeps a copy of the case path, and in line that copy was made
  /// (its closures retained and released) on every action, `.none` effects included.
  @usableFromInline
  static func childEffectAsParent(
    _ effect: Effect<Child.Action>, embed: AnyCasePath<ParentAction, Child.Action>
  ) -> Effect<ParentAction> {
    effect.map { embed.embed($0) }
  }

  /// Runs the child through a key path that is not a chain of stored properties, or a case
  /// path.
  ///
  /// Static, as every helper the inlined `reduce` calls out of line: a method would make the
  /// caller copy the whole operator (and retain what it holds) on every action.
  @usableFromInline
  static func reduceThroughPath(
    _ toChildState: StatePath,
    child: _PreparedReducer<Child.State, Child.Action>,
    location: OperatorLocationReference,
    into state: inout ParentState,
    action: ParentAction,
    childAction: Child.Action
  ) -> Effect<Child.Action> {
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath, description):
      guard var childState = casePath.extract(from: state) else {
        location.warn(
          """
          A 'Scope' received a child action while the parent state was in another case:

            Action: \(warningDescription(action))
            State case expected: \(description)
            State: \(warningDescription(state))

          The child's reducer did not run, so the child's state did not change (the reducers \
          around this 'Scope' still ran). This usually means an effect of the \
          child outlived it (the state changed case while the effect was still running), or \
          a parent changed the case before sending this action. Cancel the child's effects \
          when leaving the case, or use 'ifCaseLet', which does it for you.
          """
        )
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    return effect
  }
}
