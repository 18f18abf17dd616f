/// The reducer `forEach` over a `StackState` returns.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: _PreparedReducer<Element.State, Element.Action>
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let identity: ChildIdentity<Element.State>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = _PreparedReducer(element)
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.identity = ChildIdentity(operatorID: "forEach \(toStackState) @ \(location)")
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    var elementEffect = Effect<Parent.Action>.none
    var afterParent: ((inout Parent.State) -> Void)?
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      elementEffect = reduceElement(into: &state, id: id, action: elementAction, parentAction: action)
    case let .popFrom(id):
      if state[keyPath: toStackState][id: id] == nil {
        warnMissing(id: id, action: action)
      } else {
        afterParent = { [toStackState] in _ = $0[keyPath: toStackState].pop(from: id) }
      }
    case let .push(id, elementState):
      if state[keyPath: toStackState].ids.contains(id) || id < state[keyPath: toStackState].nextID {
        location.warn(
          """
          A 'forEach' received a push action with an element id that was already used:

            Action: \(warningDescription(action))

          Nothing was pushed. Each pushed element needs a new id: push the next id of the \
          stack, or append the element to the stack state instead of sending '.push'.
          """
        )
      } else {
        afterParent = { [toStackState] in $0[keyPath: toStackState].append(elementState, id: id) }
      }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    afterParent?(&state)
    let effect = elementEffect.merge(with: parentEffect)
    let idsAfter = state[keyPath: toStackState].ids
    guard idsBefore != idsAfter else { return effect }
    var cancellations = Effect<Parent.Action>.none
    let after = Set(idsAfter)
    for id in idsBefore where !after.contains(id) {
      cancellations = cancellations.merge(with: identity.cancelEffect(element: id))
    }
    return effect.merge(with: cancellations)
  }

  @usableFromInline
  func reduceElement(
    into state: inout Parent.State,
    id: StackElementID,
    action elementAction: Element.Action,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    guard state[keyPath: toStackState][id: id] != nil else {
      warnMissing(id: id, action: parentAction)
      return .none
    }
    let effect = element.reduce(into: &state[keyPath: toStackState][id: id]!, action: elementAction)
    if let presented = state[keyPath: toStackState][id: id], _isEphemeral(presented) {
      _ = state[keyPath: toStackState].pop(from: id)
    }
    if effect.isNone { return .none }
    let embed = toStackAction
    return effect
      .map { embed.embed(.element(id: id, action: $0)) }
      .dismissible { embed.embed(.popFrom(id: id)) }
      .scoped(under: identity.erased(element: id))
  }

  @usableFromInline
  func warnMissing(id: StackElementID, action: Parent.Action) {
    location.warn(
      """
      A 'forEach' received an action for a stack element that is not in the stack:

        Action: \(warningDescription(action))
        Element id: \(id)

      The action was ignored and nothing changed. This is usually because:

      • An effect of the element sent this action after the element was popped. 'forEach' \
      cancels the effects of an element when it is popped; an effect started elsewhere that \
      sends element actions is not cancelled.

      • The element was popped (for example by '.popFrom' or 'dismiss()') before this action \
      was sent.

      • A view sent this action through an element's store after the element was popped.
      """
    )
  }
}
