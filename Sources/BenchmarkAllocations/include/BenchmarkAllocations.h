#ifndef BENCHMARK_ALLOCATIONS_H
#define BENCHMARK_ALLOCATIONS_H

#include <stddef.h>
#include <stdint.h>

/// Starts counting heap allocations (calls to malloc, calloc, realloc and the aligned
/// allocators) made by any thread, from zero.
void benchmark_allocations_start(void);

/// Stops counting and returns how many allocations were made since the last start.
uint64_t benchmark_allocations_stop(void);

/// Whether this build counts allocations (Linux with glibc only).
int benchmark_allocations_available(void);

/// The bytes the heap holds: glibc's `mallinfo2`, small blocks plus mmapped ones (0 elsewhere).
size_t benchmark_heap_bytes_in_use(void);

#endif
