#include "ReductorCoreShims.h"

_Thread_local reductor_stamp_block reductor_thread_stamp_block = {0, 0};
