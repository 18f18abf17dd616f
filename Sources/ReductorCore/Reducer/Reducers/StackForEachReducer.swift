import ReductorCasePaths
import ReductorCustomDump
import ReductorIdentifiedCollections

/// The reducer `forEach` over a `StackState` returns.
@usableFromInline
struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  /// The operator's fields, behind one reference, so that `reduce` reads each where it uses
  /// it (see `_PresentationReducer.storage`).
  @usableFromInline let storage: Storage

  @usableFromInline
  final class Storage {
    @usableFromInline let parent: Parent
    @usableFromInline let element: _PreparedReducer<Element.State, Element.Action>
    @usableFromInline let toStackState: _StatePath<Parent.State, StackState<Element.State>>
    @usableFromInline
    let toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
    @usableFromInline let identity: ChildIdentity<Element.State>
    @usableFromInline let location: OperatorLocationReference
    /// Whether elements can be alerts or dialogs (or enums with such cases), decided once by
    /// their type.
    @usableFromInline let mayBeEphemeral: Bool

    @usableFromInline
    init(
      parent: Parent,
      element: Element,
      toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
      toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
      location: _OperatorLocation
    ) {
      self.parent = parent
      self.element = _PreparedReducer(element)
      self.toStackState = _StatePath(toStackState)
      self.mayBeEphemeral =
        Element.State.self is any _EphemeralState.Type
        || Element.State.self is any _EphemeralCases.Type
      self.toStackAction = toStackAction
      self.location = OperatorLocationReference(location)
      self.identity = ChildIdentity(
        operatorID: _OperatorID(.forEach, path: toStackState, location: self.location)
      )
    }
  }

  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }

  // Inlinable throughout, so that it runs specialized for the feature's types: run as generic
  // code, every action looked its types' metadata up at run time.
  @inlinable @inline(__always)
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // The stamp of the ids, not the ids (see `_ForEachReducer`).
    let idsBefore = storage.toStackState.read(&state) { $0._changes.ids }
    var pop: StackElementID?
    var push: (id: StackElementID, state: Element.State)?
    switch storage.toStackAction.extract(from: action) {
    case let .element(id, elementAction):
      let elementEffect = reduceElement(
        into: &state, id: id, action: elementAction, parentAction: action
      )
      // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
      if elementEffect.isNone {
        return reduceParent(into: &state, action: action, idsBefore: idsBefore)
      }
      return elementEffect.merge(
        with: reduceParent(into: &state, action: action, idsBefore: idsBefore)
      )
    case let .popFrom(id):
      if storage.toStackState.read(&state, { !$0._contains(id: id) }) {
        Self.warnMissing(id: id, action: action, location: storage.location)
      } else {
        pop = id
      }
    case let .push(id, elementState):
      if storage.toStackState.read(&state, { $0.ids.contains(id) || id < $0.nextID }) {
        Self.warnReusedID(action: action, location: storage.location)
      } else {
        push = (id, elementState)
      }
    case nil:
      break
    }
    return reduceParent(into: &state, action: action, idsBefore: idsBefore, pop: pop, push: push)
  }

  /// Runs the parent, then pops or pushes what the action asked for, then cancels the effects
  /// of the elements that are gone.
  @inlinable @inline(__always)
  func reduceParent(
    into state: inout Parent.State,
    action: Parent.Action,
    idsBefore: UInt64,
    pop: StackElementID? = nil,
    push: (id: StackElementID, state: Element.State)? = nil
  ) -> Effect<Parent.Action> {
    let effect = storage.parent.reduce(into: &state, action: action)
    if pop != nil || push != nil {
      storage.toStackState.modify(&state) { stack in
        if let pop { _ = stack.pop(from: pop) }
        if let push { stack.append(push.state, id: push.id) }
      }
    }
    guard storage.toStackState.read(&state, { $0._changes.ids }) != idsBefore else { return effect }
    // The ids changed: cancel the effects of the elements that are gone.
    let isPresent = storage.toStackState.read(&state) { $0._index.membership(of: $0._ids) }
    return effect.merge(with: storage.identity.cancelEffect(elementsMissingFrom: isPresent))
  }

  @inlinable @inline(__always)
  func reduceElement(
    into state: inout Parent.State,
    id: StackElementID,
    action elementAction: Element.Action,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    // An optional effect, not an optional (effect, flag) pair: the pair would take a tag of
    // its own, copied and destroyed through outlined calls on every action.
    let result: Effect<Element.Action>? = storage.toStackState.modify(&state) { stack in
      var isEphemeral = false
      let effect = stack._withElement(id: id) { elementState in
        let effect = storage.element.reduce(into: &elementState, action: elementAction)
        if storage.mayBeEphemeral {
          isEphemeral = _isDismissed(elementState, after: elementAction)
        }
        return effect
      }
      // An alert or dialog element is done once it has sent its action.
      if isEphemeral { _ = stack.pop(from: id) }
      return effect
    }
    guard let effect = result else {
      Self.warnMissing(id: id, action: parentAction, location: storage.location)
      return .none
    }
    if effect.isNone { return .none }
    return Self.elementEffectAsParent(
      effect, id: id, embed: storage.toStackAction, identity: storage.identity
    )
  }

  // Helpers the inlined `reduce` calls out of line are static: a method would make the caller
  // copy the whole operator (and retain what it holds) on every action.
  @usableFromInline
  static func elementEffectAsParent(
    _ effect: Effect<Element.Action>,
    id: StackElementID,
    embed: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    identity: ChildIdentity<Element.State>
  ) -> Effect<Parent.Action> {
    effect
      .map { embed.embed(.element(id: id, action: $0)) }
      .dismissible { embed.embed(.popFrom(id: id)) }
      .scoped(under: identity.erased(element: id))
  }

  @usableFromInline
  static func warnReusedID(action: Parent.Action, location: OperatorLocationReference) {
    location.warn(
      """
      A 'forEach' received a push action with an element id that was already used:

        Action: \(warningDescription(action))

      Nothing was pushed. Each pushed element needs a new id: push the next id of the \
      stack, or append the element to the stack state instead of sending '.push'.
      """
    )
  }

  @usableFromInline
  static func warnMissing(
    id: StackElementID, action: Parent.Action, location: OperatorLocationReference
  ) {
    location.warn(
      """
      A 'forEach' received an action for a stack element that is not in the stack:

        Action: \(warningDescription(action))
        Element id: \(id)

      The element's reducer did not run, so no element state changed; the parent's \
      reducer still ran with the action. This is usually because:

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
