#ifndef REDUCTOR_SHARING_SHIMS_H
#define REDUCTOR_SHARING_SHIMS_H

// What ReductorSharing needs from C: the thread-local variables that say how reads of shared
// values see them while an assertion compares states on this thread (see `_SharedContext`).
// Read and written in line; on ELF platforms they live in the static TLS block.

#include <stdint.h>

/// Which version of shared values reads on this thread see, and how the two sides of a
/// comparison see them.
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local intptr_t reductor_thread_shared_view;

/// The change tracker of the assertion running on this thread, if any (an unretained object).
#if defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
extern _Thread_local const void *_Nullable reductor_thread_shared_assertion;

/// The values shared values had when the state being asserted now was recorded, if any (an
/// unretained object).
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

#endif
