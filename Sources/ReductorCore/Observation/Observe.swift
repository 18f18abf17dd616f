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

/// Runs `apply` now, and again each time observable state it read changes (a store's state
/// included), until the returned token is cancelled or released: how UIKit, command-line and
/// server code follows a store.
///
/// ```swift
/// let token = observe {
///   titulo.text = "\(store.articulos.count) artículos"
/// }
/// ```
///
/// Each run tracks what that run reads, so a branch taken later is followed too. A change
/// schedules the next run on the main actor, after the change is made; several changes before
/// it runs lead to one run.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken()
  let observation = ObservationLoop(apply: apply)
  token.onCancel = { [weak observation] in observation?.stop() }
  token.observation = observation
  observation.run()
  return token
}

/// Keeps an ``observe(_:)`` running: cancelling it, or releasing it, stops the observation.
///
/// ```swift
/// var tokens: Set<ObserveToken> = []
/// observe { … }.store(in: &tokens)
/// ```
public final class ObserveToken: Hashable, Sendable {
  // Sendable: its mutable state is read and written on the main actor only, by `observe`
  // and `cancel()`, or under `state`'s lock.
  private let state = LockedValue<(isCancelled: Bool, onCancel: (@Sendable () -> Void)?)>(
    (false, nil)
  )
  /// The running observation, kept alive by the token.
  nonisolated(unsafe) fileprivate var observation: AnyObject?

  fileprivate init() {}

  fileprivate var onCancel: (@Sendable () -> Void)? {
    get { state.current.onCancel }
    set { state.withValue { $0.onCancel = newValue } }
  }

  deinit {
    cancel()
  }

  /// Stops the observation: `apply` does not run again.
  public func cancel() {
    let onCancel = state.withValue { state -> (@Sendable () -> Void)? in
      defer { state = (true, nil) }
      return state.isCancelled ? nil : state.onCancel
    }
    onCancel?()
  }

  /// Whether ``cancel()`` was called (or the token released).
  public var isCancelled: Bool { state.current.isCancelled }

  /// Keeps the token in `set`, so the observation lasts as long as the set holds it.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }

  /// Keeps the token in `array`.
  public func store(in array: inout [ObserveToken]) {
    array.append(self)
  }

  /// Whether both are the same token.
  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// One ``observe(_:)``: runs `apply` under tracking, and again on the main actor after a change.
///
/// Observation calls `onChange` once per tracking, before the change is made; the next run,
/// queued on the main actor, comes after it and tracks again.
@MainActor
private final class ObservationLoop {
  private let apply: @MainActor () -> Void
  private var isStopped = false

  init(apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  func run() {
    guard !isStopped else { return }
    withObservationTracking(apply) { [weak self] in
      Task { @MainActor in self?.run() }
    }
  }

  nonisolated func stop() {
    MainActor.assumeIsolatedIfOnMainQueue { self.isStopped = true }
  }
}

extension MainActor {
  /// Runs `body` on the main actor: now when already on the main queue, else later.
  fileprivate static func assumeIsolatedIfOnMainQueue(_ body: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated(body)
    } else {
      Task { @MainActor in body() }
    }
  }
}
