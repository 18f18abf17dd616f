import ReductorConcurrencyExtras

extension Effect {
  /// Delays this effect until `duration` has passed without another effect with the same id.
  ///
  /// ```swift
  /// case let .consultaCambiada(texto):
  ///   state.consulta = texto
  ///   return .run { send in await send(.buscar) }
  ///     .debounce(id: CancelID.busqueda, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// Each new debounced effect with the same id cancels the one waiting before it. Use the
  /// clock from the dependencies (`@Dependency(\.continuousClock)`) so tests drive it with a
  /// `TestClock`.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    if case .none = operation { return self }
    let effect = self
    return Self(
      operation: .run(priority: nil) { send in
        do {
          try await clock.sleep(for: duration)
        } catch {
          return
        }
        await effect.run(sending: send)
      }
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Lets at most one effect with this id through per `interval`.
  ///
  /// The first effect runs at once. Effects that arrive while the interval is running are
  /// dropped, except one that runs when the interval ends: the latest one when `latest` is
  /// `true`, the first one otherwise.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    if case .none = operation { return self }
    let effect = self
    let throttleID = ThrottleID(id: SendableHashable(id))
    return Self(
      operation: .run(priority: nil) { send in
        let context = EffectContext.current
        let registry = context.cancellationRegistry
        let key = CancelID(erased: throttleID.erased, scope: context.scope)
        let now = clock.now
        let decision = registry.throttleDecision(for: key, latest: latest) { last in
          guard let last = last as? C.Instant else { return nil }
          let next = last.advanced(by: interval)
          return next <= now ? nil : next
        }
        switch decision {
        case .now:
          registry.recordThrottleEmission(for: key, at: now)
          await effect.run(sending: send)
        case .drop:
          return
        case let .later(deadline):
          guard let deadline = deadline as? C.Instant else { return }
          do {
            try await clock.sleep(until: deadline, tolerance: nil)
          } catch {
            return
          }
          registry.recordThrottleEmission(for: key, at: clock.now)
          await effect.run(sending: send)
        }
      }
    )
    .cancellable(id: ThrottlePendingID(id: SendableHashable(id)), cancelInFlight: latest)
  }
}

/// The key under which a throttled id's last emission is recorded.
struct ThrottleID: Hashable, Sendable {
  let id: SendableHashable
  var erased: SendableHashable { SendableHashable(self) }
}

/// The cancellation id of a throttled effect waiting for its interval to end.
struct ThrottlePendingID: Hashable, Sendable {
  let id: SendableHashable
}

/// What to do with a throttled effect.
enum ThrottleDecision: @unchecked Sendable {
  // Sendable: the instant is a clock's `Instant`, which `Clock` requires to be Sendable; it
  // is erased to `Any` only to be stored beside other clocks' instants.
  case now
  case drop
  case later(deadline: Any)
}

extension CancellationRegistry {
  /// Decides, atomically, whether a throttled effect runs now, later or not at all.
  ///
  /// - Parameter deadline: Given the instant of the last emission, returns when the next one
  ///   may happen, or `nil` if it may happen now.
  func throttleDecision(
    for key: CancelID, latest: Bool, deadline: (Any?) -> Any?
  ) -> ThrottleDecision {
    throttles.withValue { throttles in
      var entry = throttles[key] ?? ThrottleEntry()
      defer { throttles[key] = entry }
      guard let next = deadline(entry.lastEmission) else {
        entry.lastEmission = nil
        entry.hasPending = false
        return .now
      }
      if entry.hasPending && !latest { return .drop }
      entry.hasPending = true
      return .later(deadline: next)
    }
  }

  /// Records that a throttled effect ran at `instant`.
  func recordThrottleEmission(for key: CancelID, at instant: some Sendable) {
    throttles.withValue { throttles in
      throttles[key, default: ThrottleEntry()].lastEmission = instant
      throttles[key]?.hasPending = false
    }
  }
}

/// The throttling record of one id.
struct ThrottleEntry: @unchecked Sendable {
  // Sendable: `lastEmission` always holds a clock `Instant`, which is Sendable.
  var lastEmission: Any?
  var hasPending = false
}
