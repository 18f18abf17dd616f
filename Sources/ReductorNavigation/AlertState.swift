import Foundation
import ReductorCustomDump

/// An alert, as plain data: a title, an optional message and buttons whose actions the
/// presenting feature handles.
///
/// Hold it in a destination, present it like any child and handle its actions through
/// `PresentationAction`:
///
/// ```swift
/// state.destino = .confirmarBorrado(
///   AlertState {
///     TextState("¿Borrar el artículo?")
///   } actions: {
///     ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
///     ButtonState(role: .cancel) { TextState("Cancelar") }
///   } message: {
///     TextState("No se puede deshacer.")
///   }
/// )
/// ```
///
/// Tapping any button dismisses the alert.
public struct AlertState<Action>: Identifiable {
  /// The alert's identity: a new alert gets a new one. It is not part of `==` or hashing.
  public let id: UUID
  /// The buttons, in order. An alert with none shows a single button that dismisses it.
  public var buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, in order; none by default.
  ///   - message: The message under the title; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// The same alert (with the same id) whose buttons send the actions `transform` returns.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title)
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether both alerts have the same title, message and buttons; ids are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons; the id is not hashed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpChildren {
  /// Shows the title, the buttons (when there are any) and the message (when there is one);
  /// not the id.
  package var customDumpChildren: DumpChildren {
    var fields: [(label: String, value: Any)] = [("title", title)]
    if !buttons.isEmpty { fields.append(("actions", buttons)) }
    if let message { fields.append(("message", message)) }
    return .fields(fields)
  }
}

extension AlertState: CustomStringConvertible {
  /// A readable, multi-line description of the alert.
  public var description: String { reductorDump(self) }
}
