import ReductorCasePaths
import ReductorCustomDump

extension Reducer where State: CasePathable {
  /// Runs a child reducer on one case of enum state, only while the state is in that case.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(\.sesionIniciada, action: \.sesionIniciada) { Sesion() }
  /// ```
  ///
  /// The child runs before `self`. When the state leaves the case (or the case's state is
  /// replaced by a different one), the child's in-flight effects are cancelled. A child action
  /// that arrives while the state is in another case changes nothing and is reported as a
  /// runtime warning.
  ///
  /// `action: \.self` runs a child whose actions are the parent's own.
  @inlinable
  public func ifCaseLet<
    CaseState, Path: _CaseKeyPathValue, CaseAction, Child: Reducer<CaseState, CaseAction>
  >(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: KeyPath<Case<Action>, Path>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where Path._Root == Action, Path._Value == CaseAction {
    _IfCaseLetReducer(
      parent: self,
      child: child(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      casePath: toCaseState,
      location: _OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` returns.
@usableFromInline
struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: _PreparedReducer<Child.State, Child.Action>
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let identity: ChildIdentity<Child.State>
  /// The case's path as written, described only for a message.
  @usableFromInline let casePath: AnyKeyPath
  @usableFromInline let location: OperatorLocationReference

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    casePath: AnyKeyPath,
    location: _OperatorLocation
  ) {
    self.parent = parent
    self.child = _PreparedReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = OperatorLocationReference(location)
    self.identity = ChildIdentity(
      operatorID: _OperatorID(.ifCaseLet, path: casePath, location: self.location)
    )
    self.casePath = casePath
  }

  @inlinable @inline(__always)
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    if childEffect.isNone { return reduceParent(into: &state, action: action) }
    return childEffect.merge(with: reduceParent(into: &state, action: action))
  }

  /// Runs the parent, then cancels the child's effects if the parent changed the case.
  @inlinable @inline(__always)
  func reduceParent(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let before = toChildState.extract(from: state).map(identity.key(of:))
    let effect = parent.reduce(into: &state, action: action)
    guard let before else { return effect }
    let after = toChildState.extract(from: state).map(identity.key(of:))
    guard after != before else { return effect }
    return effect.merge(with: identity.cancelEffect(for: before))
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.warn(
        """
        An 'ifCaseLet' received a child action while the state was in another case:

          Action: \(warningDescription(action))
          Expected case: \(casePath)
          State: \(warningDescription(state))

        The child's reducer did not run, so no child state changed; the parent's \
        reducer still ran with the action. This is usually because:

        • An effect of the child sent this action after the state left the case. 'ifCaseLet' \
        cancels the effects the child returned when the state leaves its case; an effect \
        started elsewhere that sends child actions is not cancelled.

        • The parent changed the case before this action was sent, for example in response to \
        an earlier action.

        • A view sent this action through a child store after the case changed.
        """
      )
      return .none
    }
    let key = identity.key(of: childState)
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildState.embed(childState)
    if effect.isNone { return .none }
    let embed = toChildAction
    return effect.map { embed.embed($0) }.scoped(under: identity.erased(key))
  }
}
