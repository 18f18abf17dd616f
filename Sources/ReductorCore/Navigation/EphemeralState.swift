/// State that a presentation dismisses by itself as soon as it sends an action: alerts and
/// confirmation dialogs, whose buttons close them.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether presented state is dismissed automatically after it sends an action.
@usableFromInline
func _isEphemeral<State>(_ state: State) -> Bool {
  if state is any _EphemeralState { return true }
  if let enumState = state as? any _EphemeralCases { return enumState._isEphemeral }
  return false
}

/// Enum state whose current case may be ephemeral (an enum destination with an alert case).
public protocol _EphemeralCases {
  /// Whether the current case holds ephemeral state.
  var _isEphemeral: Bool { get }
}
