#ifndef REDUCTOR_CONCURRENCY_EXTRAS_SHIMS_H
#define REDUCTOR_CONCURRENCY_EXTRAS_SHIMS_H

// What ReductorConcurrencyExtras needs from C: atomic loads, stores and additions on a word,
// with the orderings its `AtomicWord` documents.

#include <stdint.h>

/// Loads `*word` with acquire ordering: a reader that sees a value stored with
/// `reductor_store_release` sees everything written before that store.
static inline uintptr_t reductor_load_acquire(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores `value` to `*word` with release ordering (see `reductor_load_acquire`).
static inline void reductor_store_release(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Adds `delta` to `*word` atomically and returns the value before (acquire and release
/// ordering).
static inline intptr_t reductor_fetch_add(intptr_t *_Nonnull word, intptr_t delta) {
  return __atomic_fetch_add(word, delta, __ATOMIC_ACQ_REL);
}

#endif
