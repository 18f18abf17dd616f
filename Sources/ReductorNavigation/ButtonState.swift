import Foundation
import ReductorCustomDump

/// A button of an alert or a confirmation dialog, as plain data: its label, its role and the
/// action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .borrar) { TextState("Borrar") }
/// ButtonState(role: .cancel) { TextState("Cancelar") }
/// ```
///
/// Tapping any button dismisses its alert or dialog; a button with an action also sends it.
public struct ButtonState<Action>: Identifiable {
  /// The button's identity, for lists of buttons. It is not part of `==` or hashing.
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's label.
  public let label: TextState
  /// The button's role, which platforms show (a destructive button in red, a cancel button
  /// apart), or `nil` for an ordinary button.
  public let role: ButtonStateRole?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: The button's role, or `nil` for an ordinary button.
  ///   - action: What tapping the button sends; by default nothing beyond the dismissal.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates a button that sends `action`.
  ///
  /// - Parameters:
  ///   - role: The button's role, or `nil` for an ordinary button.
  ///   - action: The action tapping the button sends.
  ///   - label: The button's label.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Calls `perform` with the action the button sends, or `nil` when it sends none.
  ///
  /// ```swift
  /// boton.withAction { action in if let action { store.send(action) } }
  /// ```
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button (with the same id) sending the action `transform` returns.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

/// The role of a ``ButtonState``.
public enum ButtonStateRole: Hashable, Sendable {
  /// A button that cancels: the dialog's "Cancelar".
  case cancel
  /// A button that deletes or otherwise destroys data.
  case destructive
}

/// What tapping a ``ButtonState`` sends.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` when the button only dismisses.
  public let action: Action?

  /// Sends `action` when the button is tapped; `nil` sends nothing beyond the dismissal.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// The same kind of button action, sending the action `transform` returns.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

/// Builds the buttons of an ``AlertState`` or a ``ConfirmationDialogState`` from a list of
/// ``ButtonState`` expressions, with `if`, `switch` and `for`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// The buttons of the block, in order.
  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`, when it ran.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  /// The buttons of every iteration of a `for` loop.
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }

  /// The buttons of an `if #available` block.
  public static func buildLimitedAvailability(
    _ buttons: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    buttons
  }
}

// MARK: - Conformances

extension ButtonState: Equatable where Action: Equatable {
  /// Whether both buttons have the same role, action and label; ids are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the role, action and label; the id is not hashed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpChildren {
  /// Shows the role (when there is one), the action and the label; not the id.
  package var customDumpChildren: DumpChildren {
    var fields: [(label: String, value: Any)] = []
    if let role { fields.append(("role", role)) }
    fields.append(("action", action))
    fields.append(("label", label))
    return .fields(fields)
  }
}

extension ButtonState: CustomStringConvertible {
  /// A readable, multi-line description of the button.
  public var description: String { reductorDump(self) }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpRepresentable {
  /// Shows the button action as it is written: `.send(.borrar)` or `.send(nil)`.
  public var customDumpValue: Any { _Send.send(action) }

  /// The shape of a button action in diagnostics.
  private enum _Send { case send(Action?) }
}
