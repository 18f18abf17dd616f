import ReductorConcurrencyExtras

/// A one-shot signal a test awaits instead of sleeping: an effect fires it, the test waits for it.
public final class Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  public init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .unbounded)
  }

  /// Fires the signal.
  public func fire() { continuation.yield() }

  /// Waits until the signal has fired once.
  public func wait() async {
    for await _ in stream { return }
  }
}

/// Runs until cancelled, then fires `onCancel`.
public func runUntilCancelled(onCancel: Signal) async {
  await withTaskCancellationHandler {
    let (stream, _) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
  } onCancel: {
    onCancel.fire()
  }
}

/// Strings collected from any thread (warnings, printed lines), in order.
public final class LockedArray: Sendable {
  private let storage = LockIsolated<[String]>([])
  public init() {}
  public func append(_ value: String) { storage.withValue { $0.append(value) } }
  public var values: [String] { storage.value }
}
