#include "ReductorIdentifiedCollectionsShims.h"

_Thread_local reductor_stamp_block reductor_thread_stamp_block = {0, 0};

/// The next stamp no block has: stamps start at 1.
static uint64_t reductor_stamp_counter = 1;

uint64_t reductor_take_stamps(uint64_t count) {
  return __atomic_fetch_add(&reductor_stamp_counter, count, __ATOMIC_RELAXED);
}
