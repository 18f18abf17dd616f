extension Clock {
  /// An asynchronous sequence that emits the clock's instant every `interval`, for as long as
  /// it is iterated: the way features tick.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // ...
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.tic)
  ///   }
  /// }
  /// ```
  ///
  /// Each tick is scheduled an `interval` after the previous one was due (not after the
  /// consumer handled it), so ticks do not drift. On a ``TestClock`` it ticks only when the
  /// clock is advanced: once for every interval the advance passes. Cancelling the task that
  /// iterates it ends the sequence.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> AsyncTimerSequence<Self> {
    AsyncTimerSequence(clock: self, interval: interval, tolerance: tolerance)
  }

  /// The same timer, for a clock held as an existential (`any Clock<Duration>`, as
  /// `@Dependency(\.continuousClock)` is): its elements are the time elapsed since the timer
  /// started, since the clock's own instant type is not known there.
  @_disfavoredOverload
  public func timer(
    interval: Duration, tolerance: Duration? = nil
  ) -> AnyClockTimerSequence<Duration> {
    let timer = AsyncTimerSequence(clock: self, interval: interval, tolerance: tolerance)
    return AnyClockTimerSequence {
      let start = self.now
      let iterator = TimerIteratorBox(timer.makeAsyncIterator())
      return { await iterator.next().map { start.duration(to: $0) } }
    }
  }
}

/// The ticks of a clock's `timer(interval:tolerance:)`: the clock's instant at each tick.
public struct AsyncTimerSequence<C: Clock>: AsyncSequence {
  /// The instant each tick was due.
  public typealias Element = C.Instant

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?

  /// Iterates the ticks.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    var last: C.Instant?

    /// Sleeps until the next tick is due and returns its instant; `nil` once the iterating
    /// task is cancelled.
    public mutating func next() async -> C.Instant? {
      let deadline = (last ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        return nil
      }
      last = deadline
      return deadline
    }
  }

  /// Starts the timer: the first tick is due one interval from now.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(clock: clock, interval: interval, tolerance: tolerance, last: nil)
  }
}

extension AsyncTimerSequence: Sendable where C: Sendable, C.Duration: Sendable {}

/// The ticks of a timer on an existential clock: the time elapsed since the timer started.
public struct AnyClockTimerSequence<Duration: DurationProtocol>: AsyncSequence {
  /// The time from the timer's start to the tick.
  public typealias Element = Duration

  let start: () -> (() async -> Duration?)

  /// Iterates the ticks.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let step: () async -> Duration?

    /// Sleeps until the next tick; `nil` once the iterating task is cancelled.
    public mutating func next() async -> Duration? {
      await step()
    }
  }

  /// Starts the timer: the first tick is due one interval from now.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(step: start())
  }
}

/// An iterator behind a reference, so that a closure can advance it.
private final class TimerIteratorBox<C: Clock> {
  private var iterator: AsyncTimerSequence<C>.AsyncIterator

  init(_ iterator: AsyncTimerSequence<C>.AsyncIterator) {
    self.iterator = iterator
  }

  func next() async -> C.Instant? {
    await iterator.next()
  }
}
