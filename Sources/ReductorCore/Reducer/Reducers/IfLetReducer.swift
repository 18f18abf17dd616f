import ReductorCasePaths
import ReductorCustomDump

/// The reducer `ifLet` returns.
@usableFromInline
struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: _PreparedReducer<Child.State, Child.Action>
  @usableFromInline let toChildState: _StatePath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let identity: ChildIdentity<Child.State>
  @usableFromInline let location: OperatorLocationReference

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: _OperatorLocation
  ) {
    self.parent = parent
    self.child = _PreparedReducer(child)
    self.toChildState = _StatePath(toChildState)
    self.toChildAction = toChildAction
    self.location = OperatorLocationReference(location)
    self.identity = ChildIdentity(
      operatorID: _OperatorID(.ifLet, path: toChildState, location: self.location)
    )
  }

  @inlinable @inline(__always)
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    if childEffect.isNone { return reduceParent(into: &state, action: action) }
    return childEffect.merge(with: reduceParent(into: &state, action: action))
  }

  /// Runs the parent, then cancels the child's effects if the parent ended or replaced it.
  @inlinable @inline(__always)
  func reduceParent(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let before = toChildState.read(&state) { $0.map(identity.key(of:)) }
    let effect = parent.reduce(into: &state, action: action)
    guard let before else { return effect }
    let after = toChildState.read(&state) { $0.map(identity.key(of:)) }
    guard after != before else { return effect }
    return effect.merge(with: identity.cancelEffect(for: before))
  }

  @inlinable @inline(__always)
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let result: (key: ChildIdentity<Child.State>.StateKey, effect: Effect<Child.Action>)? =
      toChildState.modify(&state) { childState in
        guard childState != nil else { return nil }
        let key = identity.key(of: childState!)
        return (key, child.reduce(into: &childState!, action: childAction))
      }
    guard let result else {
      Self.warnAbsentChild(action: action, location: location)
      return .none
    }
    if result.effect.isNone { return .none }
    return Self.childEffectAsParent(
      result.effect, key: result.key, embed: toChildAction, identity: identity)
  }

  // Helpers the inlined `reduce` calls out of line are static: a method would make the caller
  // copy the whole operator (and retain what it holds) on every action.
  @usableFromInline
  static func childEffectAsParent(
    _ effect: Effect<Child.Action>,
    key: ChildIdentity<Child.State>.StateKey,
    embed: AnyCasePath<Parent.Action, Child.Action>,
    identity: ChildIdentity<Child.State>
  ) -> Effect<Parent.Action> {
    effect.map { embed.embed($0) }.scoped(under: identity.erased(key))
  }

  @usableFromInline
  static func warnAbsentChild(action: Parent.Action, location: OperatorLocationReference) {
    location.warn(
      """
      An 'ifLet' received a child action when child state was nil:

        Action: \(warningDescription(action))

      The child's reducer did not run, so no child state changed; the parent's \
      reducer still ran with the action. This is usually because:

      • An effect of the child sent this action after the child was dismissed. 'ifLet' \
      cancels the effects the child returned when its state becomes nil; an effect started \
      elsewhere that sends child actions is not cancelled. Start such effects from the child.

      • The parent set the child state to nil before this action was sent, for example in \
      response to an earlier action. Make sure the child is dismissed last.

      • A view sent this action through a child store after the child was dismissed.
      """
    )
  }
}
