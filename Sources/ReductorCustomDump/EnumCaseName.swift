/// The Swift runtime's lookup of the name of the case an enum value holds: what `print` uses
/// for a case without a payload. It is exported by the standard library on every platform.
@_silgen_name("swift_EnumCaseName")
private func _swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of the case `value` (an enum) holds, as declared: `loaded` for `.loaded`.
///
/// Unlike `String(describing:)` this ignores a `CustomStringConvertible` conformance, so an
/// enum with a custom description still dumps as its case.
package func enumCaseName(_ value: Any) -> String {
  if let name = _swiftEnumCaseName(value) { return String(cString: name) }
  return String(describing: value)
}
