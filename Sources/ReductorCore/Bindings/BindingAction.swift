import ReductorCasePaths
import ReductorCustomDump

/// An action that sets one field of a feature's state: what a bound control (a text field, a
/// toggle) sends when the user changes it.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case guardarPulsado
/// }
/// store.send(.binding(.set(\.nombre, "Ana")))
/// ```
///
/// `BindingReducer()` applies it. Two binding actions are equal when they set the same field
/// to equal values, so tests assert them like any other action.
public struct BindingAction<Root>: Sendable {
  /// The field the action sets.
  public let keyPath: any PartialKeyPath<Root> & Sendable
  /// The value it sets, for equality and for messages.
  let value: any Sendable
  /// Writes the value into a state.
  let apply: @Sendable (inout Root) -> Void
  /// Whether another action's value equals this one's.
  let isEqualValue: @Sendable (Any) -> Bool

  /// An action that sets `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The field to set: `\.nombre`.
  ///   - value: Its new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    BindingAction(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqualValue: { ($0 as? Value) == value }
    )
  }

  /// Sets the field in `state`.
  public func callAsFunction(_ state: inout Root) {
    apply(&state)
  }

  /// The value when the action sets `keyPath`, or `nil`.
  public func value<Value>(of keyPath: WritableKeyPath<Root, Value>) -> Value? {
    (self.keyPath as AnyKeyPath) == keyPath ? value as? Value : nil
  }
}

extension BindingAction: Equatable {
  /// Whether both actions set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == rhs.keyPath && lhs.isEqualValue(rhs.value)
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.nombre, "Ana")`.
  public var description: String {
    ".set(\(keyPath), \(reductorDump(value)))"
  }
}

extension BindingAction: CustomDumpRepresentable {
  /// Shows the field and the value in test failures and warnings, not the closures.
  public var customDumpValue: Any { _BindingActionDump.set(_KeyPathText(keyPath), value) }
}

/// How a ``BindingAction`` appears in dumps, as it is written: `.set(\.tarea.titulo, "Leche")`.
enum _BindingActionDump {
  case set(_KeyPathText, Any)
}

extension AnyCasePath {
  /// The binding of one field, as a case key path: `\.binding.nombre` names
  /// `.binding(.set(\.nombre, value))`.
  ///
  /// ```swift
  /// await store.send(\.binding.nombre, "Ana") { $0.nombre = "Ana" }
  /// ```
  public subscript<BindingRoot, Member: Equatable & Sendable>(
    dynamicMember keyPath: any WritableKeyPath<BindingRoot, Member> & Sendable
  ) -> AnyCasePath<Root, Member> where Value == BindingAction<BindingRoot> {
    appending(
      path: AnyCasePath<BindingAction<BindingRoot>, Member>(
        embed: { .set(keyPath, $0) },
        extract: { $0.value(of: keyPath) }
      )
    )
  }
}

extension BindingAction {
  /// Matches a binding action by the field it sets, in a `switch`:
  ///
  /// ```swift
  /// case .binding(\.nombre):
  ///   state.nombreValido = !state.nombre.isEmpty
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    (action.keyPath as AnyKeyPath) == keyPath
  }
}
