// Counts heap allocations for the benchmarks by defining the allocation functions in the
// executable: the dynamic linker binds every library's calls (the Swift runtime's included) to
// these, and each one forwards to glibc's own implementation (`__libc_malloc` and friends).
// Counting is off unless a benchmark turns it on, so timed runs pay one predictable branch.
#include "BenchmarkAllocations.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static volatile int counting = 0;
static uint64_t count = 0;

static inline void note_allocation(void) {
  if (counting) __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  note_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  note_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

void benchmark_allocations_start(void) {
  __atomic_store_n(&count, 0, __ATOMIC_SEQ_CST);
  counting = 1;
}

uint64_t benchmark_allocations_stop(void) {
  counting = 0;
  return __atomic_load_n(&count, __ATOMIC_SEQ_CST);
}

int benchmark_allocations_available(void) { return 1; }

size_t benchmark_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

#else

void benchmark_allocations_start(void) {}
uint64_t benchmark_allocations_stop(void) { return 0; }
int benchmark_allocations_available(void) { return 0; }
size_t benchmark_heap_bytes_in_use(void) { return 0; }

#endif
