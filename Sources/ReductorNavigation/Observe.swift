import Observation
import ReductorConcurrencyExtras

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
  let observation = ObservationLoop(apply: apply, token: token)
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
  private let cancelled = LockedValue(false)
  /// The running observation, kept alive by the token. Set once, by `observe`, before the
  /// token is returned.
  nonisolated(unsafe) fileprivate var observation: AnyObject?

  fileprivate init() {}

  /// Stops the observation: `apply` does not run again.
  public func cancel() {
    cancelled.set(true)
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.current }

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

/// One ``observe(_:)``: runs `apply` under tracking, and again on the main actor after a change,
/// while its token is neither cancelled nor released.
///
/// Observation calls `onChange` once per tracking, before the change is made; the next run,
/// queued on the main actor, comes after it and tracks again. The token holds the loop and the
/// loop holds the token weakly: releasing the token releases the loop, and a run already queued
/// finds nothing to run.
@MainActor
private final class ObservationLoop {
  private let apply: @MainActor () -> Void
  private weak var token: ObserveToken?

  init(apply: @escaping @MainActor () -> Void, token: ObserveToken) {
    self.apply = apply
    self.token = token
  }

  func run() {
    guard let token, !token.isCancelled else { return }
    withObservationTracking(apply) { [weak self] in
      Task { @MainActor in self?.run() }
    }
  }
}
