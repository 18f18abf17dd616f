/// The reducer `ifLet` over a `PresentationState` returns.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: _PreparedReducer<Destination.State, Destination.Action>
  @usableFromInline let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let operatorID: String
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = _PreparedReducer(destination)
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.operatorID = "ifLet \(toPresentationState) @ \(location)"
    self.location = location
  }

  @usableFromInline
  func scope(_ id: PresentationID) -> SendableHashable {
    NavigationID(operatorID: operatorID, childID: id).erased
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let initialID = state[keyPath: toPresentationState].presentationID
    var destinationEffect = Effect<Parent.Action>.none
    // Whether the presentation ends once the parent has seen this action: a `.dismiss`, or an
    // action from an alert's or dialog's button.
    var dismissAfterParent = false
    switch toPresentationAction.extract(from: action) {
    case let .presented(destinationAction):
      destinationEffect = reduceDestination(into: &state, action: destinationAction, parentAction: action)
      if let presented = state[keyPath: toPresentationState].wrappedValue {
        dismissAfterParent = _isEphemeral(presented)
      }
    case .dismiss:
      if initialID == nil {
        warnDismissWithNothingPresented(action: action)
      } else {
        dismissAfterParent = true
      }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    // If the parent presented something else in response, that new presentation stays.
    if dismissAfterParent, state[keyPath: toPresentationState].presentationID == initialID {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let effect = destinationEffect.merge(with: parentEffect)
    guard let initialID, state[keyPath: toPresentationState].presentationID != initialID else {
      return effect
    }
    return effect.merge(with: Effect(operation: .cancel(CancelID(erased: scope(initialID), scope: []))))
  }

  @usableFromInline
  func reduceDestination(
    into state: inout Parent.State,
    action destinationAction: Destination.Action,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let id = state[keyPath: toPresentationState].presentationID,
      state[keyPath: toPresentationState].wrappedValue != nil
    else {
      location.warn(
        """
        An 'ifLet' received a presentation action when destination state was absent:

          Action: \(warningDescription(parentAction))

        The action was ignored and nothing changed. This is usually because:

        • An effect of the destination sent this action after it was dismissed. 'ifLet' \
        cancels the effects of a destination when it goes away; an effect started elsewhere \
        that sends destination actions is not cancelled.

        • The parent dismissed the destination before this action was sent, for example in \
        response to an earlier action.

        • A view sent this action through a child store after the destination was dismissed.
        """
      )
      return .none
    }
    let effect = destination.reduce(
      into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction
    )
    if effect.isNone { return .none }
    let embed = toPresentationAction
    return effect.map { embed.embed(.presented($0)) }
      .dismissible { embed.embed(.dismiss) }
      .scoped(under: scope(id))
  }

  @usableFromInline
  func warnDismissWithNothingPresented(action: Parent.Action) {
    location.warn(
      """
      An 'ifLet' received a dismiss action when nothing was presented:

        Action: \(warningDescription(action))

      Nothing changed. This is usually because the destination was already dismissed (for \
      example, the parent set it to nil and a view or effect then sent '.dismiss'), or '.dismiss' \
      was sent twice. Send '.dismiss' only while the destination is presented.
      """
    )
  }
}
