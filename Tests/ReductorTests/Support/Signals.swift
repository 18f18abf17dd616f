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

/// Collects runtime warnings raised while `body` runs.
func collectingWarnings<R>(_ body: () throws -> R) rethrows -> (R, [String]) {
  let warnings = LockedArray()
  let result = try RuntimeWarnings.$handler.withValue(RuntimeWarnings.Handler { warning in
    warnings.append(warning.message)
    return true
  }) {
    try body()
  }
  return (result, warnings.values)
}

final class LockedArray: @unchecked Sendable {
  // Safe: `storage` is only touched while `lock` is held.
  private let lock = NSLockLike()
  private var storage: [String] = []
  func append(_ value: String) { lock.withLock { storage.append(value) } }
  var values: [String] { lock.withLock { storage } }
}

/// A tiny lock for test helpers.
final class NSLockLike: @unchecked Sendable {
  // Safe: a pthread mutex used only through lock/unlock.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  deinit { pthread_mutex_destroy(mutex); mutex.deallocate() }
  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
