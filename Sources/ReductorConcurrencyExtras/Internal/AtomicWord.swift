internal import ReductorCoreShims

/// A word on the heap that the C shim reads and writes atomically: a published reference, a
/// counter. A value holding the pointer, so that reaching the word is one load from its owner;
/// the owner deallocates it in its `deinit`.
package struct AtomicWord: @unchecked Sendable {
  // Sendable: the word is only read and written through the atomic operations below.
  private let word: UnsafeMutablePointer<UInt>

  /// A new word holding `0`.
  package init() {
    word = .allocate(capacity: 1)
    word.initialize(to: 0)
  }

  /// The word, for an owner that loads it in inlinable code.
  package var pointer: UnsafeMutablePointer<UInt> { word }

  /// Frees the word; the owner calls it once, from its `deinit`.
  package func deallocate() {
    word.deallocate()
  }

  /// The value, loaded with acquire ordering.
  package func load() -> UInt {
    reductor_load_acquire(word)
  }

  /// Stores `value` with release ordering.
  package func store(_ value: UInt) {
    reductor_store_release(word, value)
  }

  /// Adds `delta` (acquire and release ordering).
  package func add(_ delta: Int) {
    word.withMemoryRebound(to: Int.self, capacity: 1) { _ = reductor_fetch_add($0, delta) }
  }
}
