import Observation

/// Runs `apply` with every observable read it makes tracked, and calls `onChange` once, when
/// any of those reads changes: Observation's `withObservationTracking`, under the name TCA code
/// (written with swift-perception) uses.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.cuenta
/// } onChange: {
///   print("cuenta is about to change")
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
