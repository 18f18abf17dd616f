import Foundation
import ReductorCustomDump

/// A confirmation dialog (an action sheet), as plain data: a title, whether to show it, an
/// optional message and buttons whose actions the presenting feature handles.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("¿Qué quieres hacer?")
/// } actions: {
///   ButtonState(action: .duplicar) { TextState("Duplicar") }
///   ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
///   ButtonState(role: .cancel) { TextState("Cancelar") }
/// }
/// ```
///
/// Tapping any button dismisses the dialog.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The dialog's identity: a new dialog gets a new one. It is not part of `==` or hashing.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// Creates a confirmation dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; by default the platform decides.
  ///   - title: The title.
  ///   - actions: The buttons, in order; none by default.
  ///   - message: The message under the title; none by default.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility)
  }

  init(
    id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// The same dialog (with the same id) whose buttons send the actions `transform` returns.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility)
  }
}

/// Whether a ``ConfirmationDialogState`` shows its title.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// The title is shown.
  case visible
  /// The title is hidden.
  case hidden
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether both dialogs have the same title, title visibility, message and buttons; ids are
  /// not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title, title visibility, message and buttons; the id is not hashed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpChildren {
  /// Shows the title visibility (unless automatic), the title, the buttons (when there are
  /// any) and the message (when there is one); not the id.
  package var customDumpChildren: DumpChildren {
    var fields: [(label: String, value: Any)] = []
    if titleVisibility != .automatic { fields.append(("titleVisibility", titleVisibility)) }
    fields.append(("title", title))
    if !buttons.isEmpty { fields.append(("actions", buttons)) }
    if let message { fields.append(("message", message)) }
    return .fields(fields)
  }
}

extension ConfirmationDialogState: CustomStringConvertible {
  /// A readable, multi-line description of the dialog.
  public var description: String { reductorDump(self) }
}
