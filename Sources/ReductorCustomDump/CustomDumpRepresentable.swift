/// A type that is shown in Reductor's diagnostics (`_printChanges`, `TestStore` failures) as
/// another value.
///
/// Reductor prints state and actions by reflecting over their stored properties. Adopt this
/// protocol when that shows the wrong thing: a wrapper that should read as what it wraps, a
/// secret that must not reach the console, or a value whose stored form is hard to read.
///
/// ```swift
/// struct Password: CustomDumpRepresentable {
///   var rawValue: String
///   var customDumpValue: Any { "••••••" }
/// }
/// ```
///
/// The replacement is dumped in place of the value, with the same rules as any other value, and
/// it may itself adopt this protocol.
public protocol CustomDumpRepresentable {
  /// The value to dump in place of `self`.
  var customDumpValue: Any { get }
}
