import ReductorCustomDump
import ReductorCasePaths

/// The reducer `ifLet` returns.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
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
    self.identity = ChildIdentity(operatorID: "ifLet \(toChildState) @ \(location)")
    self.location = OperatorLocationReference(location)
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    if childEffect.isNone { return reduceParent(into: &state, action: action) }
    return childEffect.merge(with: reduceParent(into: &state, action: action))
  }

  /// Runs the parent, then cancels the child's effects if the parent ended or replaced it.
  @inlinable @inline(__always)
  func reduceParent(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
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
    return Self.childEffectAsParent(result.effect, key: result.key, embed: toChildAction, identity: identity)
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

/// How an operator identifies the child it runs, for cancelling the child's effects: the
/// operator, plus the child state's `ObservableState` identity when it has one, or else its
/// `Identifiable` id.
@usableFromInline
struct ChildIdentity<ChildState>: Sendable {
  @usableFromInline let operatorID: String
  @usableFromInline let stateID: @Sendable (ChildState) -> StateKey

  /// A child's identity within its operator, cheap to compare.
  @usableFromInline
  struct StateKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64
    @usableFromInline let tag: Int
    @usableFromInline init(rawValue: UInt64, tag: Int) {
      self.rawValue = rawValue
      self.tag = tag
    }
  }

  @usableFromInline
  init(operatorID: String) {
    self.operatorID = operatorID
    if ChildState.self is any ObservableState.Type {
      self.stateID = { state in
        guard let id = _observableStateID(of: state) else { return StateKey(rawValue: 0, tag: 0) }
        return StateKey(rawValue: id.rawValue, tag: id.tag)
      }
    } else if ChildState.self is any Identifiable.Type {
      self.stateID = { state in Self.identifiableKey(of: state as! any Identifiable) }
    } else {
      self.stateID = { _ in StateKey(rawValue: 0, tag: 0) }
    }
  }

  /// The identity of `Identifiable` child state that is not `@ObservableState` (an
  /// `Identified` value, say): its `id`, hashed, so that a child of another id is another
  /// child.
  static func identifiableKey(of state: any Identifiable) -> StateKey {
    var hasher = Hasher()
    func combine<Child: Identifiable>(_ child: Child) { hasher.combine(child.id) }
    combine(state)
    return StateKey(rawValue: UInt64(UInt(bitPattern: hasher.finalize())), tag: -1)
  }

  /// The identity of a present child.
  @usableFromInline
  func key(of state: ChildState) -> StateKey { stateID(state) }

  /// The identity as a cancellation scope.
  @usableFromInline
  func erased(_ key: StateKey) -> SendableHashable {
    NavigationID(operatorID: operatorID, childID: key).erased
  }

  /// The identity of the child element `id` of a collection, as a cancellation scope.
  @usableFromInline
  func erased<ID: Hashable & Sendable>(element id: ID) -> SendableHashable {
    NavigationID(operatorID: operatorID, childID: id).erased
  }

  /// An effect that cancels every effect of the child with identity `key`.
  @usableFromInline
  func cancelEffect<Action>(for key: StateKey) -> Effect<Action> {
    Effect(operation: .cancel(CancelID(erased: erased(key), scope: [])))
  }

  /// An effect that cancels every effect of the collection element `id`.
  @usableFromInline
  func cancelEffect<Action, ID: Hashable & Sendable>(element id: ID) -> Effect<Action> {
    Effect(operation: .cancel(CancelID(erased: erased(element: id), scope: [])))
  }

  /// An effect that cancels the effects of every collection element that `isPresent` says is
  /// no longer there: what `forEach` returns when the parent's reducer changed the ids.
  @usableFromInline
  func cancelEffect<Action, ID: Hashable & Sendable>(
    elementsMissingFrom isPresent: @escaping @Sendable (ID) -> Bool
  ) -> Effect<Action> {
    let selection = _CancelSelection(_MissingElements(operatorID: operatorID, isPresent: isPresent))
    return Effect(operation: .cancel(CancelID(id: selection, scope: [])))
  }
}
