/// The reducer `forEach` over an `IdentifiedArray` returns.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: _PreparedReducer<Element.State, Element.Action>
  @usableFromInline let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let identity: ChildIdentity<Element.State>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = _PreparedReducer(element)
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.identity = ChildIdentity(operatorID: "forEach \(toElementsState) @ \(location)")
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let effect = elementEffect.merge(with: parentEffect)
    let idsAfter = state[keyPath: toElementsState].ids
    // Unchanged ids share storage, so this comparison is O(1) unless elements were added,
    // removed or moved.
    guard idsBefore != idsAfter else { return effect }
    var cancellations = Effect<Parent.Action>.none
    for id in idsBefore where !idsAfter.contains(id) {
      cancellations = cancellations.merge(with: identity.cancelEffect(element: id))
    }
    return effect.merge(with: cancellations)
  }

  // Inlinable, so that it runs specialized for the feature's types: run as generic code, every
  // action looked its types' metadata up at run time (about 1.5 µs a row action).
  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElementsState][id: id] != nil else {
      warnMissingElement(id: id, action: action)
      return .none
    }
    let effect = element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
    if effect.isNone { return .none }
    let embed = toElementAction
    return effect
      .map { embed.embed(.element(id: id, action: $0)) }
      .scoped(under: identity.erased(element: id))
  }

  @usableFromInline
  func warnMissingElement(id: ID, action: Parent.Action) {
    location.warn(
      """
      A 'forEach' received an action for an element that is not in the collection:

        Action: \(warningDescription(action))
        Element id: \(id)

      The action was ignored and nothing changed. This is usually because:

      • An effect of the element sent this action after the element was removed. 'forEach' \
      cancels the effects an element returned when it is removed; an effect started \
      elsewhere that sends element actions is not cancelled.

      • The parent removed the element before this action was sent, for example in response \
      to an earlier action.

      • A view sent this action through an element's store after the element was removed.
      """
    )
  }
}
