import ReductorCustomDump
import ReductorNavigation

/// State that a presentation dismisses by itself as soon as it sends an action: alerts and
/// confirmation dialogs, whose buttons close them.
@usableFromInline
protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether presented state is dismissed automatically after it sends an action.
///
/// Asks about the type, not the value, so the state is never boxed in an existential (which
/// allocates for any state larger than three words).
@usableFromInline
func _isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  guard let cases = State.self as? any _EphemeralCases.Type else { return false }
  return _readEphemeralCases(state, as: cases)
}

private func _readEphemeralCases<State, Cases: _EphemeralCases>(
  _ state: State, as _: Cases.Type
) -> Bool {
  // `State` is `Cases`: reinterpreting the value only restates that to the type checker.
  withUnsafePointer(to: state) {
    $0.withMemoryRebound(to: Cases.self, capacity: 1) { $0.pointee._isEphemeral }
  }
}

/// Whether state of type `type` is dismissed by itself once it sends an action: what a
/// `@Reducer enum`'s state case that holds a value asks of its value's type (an alert case
/// marked `@ReducerCaseIgnored` is still an alert).
@_documentation(visibility: private)
public func _isEphemeralState<State>(_ type: State.Type) -> Bool {
  type is any _EphemeralState.Type
}

/// Whether presented `state`, having just received `action`, is dismissed: an alert or a
/// dialog, or an enum destination in an ephemeral case whose own action this is. An action of
/// another case that arrives while an alert case is presented is misrouted (the other case's
/// scope reports it) and leaves the alert in place, as in TCA.
@usableFromInline
func _isDismissed<State, Action>(_ state: State, after action: Action) -> Bool {
  if State.self is any _EphemeralState.Type { return true }
  guard _isEphemeral(state) else { return false }
  return enumCaseName(state) == enumCaseName(action)
}

/// Enum state whose current case may be ephemeral (an enum destination with an alert case).
///
/// Public, with its requirement, because `CaseReducerState` refines it and `@Reducer`
/// implements `_isEphemeral` in the enum's state.
@_documentation(visibility: private)
public protocol _EphemeralCases {
  /// Whether the current case holds ephemeral state.
  @_documentation(visibility: private)
  var _isEphemeral: Bool { get }
}
