#include "ReductorCoreShims.h"

_Thread_local reductor_stamp_block reductor_thread_stamp_block = {0, 0};

_Thread_local const void *reductor_thread_dependencies = 0;
