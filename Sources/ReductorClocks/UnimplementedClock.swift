import ReductorIssueReporting

/// A clock for dependencies that a test must override: sleeping on it reports "Unimplemented"
/// at the line that created the clock.
///
/// It is the test value of `\.continuousClock` and `\.suspendingClock`, so a feature that
/// waits in a test that did not provide a ``TestClock`` or ``ImmediateClock`` fails with the
/// clock's name. After reporting, it behaves as the clock it wraps (an ``ImmediateClock`` unless
/// another is given), so the feature goes on and the test shows everything else that went wrong.
///
/// ```swift
/// let model = FeatureModel(clock: UnimplementedClock())
/// ```
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// An instant of the clock: an offset from when it was created, measured on the wrapped clock.
  public typealias Instant = _OffsetInstant<Duration, UnimplementedClock>

  private let base: AnyClock<Duration>
  private let name: String
  private let site: ReportSite

  /// A clock that reports when used, then does what `base` does.
  public init<C: Clock>(
    _ base: C,
    name: String = "\(C.self)",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where C.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.site = ReportSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A clock named `name` in its reports that, once it has reported, sleeps as an
  /// ``ImmediateClock`` starting at `now` does.
  public init(
    name: String = "Clock",
    now: ImmediateClock<Duration>.Instant,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      ImmediateClock(now: now), name: name,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// The wrapped clock's time.
  ///
  /// Reading it is not reported: `sleep(for:)` reads it before sleeping, and one sleep is one
  /// misuse, reported once by ``sleep(until:tolerance:)``.
  public var now: Instant { Instant(offset: base.now.offset) }

  /// The wrapped clock's minimum resolution.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Reports that the clock is unimplemented, then sleeps on the wrapped clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportRuntimeWarning(
      """
      Unimplemented: '\(name).sleep'

      A clock was slept on in a test that did not override it. Give the test a `TestClock` to \
      control time (`$0.continuousClock = clock`, then `await clock.advance(by: …)`), or an \
      `ImmediateClock` to skip waits.
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
    try await base.sleep(until: AnyClock.Instant(offset: deadline.offset), tolerance: tolerance)
  }

  /// Where the clock was created: its reports point there.
  private struct ReportSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// A clock named `name` in its reports, measured in `Swift.Duration`.
  public init(
    name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, now: ImmediateClock<Duration>.Instant(),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A clock that reports "Unimplemented" when slept on: an ``UnimplementedClock``.
  ///
  /// ```swift
  /// let model = FeatureModel(clock: .unimplemented())
  /// ```
  public static func unimplemented(
    _ name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
