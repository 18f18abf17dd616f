/// State that a presentation dismisses by itself as soon as it sends an action: alerts and
/// confirmation dialogs, whose buttons close them.
public protocol _EphemeralState {}

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
  withUnsafePointer(to: state) { $0.withMemoryRebound(to: Cases.self, capacity: 1) { $0.pointee._isEphemeral } }
}

/// Enum state whose current case may be ephemeral (an enum destination with an alert case).
public protocol _EphemeralCases {
  /// Whether the current case holds ephemeral state.
  var _isEphemeral: Bool { get }
}
