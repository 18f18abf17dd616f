#ifndef REDUCTOR_DEPENDENCIES_SHIMS_H
#define REDUCTOR_DEPENDENCIES_SHIMS_H

// What ReductorDependencies needs from C: three thread-local variables, each read and written
// in line (a `pthread` key would be a call and a lookup). On ELF platforms they live in the
// static TLS block (the initial-exec model), so reaching them needs no call even when the
// library is a shared object.

#include <stdatomic.h>
#include <stdint.h>

/// The dependency values bound by reference for the synchronous call running on this thread
/// (a `DependencyBox`, unretained), or `NULL` (see `SynchronousDependencies`).
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
/// closure, a `.dependency` override): see `DependencySetting`.
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

/// How many reads of a dependency this thread has counted (see `DependencyReads`).
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

/// How many observers of dependency reads the process has installed (see
/// `DependencyReadObservers`): a process-wide count, so that a read, where there are none,
/// costs one load and looks nothing up.
extern _Atomic(intptr_t) reductor_dependency_read_observers;

static inline intptr_t reductor_dependency_read_observer_count(void) {
  return atomic_load_explicit(&reductor_dependency_read_observers, memory_order_relaxed);
}

static inline void reductor_add_dependency_read_observers(intptr_t delta) {
  atomic_fetch_add_explicit(&reductor_dependency_read_observers, delta, memory_order_relaxed);
}

#endif
