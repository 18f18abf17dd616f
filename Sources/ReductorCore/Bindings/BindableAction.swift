/// An action type with a case for binding actions, so that views can set fields of state
/// directly and `BindingReducer()` applies them.
///
/// ```swift
/// @Reducer
/// struct Perfil {
///   @ObservableState
///   struct State: Equatable { var nombre = "" }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// Name the case `binding`: the enum case satisfies ``binding(_:)``, and `BindingReducer`
/// finds binding actions by that case.
public protocol BindableAction {
  /// The state binding actions set.
  associatedtype State
  /// The action that carries `action`: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The action that sets `keyPath` to `value`: `.set(\.nombre, "Ana")` for
  /// `.binding(.set(\.nombre, "Ana"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }

  /// The binding action this action carries, when it is the `binding` case.
  var _bindingAction: BindingAction<State>? {
    // Most actions are not bindings: rule them out by case name, without reflection.
    guard let name = _bindableEnumCaseName(self), strcmp(name, "binding") == 0 else {
      return nil
    }
    return Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }
}

/// The Swift runtime's name of the case an enum value holds (a C string in the type's
/// metadata, which lives as long as the process: the pointer is never dangling), exported by
/// the standard library on every platform.
@_silgen_name("swift_EnumCaseName")
private func _bindableEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// Compares two C strings.
private func strcmp(_ lhs: UnsafePointer<CChar>, _ rhs: StaticString) -> Int {
  rhs.withUTF8Buffer { expected in
    var index = 0
    while true {
      let left = UInt8(bitPattern: lhs[index])
      let right = index < expected.count ? expected[index] : 0
      if left != right { return Int(left) - Int(right) }
      if left == 0 { return 0 }
      index += 1
    }
  }
}
