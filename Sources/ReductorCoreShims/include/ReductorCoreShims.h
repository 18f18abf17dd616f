#ifndef REDUCTOR_CORE_SHIMS_H
#define REDUCTOR_CORE_SHIMS_H

#include <stdint.h>

/// The change stamps a thread may still hand out: `next + 1` through `end` (see
/// `_nextElementChangeStamp` in ReductorCore).
typedef struct {
  uint64_t next;
  uint64_t end;
} reductor_stamp_block;

/// The calling thread's stamp block, in thread-local storage: a couple of instructions to
/// reach, where `pthread_getspecific` is a call and a lookup. On ELF platforms the variable
/// lives in the static TLS block (the initial-exec model), so reaching it needs no call even
/// when the library is a shared object.
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local reductor_stamp_block reductor_thread_stamp_block;

/// The first of `count` change stamps that no other call returns, on any thread: where the
/// stamp blocks come from.
uint64_t reductor_take_stamps(uint64_t count);

/// The calling thread's stamp block.
static inline reductor_stamp_block *_Nonnull reductor_current_stamp_block(void) {
  return &reductor_thread_stamp_block;
}

/// The dependencies bound for the reducer running on this thread (a `DependencyBox`,
/// unretained), or `NULL` outside any reducer (see `_ReducerDependencies` in ReductorCore).
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local const void *_Nullable reductor_thread_dependencies;

/// The dependencies bound on this thread, or `NULL`.
static inline const void *_Nullable reductor_current_dependencies(void) {
  return reductor_thread_dependencies;
}

/// Binds `dependencies` on this thread (`NULL`: none).
static inline void reductor_set_current_dependencies(const void *_Nullable dependencies) {
  reductor_thread_dependencies = dependencies;
}

/// How many dependency updates are running on this thread (a `withDependencies` update
/// closure, a `.dependency` override): see `DependencySetting` in ReductorCore.
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local intptr_t reductor_thread_setting_dependencies;

/// How many dependency updates are running on this thread.
static inline intptr_t reductor_setting_dependencies(void) {
  return reductor_thread_setting_dependencies;
}

/// Adds `delta` to this thread's count of running dependency updates.
static inline void reductor_add_setting_dependencies(intptr_t delta) {
  reductor_thread_setting_dependencies += delta;
}

/// How many reads of a dependency this thread has counted (see `_DependencyReads` in
/// ReductorDependencies).
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local intptr_t reductor_thread_dependency_reads;

static inline intptr_t reductor_dependency_reads(void) {
  return reductor_thread_dependency_reads;
}

static inline void reductor_set_dependency_reads(intptr_t reads) {
  reductor_thread_dependency_reads = reads;
}

/// Which version of shared values reads on this thread see, and how the two sides of a
/// comparison see them, while a test store asserts: see `_SharedContext` in ReductorCore.
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local intptr_t reductor_thread_shared_view;

/// The test store asserting on this thread, if any (an unretained object).
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local const void *_Nullable reductor_thread_shared_assertion;

/// The values shared values had when the state a test store asserts now was recorded, if any
/// (an unretained object).
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local const void *_Nullable reductor_thread_shared_capture;

static inline const void *_Nullable reductor_shared_capture(void) {
  return reductor_thread_shared_capture;
}

static inline void reductor_set_shared_capture(const void *_Nullable capture) {
  reductor_thread_shared_capture = capture;
}

static inline intptr_t reductor_shared_view(void) {
  return reductor_thread_shared_view;
}

static inline void reductor_set_shared_view(intptr_t view) {
  reductor_thread_shared_view = view;
}

static inline const void *_Nullable reductor_shared_assertion(void) {
  return reductor_thread_shared_assertion;
}

static inline void reductor_set_shared_assertion(const void *_Nullable tracker) {
  reductor_thread_shared_assertion = tracker;
}

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
