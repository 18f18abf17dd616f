#include "ReductorSharingShims.h"

_Thread_local intptr_t reductor_thread_shared_view = 0;
_Thread_local const void *_Nullable reductor_thread_shared_assertion = 0;
_Thread_local const void *_Nullable reductor_thread_shared_capture = 0;
