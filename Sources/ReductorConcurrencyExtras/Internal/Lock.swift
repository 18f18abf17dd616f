#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A small non-recursive mutex around `pthread_mutex_t`, for state shared across threads.
///
/// It is `Sendable` because all access to the mutex goes through `pthread_mutex_*`, and the
/// mutex lives at a stable heap address for the lifetime of the lock.
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always)
  package func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A value protected by a ``Lock``: the runtime's own, non-recursive and without the
/// `@Sendable` closures of the public ``LockIsolated`` (its hot paths take it on every effect).
package final class LockedValue<Value>: @unchecked Sendable {
  // Safe: `value` is only read or written while `lock` is held, which also makes every
  // access exclusive: the dynamic exclusivity checks would only repeat the lock's work.
  @exclusivity(unchecked) private var value: Value
  private let lock = Lock()

  package init(_ value: Value) { self.value = value }

  package func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&value) }
  }

  package var current: Value { lock.withLock { value } }

  package func set(_ newValue: Value) { lock.withLock { value = newValue } }
}

/// A recursive mutex around `pthread_mutex_t`: the thread holding it may take it again (a
/// shared value's observers read it while it is being changed).
package final class RecursiveLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always)
  package func withLock<R>(_ body: () throws -> R) rethrows -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
