import ReductorCasePaths
import ReductorCustomDump

/// The reducer `ifLet` over a `PresentationState` returns.
@usableFromInline
struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  /// The operator's fields, behind one reference: `reduce` reads each where it uses it. Inline
  /// in the struct, the runner loaded all of them when it started and kept them on the stack
  /// across the destination's and the parent's calls (a tenth of a presented level's time).
  @usableFromInline let storage: Storage

  @usableFromInline
  final class Storage {
    @usableFromInline let parent: Parent
    @usableFromInline let destination: _PreparedReducer<Destination.State, Destination.Action>
    @usableFromInline
    let toPresentationState: _StatePath<Parent.State, PresentationState<Destination.State>>
    @usableFromInline
    let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
    @usableFromInline let operatorID: _OperatorID
    @usableFromInline let location: OperatorLocationReference
    /// Whether the destination's state can be an alert or dialog (or an enum with such cases),
    /// decided once by its type, so other destinations are never inspected after an action.
    @usableFromInline let mayBeEphemeral: Bool

    @usableFromInline
    init(
      parent: Parent,
      destination: Destination,
      toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
      toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
      location: _OperatorLocation
    ) {
      self.parent = parent
      self.destination = _PreparedReducer(destination)
      self.toPresentationState = _StatePath(toPresentationState)
      self.toPresentationAction = toPresentationAction
      self.location = OperatorLocationReference(location)
      self.operatorID = _OperatorID(.ifLet, path: toPresentationState, location: self.location)
      self.mayBeEphemeral =
        Destination.State.self is any _EphemeralState.Type
        || Destination.State.self is any _EphemeralCases.Type
    }
  }

  @usableFromInline
  init(storage: Storage) {
    self.storage = storage
  }

  // Helpers the inlined `reduce` calls out of line are static: a method would make the caller
  // copy the whole operator (and retain what it holds) on every action.

  @usableFromInline
  static func scope(_ id: PresentationID, operatorID: _OperatorID) -> SendableHashable {
    ChildEffectsID(operatorID: operatorID, childID: id).erased
  }

  /// An effect that ends every effect of the presentation `id`.
  @usableFromInline
  static func cancelEffect(
    for id: PresentationID, operatorID: _OperatorID
  ) -> Effect<Parent.Action> {
    Effect(operation: .cancel(CancelID(erased: scope(id, operatorID: operatorID), scope: [])))
  }

  // Inlinable throughout, so that it runs specialized for the feature's types: run as generic
  // code, every action would look its types' metadata up at run time.
  @inlinable @inline(__always)
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    // The destination's effect as the parent's, or `nil` when it is `.none`: a variable that
    // starts at `.none` is copied and destroyed through outlined calls on every action.
    var destinationEffect: Effect<Parent.Action>?
    // Whether the presentation ends once the parent has seen this action: a `.dismiss`, or an
    // action from an alert's or dialog's button.
    var dismissAfterParent = false
    let initialID: PresentationID?
    // Switching on the extracted action itself (not a copy kept in a variable) hands its
    // payload to the destination without retaining and releasing it.
    switch storage.toPresentationAction.extract(from: action) {
    case let .presented(destinationAction)?:
      initialID = storage.toPresentationState.modify(&state) { presentation in
        guard let initialID = presentation.presentationID else { return nil }
        let effect = presentation._withPresented {
          storage.destination.reduce(into: &$0, action: destinationAction)
        }.unsafelyUnwrapped
        if !effect.isNone {
          destinationEffect = Self.destinationEffectAsParent(
            effect, id: initialID, embed: storage.toPresentationAction,
            operatorID: storage.operatorID
          )
        }
        if storage.mayBeEphemeral, let presented = presentation.wrappedValue {
          dismissAfterParent = _isDismissed(presented, after: destinationAction)
        }
        return initialID
      }
      if initialID == nil {
        Self.warnAbsentDestination(action: action, location: storage.location)
      }
    case .dismiss?:
      initialID = storage.toPresentationState.read(&state) { $0.presentationID }
      if initialID == nil {
        Self.warnDismissWithNothingPresented(action: action, location: storage.location)
      } else {
        dismissAfterParent = true
      }
    case nil:
      initialID = storage.toPresentationState.read(&state) { $0.presentationID }
    }
    // Two paths, so that neither copies nor destroys a `.none` it cannot see is one.
    guard let destinationEffect else {
      return reduceParent(
        into: &state, action: action, initialID: initialID, dismissAfterParent: dismissAfterParent
      )
    }
    return destinationEffect.merge(
      with: reduceParent(
        into: &state, action: action, initialID: initialID, dismissAfterParent: dismissAfterParent
      )
    )
  }

  /// Runs the parent, then ends the presentation if the action dismissed it, and cancels its
  /// effects if it ended or another took its place.
  @inlinable @inline(__always)
  func reduceParent(
    into state: inout Parent.State,
    action: Parent.Action,
    initialID: PresentationID?,
    dismissAfterParent: Bool
  ) -> Effect<Parent.Action> {
    let effect = storage.parent.reduce(into: &state, action: action)
    guard let initialID else { return effect }
    let ended = storage.toPresentationState.modify(&state) { presentation in
      // If the parent presented something else in response, that new presentation stays.
      if dismissAfterParent, presentation.presentationID == initialID {
        presentation.wrappedValue = nil
      }
      return presentation.presentationID != initialID
    }
    guard ended else { return effect }
    return effect.merge(with: Self.cancelEffect(for: initialID, operatorID: storage.operatorID))
  }

  /// The destination's effect as the parent's: its actions wrapped, `dismiss()` able to end
  /// it, scoped to the presentation so it ends with it.
  @usableFromInline
  static func destinationEffectAsParent(
    _ effect: Effect<Destination.Action>,
    id: PresentationID,
    embed: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    operatorID: _OperatorID
  ) -> Effect<Parent.Action> {
    effect.map { embed.embed(.presented($0)) }
      .dismissible { embed.embed(.dismiss) }
      .scoped(under: scope(id, operatorID: operatorID))
  }

  @usableFromInline
  static func warnAbsentDestination(
    action parentAction: Parent.Action, location: OperatorLocationReference
  ) {
    location.warn(
      """
      An 'ifLet' received a presentation action when destination state was absent:

        Action: \(warningDescription(parentAction))

      The destination's reducer did not run, so no destination state changed; the parent's \
      reducer still ran with the action. This is usually because:

      • An effect of the destination sent this action after it was dismissed. 'ifLet' \
      cancels the effects of a destination when it goes away; an effect started elsewhere \
      that sends destination actions is not cancelled.

      • The parent dismissed the destination before this action was sent, for example in \
      response to an earlier action.

      • A view sent this action through a child store after the destination was dismissed.
      """
    )
  }

  @usableFromInline
  static func warnDismissWithNothingPresented(
    action: Parent.Action, location: OperatorLocationReference
  ) {
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
