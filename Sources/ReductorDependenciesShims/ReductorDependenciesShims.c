#include "ReductorDependenciesShims.h"

_Thread_local const void *reductor_thread_dependencies = 0;
_Thread_local intptr_t reductor_thread_setting_dependencies = 0;
_Thread_local intptr_t reductor_thread_dependency_reads = 0;
_Atomic(intptr_t) reductor_dependency_read_observers = 0;
