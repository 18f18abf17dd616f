import Dispatch

/// Whether code runs on the main queue, the main actor's executor.
///
/// Not the same as running on the main thread: once a program calls `dispatchMain()` (as test
/// runners on Linux do), worker threads drain the main queue.
package enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
