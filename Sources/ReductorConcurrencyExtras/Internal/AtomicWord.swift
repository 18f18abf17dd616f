// Public: the operations are inlinable, so that the layers above load and store the word in line.
public import ReductorConcurrencyExtrasShims

/// A word on the heap that the C shim reads and writes atomically: a published reference, a
/// counter. A value holding the pointer, so that reaching the word is one load from its owner;
/// the owner deallocates it in its `deinit`. Its operations are inlinable, so that they are a
/// load or a store where they are used.
@usableFromInline
package struct AtomicWord: @unchecked Sendable {
  // Sendable: the word is only read and written through the atomic operations below.
  @usableFromInline let word: UnsafeMutablePointer<UInt>

  /// A new word holding `0`.
  package init() {
    word = .allocate(capacity: 1)
    word.initialize(to: 0)
  }

  /// Frees the word; the owner calls it once, from its `deinit`.
  package func deallocate() {
    word.deallocate()
  }

  /// The value, loaded with acquire ordering.
  @inlinable
  package func load() -> UInt {
    reductor_load_acquire(word)
  }

  /// Stores `value` with release ordering.
  @inlinable
  package func store(_ value: UInt) {
    reductor_store_release(word, value)
  }

  /// Adds `delta` (acquire and release ordering).
  @inlinable
  package func add(_ delta: Int) {
    word.withMemoryRebound(to: Int.self, capacity: 1) { _ = reductor_fetch_add($0, delta) }
  }
}
