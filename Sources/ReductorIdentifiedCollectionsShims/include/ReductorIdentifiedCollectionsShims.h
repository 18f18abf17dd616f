#ifndef REDUCTOR_IDENTIFIED_COLLECTIONS_SHIMS_H
#define REDUCTOR_IDENTIFIED_COLLECTIONS_SHIMS_H

// What ReductorIdentifiedCollections needs from C: the change stamps its collections give each
// write, handed out from a block of the calling thread's own.

#include <stdint.h>

/// The change stamps a thread may still hand out: `next + 1` through `end` (see
/// `_ElementChanges` in ReductorIdentifiedCollections).
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

#endif
