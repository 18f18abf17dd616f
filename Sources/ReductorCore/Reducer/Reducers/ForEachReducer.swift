import ReductorCasePaths
import ReductorCustomDump
import ReductorIdentifiedCollections

/// The reducer `forEach` over an `IdentifiedArray` returns.
@usableFromInline
struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: _PreparedReducer<Element.State, Element.Action>
  @usableFromInline let toElementsState:
    _StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let identity: ChildIdentity<Element.State>
  @usableFromInline let location: OperatorLocationReference

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: _OperatorLocation
  ) {
    self.parent = parent
    self.element = _PreparedReducer(element)
    self.toElementsState = _StatePath(toElementsState)
    self.toElementAction = toElementAction
    self.location = OperatorLocationReference(location)
    self.identity = ChildIdentity(
      operatorID: _OperatorID(.forEach, path: toElementsState, location: self.location)
    )
  }

  @inlinable @inline(__always)
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    if elementEffect.isNone { return reduceParent(into: &state, action: action) }
    return elementEffect.merge(with: reduceParent(into: &state, action: action))
  }

  /// Runs the parent, then cancels the effects of the elements it removed.
  @inlinable @inline(__always)
  func reduceParent(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    // The stamp of the ids, not the ids: keeping the ids array across the parent's reducer
    // cost an atomic retain and release on every action (a fifth of a row action), and made
    // the parent's first insertion or removal copy all the ids.
    let idsBefore = toElementsState.read(&state) { $0._changes.ids }
    let effect = parent.reduce(into: &state, action: action)
    guard toElementsState.read(&state, { $0._changes.ids }) != idsBefore else { return effect }
    // The ids changed: cancel the effects of the elements that are gone.
    let isPresent = toElementsState.read(&state) { $0._index.membership(of: $0._ids) }
    return effect.merge(with: identity.cancelEffect(elementsMissingFrom: isPresent))
  }

  // Inlinable, so that it runs specialized for the feature's types: run as generic code, every
  // action looked its types' metadata up at run time (about 1.5 µs a row action).
  @inlinable @inline(__always)
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    let effect: Effect<Element.Action>? = toElementsState.modify(&state) { elements in
      guard let index = elements.index(id: id) else { return nil }
      return elements._withElement(at: index) { element.reduce(into: &$0, action: elementAction) }
    }
    guard let effect else {
      Self.warnMissingElement(id: id, action: action, location: location)
      return .none
    }
    if effect.isNone { return .none }
    return Self.elementEffectAsParent(effect, id: id, embed: toElementAction, identity: identity)
  }

  // Helpers the inlined `reduce` calls out of line are static: a method would make the caller
  // copy the whole operator (and retain what it holds) on every action.
  @usableFromInline
  static func elementEffectAsParent(
    _ effect: Effect<Element.Action>,
    id: ID,
    embed: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    identity: ChildIdentity<Element.State>
  ) -> Effect<Parent.Action> {
    effect
      .map { embed.embed(.element(id: id, action: $0)) }
      .scoped(under: identity.erased(element: id))
  }

  @usableFromInline
  static func warnMissingElement(id: ID, action: Parent.Action, location: OperatorLocationReference)
  {
    location.warn(
      """
      A 'forEach' received an action for an element that is not in the collection:

        Action: \(warningDescription(action))
        Element id: \(id)

      The element's reducer did not run, so no element state changed; the parent's \
      reducer still ran with the action. This is usually because:

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
