import Reductor

/// A one-shot signal a test awaits instead of sleeping: an effect fires it, the test waits for it.
final class Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .unbounded)
  }

  /// Fires the signal.
  func fire() { continuation.yield() }

  /// Waits until the signal has fired once.
  func wait() async {
    for await _ in stream { return }
  }
}

/// Runs until cancelled, then fires `onCancel`.
func runUntilCancelled(onCancel: Signal) async {
  await withTaskCancellationHandler {
    let (stream, _) = AsyncStream.makeStream(of: Never.self)
    for await _ in stream {}
  } onCancel: {
    onCancel.fire()
  }
}

/// Strings collected from any thread (warnings, printed lines), in order.
final class LockedArray: Sendable {
  private let storage = LockIsolated<[String]>([])
  func append(_ value: String) { storage.withValue { $0.append(value) } }
  var values: [String] { storage.value }
}
