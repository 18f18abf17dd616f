/// A type whose cases can be referred to by case key paths, the dual of key paths for enums.
///
/// Apply the `@CasePathable` macro to an enum to conform it:
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case contador(Contador.Action)
///   case borrarPulsado
/// }
///
/// let path: CaseKeyPath<Action, Contador.Action> = \.contador
/// let action = path(.incrementar)           // .contador(.incrementar)
/// action[case: \.contador]                   // Optional(.incrementar)
/// action.is(\.borrarPulsado)                  // false
/// ```
public protocol CasePathable {
  /// A type with one property per case, each an ``AnyCasePath`` from `Self` to the case's payload.
  associatedtype AllCasePaths

  /// The case paths of every case of this type.
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The root of this type's case key paths, so that `\Action.Cases.child` names a case.
  public typealias Cases = AllCasePaths
}
